// Extracted API references kept on disk between runs (`.docsgen-cache/api/<version>-<key>.json`), keyed by
// everything the extraction is made from (the API settings, the compiler's key, the hand-written pages it
// yields to). The file is untrusted input: a regular file within MAX_BYTES whose JSON has the shape of
// apiEntrySchema, or it is dropped (with one warning) and the reference extracted again.
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { writeFileAtomic } from "../io/writeFileAtomic.ts";
import { apiEntrySchema, type CachedArea } from "./apiEntrySchema.ts";
import { touchCacheEntry } from "./cacheEntry.ts";
import { readCacheFile } from "./readCacheFile.ts";
import { dropDamagedEntry, warnCacheNotUpdated } from "./warnCache.ts";

/** An extracted reference is a few MB at most (the ReScript site's largest is under 3 MB). */
const MAX_BYTES = 256 * 1024 ** 2;

/** One version's extracted reference, as the cache keeps it. */
export interface ApiCacheEntry {
  readonly areas: CachedArea[];
  readonly diagnostics: Diagnostic[];
}

/** The cache file of an extraction (marked as used now, for the eviction rule). */
export function apiCacheFileOf(cacheDir: string, version: string, key: string): string {
  return touchCacheEntry(cacheDir, "api", `${version}-${key}.json`);
}

/** The cached extraction, or undefined when there is none or it was damaged (dropped with a warning). */
export async function loadApiCache(file: string): Promise<ApiCacheEntry | undefined> {
  const read = await readCacheFile(file, { maxBytes: MAX_BYTES });
  if (read.state === "missing") return undefined;
  if (read.state === "damaged") {
    dropDamagedEntry("API", file, read.why);
    return undefined;
  }
  let why: string;
  try {
    const cached = apiEntrySchema.safeParse(JSON.parse(read.bytes.toString("utf8")));
    if (cached.success) return cached.data;
    why = "an extraction of another shape";
  } catch (e) {
    why = e instanceof Error ? e.message : String(e);
  }
  dropDamagedEntry("API", file, why);
  return undefined;
}

/** Writes an extraction (atomically); a write that fails is said once and the build goes on. */
export async function saveApiCache(file: string, entry: ApiCacheEntry): Promise<void> {
  try {
    await writeFileAtomic(file, JSON.stringify(entry));
  } catch (e) {
    warnCacheNotUpdated(file, e);
  }
}
