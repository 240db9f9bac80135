// Compile outcomes of examples kept on disk between runs (`.docsgen-cache/examples/outcomes.json`), keyed by job
// (toolchain key, kind, prelude and code): a second build compiles only the examples that changed.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { ExampleCache, ExampleOutcome } from "../toolchain/compileExamples.ts";
import { writeFileAtomic } from "../io/writeFileAtomic.ts";
import { touchCacheEntry } from "../cache/cacheEntry.ts";

/** Above this many entries the file keeps only the current build's (other sites and checkouts share it until then). */
const MAX_ENTRIES = 50_000;

const fileOf = (cacheDir: string) => touchCacheEntry(cacheDir, "examples", "outcomes.json");

/** Fills an empty memo from the file (a damaged or missing file is only a slower build). */
export async function loadExampleCache(cacheDir: string, memo: ExampleCache): Promise<void> {
  const file = fileOf(cacheDir);
  if (memo.size > 0 || !existsSync(file)) return;
  try {
    for (const [key, outcome] of Object.entries(JSON.parse(await readFile(file, "utf8")) as Record<string, ExampleOutcome>)) memo.set(key, outcome);
  } catch {
    // Compiled again, then saved whole.
  }
}

/** Writes the memo back (atomically), pruned to `live` keys once it grows past MAX_ENTRIES. */
export async function saveExampleCache(cacheDir: string, memo: ExampleCache, live: ReadonlySet<string>): Promise<void> {
  const kept = Object.fromEntries(memo.size > MAX_ENTRIES ? [...memo].filter(([key]) => live.has(key)) : [...memo]);
  const file = fileOf(cacheDir);
  await writeFileAtomic(file, JSON.stringify(kept));
}
