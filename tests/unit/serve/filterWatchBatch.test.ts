import assert from "node:assert/strict";
import { test } from "node:test";
import { filterWatchBatch } from "../../../src/serve/filterWatchBatch.ts";

test("filterWatchBatch keeps content pages and data, deleted files and anything outside content/", () => {
  const existing = new Set(["/p/content/docs/a.mdx", "/p/content/notes.html", "/p/content/new-folder", "/p/content/.a.mdx.swp", "/p/client/main.ts"]);
  const batch = [
    "/p/content/docs/a.mdx",
    "/p/content/data/x.json",
    "/p/content/notes.html",
    "/p/content/new-folder",
    "/p/content/.a.mdx.swp",
    "/p/content/old.html",
    "/p/client/main.ts",
    "/p/templates/styles/site.css",
  ];
  assert.deepEqual(
    filterWatchBatch(batch, "/p/content", (f) => existing.has(f) || f.endsWith(".json")),
    ["/p/content/docs/a.mdx", "/p/content/data/x.json", "/p/content/old.html", "/p/client/main.ts", "/p/templates/styles/site.css"],
  );
});
