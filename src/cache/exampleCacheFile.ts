// Compile outcomes of examples kept on disk between runs (`.docsgen-cache/examples/outcomes-2.json`), keyed by job
// (toolchain key, kind, prelude and code): a second build compiles only the examples that changed. Each outcome
// is kept with its last use and dropped by the cache's eviction rule (keyedEntriesFile.ts).
import type { ZodType } from "zod";
import { touchCacheEntry } from "./cacheEntry.ts";
import { CACHE_LIMITS, type CacheLimits } from "./evictCache.ts";
import { type KeyedEntriesKind, loadKeyedEntries, saveKeyedEntries } from "./keyedEntriesFile.ts";

/** The eviction rule's limits for the outcomes within the file (the ReScript site's file is about 2 MB). */
export const OUTCOME_LIMITS: CacheLimits = { ...CACHE_LIMITS, maxBytes: 64 * 1024 ** 2 };

const kindOf = <T>(schema: ZodType<T>, limits = OUTCOME_LIMITS): KeyedEntriesKind<T> => ({
  name: "example outcomes",
  schema,
  maxBytes: 256 * 1024 ** 2,
  limits,
});

/** Format 2 (each outcome with its last use); `outcomes.json`, format 1, is left to the eviction rule. */
const fileOf = (cacheDir: string) => touchCacheEntry(cacheDir, "examples", "outcomes-2.json");

/** Fills an empty memo from the file with the outcomes of `schema`'s shape (a damaged or missing file is only a slower build). */
export async function loadExampleCache<T>(cacheDir: string, memo: Map<string, T>, schema: ZodType<T>): Promise<void> {
  if (memo.size > 0) return;
  for (const [key, outcome] of await loadKeyedEntries(fileOf(cacheDir), kindOf(schema))) memo.set(key, outcome);
}

/** Writes the outcomes of `live` (the jobs this build used) with those the file holds, less what the eviction rule drops. */
export async function saveExampleCache<T>(
  cacheDir: string,
  outcomes: ReadonlyMap<string, T>,
  live: ReadonlySet<string>,
  schema: ZodType<T>,
  now = Date.now(),
  limits = OUTCOME_LIMITS,
): Promise<void> {
  await saveKeyedEntries(fileOf(cacheDir), kindOf(schema, limits), outcomes, live, now);
}
