// The generated JS Output blocks as HTML (the compiler's JavaScript, highlighted), kept per engine build
// (`.docsgen-cache/examples/js-html-<engine>.json`) by a hash of the JavaScript: a warm start reads them instead of
// highlighting every example's output again. Each block is kept with its last use and dropped by the cache's
// eviction rule (keyedEntriesFile.ts). Like a parse-cache entry, the HTML goes into pages as it is
// (docs/SECURITY.md, "The cache"): its shape is checked, its content is trusted as the engine is.
import { z } from "zod";
import { touchCacheEntry } from "./cacheEntry.ts";
import { engineKeyName } from "./engineKeyName.ts";
import { CACHE_LIMITS } from "./evictCache.ts";
import { type KeyedEntriesKind, loadKeyedEntries, saveKeyedEntries } from "./keyedEntriesFile.ts";

const KIND: KeyedEntriesKind<string> = {
  name: "JS Output",
  schema: z.string(),
  maxBytes: 256 * 1024 ** 2,
  // The ReScript site's blocks take about 10 MB.
  limits: { ...CACHE_LIMITS, maxBytes: 128 * 1024 ** 2 },
};

/** The file of an engine build; undefined without a hex engine key (nothing is kept). */
function fileOf(cacheDir: string, engineKey: string | undefined): string | undefined {
  const key = engineKeyName(engineKey);
  return key === undefined ? undefined : touchCacheEntry(cacheDir, "examples", `js-html-${key}.json`);
}

/** The blocks kept for this engine build, by the hash of their JavaScript. */
export async function loadJsOutputHtml(cacheDir: string, engineKey: string | undefined): Promise<Map<string, string>> {
  const file = fileOf(cacheDir, engineKey);
  return file ? loadKeyedEntries(file, KIND) : new Map();
}

/** Writes the blocks of `live` (the hashes this build used) with those the file holds, less what the eviction rule drops. */
export async function saveJsOutputHtml(
  cacheDir: string,
  engineKey: string | undefined,
  blocks: ReadonlyMap<string, string>,
  live: ReadonlySet<string>,
  now = Date.now(),
): Promise<void> {
  const file = fileOf(cacheDir, engineKey);
  if (file) await saveKeyedEntries(file, KIND, blocks, live, now);
}
