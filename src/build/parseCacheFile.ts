import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import type { DetachedParse } from "../content/detachSource.ts";
import type { SourceFile } from "../content/types.ts";
import { writeFileAtomic } from "../io/writeFileAtomic.ts";

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
  return path.join(cacheDir, "parsed", `${engineKey}-v8-${process.versions.v8.replace(/[^\w.]/g, "_")}.bin`);
}

/** True when this engine build has parse results on disk (a warm build: few pages, if any, need parsing). */
export function hasParseCache(cacheDir: string, engineKey: string | undefined): boolean {
  const file = cacheFileOf(cacheDir, engineKey);
  return file !== undefined && existsSync(file);
}

/** Loads the parse cache of this engine build (empty when there is none or no engine key). */
export async function loadParseCache(cacheDir: string, engineKey: string | undefined): Promise<ParseCacheFile> {
  const file = cacheFileOf(cacheDir, engineKey);
  if (!file || !existsSync(file)) return { entries: new Map(), file, changed: false };
  try {
    const entries = deserialize(await readFile(file)) as unknown;
    return { entries: entries instanceof Map ? (entries as Map<string, DetachedParse>) : new Map(), file, changed: false };
  } catch {
    return { entries: new Map(), file, changed: false };
  }
}

/**
 * Writes the entries of the current sources back (atomically), if anything changed. V8's serializer
 * writes (and reads) the cache a few times faster than JSON.
 */
export async function saveParseCache(cache: ParseCacheFile, liveKeys: ReadonlySet<string>): Promise<void> {
  if (!cache.file || (!cache.changed && cache.entries.size === liveKeys.size)) return;
  const kept = new Map([...cache.entries].filter(([key]) => liveKeys.has(key)));
  await writeFileAtomic(cache.file, serialize(kept));
}
