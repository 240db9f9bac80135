import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { routeForSource as routeWith, type SourceRoutes } from "../../../src/content/routeForSource.ts";

/** This site's sections and doc sets. */
const SITE: SourceRoutes = { blog: "/blog", community: "/community", syntaxLookup: "/syntax-lookup", docBases: ["/docs/manual", "/docs/react"] };
const routeForSource = (path: string) => routeWith(path, SITE);

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

  test("other sections and doc sets: the kinds follow the configuration, not folder names", () => {
    const other: SourceRoutes = { blog: "/news", community: "/people", syntaxLookup: "/cheatsheet", docBases: ["/guide"] };
    assert.deepEqual(routeWith("news/2024-01-15-hello.mdx", other), { route: "/news/hello", kind: "blog" });
    assert.deepEqual(routeWith("people/overview.mdx", other), { route: "/people/overview", kind: "community" });
    assert.deepEqual(routeWith("cheatsheet/if-else.mdx", other), { route: "/cheatsheet/if-else", kind: "syntax" });
    assert.deepEqual(routeWith("guide/v1.0.0/start.mdx", other), { route: "/guide/v1.0.0/start", kind: "doc" });
    assert.deepEqual(routeWith("guide/v1.0.0.mdx", other), { route: "/guide/v1.0.0", kind: "generic" });
    for (const path of ["blog/2024-01-15-hello.mdx", "community/overview.mdx", "syntax-lookup/if-else.mdx", "docs/manual/v11.0.0/record.mdx"]) {
      assert.equal((routeWith(path, other) as { kind: string }).kind, "generic", path);
    }
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
