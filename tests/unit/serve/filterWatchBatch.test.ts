import assert from "node:assert/strict";
import { test } from "node:test";
import { isSkippedPath } from "../../../src/content/scanContent.ts";
import { filterWatchBatch, type PathKind } from "../../../src/serve/filterWatchBatch.ts";

test("filterWatchBatch keeps content pages and data, folders holding them, deleted paths and anything outside content/; never what the scan skips", () => {
  const kinds = new Map<string, PathKind>([
    ["/p/content/docs/a.mdx", "file"],
    ["/p/content/notes.html", "file"],
    ["/p/content/empty-folder", "folder"],
    ["/p/content/guide", "folder with content"],
    ["/p/content/.obsidian", "folder with content"],
    ["/p/content/.obsidian/app.json", "file"],
    ["/p/content/guide/node_modules/pkg/readme.md", "file"],
    ["/p/content/.a.mdx.swp", "file"],
    ["/p/client/main.ts", "file"],
  ]);
  const batch = [
    "/p/content/docs/a.mdx",
    "/p/content/data/x.json",
    "/p/content/notes.html",
    "/p/content/empty-folder",
    "/p/content/guide",
    "/p/content/.a.mdx.swp",
    "/p/content/old.html",
    "/p/client/main.ts",
    "/p/templates/styles/site.css",
    "/p/content/.obsidian",
    "/p/content/.obsidian/app.json",
    "/p/content/guide/node_modules/pkg/readme.md",
    "/p/content/.deleted.md",
  ];
  const kindOf = (f: string): PathKind => kinds.get(f) ?? (f.endsWith(".json") ? "file" : "missing");
  assert.deepEqual(filterWatchBatch(batch, "/p/content", kindOf), [
    "/p/content/docs/a.mdx",
    "/p/content/data/x.json",
    "/p/content/guide",
    "/p/content/old.html",
    "/p/client/main.ts",
    "/p/templates/styles/site.css",
  ]);
});

test("isSkippedPath names dot files, dot folders and node_modules at any depth", () => {
  const paths = ["a.mdx", ".a.mdx", "x/.git/y.md", "node_modules/p/readme.md", "x/node_modules/y.json", "x/y.md", "a.b/c.md"];
  assert.deepEqual(paths.map(isSkippedPath), [false, true, true, true, true, false, false]);
});
