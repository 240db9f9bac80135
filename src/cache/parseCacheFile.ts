import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { deserialize, serialize } from "node:v8";
import type { DetachedParse } from "../content/detachSource.ts";
import type { SourceFile } from "../content/types.ts";
import { writeFileAtomic } from "../io/writeFileAtomic.ts";
import { cachePath, markUsed } from "./cacheEntry.ts";

/**
 * Parse results kept on disk between runs, in one file per engine build: a page whose text, path and
 * settings are unchanged is not parsed again by the next `build` or `serve`. Only used when the engine
 * knows its own version key (bin/docsgen.js passes it to main()); stale or damaged files are ignored.
 */
export interface ParseCacheFile {
  /** Parse results by `parseKey`, without their sources (the key covers the source). */
  readonly entries: Map<string, DetachedParse>;
  readonly file: string | undefined;
  changed: boolean;
}

/** The cache key of a source under the given settings. */
export function parseKey(source: SourceFile, settingsKey: string): string {
  return createHash("sha1")
    .update(`${source.path}\0${source.file}\0${source.generated ? 1 : 0}\0${settingsKey}\0`)
    .update(source.text)
    .digest("base64");
}

/** The cache file of an engine build (V8's serialization format, so the V8 version is part of the name). */
function cacheFileOf(cacheDir: string, engineKey: string | undefined): string | undefined {
  if (!engineKey || !/^[0-9a-f]+$/.test(engineKey)) return undefined;
  return cachePath(cacheDir, "parsed", `${engineKey}-v8-${process.versions.v8.replace(/[^\w.]/g, "_")}.bin`);
}

/**
 * The cache file's content: chunks of entries, each its keys and the node:v8 serialization of their results
 * in the same order. The parse workers' answers are such chunks already (parsePages.ts), so a first build
 * writes them as they came instead of serializing every result again on the main thread.
 */
interface CacheChunks {
  readonly format: 2;
  readonly chunks: readonly { readonly keys: readonly string[]; readonly bytes: Uint8Array }[];
}

/** Loads the parse cache of this engine build (empty when there is none or no engine key). */
export async function loadParseCache(cacheDir: string, engineKey: string | undefined): Promise<ParseCacheFile> {
  const file = cacheFileOf(cacheDir, engineKey);
  if (!file || !existsSync(file)) return { entries: new Map(), file, changed: false };
  markUsed(file);
  try {
    const content = deserialize(await readFile(file)) as Partial<CacheChunks> | null;
    const entries = new Map<string, DetachedParse>();
    const chunks: CacheChunks["chunks"] = content?.format === 2 && Array.isArray(content.chunks) ? content.chunks : [];
    for (const chunk of chunks) {
      const results = deserialize(chunk.bytes) as DetachedParse[];
      for (const [i, key] of chunk.keys.entries()) entries.set(key, results[i]!);
    }
    return { entries, file, changed: false };
  } catch {
    return { entries: new Map(), file, changed: false };
  }
}

/**
 * Writes the entries of the current sources back (atomically), if anything changed. `serialized` are chunks
 * already in the file's form (the parse workers' answers, by key): when they hold every live entry they are
 * written as they are, otherwise the live entries are serialized here. V8's serializer writes (and reads) the
 * cache a few times faster than JSON.
 */
export async function saveParseCache(
  cache: ParseCacheFile,
  liveKeys: ReadonlySet<string>,
  serialized: readonly { readonly keys: readonly string[]; readonly bytes: Uint8Array }[] = [],
): Promise<void> {
  if (!cache.file || (!cache.changed && cache.entries.size === liveKeys.size)) return;
  const covered = new Set(serialized.flatMap((c) => c.keys));
  const whole = covered.size === liveKeys.size && [...liveKeys].every((k) => covered.has(k));
  const chunks = whole
    ? serialized
    : [
        chunkOf(
          [...liveKeys].filter((key) => cache.entries.has(key)),
          cache.entries,
        ),
      ];
  const content: CacheChunks = { format: 2, chunks };
  await writeFileAtomic(cache.file, serialize(content));
}

function chunkOf(keys: readonly string[], entries: ReadonlyMap<string, DetachedParse>): CacheChunks["chunks"][number] {
  return { keys, bytes: serialize(keys.map((key) => entries.get(key)!)) };
}
