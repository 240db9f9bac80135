import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { routeForSource } from "../../../src/content/routeForSource.ts";

const badSegment = (seg: string) => ({ error: `\`${seg}\` cannot be part of a URL; use letters, digits, \`.\`, \`_\`, \`~\` and \`-\`` });

describe("routeForSource", () => {
  test("docs pages keep their path without the extension", () => {
    assert.deepEqual(routeForSource("docs/manual/v11.0.0/record.mdx"), { route: "/docs/manual/v11.0.0/record", kind: "doc" });
    assert.deepEqual(routeForSource("docs/manual/v11.0.0/api/core/array.mdx"), {
      route: "/docs/manual/v11.0.0/api/core/array",
      kind: "doc",
    });
    assert.deepEqual(routeForSource("docs/react/latest/introduction.md"), { route: "/docs/react/latest/introduction", kind: "doc" });
  });

  test("index files stand for their folder", () => {
    assert.deepEqual(routeForSource("x/index.mdx"), { route: "/x", kind: "generic" });
    assert.deepEqual(routeForSource("index.mdx"), { route: "/", kind: "generic" });
  });

  test("blog posts lose their date prefix and the archive folder", () => {
    assert.deepEqual(routeForSource("blog/2024-01-15-hello.mdx"), { route: "/blog/hello", kind: "blog" });
    assert.deepEqual(routeForSource("blog/archive/2019-01-01-old.mdx"), { route: "/blog/old", kind: "blog" });
    assert.deepEqual(routeForSource("blog/no-date.md"), { route: "/blog/no-date", kind: "blog" });
  });

  test("community, syntax lookup and other pages", () => {
    assert.deepEqual(routeForSource("community/overview.mdx"), { route: "/community/overview", kind: "community" });
    assert.deepEqual(routeForSource("syntax-lookup/if-else.mdx"), { route: "/syntax-lookup/if-else", kind: "syntax" });
    assert.deepEqual(routeForSource("docs/latest.mdx"), { route: "/docs/latest", kind: "generic" });
    assert.deepEqual(routeForSource("über.mdx"), { route: "/über", kind: "generic" });
  });

  test("segments that cannot be URLs are errors", () => {
    assert.deepEqual(routeForSource("docs/manual/../x.mdx"), badSegment(".."));
    assert.deepEqual(routeForSource("a/./b.mdx"), badSegment("."));
    assert.deepEqual(routeForSource("docs/my page.mdx"), badSegment("my page"));
    assert.deepEqual(routeForSource("a/b%20c.mdx"), badSegment("b%20c"));
    assert.deepEqual(routeForSource("a/b?.mdx"), badSegment("b?"));
    assert.deepEqual(routeForSource("a//b.mdx"), badSegment(""));
  });
});
