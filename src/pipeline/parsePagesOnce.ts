// The parse stage behind the memo: parse results by a hash of the source and the settings (serve's rebuilds
// parse only what changed), and the parse cache on disk (a second `build` parses only what changed since the first).
import { parsePages } from "../content/parsePages.ts";
import { attachSource } from "../content/detachSource.ts";
import type { Page, ParsePageResult, SourceFile } from "../content/types.ts";
import type { ResolvedPaths } from "../config/types.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { BuildMemo } from "./BuildMemo.ts";
import { loadParseCache, parseKey, parseSettingsDigest, saveParseCache } from "../cache/parseCacheFile.ts";
import { type ParseSettings, parseSettingsKey } from "../content/parsePage.ts";

/** Pages parsed anew by a rebuild that make the parse cache worth writing again (a few hundred ms for this site). */
const SAVE_AFTER_PARSED = 50;

/** Parsed pages, their diagnostics, and the parse cache's save still going on (if any). */
export interface ParsedPages {
  readonly pages: Page[];
  readonly diagnostics: readonly Diagnostic[];
  readonly saving: Promise<void>;
}

/** Parses the sources no memo knows (in workers when there are many); saves the disk cache after a whole-site parse. */
export async function parsePagesOnce(
  sources: readonly SourceFile[],
  options: {
    settings: ParseSettings;
    paths: ResolvedPaths;
    memo: BuildMemo;
    engineKey: string | undefined;
    /** Pages parsed (or found parsed) so far of all of them: called as the parse goes. */
    onCount?: (done: number, total: number) => void;
  },
): Promise<ParsedPages> {
  const { settings, memo, paths, engineKey } = options;
  const count = options.onCount ?? (() => undefined);
  const settingsKey = parseSettingsDigest(parseSettingsKey(settings));
  // Every source by the key of what its parse is made from (its path, text and the settings): only sources
  // whose key the memo does not hold are parsed, from the parse cache on disk when it has them.
  const keys = sources.map((s) => parseKey(s, settingsKey));
  const unparsed = sources.flatMap((_, i) => (memo.values.peek("parse", keys[i]!) ? [] : [i]));
  let saving = Promise.resolve();
  if (unparsed.length > 0) {
    const disk = await memo.values.get("parseCacheFile", JSON.stringify([paths.cache, engineKey]), () => loadParseCache(paths.cache, engineKey));
    const missing = unparsed.filter((i) => !disk.entries.has(keys[i]!));
    let done = sources.length - missing.length;
    count(done, sources.length);
    const onParsed = (n: number) => count((done += n), sources.length);
    const parsed = await parsePages(
      missing.map((i) => sources[i]!),
      memo.md,
      { settings, onParsed },
    );
    for (const [j, i] of missing.entries()) disk.entries.set(keys[i]!, parsed.results[j]!);
    disk.changed ||= missing.length > 0;
    for (const i of unparsed) memo.values.set("parse", keys[i]!, attachSource(disk.entries.get(keys[i]!)!, sources[i]!));
    // Saved when the whole site was parsed (a first build) or many pages were parsed anew (the generated API reference
    // that serve's first build left out, a branch switch): the watcher's small re-parses need no disk. A failed save
    // costs the next build time, nothing else.
    if (unparsed.length === sources.length || missing.length >= SAVE_AFTER_PARSED) {
      // The workers' serialized answers, by cache key, are written as they came.
      const serialized = (parsed.serialized ?? []).map((chunk) => ({ keys: chunk.positions.map((j) => keys[missing[j]!]!), bytes: chunk.bytes }));
      saving = saveParseCache(disk, new Set(keys), serialized).catch(() => undefined);
    }
  }
  // What this build did not use is stale: a source that changed or left.
  memo.values.retain("parse", new Set(keys));
  const pages: Page[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const key of keys) {
    const result = memo.values.peek<ParsePageResult>("parse", key)!;
    diagnostics.push(...result.diagnostics);
    if (result.page) pages.push(result.page);
  }
  return { pages, diagnostics, saving };
}
