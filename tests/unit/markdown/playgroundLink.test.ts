// The "Playground" link of a code block: the compressed code and, on a versioned manual page, the page's version.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import LZString from "lz-string";
import { manualVersionOfRoute, playgroundLink } from "../../../src/markdown/fencesPlugin.ts";
import { createMarkdown, renderMarkdown } from "../../../src/markdown/renderMarkdown.ts";

const md = createMarkdown();
const hrefOf = (route: string, body = "```res example\nlet x = 1\n```") =>
  /<a class="code-block__play" href="([^"]*)"/.exec(renderMarkdown(md, { body, file: "x.mdx", route, lineOffset: 0, playgroundPath: "/try" }).html)?.[1];

describe("playground links carry the page's manual version", () => {
  test("the version comes from the route", () => {
    assert.equal(manualVersionOfRoute("/docs/manual/v12.0.0/introduction"), "v12.0.0");
    assert.equal(manualVersionOfRoute("/docs/manual/v8.0.0/api/js"), "v8.0.0");
    assert.equal(manualVersionOfRoute("/docs/manual/v10.0.0"), "v10.0.0");
    assert.equal(manualVersionOfRoute("/docs/manual/latest/introduction"), undefined);
    assert.equal(manualVersionOfRoute("/docs/manual/v12.0.0x/a"), undefined);
    assert.equal(manualVersionOfRoute("/blog/docs/manual/v12.0.0/a"), undefined);
    assert.equal(manualVersionOfRoute("/docs/react/v0.11.0/hooks"), undefined);
  });

  test("each manual version's pages link with their version; the code decodes back", () => {
    for (const version of ["v12.0.0", "v11.0.0", "v10.0.0", "v9.0.0", "v8.0.0"]) {
      const href = hrefOf(`/docs/manual/${version}/records`);
      assert.equal(href, `/try?code=${LZString.compressToEncodedURIComponent("let x = 1")}&amp;version=${version}`);
      const url = new URL(playgroundLink("/try", "let x = 1", `/docs/manual/${version}/records`), "http://h");
      assert.equal(url.searchParams.get("version"), version);
      assert.equal(LZString.decompressFromEncodedURIComponent(url.searchParams.get("code")!), "let x = 1");
    }
  });

  test("pages without a version keep the plain link", () => {
    for (const route of ["/blog/release-8-0", "/docs/react/latest/hooks", "/syntax-lookup", "/"]) {
      assert.equal(hrefOf(route), `/try?code=${LZString.compressToEncodedURIComponent("let x = 1")}`, route);
    }
  });
});
