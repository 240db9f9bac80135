// Compile outcomes of examples kept on disk between runs (`.docsgen-cache/examples/outcomes.json`), keyed by job
// (toolchain key, kind, prelude and code): a second build compiles only the examples that changed. The file is
// untrusted input: each entry is checked against the caller's schema, and one of another shape is dropped.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { ZodType } from "zod";
import { writeFileAtomic } from "../io/writeFileAtomic.ts";
import { touchCacheEntry } from "./cacheEntry.ts";

/** Above this many entries the file keeps only the current build's (other sites and checkouts share it until then). */
const MAX_ENTRIES = 50_000;

const fileOf = (cacheDir: string) => touchCacheEntry(cacheDir, "examples", "outcomes.json");

/** Fills an empty memo from the file with the entries of `schema`'s shape (a damaged or missing file is only a slower build). */
export async function loadExampleCache<T>(cacheDir: string, memo: Map<string, T>, schema: ZodType<T>): Promise<void> {
  const file = fileOf(cacheDir);
  if (memo.size > 0 || !existsSync(file)) return;
  let entries: unknown;
  try {
    entries = JSON.parse(await readFile(file, "utf8"));
  } catch {
    return; // Compiled again, then saved whole.
  }
  if (typeof entries !== "object" || entries === null || Array.isArray(entries)) return;
  for (const [key, value] of Object.entries(entries)) {
    const outcome = schema.safeParse(value);
    if (outcome.success) memo.set(key, outcome.data);
  }
}

/** Writes the memo back (atomically), pruned to `live` keys once it grows past MAX_ENTRIES. */
export async function saveExampleCache<T>(cacheDir: string, memo: ReadonlyMap<string, T>, live: ReadonlySet<string>): Promise<void> {
  const kept = Object.fromEntries(memo.size > MAX_ENTRIES ? [...memo].filter(([key]) => live.has(key)) : [...memo]);
  await writeFileAtomic(fileOf(cacheDir), JSON.stringify(kept));
}
