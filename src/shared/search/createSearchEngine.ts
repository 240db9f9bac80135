// The offline search engine the browser runs (and the relevance tests): it fetches the shards of a scope,
// the buckets of the query's terms and the fragments of the hits' pages, merges them into one MiniSearch
// index per (scope, buckets) and queries it. Fetching is injected, so Node can serve the files from memory.
import MiniSearch, { type AsPlainObject, type Query, type SearchResult } from "minisearch";
import { bucketKeyOf, FIELD_BOOSTS, MINISEARCH_OPTIONS, SEARCH_FIELDS, type SearchDocument } from "./searchIndexOptions.ts";
import { tokenizeQuery, type QueryTerm } from "./tokenizeSearchText.ts";
import type { SearchBucket, SearchFragment, SearchHierarchy, SearchHitType, SearchManifest, SearchRecord, SearchShardMeta } from "./types.ts";

/** A ranked record with the terms to highlight in it. */
export interface SearchHit {
  readonly record: SearchRecord;
  readonly score: number;
  /** Query terms and the document terms they matched (prefix and fuzzy matches included), lower-case. */
  readonly terms: readonly string[];
}

/** The best hits of a query and how many records matched. */
export interface SearchHits {
  readonly hits: readonly SearchHit[];
  readonly total: number;
}

/** Queries the offline index of a site. */
export interface SearchEngine {
  /** The best `limit` hits (20 by default) for `query` among the records of the given shards. */
  search(query: string, shardIds: readonly string[], options?: { limit?: number }): Promise<SearchHits>;
  /** Up to `limit` (3) headings of records that a looser (more fuzzy, any-term) query finds: queries worth suggesting. */
  suggest(query: string, shardIds: readonly string[], limit?: number): Promise<string[]>;
}

interface LoadedShard {
  readonly meta: SearchShardMeta;
  readonly weight: number;
  /** Records without content, in row order. */
  readonly records: readonly SearchRecord[];
  /** Index of each row within its page (its position in the page's fragment). */
  readonly rowInPage: readonly number[];
}

const MAX_ENGINES = 8;
/** How many of a page's matching sections (the best ones) add to its intro's score. */
const PAGE_SECTIONS = 5;

