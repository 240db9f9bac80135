// The offline search engine the browser runs (and the relevance tests): it fetches the shards of a scope,
// the buckets of the query's terms and the fragments of the hits' pages, merges them into one MiniSearch
// index per (scope, buckets) and queries it. Fetching is injected, so Node can serve the files from memory.
import MiniSearch, { type AsPlainObject, type Query, type SearchResult } from "minisearch";
import { bucketKeyOf, FIELD_BOOSTS, MINISEARCH_OPTIONS, SEARCH_FIELDS, type SearchDocument } from "./searchIndexOptions.ts";
import { rowTitles } from "./rowTitles.ts";
import { unpackAnchor } from "./shardAnchors.ts";
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
  /**
   * The best `limit` hits (20 by default) for `query` among the records of the given shards; the records of the
   * `secondary` ones (other doc sets than the reader's) weigh a little less, so the reader's docs win a tie.
   */
  search(query: string, shardIds: readonly string[], options?: { limit?: number; secondary?: readonly string[] }): Promise<SearchHits>;
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
  /** How much of each row's score its page's intro also earns (withPageScores). */
  readonly rollup: readonly number[];
}

const MAX_ENGINES = 8;
/** How many of a page's matching sections (the best ones) add to its intro's score. */
const PAGE_SECTIONS = 5;
/**
 * The share of an API item's score its module page earns: every item's heading names the module, so the module
 * page would otherwise outrank the manual's guide on the module's name (`dict`, `promise`) by its items alone.
 */
const API_ROLLUP = 0.5;
/** The weight of the records of other doc sets than the reader's (SearchEngine.search's `secondary`). */
const SECONDARY_WEIGHT = 0.8;

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
        ? fetchOnce<SearchShardMeta>(entry.path).then((meta) => decodeShard(meta, entry.weight, entry.rollup !== false))
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
      const secondary = shardIds.map((id) => (options.secondary?.includes(id) ? SECONDARY_WEIGHT : 1));
      const boostDocument = (id: number) => engine.weights[id]! * secondary[engine.shardOf[id]!]! * (engine.records[id]!.type === "lvl1" ? 1.25 : 1);
      const run = (tree: Query) => engine.index.search(tree, { boost: FIELD_BOOSTS, boostDocument });
      let results = withPageScores(run(toQuery(terms, "AND")), engine);
      // Few hits: words of 5+ letters also match the indexed terms one edit away, ranked below the exact hits.
      const typos = results.length < FEW_HITS ? typoAlternatives(engine, terms) : undefined;
      if (typos) {
        const seen = new Set(results.map((r) => r.id as number));
        const more = withPageScores(run(toQuery(terms, "AND", typos)), engine).filter((r) => !seen.has(r.id as number));
        results = [...results, ...more];
      }
      if (results.length === 0 && terms.length > 1) results = withPageScores(run(toQuery(terms, "OR", typos)), engine);
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
 * long API module page cannot win on the number of its sections alone (its items count half). Blog posts earn
 * nothing this way: a post that mentions a query in many sections does not outrank the docs page titled by it.
 */
function withPageScores(results: SearchResult[], engine: MergedIndex): SearchResult[] {
  const { records, rollup } = engine;
  const sections = new Map<string, number[]>();
  const pageOf = (r: SearchResult) => {
    const record = records[r.id as number]!;
    return `${record.url_without_anchor}\0${record.hierarchy.lvl1 ?? ""}`;
  };
  for (const r of results) {
    const id = r.id as number;
    if (records[id]!.anchor === null || rollup[id] === 0) continue;
    const list = sections.get(pageOf(r));
    if (list) list.push(r.score * rollup[id]!);
    else sections.set(pageOf(r), [r.score * rollup[id]!]);
  }
  const bonus = (r: SearchResult) => (sections.get(pageOf(r)) ?? []).slice(0, PAGE_SECTIONS).reduce((a, b) => a + b, 0);
  return results.map((r) => (records[r.id as number]!.anchor === null ? { ...r, score: r.score + bonus(r) } : r)).sort((a, b) => b.score - a.score);
}

/**
 * Query tree: every term must match (AND) or any (OR); words and code tokens by prefix (`let?` is `let?` or
 * `let`). With `typos`, a word that has some also matches those terms, exactly and with less weight.
 */
