import { createHash } from "node:crypto";
import { deserialize, serialize } from "node:v8";
import type { DetachedParse } from "../content/detachSource.ts";
import { sourceTextHash } from "../content/sourceTextHash.ts";
import type { SourceFile } from "../content/types.ts";
import { writeFileAtomic } from "../io/writeFileAtomic.ts";
import { cachePath, markUsed } from "./cacheEntry.ts";
import { engineKeyName } from "./engineKeyName.ts";
import { parseEntrySchema } from "./parseEntrySchema.ts";
import { readCacheFile } from "./readCacheFile.ts";
import { dropDamagedEntry, warnCacheNotUpdated, warnDamagedEntry } from "./warnCache.ts";

/** Far above the parse cache of any real site (the ReScript site's is a few MB): anything bigger is not ours. */
const MAX_BYTES = 1024 ** 3;

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

/** The parse settings (parseSettingsKey's JSON) as a short hash, made once per build for every parseKey. */
export function parseSettingsDigest(settingsKey: string): string {
  return createHash("sha1").update(settingsKey).digest("base64");
}

/**
 * The cache key of a source under the given settings (`settingsDigest`: parseSettingsDigest): its names, and its
 * text by its hash, made at the read when the scan made it. Joined, not hashed again: no part holds a NUL, and a
 * hash per page costs a rebuild of 1,000 pages some milliseconds.
 */
export function parseKey(source: SourceFile, settingsDigest: string): string {
  return `${settingsDigest}\0${source.generated ? 1 : 0}\0${source.path}\0${source.file}\0${source.textHash ?? sourceTextHash(source.text)}`;
}

/** The cache file of an engine build (V8's serialization format, so the V8 version is part of the name). */
function cacheFileOf(cacheDir: string, engineKey: string | undefined): string | undefined {
  const key = engineKeyName(engineKey);
  if (key === undefined) return undefined;
  return cachePath(cacheDir, "parsed", `${key}-v8-${process.versions.v8.replace(/[^\w.]/g, "_")}.bin`);
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

/**
 * Loads the parse cache of this engine build (empty when there is none or no engine key). The file is untrusted
 * input: anything but a regular file within MAX_BYTES, or content that does not deserialize, is dropped; each
 * entry is checked against parseEntrySchema, and entries of another shape are dropped (parsed again).
 */
export async function loadParseCache(cacheDir: string, engineKey: string | undefined): Promise<ParseCacheFile> {
  const file = cacheFileOf(cacheDir, engineKey);
  if (!file) return { entries: new Map(), file, changed: false };
  const read = await readCacheFile(file, { maxBytes: MAX_BYTES });
  if (read.state === "missing") return { entries: new Map(), file, changed: false };
  if (read.state === "damaged") {
    dropDamagedEntry("parse", file, read.why);
    return { entries: new Map(), file, changed: true };
  }
  markUsed(file);
  const entries = new Map<string, DetachedParse>();
  let dropped = 0;
  try {
    const content = deserialize(read.bytes) as Partial<CacheChunks> | null;
    if (content?.format !== 2 || !Array.isArray(content.chunks)) throw new Error("not a parse cache of this format");
    for (const chunk of content.chunks as unknown[]) {
      const { keys, bytes } = (chunk ?? {}) as { keys?: unknown; bytes?: unknown };
      const results: unknown = bytes instanceof Uint8Array ? deserialize(bytes) : undefined;
      if (!Array.isArray(keys) || !Array.isArray(results) || keys.length !== results.length) {
        dropped++;
        continue;
      }
      for (const [i, key] of keys.entries()) {
        const entry = parseEntrySchema.safeParse(results[i]);
        if (typeof key === "string" && entry.success) entries.set(key, entry.data);
        else dropped++;
      }
    }
  } catch (e) {
    dropDamagedEntry("parse", file, e instanceof Error ? e.message : String(e));
    return { entries: new Map(), file, changed: true };
  }
  if (dropped > 0) warnDamagedEntry("parse", file, `${dropped} entr${dropped === 1 ? "y" : "ies"} of another shape`);
  // Written again without the dropped entries.
  return { entries, file, changed: dropped > 0 };
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
  try {
    await writeFileAtomic(cache.file, serialize(content));
  } catch (e) {
    warnCacheNotUpdated(cache.file, e);
  }
}

function chunkOf(keys: readonly string[], entries: ReadonlyMap<string, DetachedParse>): CacheChunks["chunks"][number] {
  return { keys, bytes: serialize(keys.map((key) => entries.get(key)!)) };
}
