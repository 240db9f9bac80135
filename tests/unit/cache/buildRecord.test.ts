import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { inputsKey, saveBuildRecord, upToDateRecord } from "../../../src/cache/buildRecord.ts";
import { OUTPUT_MARKER } from "../../../src/output/refuseUnsafeOutDir.ts";
import { resolvePaths } from "../../../src/config/resolvePaths.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "docsgen-record-"));
after(() => rmSync(root, { recursive: true, force: true }));
/** Writes a file saved a minute ago (a fresh save's size and mtime cannot vouch for its content, see the last test). */
const write = (rel: string, text: string) => {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  const minuteAgo = new Date(Date.now() - 60_000);
  utimesSync(file, minuteAgo, minuteAgo);
  return file;
};
write("content/index.md", "# Home\n");
const paths = resolvePaths({ root });

test("inputsKey: none without an engine key; changes with the engine, the year, a source's size or mtime, and the output folder", async () => {
  assert.equal(await inputsKey(paths, { engineKey: undefined, year: 2026 }), undefined);
  const key = await inputsKey(paths, { engineKey: "e1", year: 2026 });
  assert.match(key!, /^[0-9a-f]{40}$/);
  assert.equal(await inputsKey(paths, { engineKey: "e1", year: 2026 }), key, "same inputs, same key");
  assert.notEqual(await inputsKey(paths, { engineKey: "e2", year: 2026 }), key);
  assert.notEqual(await inputsKey(paths, { engineKey: "e1", year: 2027 }), key);
  assert.notEqual(await inputsKey({ ...paths, out: path.join(root, "elsewhere") }, { engineKey: "e1", year: 2026 }), key);
  const template = write("templates/Page.tsx", "x");
  const withTemplate = await inputsKey(paths, { engineKey: "e1", year: 2026 });
  assert.notEqual(withTemplate, key, "a new template file");
  utimesSync(template, new Date(), new Date(Date.now() - 30_000));
  assert.notEqual(await inputsKey(paths, { engineKey: "e1", year: 2026 }), withTemplate, "same size, another mtime");
});

test("upToDateRecord: the saved record while out/ holds every file with its size; nothing once one is missing or resized", async () => {
  const key = "k1";
  write(`out/${OUTPUT_MARKER}`, "");
  write("out/index.html", "<p>home</p>");
  write("out/a/index.html", "<p>a</p>");
  const diagnostics = [{ severity: "warning" as const, code: "link/x", message: "m", file: "content/index.md", line: 1, column: 1 }];
  const sizes = new Map([
    ["index.html", 11],
    ["a/index.html", 8],
  ]);
  assert.equal(await upToDateRecord(paths, key), undefined, "no record yet");
  await saveBuildRecord(paths, key, { sizes, diagnostics, pages: 2 });
  assert.deepEqual(await upToDateRecord(paths, key), { key, files: { "index.html": 11, "a/index.html": 8 }, diagnostics, pages: 2 });
  assert.equal(await upToDateRecord(paths, "k2"), undefined, "other inputs");
  assert.equal(await upToDateRecord(paths, undefined), undefined, "no key");
  write("out/a/index.html", "<p>changed</p>");
  assert.equal(await upToDateRecord(paths, key), undefined, "a file of another size");
  write("out/a/index.html", "<p>a</p>");
  assert.ok(await upToDateRecord(paths, key));
  rmSync(path.join(root, "out", "index.html"));
  assert.equal(await upToDateRecord(paths, key), undefined, "a missing file");
  write("out/index.html", "<p>home</p>");
  rmSync(path.join(root, "out", OUTPUT_MARKER));
  assert.equal(await upToDateRecord(paths, key), undefined, "an output folder docsgen did not mark");
});

test("inputsKey: none while a source was saved moments ago (a second save of its size in the same mtime tick would not change it)", async () => {
  const page = write("content/racy.md", "# Racy\n");
  assert.match((await inputsKey(paths, { engineKey: "e1", year: 2026 }))!, /^[0-9a-f]{40}$/);
  writeFileSync(page, "# Racy\n");
  assert.equal(await inputsKey(paths, { engineKey: "e1", year: 2026 }), undefined);
  const minuteAgo = new Date(Date.now() - 60_000);
  utimesSync(page, minuteAgo, minuteAgo);
  assert.match((await inputsKey(paths, { engineKey: "e1", year: 2026 }))!, /^[0-9a-f]{40}$/);
});
