import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { resolveSite } from "../../../src/config/resolveSite.ts";
import { versionlessRedirects } from "../../../src/site/versionlessRedirects.ts";

/** The doc sets of a site.json, resolved as the build resolves them (the problems must be none). */
function docSetsOf(docSets: unknown[]) {
  const text = JSON.stringify({ docSets }, null, 2);
  const result = resolveSite(JSON.parse(text), "content/site.json", text);
  assert.deepEqual(result.diagnostics, []);
  return result.site.docSets;
}

const MANUAL = {
  id: "manual",
  base: "/docs/manual",
  title: "Manual",
  storageKey: "manual_version",
  latest: "v11.0.0",
  versions: [{ value: "v12.0.0" }, { value: "v11.0.0" }, { value: "v8.0.0" }],
  versionless: { categories: { Guides: "/docs/guides/" } },
};
const REACT = {
  id: "react",
  base: "/docs/react",
  title: "React",
  storageKey: "react_version",
  latest: "latest",
  versions: [{ value: "latest" }],
  versionless: {},
};

const PAGES = [
  "/docs/manual/v11.0.0/record",
  "/docs/manual/v12.0.0/record",
  "/docs/manual/v12.0.0/dict",
  "/docs/manual/v8.0.0/api/js/vector",
  "/docs/manual/v11.0.0/api/core/array",
  "/docs/manual/v11.0.0/converting-from-js",
  "/docs/react/latest/introduction",
];
const GUIDES = new Set(["/docs/manual/v11.0.0/converting-from-js"]);

describe("versionlessRedirects", () => {
  test("each page without its version folder leads to the latest version's page, else the newest version that has it", () => {
    const found = versionlessRedirects({
      routes: new Set(PAGES),
      pages: PAGES,
      docSets: docSetsOf([MANUAL, REACT]),
      categoryOf: (r) => (GUIDES.has(r) ? "Guides" : undefined),
    });
    assert.deepEqual([...found].sort(), [
      ["/docs/guides/converting-from-js", "/docs/manual/v11.0.0/converting-from-js"],
      ["/docs/manual/api/core/array", "/docs/manual/v11.0.0/api/core/array"],
      ["/docs/manual/api/js/vector", "/docs/manual/v8.0.0/api/js/vector"],
      ["/docs/manual/converting-from-js", "/docs/manual/v11.0.0/converting-from-js"],
      ["/docs/manual/dict", "/docs/manual/v12.0.0/dict"],
      ["/docs/manual/record", "/docs/manual/v11.0.0/record"],
      ["/docs/react/introduction", "/docs/react/latest/introduction"],
    ]);
  });

  test("a route the site already has (a page, a special page, a redirect) is never redirected", () => {
    const routes = new Set([...PAGES, "/docs/manual/record", "/docs/react/introduction", "/docs/guides/converting-from-js"]);
    const found = versionlessRedirects({
      routes,
      pages: PAGES,
      docSets: docSetsOf([MANUAL, REACT]),
      categoryOf: (r) => (GUIDES.has(r) ? "Guides" : undefined),
    });
    for (const from of found.keys()) assert.equal(routes.has(from), false, from);
    assert.equal(found.has("/docs/manual/record"), false);
    assert.equal(found.get("/docs/manual/dict"), "/docs/manual/v12.0.0/dict");
    assert.equal(found.size, 4);
  });

  test("a doc set without `versionless` has none, and `latest` may name an alias", () => {
    const { versionless: _, ...plain } = MANUAL;
    assert.equal(versionlessRedirects({ routes: new Set(PAGES), pages: PAGES, docSets: docSetsOf([plain]), categoryOf: () => undefined }).size, 0);
    const aliased = { ...MANUAL, latest: "latest", aliases: { latest: "v12.0.0" }, versionless: {} };
    const found = versionlessRedirects({ routes: new Set(PAGES), pages: PAGES, docSets: docSetsOf([aliased]), categoryOf: () => undefined });
    assert.equal(found.get("/docs/manual/record"), "/docs/manual/v12.0.0/record");
  });
});
