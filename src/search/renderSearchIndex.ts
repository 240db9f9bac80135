import os from "node:os";
import { runInWorker } from "../worker/runInWorker.ts";
import type { PageSection } from "../content/splitSections.ts";
import type { SiteModel } from "../site/types.ts";
import { buildSearchShards, collectSearchInput, type SearchInput, type SearchInputPage } from "./buildSearchShards.ts";
import { assemblePacks, type SearchIndexResult } from "./assemblePacks.ts";
import { renderShardParts, type ShardParts } from "./renderShardParts.ts";

/**
 * Writes the offline search index: per shard (each doc-set version, blog, community, syntax lookup, other pages)
 * an index of its records (renderShardParts.ts), joined into packs (assemblePacks.ts): a pack file with the records
 * of the shards one reader searches, and term files with the postings and snippet windows of the terms of a few
 * keys each. All are named by content hash so hosts may cache them forever; only `/search/manifest.json` has a fixed name.
 */
export function renderSearchIndex(model: SiteModel): SearchIndexResult {
  return renderSearchFiles(collectSearchInput(model));
}

/** The search index files of plain search input (see renderSearchIndex). */
export function renderSearchFiles(input: SearchInput): SearchIndexResult {
  return assemblePacks(input.baseUrl, input.docSets, renderShards(input));
}

/** Renders the shards of search input. */
export function renderShards(input: SearchInput): ShardParts[] {
  return buildSearchShards(input).map(renderShardParts);
}

/** Below this many indexed pages the index is built on the main thread: a worker's start-up would cost more. */
const WORKER_THRESHOLD = 200;

/**
 * The search index files, built in worker threads for larger sites (shards shared out by size, one
 * worker per core but the main thread's) so that the main thread renders pages meanwhile; on the main
 * thread if a worker cannot run.
 */
export async function runSearchIndexWorkers(model: SiteModel): Promise<Map<string, string>> {
  const input = collectSearchInput(model);
  if (input.pages.length < WORKER_THRESHOLD) return renderSearchFiles(input).files;
  const parts = splitByShard(input, Math.max(1, Math.min(os.availableParallelism() - 1, 3)));
  try {
    const rendered = await Promise.all(parts.map((part) => runInWorker<SearchInput, ShardParts[]>(import.meta.url, "searchWorker", part)));
    return assemblePacks(input.baseUrl, input.docSets, rendered.flat()).files;
  } catch {
    return renderSearchFiles(input).files;
  }
}

/** Shares the shards of search input out into at most `count` parts of similar size (whole shards each). */
function splitByShard(input: SearchInput, count: number): SearchInput[] {
  const byShard = new Map<string, SearchInputPage[]>();
  for (const page of input.pages) {
    const list = byShard.get(page.shard);
    if (list) list.push(page);
    else byShard.set(page.shard, [page]);
  }
  const sizeOf = (pages: readonly { sections: readonly PageSection[] }[]) =>
    pages.reduce((n, p) => n + p.sections.reduce((m, s) => m + s.text.length + s.code.length, 0), 0);
  const groups = [...byShard.values()].map((pages) => ({ pages, syntax: false, size: sizeOf(pages) }));
  if (input.syntax) groups.push({ pages: [], syntax: true, size: sizeOf(input.syntax.entries) });
  const parts = Array.from({ length: Math.min(count, groups.length) }, () => ({ pages: [] as SearchInputPage[], syntax: false, size: 0 }));
  for (const group of groups.sort((a, b) => b.size - a.size)) {
    const smallest = parts.reduce((a, b) => (b.size < a.size ? b : a));
    smallest.pages.push(...group.pages);
    smallest.syntax ||= group.syntax;
    smallest.size += group.size;
  }
  return parts.map((part) => ({
    baseUrl: input.baseUrl,
    docSets: input.docSets,
    pages: part.pages,
    ...(part.syntax && input.syntax ? { syntax: input.syntax } : {}),
  }));
}
