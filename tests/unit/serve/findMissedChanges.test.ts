import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import type { ReadFile } from "../../../src/serve/findMissedChanges.ts";
import { findMissedChanges } from "../../../src/serve/findMissedChanges.ts";
import { fileStampOf } from "../../../src/content/fileStamp.ts";

const content = path.join(mkdtempSync(path.join(os.tmpdir(), "docsgen-missed-")), "content");
after(() => rmSync(path.dirname(content), { recursive: true, force: true }));
const put = (rel: string, text: string) => {
  const file = path.join(content, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
};
/** The stamp of a read of `file` as it is now, `readAgo` ms ago (long ago by default: a stamp that vouches for its content). */
const stampOf = (file: string, readAgo = 60_000): ReadFile => {
  const s = statSync(file);
  utimesSync(file, new Date(s.mtimeMs - readAgo - 5000), new Date(s.mtimeMs - readAgo - 5000));
  const t = statSync(file);
  return { ...fileStampOf(t, t.mtimeMs + readAgo), source: { path: "", file: "", text: readFileSync(file, "utf8") } };
};

test("findMissedChanges: a file saved again after the build read it, and content files of a changed folder no build read, once each", async () => {
  const read = new Map<string, ReadFile>();
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

test("findMissedChanges: a save within the mtime tick of the read, same size, is found by its content; an unchanged file is not", async () => {
  const file = put("racy.md", "# Edit 1\n");
  const tick = new Date(Math.floor(Date.now() / 1000) * 1000);
  utimesSync(file, tick, tick);
  const s = statSync(file);
  // Read right after the save (racy), then saved again with the same size and the same mtime.
  const read = new Map<string, ReadFile>([[file, { ...fileStampOf(s, s.mtimeMs + 1), source: { path: "", file: "", text: "# Edit 1\n" } }]]);
  assert.deepEqual(await findMissedChanges([file], read, content, new Set()), []);
  writeFileSync(file, "# Edit 2\n");
  utimesSync(file, tick, tick);
  assert.equal(statSync(file).mtimeMs, s.mtimeMs);
  // On a file system whose clock ticks coarsely the change time stays as it was too: the whole status is the same.
  read.set(file, { ...read.get(file)!, ctimeMs: statSync(file).ctimeMs, ino: statSync(file).ino });
  assert.deepEqual(await findMissedChanges([file], read, content, new Set()), [file]);
  // The same save, but the read came long after the file's last change: size and mtime vouch for it.
  const settled = new Map<string, ReadFile>([[file, { ...read.get(file)!, readAtMs: s.mtimeMs + 60_000 }]]);
  assert.deepEqual(await findMissedChanges([file], settled, content, new Set()), []);
});

test("findMissedChanges: a save that keeps the size and puts the old mtime back is found by its change time, as the scan finds it", async () => {
  const file = put("restored.md", "# Old\n");
  const read = new Map<string, ReadFile>([[file, stampOf(file)]]);
  assert.deepEqual(await findMissedChanges([file], read, content, new Set()), []);
  const { mtime } = statSync(file);
  writeFileSync(file, "# New\n");
  utimesSync(file, mtime, mtime);
  assert.deepEqual(await findMissedChanges([file], read, content, new Set()), [file]);
});