function toQuery(terms: readonly QueryTerm[], combineWith: "AND" | "OR", typos?: ReadonlyMap<string, readonly string[]>): Query {
  return {
    combineWith,
    queries: terms.map((t): Query => {
      if (t.alternatives.length > 0) return { combineWith: "OR", queries: [t.term, ...t.alternatives], prefix: false, fuzzy: false };
      const near = typos?.get(t.term);
      const own: Query = { queries: [t.term], prefix: true, fuzzy: false };
      if (!near || near.length === 0) return own;
      return { combineWith: "OR", queries: [own, { queries: [...near], prefix: false, fuzzy: false, boostTerm: () => TYPO_WEIGHT }] };
    }),
  };
}

/** Below this many hits a query also looks for typos. */
const FEW_HITS = 5;
/** A typo match weighs this much of an exact one. */
const TYPO_WEIGHT = 0.5;
/** Shortest word that is looked up with one edit. */
const TYPO_MIN_LENGTH = 5;

/**
 * For each word of the query of at least 5 letters, the indexed terms one edit away (one letter inserted,
 * deleted, replaced, or two neighbours swapped: `recrod` -> `record`), the first letter kept (the bucket
 * fetched is the first letter's); undefined when no word has any.
 */
function typoAlternatives(engine: MergedIndex, terms: readonly QueryTerm[]): Map<string, readonly string[]> | undefined {
  let out: Map<string, readonly string[]> | undefined;
  for (const t of terms) {
    if (t.kind !== "word" || t.alternatives.length > 0 || t.term.length < TYPO_MIN_LENGTH || !/^\p{L}+$/u.test(t.term)) continue;
    let near = engine.typos.get(t.term);
    if (!near) {
      near = engine.terms.filter((term) => isOneEditAway(t.term, term));
      engine.typos.set(t.term, near);
    }
    if (near.length > 0) (out ??= new Map()).set(t.term, near);
  }
  return out;
}

/** Whether `b` is `a` with one letter inserted, deleted or replaced, or two neighbouring letters swapped (not the first). */
export function isOneEditAway(a: string, b: string): boolean {
  if (a === b || a[0] !== b[0] || Math.abs(a.length - b.length) > 1) return false;
  let i = 1;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Several shards merged into one MiniSearch index; global document id = shard start + row. */
interface MergedIndex {
  readonly index: MiniSearch<SearchDocument>;
  readonly records: readonly SearchRecord[];
  /** Ranking weight of each record (its shard's). */
  readonly weights: readonly number[];
  /** Share of each record's score its page's intro earns. */
  readonly rollup: readonly number[];
  /** Index (in `shards`) of each record's shard. */
  readonly shardOf: readonly number[];
  readonly shards: readonly LoadedShard[];
  readonly starts: readonly number[];
  /** Every indexed term of the loaded buckets. */
  readonly terms: readonly string[];
  /** Memo of typoAlternatives: query word -> indexed terms one edit away. */
  readonly typos: Map<string, readonly string[]>;
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
  const rollup: number[] = [];
  const shardOf: number[] = [];
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
    rollup.push(...shard.rollup);
    for (let i = 0; i < shard.records.length; i++) {
      weights.push(shard.weight);
      shardOf.push(starts.length - 1);
    }
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
  return {
    index: MiniSearch.loadJS<SearchDocument>(plain, MINISEARCH_OPTIONS),
    records,
    weights,
    rollup,
    shardOf,
    shards: [...shards],
    starts,
    terms: [...index.keys()],
    typos: new Map(),
  };
}

/**
 * A shard file's records (hit shape, content not yet loaded), with each row's position in its page and the share
 * of its score its page's intro earns (none when the shard's pages do not roll up, half on API module pages).
 */
export function decodeShard(meta: SearchShardMeta, weight = 1, rollsUp = true): LoadedShard {
  const titles = rowTitles(meta.pages, meta.rows);
  const rowInPage: number[] = [];
  const rollup: number[] = [];
  let lastPage = -1;
  let inPage = 0;
  const records = meta.rows.map(([pageIndex, packed, level, heading], row): SearchRecord => {
    const anchor = unpackAnchor(packed, heading);
    const page = meta.pages[pageIndex]!;
    if (pageIndex !== lastPage) inPage = 0;
    lastPage = pageIndex;
    rowInPage.push(inPage++);
    rollup.push(rollsUp ? (page.kind === "api" ? API_ROLLUP : 1) : 0);
    const [lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6] = titles[row]!.hierarchy;
    const path = anchor === null ? page.path : `${page.path}#${anchor}`;
    return {
      objectID: path,
      url: meta.baseUrl + path,
      url_without_anchor: meta.baseUrl + page.path,
      anchor,
      type: `lvl${level}` as SearchHitType,
      hierarchy: { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 },
      content: null,
    };
  });
  return { meta, weight, records, rowInPage, rollup };
}