/** An engine over the files of `manifest`, fetched through `fetchJson` (which rejects when a file cannot be had). */
export function createSearchEngine(manifest: SearchManifest, fetchJson: (path: string) => Promise<unknown>): SearchEngine {
  const files = new Map<string, Promise<unknown>>();
  const fetchOnce = <T>(path: string): Promise<T> => {
    let pending = files.get(path);
    if (!pending) {
      pending = fetchJson(path);
      files.set(path, pending);
      pending.catch(() => files.delete(path));
    }
    return pending as Promise<T>;
  };
  const shards = new Map<string, Promise<LoadedShard>>();
  const loadShard = (id: string): Promise<LoadedShard> => {
    let pending = shards.get(id);
    if (!pending) {
      const entry = manifest.shards.find((s) => s.id === id);
      pending = entry
        ? fetchOnce<SearchShardMeta>(entry.path).then((meta) => decodeShard(meta, entry.weight))
        : Promise.reject(new Error(`unknown search shard ${id}`));
      shards.set(id, pending);
      pending.catch(() => shards.delete(id));
    }
    return pending;
  };
  const engines = new Map<string, MergedIndex>();

  async function engineFor(shardIds: readonly string[], terms: readonly QueryTerm[]) {
    const loaded = await Promise.all(shardIds.map(loadShard));
    const keys = [...new Set(terms.flatMap((t) => [t.term, ...t.alternatives]).map(bucketKeyOf))].sort();
    const key = `${shardIds.join("|")}#${keys.join("")}`;
    const cached = engines.get(key);
    if (cached) return cached;
    const buckets = await Promise.all(
      loaded.map((s) => Promise.all(keys.flatMap((k) => (s.meta.buckets[k] ? [fetchOnce<SearchBucket>(s.meta.buckets[k]!)] : [])))),
    );
    const built = mergeShards(loaded, buckets);
    engines.set(key, built);
    if (engines.size > MAX_ENGINES) engines.delete(engines.keys().next().value!);
    return built;
  }

  async function withContent(hits: { record: SearchRecord; shard: LoadedShard; row: number; score: number; terms: string[] }[]): Promise<SearchHit[]> {
    const fragments = await Promise.all(hits.map((h) => fetchOnce<SearchFragment>(h.shard.meta.fragments[h.shard.meta.rows[h.row]![0]]!)));
    return hits.map((h, i) => {
      const content = fragments[i]!.content[h.shard.rowInPage[h.row]!];
      return { record: { ...h.record, content: content ? content : null }, score: h.score, terms: h.terms };
    });
  }

  return {
    async search(query, shardIds, options = {}) {
      const terms = tokenizeQuery(query);
      if (terms.length === 0 || shardIds.length === 0) return { hits: [], total: 0 };
      const engine = await engineFor(shardIds, terms);
      const boostDocument = (id: number) => engine.weights[id]! * (engine.records[id]!.type === "lvl1" ? 1.25 : 1);
      let results = engine.index.search(toQuery(terms, "AND"), { boost: FIELD_BOOSTS, boostDocument });
      if (results.length === 0 && terms.length > 1) results = engine.index.search(toQuery(terms, "OR"), { boost: FIELD_BOOSTS, boostDocument });
      results = withPageScores(results, engine.records);
      const top = results.slice(0, options.limit ?? 20).map((r) => locate(engine, r, terms));
      return { hits: await withContent(top), total: results.length };
    },
    async suggest(query, shardIds, limit = 3) {
      const terms = tokenizeQuery(query);
      if (terms.length === 0 || shardIds.length === 0) return [];
      const engine = await engineFor(shardIds, terms);
      const loose: Query = {
        combineWith: "OR",
        queries: terms.map((t) => ({
          queries: [t.term],
          prefix: true,
          fuzzy: t.kind === "word" && t.term.length >= 3 ? 0.4 : false,
          maxFuzzy: 3,
        })),
      };
      const seen = new Set(terms.map((t) => t.term));
      const out: string[] = [];
      for (const r of engine.index.search(loose, { boost: FIELD_BOOSTS })) {
        const record = engine.records[r.id as number]!;
        const heading = (record.hierarchy[record.type as keyof SearchHierarchy] ?? record.hierarchy.lvl1 ?? "").trim();
        if (heading === "" || heading.length > 64 || seen.has(heading.toLowerCase())) continue;
        seen.add(heading.toLowerCase());
        out.push(heading);
        if (out.length === limit) break;
      }
      return out;
    },
  };
}

/**
 * A page's intro record also earns the scores of the page's best five other matching sections: a query that a
 * whole page is about (`record`, `->`) ranks that page above a single section or card that mentions it, while a
 * long API module page cannot win on the number of its sections alone.
 */
function withPageScores(results: SearchResult[], records: readonly SearchRecord[]): SearchResult[] {
  const sections = new Map<string, number[]>();
  const pageOf = (r: SearchResult) => {
    const record = records[r.id as number]!;
    return `${record.url_without_anchor}\0${record.hierarchy.lvl1 ?? ""}`;
  };
  for (const r of results) {
    if (records[r.id as number]!.anchor === null) continue;
    const list = sections.get(pageOf(r));
    if (list) list.push(r.score);
    else sections.set(pageOf(r), [r.score]);
  }
  const bonus = (r: SearchResult) => (sections.get(pageOf(r)) ?? []).slice(0, PAGE_SECTIONS).reduce((a, b) => a + b, 0);
  return results.map((r) => (records[r.id as number]!.anchor === null ? { ...r, score: r.score + bonus(r) } : r)).sort((a, b) => b.score - a.score);
}

/** Query tree: every term must match (AND) or any (OR); words by prefix and, from 5 letters, fuzzily; code tokens by prefix only. */
function toQuery(terms: readonly QueryTerm[], combineWith: "AND" | "OR"): Query {
  return {
    combineWith,
    queries: terms.map((t): Query => {
      if (t.alternatives.length > 0) return { combineWith: "OR", queries: [t.term, ...t.alternatives], prefix: false, fuzzy: false };
      return { queries: [t.term], prefix: true, fuzzy: t.kind === "word" && /^\p{L}+$/u.test(t.term) && t.term.length >= 5 ? 0.2 : false };
    }),
  };
}

/** Several shards merged into one MiniSearch index; global document id = shard start + row. */
interface MergedIndex {
  readonly index: MiniSearch<SearchDocument>;
  readonly records: readonly SearchRecord[];
  /** Ranking weight of each record (its shard's). */
  readonly weights: readonly number[];
  readonly shards: readonly LoadedShard[];
  readonly starts: readonly number[];
}

