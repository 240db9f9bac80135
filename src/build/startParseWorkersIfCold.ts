import type { ResolvedPaths } from "../config/types.ts";
import { type ParseWorkers, startParseWorkers } from "../content/parseWorkers.ts";
import type { BuildMemo } from "./BuildMemo.ts";
import { hasParseCache } from "./parseCacheFile.ts";

/**
 * Starts the parse workers for a first build with no parse results on disk or in the memo, so they load while
 * the pipeline loads and the content is scanned. Loads nothing heavy itself (`build` calls it first thing).
 */
export function startParseWorkersIfCold(paths: ResolvedPaths, memo: BuildMemo | undefined, engineKey: string | undefined): ParseWorkers | undefined {
  return !memo?.parseFile && !hasParseCache(paths.cache, engineKey) ? startParseWorkers() : undefined;
}
