import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import type { FileStamp } from "../../../src/build/buildSite.ts";
import { findMissedChanges } from "../../../src/serve/findMissedChanges.ts";

const content = path.join(mkdtempSync(path.join(os.tmpdir(), "docsgen-missed-")), "content");
after(() => rmSync(path.dirname(content), { recursive: true, force: true }));
const put = (rel: string, text: string) => {
  const file = path.join(content, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
};
const stampOf = (file: string): FileStamp => {
  const s = statSync(file);
  return { size: s.size, mtimeMs: s.mtimeMs };
};

test("findMissedChanges: a file saved again after the build read it, and content files of a changed folder no build read, once each", async () => {
  const read = new Map<string, FileStamp>();
  const intro = put("guide/intro.md", "# Intro\n");
  read.set(intro, stampOf(intro));
  const saved = put("about.md", "# About\n");
  read.set(saved, stampOf(saved));
  put("about.md", "# About, saved again\n");
  const unread = put("guide/new.mdx", "# New\n");
  const nested = put("guide/deeper/data.json", "{}");
  put("guide/notes.html", "<p>not content</p>");
  put("guide/.draft.md", "# hidden\n");
  put("guide/node_modules/pkg/readme.md", "# dependency\n");
  const seen = new Set<string>();
  const changed = [saved, intro, path.join(content, "guide"), path.join(content, "gone.md")];
  assert.deepEqual((await findMissedChanges(changed, read, content, seen)).sort(), [saved, nested, unread].sort());
  assert.deepEqual(await findMissedChanges([path.join(content, "guide")], read, content, seen), [], "new files are reported once");
  const templates = path.join(path.dirname(content), "templates");
  mkdirSync(templates);
  writeFileSync(path.join(templates, "readme.md"), "# not a page\n");
  assert.deepEqual(await findMissedChanges([templates], read, content, seen), [], "folders outside content/");
});
