// Compile outcomes of examples kept on disk between runs (`.docsgen-cache/examples/outcomes-2.json`), keyed by job
// (toolchain key, kind, prelude and code): a second build compiles only the examples that changed. Each outcome
// is kept with when a build last used it, and the cache's one eviction rule (pickEvicted) drops outcomes as it
// drops entries: unused for two weeks, or the least recently used while the file is over its size. A save
// merges with what the file holds then, so builds sharing the cache (other checkouts, fixture sites) keep each
// other's outcomes. The file is untrusted input: a regular file within MAX_BYTES only, read with loadJsonEntry,
// and each outcome checked against the caller's schema (one of another shape is dropped).
import { z, type ZodType } from "zod";
import { CACHE_LIMITS, type CacheLimits, pickEvicted } from "./evictCache.ts";
import { touchCacheEntry } from "./cacheEntry.ts";
import { loadJsonEntry, saveJsonEntry } from "./jsonCacheEntry.ts";
import { warnDamagedEntry } from "./warnCache.ts";

/** Far above OUTCOME_LIMITS' bytes (the ReScript site's file is about 2 MB). */
const MAX_BYTES = 256 * 1024 ** 2;

/** The eviction rule's limits for the outcomes within the file. */
export const OUTCOME_LIMITS: CacheLimits = { ...CACHE_LIMITS, maxBytes: 64 * 1024 ** 2 };

const KIND = "example outcomes";

/** Format 2 (each outcome with its last use); `outcomes.json`, format 1, is left to the eviction rule. */
const fileOf = (cacheDir: string) => touchCacheEntry(cacheDir, "examples", "outcomes-2.json");

/** An outcome on disk: when a build last used it (ms since the epoch), and the outcome. */
interface Kept {
  readonly used: number;
  readonly outcome: unknown;
}

const fileSchema = z.record(z.string(), z.unknown());

/** The file's outcomes of `schema`'s shape with their last use, and how many were of another shape. */
async function readKept<T>(file: string, schema: ZodType<T>): Promise<{ kept: Map<string, Kept & { outcome: T }>; dropped: number }> {
  const kept = new Map<string, Kept & { outcome: T }>();
  const entries = await loadJsonEntry(file, { name: KIND, schema: fileSchema, maxBytes: MAX_BYTES });
  const keptSchema = z.object({ used: z.number(), outcome: schema });
  let dropped = 0;
  for (const [key, value] of Object.entries(entries ?? {})) {
    const entry = keptSchema.safeParse(value);
    if (entry.success) kept.set(key, entry.data as Kept & { outcome: T });
    else dropped++;
  }
  return { kept, dropped };
}

/** Fills an empty memo from the file with the outcomes of `schema`'s shape (a damaged or missing file is only a slower build). */
export async function loadExampleCache<T>(cacheDir: string, memo: Map<string, T>, schema: ZodType<T>): Promise<void> {
  if (memo.size > 0) return;
  const file = fileOf(cacheDir);
  const { kept, dropped } = await readKept(file, schema);
  for (const [key, entry] of kept) memo.set(key, entry.outcome);
  if (dropped > 0) warnDamagedEntry(KIND, file, `${dropped} outcome${dropped === 1 ? "" : "s"} of another shape`);
}

/**
 * Writes (atomically) the outcomes of `live` (the jobs this build used, marked used `now`) with those the file
 * holds, less what the eviction rule drops.
 */
export async function saveExampleCache<T>(
  cacheDir: string,
  outcomes: ReadonlyMap<string, T>,
  live: ReadonlySet<string>,
  schema: ZodType<T>,
  now = Date.now(),
  limits = OUTCOME_LIMITS,
): Promise<void> {
  const file = fileOf(cacheDir);
  const entries = new Map<string, Kept>((await readKept(file, schema)).kept);
  for (const key of live) {
    const outcome = outcomes.get(key);
    if (outcome !== undefined) entries.set(key, { used: now, outcome });
  }
  const weighed = [...entries].map(([key, entry]) => ({ key, usedMs: entry.used, bytes: key.length + JSON.stringify(entry).length }));
  for (const { key } of pickEvicted(weighed, limits, now)) entries.delete(key);
  await saveJsonEntry(file, Object.fromEntries(entries));
}
