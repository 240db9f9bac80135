import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ParsePageResult, SourceFile } from "../content/types.ts";

/**
 * Parse results kept on disk between runs, in one file per engine build: a page whose text, path and
 * settings are unchanged is not parsed again by the next `build` or `serve`. Only used when the engine
 * knows its own version key (bin/docsgen.js sets DOCSGEN_ENGINE_KEY); stale or damaged files are ignored.
 */
export interface ParseCacheFile {
  readonly entries: Map<string, ParsePageResult>;
  readonly file: string | undefined;
  changed: boolean;
}

/** The cache key of a source under the given settings. */
export function parseKey(source: SourceFile, playgroundPath: string): string {
  return createHash("sha1").update(`${source.path}\0${source.file}\0${source.generated ? 1 : 0}\0${playgroundPath}\0`).update(source.text).digest("base64");
}

/** Loads the parse cache of this engine build (empty when there is none or no engine key). */
export async function loadParseCache(cacheDir: string, engineKey: string | undefined): Promise<ParseCacheFile> {
  if (!engineKey || !/^[0-9a-f]+$/.test(engineKey)) return { entries: new Map(), file: undefined, changed: false };
  const file = path.join(cacheDir, "parsed", `${engineKey}.json`);
  if (!existsSync(file)) return { entries: new Map(), file, changed: false };
  try {
    return { entries: new Map(Object.entries(JSON.parse(await readFile(file, "utf8")) as Record<string, ParsePageResult>)), file, changed: false };
  } catch {
    return { entries: new Map(), file, changed: false };
  }
}

/** Writes the entries of the current sources back (atomically), if anything changed. */
export async function saveParseCache(cache: ParseCacheFile, liveKeys: ReadonlySet<string>): Promise<void> {
  if (!cache.file || (!cache.changed && cache.entries.size === liveKeys.size)) return;
  const kept = Object.fromEntries([...cache.entries].filter(([k]) => liveKeys.has(k)));
  await mkdir(path.dirname(cache.file), { recursive: true });
  const tmp = `${cache.file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(kept));
  await rename(tmp, cache.file);
}
