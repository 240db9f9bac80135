// The one eviction rule of .docsgen-cache and the entry paths every cache user takes from src/cache.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { cachePath, touchCacheEntry } from "../../../src/cache/cacheEntry.ts";
import { cacheSize, evictCache, evictCacheDaily } from "../../../src/cache/evictCache.ts";
import { formatBytes } from "../../../src/cache/formatBytes.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 27, 12);

/** A cache folder with entries of the given sizes and ages (ms before NOW); folders hold their bytes in two files. */
function cacheWith(entries: Record<string, { bytes: number; ageMs: number; folder?: boolean }>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "docsgen-evict-"));
  for (const [name, e] of Object.entries(entries)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    if (e.folder) {
      mkdirSync(path.join(file, "inner"), { recursive: true });
      writeFileSync(path.join(file, "a"), Buffer.alloc(e.bytes / 2));
      writeFileSync(path.join(file, "inner", "b"), Buffer.alloc(e.bytes / 2));
    } else writeFileSync(file, Buffer.alloc(e.bytes));
    const when = new Date(NOW - e.ageMs);
    utimesSync(file, when, when);
  }
  return dir;
}

const list = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => statSync(path.join(dir, f)).isFile())
    .sort();

describe("evictCache", () => {
  test("removes entries unused for longer than the idle limit, of every kind and of unknown top-level names, and empty folders", () => {
    const dir = cacheWith({
      "parsed/old.bin": { bytes: 100, ageMs: 15 * DAY },
      "parsed/new.bin": { bytes: 100, ageMs: 13 * DAY },
      "toolchains/v11-old": { bytes: 200, ageMs: 20 * DAY, folder: true },
      "toolchains/v12-new": { bytes: 200, ageMs: 1 * HOUR, folder: true },
      "serve-tests-123/x": { bytes: 10, ageMs: 30 * DAY },
      "examples.json": { bytes: 50, ageMs: 40 * DAY },
    });
    try {
      const eviction = evictCache(dir, { maxBytes: 1e9, maxIdleDays: 14, minIdleHours: 24 }, NOW);
      assert.deepEqual([...eviction.removed].sort(), ["examples.json", "parsed/old.bin", "serve-tests-123/x", "toolchains/v11-old"]);
      assert.equal(eviction.freedBytes, 360);
      assert.equal(eviction.keptBytes, 300);
      assert.deepEqual(list(dir), ["parsed/new.bin", "toolchains/v12-new/a", "toolchains/v12-new/inner/b"]);
      assert.equal(existsSync(path.join(dir, "serve-tests-123")), false, "an emptied folder goes");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("over the size limit, removes the least recently used first, until under it, but nothing used within the last hours", () => {
    const dir = cacheWith({
      "parsed/a.bin": { bytes: 400, ageMs: 5 * DAY },
      "parsed/b.bin": { bytes: 400, ageMs: 3 * DAY },
      "parsed/c.bin": { bytes: 400, ageMs: 2 * DAY },
      "parsed/d.bin": { bytes: 400, ageMs: 2 * HOUR },
      "parsed/e.bin": { bytes: 400, ageMs: 1 * HOUR },
    });
    try {
      const under = evictCache(dir, { maxBytes: 1300, maxIdleDays: 14, minIdleHours: 24 }, NOW);
      assert.deepEqual(under.removed, ["parsed/a.bin", "parsed/b.bin"]);
      assert.equal(under.keptBytes, 1200);
      // Still over a smaller limit, but the rest was used within a day: kept.
      const recent = evictCache(dir, { maxBytes: 100, maxIdleDays: 14, minIdleHours: 24 }, NOW);
      assert.deepEqual(recent.removed, ["parsed/c.bin"]);
      assert.deepEqual(list(dir), ["parsed/d.bin", "parsed/e.bin"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("evictCacheDaily runs once a day (stamp file), and not at all without a cache folder", () => {
    const dir = cacheWith({ "social/x.png": { bytes: 10, ageMs: 30 * DAY }, "social/y.png": { bytes: 10, ageMs: 30 * DAY } });
    try {
      assert.deepEqual(evictCacheDaily(dir, undefined, NOW)?.removed.length, 2);
      writeFileSync(path.join(dir, "late.bin"), "x");
      utimesSync(path.join(dir, "late.bin"), new Date(NOW - 30 * DAY), new Date(NOW - 30 * DAY));
      assert.equal(evictCacheDaily(dir, undefined, NOW + 23 * HOUR), undefined, "within a day of the last");
      assert.equal(existsSync(path.join(dir, "late.bin")), true);
      assert.deepEqual(evictCacheDaily(dir, undefined, NOW + 25 * HOUR)?.removed, ["late.bin"]);
      assert.equal(evictCacheDaily(path.join(dir, "missing"), undefined, NOW), undefined);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("cacheSize counts every file; formatBytes reads as people read sizes", () => {
    const dir = cacheWith({ "api/v11.json": { bytes: 1000, ageMs: 0 }, "toolchains/v8": { bytes: 2048, ageMs: 0, folder: true } });
    try {
      assert.equal(cacheSize(dir), 3048);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    assert.deepEqual([0, 512, 1024, 1536, 5 * 1024 ** 2, 2.5 * 1024 ** 3].map(formatBytes), ["0 B", "512 B", "1.0 KB", "1.5 KB", "5.0 MB", "2.5 GB"]);
  });
});

describe("cache entries", () => {
  test("an entry is a name directly inside its kind's folder; using one marks it used now", () => {
    const dir = cacheWith({ "api/v11-abc.json": { bytes: 5, ageMs: 10 * DAY } });
    try {
      assert.equal(cachePath(dir, "parsed", "k.bin"), path.join(dir, "parsed", "k.bin"));
      const before = Date.now();
      assert.equal(touchCacheEntry(dir, "api", "v11-abc.json"), path.join(dir, "api", "v11-abc.json"));
      assert.ok(statSync(path.join(dir, "api", "v11-abc.json")).mtimeMs >= before - 1000);
      assert.equal(touchCacheEntry(dir, "social", "none.png"), path.join(dir, "social", "none.png"), "a missing entry is only named");
      for (const bad of ["", "a/b", "..", ".hidden", "a\\b"]) assert.throws(() => cachePath(dir, "api", bad), /bad cache entry name/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
