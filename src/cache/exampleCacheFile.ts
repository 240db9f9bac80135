// Compile outcomes of examples kept on disk between runs (`.docsgen-cache/examples/outcomes.json`), keyed by job
// (toolchain key, kind, prelude and code): a second build compiles only the examples that changed. The file is
// untrusted input: a regular file within MAX_BYTES only (a folder, a named pipe or a device in its place is
// dropped), each entry checked against the caller's schema, and one of another shape dropped.
import type { ZodType } from "zod";
import { writeFileAtomic } from "../io/writeFileAtomic.ts";
import { touchCacheEntry } from "./cacheEntry.ts";
import { readCacheFile } from "./readCacheFile.ts";
import { dropDamagedEntry, warnCacheNotUpdated, warnDamagedEntry } from "./warnCache.ts";

/** Far above MAX_ENTRIES outcomes of real examples (the ReScript site's file is about 2 MB). */
const MAX_BYTES = 256 * 1024 ** 2;

/** Above this many entries the file keeps only the current build's (other sites and checkouts share it until then). */
const MAX_ENTRIES = 50_000;

const fileOf = (cacheDir: string) => touchCacheEntry(cacheDir, "examples", "outcomes.json");

/** Fills an empty memo from the file with the entries of `schema`'s shape (a damaged or missing file is only a slower build). */
export async function loadExampleCache<T>(cacheDir: string, memo: Map<string, T>, schema: ZodType<T>): Promise<void> {
  if (memo.size > 0) return;
  const file = fileOf(cacheDir);
  const read = await readCacheFile(file, { maxBytes: MAX_BYTES });
  if (read.state === "missing") return;
  if (read.state === "damaged") return dropDamagedEntry("example outcomes", file, read.why);
  let entries: unknown;
  try {
    entries = JSON.parse(read.bytes.toString("utf8"));
  } catch (e) {
    return warnDamagedEntry("example outcomes", file, e instanceof Error ? e.message : String(e)); // compiled again, then saved whole
  }
  if (typeof entries !== "object" || entries === null || Array.isArray(entries)) return warnDamagedEntry("example outcomes", file, "not a JSON object");
  let dropped = 0;
  for (const [key, value] of Object.entries(entries)) {
    const outcome = schema.safeParse(value);
    if (outcome.success) memo.set(key, outcome.data);
    else dropped++;
  }
  if (dropped > 0) warnDamagedEntry("example outcomes", file, `${dropped} outcome${dropped === 1 ? "" : "s"} of another shape`);
}

/** Writes the memo back (atomically), pruned to `live` keys once it grows past MAX_ENTRIES. */
export async function saveExampleCache<T>(cacheDir: string, memo: ReadonlyMap<string, T>, live: ReadonlySet<string>): Promise<void> {
  const kept = Object.fromEntries(memo.size > MAX_ENTRIES ? [...memo].filter(([key]) => live.has(key)) : [...memo]);
  const file = fileOf(cacheDir);
  try {
    await writeFileAtomic(file, JSON.stringify(kept));
  } catch (e) {
    warnCacheNotUpdated(file, e);
  }
}
