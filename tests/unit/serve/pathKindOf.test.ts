import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { pathKindOf } from "../../../src/serve/pathKindOf.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "docsgen-kind-"));
after(() => rmSync(root, { recursive: true, force: true }));
const at = (...parts: string[]) => path.join(root, ...parts);
const put = (rel: string, text = "x") => {
  mkdirSync(path.dirname(at(rel)), { recursive: true });
  writeFileSync(at(rel), text);
};

test("pathKindOf tells missing paths, files, and folders with or without content files the scan would read", () => {
  put("page.md");
  put("deep/a/b/c/page.mdx");
  put("data/x.json");
  put("images/logo.png");
  put("hidden/.drafts/page.md");
  put("hidden/node_modules/pkg/readme.md");
  put("hidden/.page.md");
  mkdirSync(at("empty"));
  mkdirSync(at("linked"));
  symlinkSync(at("deep"), at("linked", "to-deep")); // the scan does not follow symlinked folders; nor does this
  symlinkSync(at("loop"), at("loop"));
  assert.deepEqual(
    ["nowhere", "page.md/below", "page.md", "deep", "data", "images", "hidden", "empty", "linked"].map((p) => pathKindOf(at(p))),
    ["missing", "missing", "file", "folder with content", "folder with content", "folder", "folder", "folder", "folder"],
  );
  assert.equal(pathKindOf(at("loop")), "folder with content", "a path that cannot be read (ELOOP) is kept for the rebuild, not thrown");
});
