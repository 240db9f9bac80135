import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { resolvePaths } from "../../../src/config/resolvePaths.ts";
import { createBuildMemo } from "../../../src/pipeline/BuildMemo.ts";
import { loadSiteConfigOnce, scanContentOnce, scanPublicOnce } from "../../../src/pipeline/memoInputs.ts";
import { sourceTextHash } from "../../../src/content/sourceTextHash.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "docsgen-memo-inputs-"));
after(() => rmSync(root, { recursive: true, force: true }));
for (const folder of ["content", "public"]) mkdirSync(path.join(root, folder));
const paths = resolvePaths({ root });
/** Writes a file, dated a minute back (a fresh save's status could not vouch for its content: the racy rule). */
const put = (rel: string, bytes: string | Buffer, ago = 60_000) => {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  const when = new Date(Date.now() - ago);
  utimesSync(file, when, when);
  return file;
};

test("the content scan keeps each file it read in the memo by its path and status: only new statuses are read again", async () => {
  const memo = createBuildMemo();
  const page = put("content/docs/page.md", "# Page\n");
  const other = put("content/docs/other.md", "# Other\n");
  const textOf = (scan: Awaited<ReturnType<typeof scanContentOnce>>, rel: string) => scan.pages.find((p) => p.path === rel)?.text;
  const first = await scanContentOnce(paths, memo);
  assert.deepEqual(
    first.pages.map((p) => p.path),
    ["docs/other.md", "docs/page.md"],
  );
  assert.equal(memo.values.view("source").size, 2);
  assert.deepEqual(
    first.pages.map((p) => p.textHash),
    first.pages.map((p) => sourceTextHash(p.text)),
    "each text hashed once, at its read",
  );

  const again = await scanContentOnce(paths, memo);
  assert.equal(
    again.pages.find((p) => p.path === "docs/page.md"),
    first.pages.find((p) => p.path === "docs/page.md"),
    "an unchanged file is the value kept, not read again",
  );

  // Invalid bytes on line 2: read again with its warning, which stays with those bytes in later scans.
  put("content/docs/page.md", Buffer.from([0x23, 0x20, 0x50, 0x0a, 0xff, 0xfe, 0x0a]));
  const broken = await scanContentOnce(paths, memo);
  assert.equal(textOf(broken, "docs/page.md"), "# P\n\ufffd\ufffd\n");
  assert.equal(
    broken.pages.find((p) => p.path === "docs/other.md"),
    first.pages.find((p) => p.path === "docs/other.md"),
  );
  const warnings = (scan: typeof broken) => scan.diagnostics.map((d) => [d.code, d.file, d.line]);
  assert.deepEqual(warnings(broken), [["content/invalid-utf8", "content/docs/page.md", 2]]);
  assert.deepEqual(warnings(await scanContentOnce(paths, memo)), [["content/invalid-utf8", "content/docs/page.md", 2]], "kept with the file");

  put("content/docs/page.md", "# Page, mended\n");
  const mended = await scanContentOnce(paths, memo);
  assert.deepEqual(mended.diagnostics, [], "the warning goes with the bytes");
  assert.equal(textOf(mended, "docs/page.md"), "# Page, mended\n");

  // The same size and modification time put back after an edit: the change time still tells.
  const before = readFileSync(page);
  writeFileSync(page, "# Page, MENDED\n");
  utimesSync(page, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
  assert.equal(before.length, readFileSync(page).length);
  assert.equal(textOf(await scanContentOnce(paths, memo), "docs/page.md"), "# Page, MENDED\n");

  // A file removed and one added: the memo keeps what the latest scan read, and nothing else.
  rmSync(other);
  put("content/docs/added.md", "# Added\n");
  const last = await scanContentOnce(paths, memo);
  assert.deepEqual(
    last.pages.map((p) => p.path),
    ["docs/added.md", "docs/page.md"],
  );
  assert.equal(memo.values.view("source").size, 2);
});

test("a file saved again within the tick of its read is read again though its status looks the same", async () => {
  const memo = createBuildMemo();
  const tick = new Date(Math.floor(Date.now() / 1000) * 1000);
  const file = put("content/racy/page.md", "# Racy1\n", 0);
  utimesSync(file, tick, tick);
  await scanContentOnce(paths, memo);
  writeFileSync(file, "# Racy2\n");
  utimesSync(file, tick, tick);
  const scan = await scanContentOnce(paths, memo);
  assert.equal(scan.pages.find((p) => p.path === "racy/page.md")?.text, "# Racy2\n");
});

test("the public/ scan keeps each file's bytes in the memo by its real path and status", async () => {
  const memo = createBuildMemo();
  put("public/logo.svg", "<svg/>");
  const favicon = put("public/favicon.ico", "ico");
  put("public/.well-known/security.txt", "Contact: mailto:a@example.com\n");
  put("public/.env", "SECRET=1\n");
  put("public/node_modules/pkg/index.js", "module.exports = 1;\n");
  put("public/vendor/node_modules/x.js", "1;\n");
  const first = await scanPublicOnce(paths, memo);
  assert.deepEqual([...first.files.keys()], ["/.well-known/security.txt", "/favicon.ico", "/logo.svg"], "no dot file but .well-known, no node_modules");
  const second = await scanPublicOnce(paths, memo);
  assert.equal(second.files.get("/logo.svg"), first.files.get("/logo.svg"), "an unchanged file is the value kept, not read again");

  put("public/logo.svg", "<svg><g/></svg>");
  rmSync(favicon);
  const third = await scanPublicOnce(paths, memo);
  assert.deepEqual([...third.files.keys()], ["/.well-known/security.txt", "/logo.svg"]);
  assert.equal(Buffer.from(third.files.get("/logo.svg")!).toString(), "<svg><g/></svg>");
  assert.equal(memo.values.view("publicFile").size, 2, "the removed file is dropped");
});

test("site.json is validated once per text: an edit, a broken file and a removed one are each seen at the next build", async () => {
  const memo = createBuildMemo();
  put("content/site.json", JSON.stringify({ name: "First" }));
  const first = await loadSiteConfigOnce(paths, memo);
  assert.equal(first.site.name, "First");
  assert.equal(await loadSiteConfigOnce(paths, memo), first);
  put("content/site.json", JSON.stringify({ name: "Second" }));
  assert.equal((await loadSiteConfigOnce(paths, memo)).site.name, "Second");
  put("content/site.json", "{ name");
  assert.deepEqual(
    (await loadSiteConfigOnce(paths, memo)).diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`),
    ["content/site.json:1 config/invalid-json"],
  );
  rmSync(path.join(root, "content", "site.json"));
  const none = await loadSiteConfigOnce(paths, memo);
  assert.deepEqual(none.diagnostics, []);
  assert.notEqual(none.site.name, "Second");
});
