import os from "node:os";
import { runInWorker } from "../worker/runInWorker.ts";
import type { PageSection } from "../content/splitSections.ts";
import type { BrowserDocSet } from "../shared/BrowserDocSet.ts";
import type { SiteModel } from "../site/types.ts";
import { buildSearchShards, collectSearchInput, type BuiltShard, type SearchInput, type SearchInputPage } from "./buildSearchShards.ts";
import { bucketKeyOf, toSearchDocuments } from "../shared/search/searchIndexOptions.ts";
import { packAnchor } from "../shared/search/shardAnchors.ts";
import { type IndexEntry, indexDocuments } from "./indexDocuments.ts";
import {
  SEARCH_MANIFEST_PATH,
  type SearchBucket,
  type SearchFragment,
  type SearchManifest,
  type SearchShardEntry,
  type SearchShardMeta,
} from "../shared/search/types.ts";

/**
 * Ranking weights by shard (DocSearch's `pageRank`, per section): a docs page about a query outranks the
 * syntax-lookup card and the blog post that mention it. Shards not listed weigh 1.
 */
export const SHARD_WEIGHTS: Readonly<Record<string, number>> = { "syntax-lookup": 0.7, blog: 0.6 };

/**
 * Shards whose pages are ranked by their own records only: a blog post that mentions a query in many sections
 * does not add them up to outrank the docs page titled by it (docs pages do: createSearchEngine's withPageScores).
 */
export const NO_ROLLUP: ReadonlySet<string> = new Set(["blog"]);

/** The index files and the manifest that lists them. */
export interface SearchIndexResult {
  /** Site path -> JSON text: `/search/manifest.json` and the content-hashed shard, bucket and fragment files. */
  readonly files: Map<string, string>;
  readonly manifest: SearchManifest;
}

/**
 * Writes the offline search index. Per shard (each doc-set version, blog, community, syntax lookup, other
 * pages) a MiniSearch index is built (indexDocuments.ts) and split: the shard file (records and document statistics), one bucket
 * file per first character of the terms, and one fragment file per page with its text for snippets. All are
 * named by content hash so hosts may cache them forever; only `/search/manifest.json` has a fixed name.
 */
export function renderSearchIndex(model: SiteModel): SearchIndexResult {
  return renderSearchFiles(collectSearchInput(model));
}

/** The search index files of plain search input (see renderSearchIndex). */
export function renderSearchFiles(input: SearchInput): SearchIndexResult {
  return assembleSearchIndex(input.docSets, [renderShards(input)]);
}

/** The files of the shards of some search input, with their manifest entries (sorted by shard id). */
export interface RenderedShards {
  readonly files: ReadonlyArray<readonly [string, string]>;
  readonly shards: readonly SearchShardEntry[];
}

/** Renders the shards of search input: the shard files, their buckets and fragments. */
export function renderShards(input: SearchInput): RenderedShards {
  const files: [string, string][] = [];
  const add = (stem: string, value: unknown): string => {
    const text = JSON.stringify(value);
    const path = `/search/${stem}.${hashText(text)}.json`;
    files.push([path, text]);
    return path;
  };
  const shards: SearchShardEntry[] = [];
  for (const built of buildSearchShards(input)) {
    const meta = renderShard(built, input.baseUrl, add);
    const text = JSON.stringify(meta);
    const path = `/search/${built.id}.${hashText(text)}.json`;
    files.push([path, text]);
    shards.push({
      id: built.id,
      path,
      records: built.rows.length,
      weight: SHARD_WEIGHTS[built.id] ?? 1,
      ...(NO_ROLLUP.has(built.id) ? { rollup: false as const } : {}),
      bytes: utf8Length(text),
      ...(built.docSet ? { docSet: built.docSet, version: built.version } : {}),
    });
  }
  return { files, shards };
}

/** The index of rendered shards (from one or several workers): their files and the manifest listing them. */
export function assembleSearchIndex(docSetsConfigured: SearchInput["docSets"], parts: readonly RenderedShards[]): SearchIndexResult {
  const files = new Map<string, string>(parts.flatMap((p) => p.files));
  const shards = parts.flatMap((p) => p.shards).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const docSets: BrowserDocSet[] = docSetsConfigured.map((d) => {
    const indexed = shards.filter((s) => s.docSet === d.id).map((s) => s.version!);
    const configured = d.versions.filter((v) => indexed.includes(v));
    return { ...d, versions: [...configured, ...indexed.filter((v) => !configured.includes(v))] };
  });
  const manifest: SearchManifest = { format: 2, shards, docSets };
  files.set(SEARCH_MANIFEST_PATH, JSON.stringify(manifest));
  return { files, manifest };
}

/** Indexes one shard and writes its buckets and fragments; returns the shard file's content. */
function renderShard(built: BuiltShard, baseUrl: string, add: (stem: string, value: unknown) => string): SearchShardMeta {
  const plain = indexDocuments(toSearchDocuments(built.pages, built.rows));
  const byKey = new Map<string, IndexEntry[]>();
  for (const entry of plain.entries) {
    const key = bucketKeyOf(entry[0]);
    const list = byKey.get(key);
    if (list) list.push(entry);
    else byKey.set(key, [entry]);
  }
  const buckets: Record<string, string> = {};
  for (const key of [...byKey.keys()].sort()) {
    const bucket: SearchBucket = { format: 1, entries: byKey.get(key)! };
    buckets[key] = add(`${built.id}/${key.codePointAt(0)!.toString(16)}`, bucket);
  }
  const fragments = fragmentFiles(built, add);
  return {
    format: 1,
    id: built.id,
    baseUrl,
    pages: built.pages,
    rows: built.rows.map(([page, anchor, level, heading]) => [page, packAnchor(anchor, heading), level, heading] as const),
    fieldLength: plain.fieldLength,
    averageFieldLength: plain.averageFieldLength,
    buckets,
    fragments,
  };
}

/** Writes each page's record text (its rows' prose, in row order) in a fragment file of its own; returns the files in page order. */
function fragmentFiles(built: BuiltShard, add: (stem: string, value: unknown) => string): string[] {
  const byPage: string[][] = built.pages.map(() => []);
  for (const row of built.rows) byPage[row[0]]!.push(row[4]);
  return byPage.map((content, pageIndex) => {
    const fragment: SearchFragment = { format: 1, content };
    return add(`${built.id}/p${pageIndex}`, fragment);
  });
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** A 53-bit content hash (cyrb53) as 11 base-36 digits; for cache-busting file names, not security. */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, "0");
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
    const rendered = await Promise.all(parts.map((part) => runInWorker<SearchInput, RenderedShards>(import.meta.url, "searchWorker", part)));
    return assembleSearchIndex(input.docSets, rendered).files;
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
