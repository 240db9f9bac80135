// A cache entry that keeps many values by key in one JSON file, each with when a build last used it: the example
// outcomes by job, the JS Output blocks by the JavaScript's hash. The cache's one eviction rule (pickEvicted)
// drops values as it drops entries: unused for two weeks, or the least recently used while the file is over its
// size. A save merges with what the file holds then, so builds sharing the cache (other checkouts, fixture sites)
// keep each other's values; a build that made nothing new does not write. The file is untrusted input: a regular
// file within the kind's byte limit only (loadJsonEntry), and each value checked against the kind's schema (one
// of another shape is dropped, with one warning per kind).
import { z, type ZodType } from "zod";
import type { CacheLimits } from "./evictCache.ts";
import { pickEvicted } from "./evictCache.ts";
import { loadJsonEntry, saveJsonEntry } from "./jsonCacheEntry.ts";
import { warnDamagedEntry } from "./warnCache.ts";

/** What a keyed entries file holds: its name in warnings, each value's shape, its most bytes and its eviction limits. */
export interface KeyedEntriesKind<T> {
  readonly name: string;
  readonly schema: ZodType<T>;
  /** Bytes above which the file is not read (far above `limits.maxBytes`, which saves keep it under). */
  readonly maxBytes: number;
  readonly limits: CacheLimits;
}

/** A value on disk: when a build last used it (ms since the epoch), and the value. */
interface Kept<T> {
  readonly used: number;
  readonly value: T;
}

const fileSchema = z.record(z.string(), z.unknown());

/** The file's values of the kind's shape with their last use, and how many were of another shape. */
async function readKept<T>(file: string, kind: KeyedEntriesKind<T>): Promise<{ kept: Map<string, Kept<T>>; dropped: number }> {
  const kept = new Map<string, Kept<T>>();
  const entries = await loadJsonEntry(file, { name: kind.name, schema: fileSchema, maxBytes: kind.maxBytes });
  const keptSchema = z.object({ used: z.number(), value: kind.schema });
  let dropped = 0;
  for (const [key, entry] of Object.entries(entries ?? {})) {
    const checked = keptSchema.safeParse(entry);
    if (checked.success) kept.set(key, checked.data as Kept<T>);
    else dropped++;
  }
  return { kept, dropped };
}

/** The file's values of the kind's shape, by key (a damaged or missing file gives none: only a slower build). */
export async function loadKeyedEntries<T>(file: string, kind: KeyedEntriesKind<T>): Promise<Map<string, T>> {
  const { kept, dropped } = await readKept(file, kind);
  if (dropped > 0) warnDamagedEntry(kind.name, file, `${dropped} value${dropped === 1 ? "" : "s"} of another shape`);
  return new Map([...kept].map(([key, entry]) => [key, entry.value]));
}

/** Writes (atomically) the values of `live` (the keys this build used, marked used `now`) with those the file holds, less what the eviction rule drops. */
export async function saveKeyedEntries<T>(
  file: string,
  kind: KeyedEntriesKind<T>,
  values: ReadonlyMap<string, T>,
  live: ReadonlySet<string>,
  now = Date.now(),
): Promise<void> {
  const entries = new Map<string, Kept<T>>((await readKept(file, kind)).kept);
  for (const key of live) {
    const value = values.get(key);
    if (value !== undefined) entries.set(key, { used: now, value });
  }
  const weighed = [...entries].map(([key, entry]) => ({ key, usedMs: entry.used, bytes: key.length + JSON.stringify(entry).length }));
  for (const { key } of pickEvicted(weighed, kind.limits, now)) entries.delete(key);
  await saveJsonEntry(file, Object.fromEntries(entries));
}
