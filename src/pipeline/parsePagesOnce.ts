// The parse stage behind its two memos: parse results by source object (serve's rebuilds parse only
// what changed) and the parse cache on disk (a second `build` parses only what changed since the first).
import { parsePages } from "../content/parsePages.ts";
import { attachSource } from "../content/detachSource.ts";
import type { Page, SourceFile } from "../content/types.ts";
import type { ResolvedPaths } from "../config/types.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { BuildMemo } from "./BuildMemo.ts";
import { loadParseCache, parseKey, saveParseCache } from "../cache/parseCacheFile.ts";
import { type ParseSettings, parseSettingsKey } from "../content/parsePage.ts";

/** Parsed pages, their diagnostics, and the parse cache's save still going on (if any). */
export interface ParsedPages {
  readonly pages: Page[];
  readonly diagnostics: readonly Diagnostic[];
  readonly saving: Promise<void>;
}

/** Parses the sources no memo knows (in workers when there are many); saves the disk cache after a whole-site parse. */
export async function parsePagesOnce(
  sources: readonly SourceFile[],
  options: { settings: ParseSettings; paths: ResolvedPaths; memo: BuildMemo; engineKey: string | undefined },
): Promise<ParsedPages> {
  const { settings, memo } = options;
  const settingsKey = parseSettingsKey(settings);
  // Sources come from the scan memo: an unchanged file is the same object, so only changed files are parsed.
  const unparsed = sources.filter((s) => memo.parsedSources.get(s)?.settingsKey !== settingsKey);
  let saving = Promise.resolve();
  if (unparsed.length > 0) {
    memo.parseFile ??= await loadParseCache(options.paths.cache, options.engineKey);
    const disk = memo.parseFile;
    const keys = unparsed.map((s) => parseKey(s, settingsKey));
    const missing = unparsed.flatMap((_, i) => (disk.entries.has(keys[i]!) ? [] : [i]));
    const parsed = await parsePages(
      missing.map((i) => unparsed[i]!),
      memo.md,
      { settings },
    );
    for (const [j, i] of missing.entries()) disk.entries.set(keys[i]!, parsed.results[j]!);
    disk.changed ||= missing.length > 0;
    for (const [i, s] of unparsed.entries()) memo.parsedSources.set(s, { settingsKey, result: attachSource(disk.entries.get(keys[i]!)!, s) });
    // Saved only when the whole site was parsed (a first build); the watcher's small re-parses need no disk.
    // A failed save costs the next build time, nothing else.
    if (unparsed.length === sources.length) {
      // The workers' serialized answers, by cache key, are written as they came.
      const serialized = (parsed.serialized ?? []).map((chunk) => ({ keys: chunk.positions.map((j) => keys[missing[j]!]!), bytes: chunk.bytes }));
      saving = saveParseCache(disk, new Set(keys), serialized).catch(() => undefined);
    }
  }
  const pages: Page[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const source of sources) {
    const { result } = memo.parsedSources.get(source)!;
    diagnostics.push(...result.diagnostics);
    if (result.page) pages.push(result.page);
  }
  return { pages, diagnostics, saving };
}