function locate(engine: MergedIndex, r: SearchResult, terms: readonly QueryTerm[]) {
  const id = r.id as number;
  let s = engine.starts.length - 1;
  while (s > 0 && engine.starts[s]! > id) s--;
  const matched = new Set([...terms.map((t) => t.term), ...Object.keys(r.match)]);
  return { record: engine.records[id]!, shard: engine.shards[s]!, row: id - engine.starts[s]!, score: r.score, terms: [...matched] };
}

/** One MiniSearch index over several shards: document ids offset per shard, statistics combined, bucket entries merged. */
function mergeShards(shards: readonly LoadedShard[], buckets: readonly (readonly SearchBucket[])[]): MergedIndex {
  const starts: number[] = [];
  const records: SearchRecord[] = [];
  const weights: number[] = [];
  const fieldLength: Record<string, number[]> = {};
  const documentIds: Record<string, number> = {};
  const totals = SEARCH_FIELDS.map(() => 0);
  for (const shard of shards) {
    const start = records.length;
    starts.push(start);
    shard.meta.fieldLength.forEach((lengths, row) => {
      fieldLength[start + row] = [...lengths];
      documentIds[start + row] = start + row;
    });
    for (const [f, avg] of shard.meta.averageFieldLength.entries()) totals[f] = (totals[f] ?? 0) + avg * shard.records.length;
    records.push(...shard.records);
    for (let i = 0; i < shard.records.length; i++) weights.push(shard.weight);
  }
  const index = new Map<string, Record<string, Record<string, number>>>();
  shards.forEach((_, s) => {
    for (const bucket of buckets[s]!) {
      for (const [term, fields] of bucket.entries) {
        let merged = index.get(term);
        if (!merged) index.set(term, (merged = {}));
        for (const [fieldId, docs] of Object.entries(fields)) {
          const target = (merged[fieldId] ??= {});
          for (const [doc, tf] of Object.entries(docs)) target[starts[s]! + Number(doc)] = tf;
        }
      }
    }
  });
  const plain: AsPlainObject = {
    documentCount: records.length,
    nextId: records.length,
    documentIds,
    fieldLength,
    storedFields: {},
    dirtCount: 0,
    fieldIds: Object.fromEntries(SEARCH_FIELDS.map((f, i) => [f, i])),
    averageFieldLength: totals.map((t) => (records.length > 0 ? t / records.length : 0)),
    index: [...index],
    serializationVersion: 2,
  };
  return { index: MiniSearch.loadJS<SearchDocument>(plain, MINISEARCH_OPTIONS), records, weights, shards: [...shards], starts };
}

/** A shard file's records (hit shape, content not yet loaded), with each row's position in its page. */
export function decodeShard(meta: SearchShardMeta, weight = 1): LoadedShard {
  const records: SearchRecord[] = [];
  const rowInPage: number[] = [];
  let levels: (string | null)[] = [];
  let lastPage = -1;
  let inPage = 0;
  for (const [pageIndex, anchor, level, heading] of meta.rows) {
    const page = meta.pages[pageIndex]!;
    if (pageIndex !== lastPage) {
      levels = [page.lvl0, page.title, null, null, null, null, null];
      inPage = 0;
    }
    lastPage = pageIndex;
    if (heading !== null) levels[level] = heading;
    for (let l = level + 1; l <= 6; l++) levels[l] = null;
    const [lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6] = levels;
    const hierarchy: SearchHierarchy = {
      lvl0: lvl0 ?? null,
      lvl1: lvl1 ?? null,
      lvl2: lvl2 ?? null,
      lvl3: lvl3 ?? null,
      lvl4: lvl4 ?? null,
      lvl5: lvl5 ?? null,
      lvl6: lvl6 ?? null,
    };
    const path = anchor === null ? page.path : `${page.path}#${anchor}`;
    records.push({
      objectID: path,
      url: meta.baseUrl + path,
      url_without_anchor: meta.baseUrl + page.path,
      anchor,
      type: `lvl${level}` as SearchHitType,
      hierarchy,
      content: null,
    });
    rowInPage.push(inPage++);
  }
  return { meta, weight, records, rowInPage };
}
