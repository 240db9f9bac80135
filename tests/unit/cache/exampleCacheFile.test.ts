import assert from "node:assert/strict";
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { loadExampleCache, OUTCOME_LIMITS, saveExampleCache } from "../../../src/cache/exampleCacheFile.ts";
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
const fileOf = (dir: string) => path.join(dir, "examples", "outcomes-2.json");
const DAY = 24 * 3_600_000;
const load = async (dir: string) => {
  const memo = new Map<string, ExampleOutcome>();
  await loadExampleCache(dir, memo, exampleOutcomeSchema);
  return memo;
};
const onDisk = (dir: string) => JSON.parse(readFileSync(fileOf(dir), "utf8")) as Record<string, { used: number; value: unknown }>;

describe("example outcomes file: untrusted input", () => {
  test("outcomes of another shape (js a number, a null error, no ok) are dropped, the others kept", async () => {
    const dir = cacheDir();
    mkdirSync(path.join(dir, "examples"));
    const good = { ok: true, js: "let a = 1;\n" };
    const failed = { ok: false, error: { line: 1, column: 2, message: "m", detail: "d" } };
    const used = Date.now();
    const outcomes = { good, failed, "js-number": { ok: true, js: 5 }, "null-error": { ok: false, error: null }, "no-ok": { js: "x" } };
    const entries = Object.fromEntries(Object.entries(outcomes).map(([key, value]) => [key, { used, value }]));
    writeFileSync(fileOf(dir), JSON.stringify({ ...entries, "no-use": { value: good }, "bare-format-1": good }));
    assert.deepEqual(Object.fromEntries(await load(dir)), { good, failed });
  });

  test("a folder in place of the file: nothing loaded, the folder removed, the outcomes saved", async () => {
    const dir = cacheDir();
    mkdirSync(fileOf(dir), { recursive: true });
    writeFileSync(path.join(fileOf(dir), "inside"), "x");
    const memo = await load(dir);
    assert.equal(memo.size, 0);
    memo.set("k", { ok: true });
    await saveExampleCache(dir, memo, new Set(["k"]), exampleOutcomeSchema, 1_000);
    assert.equal(lstatSync(fileOf(dir)).isFile(), true);
    assert.deepEqual(onDisk(dir), { k: { used: 1_000, value: { ok: true } } });
  });

  test("a file larger than any the build writes is not read", async () => {
    const dir = cacheDir();
    mkdirSync(path.join(dir, "examples"));
    const outcomes = JSON.stringify({ k: { used: Date.now(), value: { ok: true } } });
    writeFileSync(fileOf(dir), outcomes.padEnd(256 * 1024 ** 2 + 1, " "));
    assert.equal((await load(dir)).size, 0);
  });
});

describe("example outcomes file: the cache's eviction rule, outcome by outcome", () => {
  const now = Date.UTC(2026, 10, 29);
  const js = (n: number): ExampleOutcome => ({ ok: true, js: `let x = ${n};\n` });

  test("a save keeps the outcomes the build used (marked used now) and what the file holds of other builds; those unused for two weeks go", async () => {
    const dir = cacheDir();
    mkdirSync(path.join(dir, "examples"));
    const entry = (n: number, daysAgo: number) => ({ used: now - daysAgo * DAY, value: js(n) });
    // Another checkout's outcomes: one used 13 days ago, one 15 days ago; one this build uses again.
    writeFileSync(fileOf(dir), JSON.stringify({ other: entry(1, 13), old: entry(2, 15), mine: entry(3, 20) }));
    const memo = await load(dir);
    memo.set("fresh", js(4));
    await saveExampleCache(dir, memo, new Set(["mine", "fresh"]), exampleOutcomeSchema, now);
    assert.deepEqual(onDisk(dir), {
      other: entry(1, 13),
      mine: { used: now, value: js(3) },
      fresh: { used: now, value: js(4) },
    });
  });

  test("a save merges with what another build wrote since this one loaded the file", async () => {
    const dir = cacheDir();
    const first = await load(dir);
    first.set("a", js(1));
    const second = await load(dir);
    second.set("b", js(2));
    await saveExampleCache(dir, first, new Set(["a"]), exampleOutcomeSchema, now);
    await saveExampleCache(dir, second, new Set(["b"]), exampleOutcomeSchema, now + 1);
    assert.deepEqual(Object.keys(onDisk(dir)).sort(), ["a", "b"]);
  });

  test("over the size limit, the least recently used go first, never one used within a day", async () => {
    const dir = cacheDir();
    const memo = new Map<string, ExampleOutcome>();
    for (const n of [1, 2, 3, 4]) memo.set(`k${n}`, js(n));
    // Each outcome weighs 64 bytes (key and JSON): a limit of 140 holds two.
    const limits = { ...OUTCOME_LIMITS, maxBytes: 140 };
    await saveExampleCache(dir, memo, new Set(["k1"]), exampleOutcomeSchema, now - 3 * DAY, limits);
    await saveExampleCache(dir, memo, new Set(["k2"]), exampleOutcomeSchema, now - 2 * DAY, limits);
    await saveExampleCache(dir, memo, new Set(["k3", "k4"]), exampleOutcomeSchema, now, limits);
    assert.deepEqual(Object.keys(onDisk(dir)).sort(), ["k3", "k4"], "k1 and k2 went, oldest first; k3 and k4 were used today");
    await saveExampleCache(dir, memo, new Set(["k1", "k2", "k3", "k4"]), exampleOutcomeSchema, now + 1, limits);
    assert.deepEqual(Object.keys(onDisk(dir)).sort(), ["k1", "k2", "k3", "k4"], "all used within a day: none goes, whatever the size");
  });
});
