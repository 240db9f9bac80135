import assert from "node:assert/strict";
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { loadExampleCache, saveExampleCache } from "../../../src/cache/exampleCacheFile.ts";
import { type ExampleOutcome, exampleOutcomeSchema } from "../../../src/toolchain/compileExamples.ts";

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const cacheDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "docsgen-example-cache-"));
  dirs.push(dir);
  return dir;
};
const fileOf = (dir: string) => path.join(dir, "examples", "outcomes.json");

describe("example outcomes file: untrusted input", () => {
  test("outcomes of another shape (js a number, a null error, no ok) are dropped, the others kept", async () => {
    const dir = cacheDir();
    mkdirSync(path.join(dir, "examples"));
    const good = { ok: true, js: "let a = 1;\n" };
    const failed = { ok: false, error: { line: 1, column: 2, message: "m", detail: "d" } };
    writeFileSync(
      fileOf(dir),
      JSON.stringify({ good, failed, "js-number": { ok: true, js: 5 }, "null-error": { ok: false, error: null }, "no-ok": { js: "x" } }),
    );
    const memo = new Map<string, ExampleOutcome>();
    await loadExampleCache(dir, memo, exampleOutcomeSchema);
    assert.deepEqual(Object.fromEntries(memo), { good, failed });
  });

  test("a folder in place of the file: nothing loaded, the folder removed, the outcomes saved", async () => {
    const dir = cacheDir();
    mkdirSync(fileOf(dir), { recursive: true });
    writeFileSync(path.join(fileOf(dir), "inside"), "x");
    const memo = new Map<string, ExampleOutcome>();
    await loadExampleCache(dir, memo, exampleOutcomeSchema);
    assert.equal(memo.size, 0);
    memo.set("k", { ok: true });
    await saveExampleCache(dir, memo, new Set(["k"]));
    assert.equal(lstatSync(fileOf(dir)).isFile(), true);
    assert.deepEqual(JSON.parse(readFileSync(fileOf(dir), "utf8")), { k: { ok: true } });
  });

  test("a file larger than any the build writes is not read", async () => {
    const dir = cacheDir();
    mkdirSync(path.join(dir, "examples"));
    const outcomes = JSON.stringify({ k: { ok: true } });
    writeFileSync(fileOf(dir), outcomes.padEnd(256 * 1024 ** 2 + 1, " "));
    const memo = new Map<string, ExampleOutcome>();
    await loadExampleCache(dir, memo, exampleOutcomeSchema);
    assert.equal(memo.size, 0);
  });
});
