import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { isSkippedPath } from "../../../src/content/scanContent.ts";
import { filterWatchBatch, type PathKind } from "../../../src/serve/filterWatchBatch.ts";
import { isEditorTempFile } from "../../../src/serve/isEditorTempFile.ts";

const DIRS = { content: "/p/content", public: "/p/public" };

/** The content files the last build read. */
const READ = new Set(["/p/content/docs/a.mdx", "/p/content/gone/b.mdx", "/p/content/gone/deeper/c.mdx"]);
const readUnder = (p: string) => [...READ].some((f) => f === p || f.startsWith(`${p}/`));

describe("filterWatchBatch", () => {
  test("keeps content pages and data, folders holding them or read from by the last build, the rest outside content/; never what the scan skips", () => {
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
      "/p/content/gone",
      "/p/content/gone/deeper",
      "/p/client/main.ts",
      "/p/templates/styles/site.css",
      "/p/public/removed.png",
      "/p/content/.obsidian",
      "/p/content/.obsidian/app.json",
      "/p/content/guide/node_modules/pkg/readme.md",
      "/p/content/.deleted.md",
      "/p/content/deleted.md",
    ];
    const kindOf = (f: string): PathKind => kinds.get(f) ?? (f.endsWith(".json") ? "file" : "missing");
    assert.deepEqual(filterWatchBatch(batch, DIRS, kindOf, readUnder), [
      "/p/content/docs/a.mdx",
      "/p/content/data/x.json",
      "/p/content/guide",
      "/p/content/gone",
      "/p/content/gone/deeper",
      "/p/client/main.ts",
      "/p/templates/styles/site.css",
      "/p/public/removed.png",
      "/p/content/deleted.md",
    ]);
  });

  test("editor and sed temporary files, deleted or not, in content/ or beside it, start no rebuild", () => {
    const batch = [
      "/p/content/sedAb12Cd", // GNU sed -i, renamed over its target: gone
      "/p/content/docs/4913", // vim's write probe: gone
      "/p/content/docs/a.mdx~", // a backup: still there
      "/p/content/docs/.a.mdx.swp",
      "/p/content/docs/#a.mdx#",
      "/p/content/docs/a.mdx___jb_tmp___",
      "/p/client/sedX9y8Z7",
      "/p/client/5036",
      "/p/client/main.ts~",
      "/p/client/.main.ts.swp",
      "/p/templates/.#Layout.tsx",
      "/p/templates/Layout.tsx___jb_old___",
      "/p/public/sedQwErTy",
      "/p/public/logo.svg~",
    ];
    const existing = new Set(["/p/content/docs/a.mdx~", "/p/content/docs/.a.mdx.swp", "/p/client/main.ts~", "/p/client/.main.ts.swp"]);
    const kindOf = (f: string): PathKind => (existing.has(f) ? "file" : "missing");
    assert.deepEqual(filterWatchBatch(batch, DIRS, kindOf, readUnder), []);
  });

  test("an editor's temporary file that exists in public/ is an input (public/ is copied whole); the saved file itself always is", () => {
    const kindOf = (f: string): PathKind => (f === "/p/public/logo.svg~" || f === "/p/content/docs/a.mdx" ? "file" : "missing");
    const batch = ["/p/public/logo.svg~", "/p/content/sedAb12Cd", "/p/content/docs/a.mdx", "/p/content/docs/4913"];
    assert.deepEqual(filterWatchBatch(batch, DIRS, kindOf, readUnder), ["/p/public/logo.svg~", "/p/content/docs/a.mdx"]);
  });

  test("a deleted path of content/ counts only when the last build read it or files under it", () => {
    const kindOf = (): PathKind => "missing";
    assert.deepEqual(filterWatchBatch(["/p/content/gone", "/p/content/go", "/p/content/never-read"], DIRS, kindOf, readUnder), ["/p/content/gone"]);
    assert.deepEqual(
      filterWatchBatch(["/p/content/never-read"], DIRS, kindOf, () => true),
      ["/p/content/never-read"],
    );
  });
});

describe("isEditorTempFile", () => {
  test("names of vim, emacs, JetBrains and sed -i temporary files", () => {
    const temp = [
      ".a.mdx.swp",
      ".a.mdx.swo",
      ".a.mdx.swx",
      "a.mdx~",
      "4913",
      "5036",
      "5159",
      "#a.mdx#",
      ".#a.mdx",
      "sedAb12Cd",
      "x___jb_tmp___",
      "x___jb_old___",
    ];
    assert.deepEqual(
      temp.filter((n) => !isEditorTempFile(n)),
      [],
    );
  });

  test("ordinary names are not", () => {
    const names = ["a.mdx", "sidebar.json", "4914", "2019", "123", "sed", "sedan.mdx", "sedimentary", "a.swf", "#channel", "main.ts", "a~b.md"];
    assert.deepEqual(
      names.filter((n) => isEditorTempFile(n)),
      [],
    );
  });
});

test("isSkippedPath names dot files, dot folders and node_modules at any depth", () => {
  const paths = ["a.mdx", ".a.mdx", "x/.git/y.md", "node_modules/p/readme.md", "x/node_modules/y.json", "x/y.md", "a.b/c.md"];
  assert.deepEqual(paths.map(isSkippedPath), [false, true, true, true, true, false, false]);
});
