// The one eviction rule of `.docsgen-cache/`: an entry (a file or folder directly inside a kind's folder, or
// anything else directly inside the cache) unused for `maxIdleDays` is removed; when the cache is still over
// `maxBytes`, the least recently used entries go first, but never one used within `minIdleHours` (a running
// serve or a concurrent build may still read it). Build runs it at most once a day (evictCacheDaily).
import { existsSync, lstatSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The limits of the cache (docsgen's defaults; tests pass others). */
export interface CacheLimits {
  readonly maxBytes: number;
  readonly maxIdleDays: number;
  readonly minIdleHours: number;
}

export const CACHE_LIMITS: CacheLimits = { maxBytes: 2 * 1024 ** 3, maxIdleDays: 14, minIdleHours: 24 };

/** What an eviction removed. */
export interface Eviction {
  readonly removed: readonly string[];
  readonly freedBytes: number;
  readonly keptBytes: number;
}

/** What the rule weighs of an entry: when it was last used (ms since the epoch) and its bytes. */
export interface Usage {
  readonly usedMs: number;
  readonly bytes: number;
}

interface Entry extends Usage {
  readonly file: string;
}

const HOUR = 3_600_000;
/** The file whose modification time says when the cache was last evicted. */
const STAMP = ".evicted";

/** Bytes of everything in the cache. */
export function cacheSize(cacheDir: string): number {
  return listEntries(cacheDir).reduce((sum, e) => sum + e.bytes, 0);
}

/** Removes the entries the rule says to (see the file comment); `now` in ms. */
export function evictCache(cacheDir: string, limits: CacheLimits = CACHE_LIMITS, now = Date.now()): Eviction {
  const entries = listEntries(cacheDir);
  const evicted = pickEvicted(entries, limits, now);
  for (const entry of evicted) rmSync(entry.file, { recursive: true, force: true });
  const freedBytes = evicted.reduce((sum, e) => sum + e.bytes, 0);
  const total = entries.reduce((sum, e) => sum + e.bytes, 0) - freedBytes;
  const removed = evicted.map((e) => path.relative(cacheDir, e.file));
  // Folders of kinds no docsgen writes any more (and scratch folders) go once emptied.
  for (const name of safeReaddir(cacheDir)) {
    const folder = path.join(cacheDir, name);
    if (lstatSync(folder).isDirectory() && safeReaddir(folder).length === 0) rmSync(folder, { recursive: true, force: true });
  }
  return { removed, freedBytes, keptBytes: total };
}

/**
 * The rule itself, for the cache's entries and for the parts of an entry that keeps many (the example outcomes):
 * those unused for `maxIdleDays`, and while the rest is over `maxBytes` the least recently used, except those used
 * within `minIdleHours`. Least recently used first.
 */
export function pickEvicted<T extends Usage>(entries: readonly T[], limits: CacheLimits, now: number): T[] {
  const evicted: T[] = [];
  let total = entries.reduce((sum, e) => sum + e.bytes, 0);
  for (const entry of [...entries].sort((a, b) => a.usedMs - b.usedMs)) {
    const idle = now - entry.usedMs;
    const stale = idle > limits.maxIdleDays * 24 * HOUR;
    const overSize = total > limits.maxBytes && idle > limits.minIdleHours * HOUR;
    if (!stale && !overSize) continue;
    evicted.push(entry);
    total -= entry.bytes;
  }
  return evicted;
}

/** Evicts when the last eviction is more than a day old (or never was); returns undefined when it did not run. */
export function evictCacheDaily(cacheDir: string, limits: CacheLimits = CACHE_LIMITS, now = Date.now()): Eviction | undefined {
  if (!existsSync(cacheDir)) return undefined;
  const stamp = path.join(cacheDir, STAMP);
  const info = lstatSync(stamp, { throwIfNoEntry: false });
  const last = info?.isFile() ? info.mtimeMs : undefined;
  if (last !== undefined && now - last < 24 * HOUR) return undefined;
  try {
    // Anything but a regular file in its place (a folder, a named pipe a write would wait on for good) goes.
    if (info && !info.isFile()) rmSync(stamp, { recursive: true, force: true });
    writeFileSync(stamp, "");
    utimesSync(stamp, new Date(now), new Date(now));
  } catch {
    return undefined; // A read-only cache: nothing to evict from it (runBuild reports the cache once, when a write fails).
  }
  return evictCache(cacheDir, limits, now);
}

function listEntries(cacheDir: string): Entry[] {
  const entries: Entry[] = [];
  for (const name of safeReaddir(cacheDir)) {
    if (name === STAMP) continue;
    const top = path.join(cacheDir, name);
    const info = lstatSync(top);
    if (!info.isDirectory()) {
      entries.push({ file: top, usedMs: info.mtimeMs, bytes: info.size });
      continue;
    }
    for (const child of safeReaddir(top)) {
      const file = path.join(top, child);
      entries.push({ file, usedMs: lstatSync(file).mtimeMs, bytes: sizeOf(file) });
    }
  }
  return entries;
}

/** Bytes of a file, or of every file under a folder (links counted as themselves). */
function sizeOf(file: string): number {
  const info = lstatSync(file);
  if (!info.isDirectory()) return info.size;
  let bytes = 0;
  for (const name of readdirSync(file, { recursive: true, encoding: "utf8" })) {
    const inner = lstatSync(path.join(file, name), { throwIfNoEntry: false });
    if (inner && !inner.isDirectory()) bytes += inner.size;
  }
  return bytes;
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
