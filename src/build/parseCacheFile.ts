import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DetachedParse } from "../content/detachSource.ts";
import type { SourceFile } from "../content/types.ts";

/**
 * Parse results kept on disk between runs, in one file per engine build: a page whose text, path and
 * settings are unchanged is not parsed again by the next `build` or `serve`. Only used when the engine
 * knows its own version key (bin/docsgen.js sets DOCSGEN_ENGINE_KEY); stale or damaged files are ignored.
 */
export interface ParseCacheFile {
  /** Parse results by `parseKey`, without their sources (the key covers the source). */
  readonly entries: Map<string, DetachedParse>;
  readonly file: string | undefined;
  changed: boolean;
}

/** The cache key of a source under the given settings. */
export function parseKey(source: SourceFile, playgroundPath: string): string {
  return createHash("sha1").update(`${source.path}\0${source.file}\0${source.generated ? 1 : 0}\0${playgroundPath}\0`).update(source.text).digest("base64");
}

/** True when this engine build has parse results on disk (a warm build: few pages, if any, need parsing). */
export function hasParseCache(cacheDir: string, engineKey: string | undefined): boolean {
  return engineKey !== undefined && /^[0-9a-f]+$/.test(engineKey) && existsSync(path.join(cacheDir, "parsed", `${engineKey}.json`));
}

/** Loads the parse cache of this engine build (empty when there is none or no engine key). */
export async function loadParseCache(cacheDir: string, engineKey: string | undefined): Promise<ParseCacheFile> {
  if (!engineKey || !/^[0-9a-f]+$/.test(engineKey)) return { entries: new Map(), file: undefined, changed: false };
  const file = path.join(cacheDir, "parsed", `${engineKey}.json`);
  if (!existsSync(file)) return { entries: new Map(), file, changed: false };
  try {
    return { entries: new Map(Object.entries(JSON.parse(await readFile(file, "utf8")) as Record<string, DetachedParse>)), file, changed: false };
  } catch {
    return { entries: new Map(), file, changed: false };
  }
}

/** Entries serialized between two turns of the event loop (see saveParseCache). */
const SAVE_SLICE = 50;

/**
 * Writes the entries of the current sources back (atomically), if anything changed. The JSON is made a
 * slice of entries at a time, yielding in between, so that a build writing its output meanwhile keeps the
 * file system busy rather than waiting for one long serialization.
 */
export async function saveParseCache(cache: ParseCacheFile, liveKeys: ReadonlySet<string>): Promise<void> {
  if (!cache.file || (!cache.changed && cache.entries.size === liveKeys.size)) return;
  const parts: string[] = [];
  for (const [key, entry] of cache.entries) {
    if (!liveKeys.has(key)) continue;
    // Keys are base64 hashes (never integer-like), so this is the JSON of the object of the kept entries.
    parts.push(`${JSON.stringify(key)}:${JSON.stringify(entry)}`);
    if (parts.length % SAVE_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  await mkdir(path.dirname(cache.file), { recursive: true });
  const tmp = `${cache.file}.${process.pid}.tmp`;
  await writeFile(tmp, `{${parts.join(",")}}`);
  await rename(tmp, cache.file);
}
