// The offline search engine the browser runs (and the relevance tests): it fetches the pack of a scope, makes one
// MiniSearch index of the scope's records (createScopeIndex.ts), adds the term files of each query's words as they
// come and queries it. Fetching is injected, so Node can serve the files from memory.
import type { Query, SearchResult } from "minisearch";
import { type LoadedPack, loadPack } from "./loadPack.ts";
import { addTermFile, createScopeIndex, type ScopeIndex, termsStartingWith } from "./createScopeIndex.ts";
import { isOneEditAway, keysOf, toQuery, typoKeysOf, typoWords } from "./queryTree.ts";
import { FIELD_BOOSTS, isShortTerm, TITLE_FIELDS } from "./searchIndexOptions.ts";
import { matchRanges } from "./snippetWindow.ts";
import { tokenizeQuery, type QueryTerm } from "./tokenizeSearchText.ts";
import { planScope, termFilePaths } from "./planScope.ts";
import type { SearchHierarchy, SearchManifest, SearchPackMeta, SearchRecord, SearchTermFile } from "./types.ts";

export { isOneEditAway } from "./queryTree.ts";

/** A ranked record with the terms to highlight in it. */
export interface SearchHit {
  readonly record: SearchRecord;
  readonly score: number;
  /** Query terms and the document terms they matched (prefix and typo matches included), lower-case. */
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

/** Scope indexes kept (a page's scope, widened scope and all versions, and a few more). */
const MAX_SCOPES = 4;
/** How many of a page's matching sections (the best ones) add to its intro's score. */
const PAGE_SECTIONS = 5;
/** The weight of the records of other doc sets than the reader's (SearchEngine.search's `secondary`). */
const SECONDARY_WEIGHT = 0.8;
/** Below this many hits a query also looks for typos. */
const FEW_HITS = 5;

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
  const packs = new Map<string, Promise<LoadedPack>>();
  const packOf = (id: string): Promise<LoadedPack> => {
    let pending = packs.get(id);
    if (!pending) {
      const entry = manifest.packs.find((p) => p.id === id)!;
      pending = fetchOnce<SearchPackMeta>(entry.path).then((meta) => loadPack(meta, manifest.shards));
      packs.set(id, pending);
      pending.catch(() => packs.delete(id));
    }
    return pending;
  };
  const scopes = new Map<string, Promise<ScopeIndex>>();

  /** The index of a scope (made once, from its packs), with the term files of `keys` added. */
  async function engineFor(shardIds: readonly string[], keys: readonly string[]): Promise<ScopeIndex> {
    const plan = planScope(manifest, shardIds);
    const id = shardIds.join("|");
    let pending = scopes.get(id);
    if (!pending) {
      pending = Promise.all(plan.packs.map(async (p) => [p, await packOf(p)] as const)).then((loaded) => {
        const packs = new Map(loaded);
        return createScopeIndex(
          plan.shards.map(({ id: shard, pack }) => {
            const indexInPack = packs.get(pack)!.meta.shards.findIndex((s) => s.id === shard);
            return { shard: packs.get(pack)!.shards[indexInPack]!, pack, indexInPack };
          }),
        );
      });
      scopes.set(id, pending);
      pending.catch(() => scopes.delete(id));
      if (scopes.size > MAX_SCOPES) scopes.delete(scopes.keys().next().value!);
    }
    const scope = await pending;
    await Promise.all(
      plan.packs.map(async (pack) => {
        const { meta } = await packOf(pack);
        const paths = termFilePaths(meta, keys).filter((p) => !scope.added.has(p));
        const files = await Promise.all(paths.map((p) => fetchOnce<SearchTermFile>(p)));
        for (const [i, path] of paths.entries()) addTermFile(scope, pack, path, files[i]!);
      }),
    );
    return scope;
  }

  return {
    async search(query, shardIds, options = {}) {
      const all = tokenizeQuery(query);
      if (all.length === 0 || shardIds.length === 0) return { hits: [], total: 0 };
      const engine = await engineFor(shardIds, keysOf(all));
      const terms = withoutCommonShortWords(all, engine);
      const secondary = shardIds.map((id) => (options.secondary?.includes(id) ? SECONDARY_WEIGHT : 1));
      const run = (tree: Query) => {
        const boostDocument = (id: number) => engine.weights[id]! * secondary[engine.shardOf[id]!]! * (engine.records[id]!.type === "lvl1" ? 1.25 : 1);
        return engine.index.search(tree, { boost: FIELD_BOOSTS, boostDocument });
      };
      let results = withPageScores(run(toQuery(terms, "AND")), engine);
      // Few hits: words of 5+ letters also match the indexed terms one edit away, ranked below the exact hits.
      const words = typoWords(terms);
      let typos: Map<string, readonly string[]> | undefined;
      if (results.length < FEW_HITS && words.length > 0) {
        await engineFor(shardIds, words.flatMap(typoKeysOf));
        typos = typoAlternatives(engine, words);
        // A title's term found one edit away brings its term file, so that it scores as it would anywhere.
        if (typos) await engineFor(shardIds, keysOf([...typos.values()].flat().map((term) => ({ term, kind: "word", alternatives: [] }))));
      }
      if (typos) {
        const seen = new Set(results.map((r) => r.id as number));
        const more = withPageScores(run(toQuery(terms, "AND", typos)), engine).filter((r) => !seen.has(r.id as number));
        results = [...results, ...more];
      }
      if (results.length === 0 && terms.length > 1) results = withPageScores(run(toQuery(terms, "OR", typos)), engine);
      const top = results.slice(0, options.limit ?? 20);
      return { hits: top.map((r) => hitOf(engine, r, terms)), total: results.length };
    },
    async suggest(query, shardIds, limit = 3) {
      const terms = tokenizeQuery(query);
      if (terms.length === 0 || shardIds.length === 0) return [];
      const engine = await engineFor(shardIds, keysOf(terms));
      // Headings are what is suggested: the titles' terms are matched loosely, whatever term files were fetched.
      const loose: Query = {
        combineWith: "OR",
        fields: [...TITLE_FIELDS],
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
 * The query's terms without its short words that are in no record's prose or code (`a`, `to`, or a letter being
 * typed: "You forgot to handle a possible case" needs neither), unless that leaves none (a query `a` finds titles).
 */
function withoutCommonShortWords(terms: readonly QueryTerm[], engine: ScopeIndex): readonly QueryTerm[] {
  const kept = terms.filter((t) => !isShortTerm(t.term) || t.alternatives.length > 0 || engine.shortInBody.has(t.term));
  return kept.length > 0 ? kept : terms;
}

/**
 * For each typo word, the indexed terms one edit away, memoised per scope; undefined when no word has any. They are
 * looked for among the terms of its typo keys (whose term files the lookup added) and of the titles (the same
 * whatever files were added), never among other files' terms, which would depend on earlier queries.
 */
function typoAlternatives(engine: ScopeIndex, words: readonly string[]): Map<string, readonly string[]> | undefined {
  let out: Map<string, readonly string[]> | undefined;
  for (const word of words) {
    let near = engine.typos.get(word);
    if (!near) {
      const candidates = new Set([...typoKeysOf(word).flatMap((key) => termsStartingWith(engine, key)), ...engine.titleTerms]);
      engine.typos.set(word, (near = [...candidates].filter((term) => !isShortTerm(term) && isOneEditAway(word, term))));
    }
    if (near.length > 0) (out ??= new Map()).set(word, near);
  }
  return out;
}

/**
 * A page's intro record also earns the scores of the page's best five other matching sections: a query that a
 * whole page is about (`record`, `->`) ranks that page above a single section or card that mentions it, while a
 * long API module page cannot win on the number of its sections alone (its items count half). Blog posts earn
 * nothing this way: a post that mentions a query in many sections does not outrank the docs page titled by it.
 */
function withPageScores(results: SearchResult[], engine: ScopeIndex): SearchResult[] {
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
 * A result as a hit: its record, with as content the snippet window (of the term files fetched) that shows the most
 * of the query's words (then of the terms they matched), and the terms to highlight.
 */
function hitOf(engine: ScopeIndex, r: SearchResult, terms: readonly QueryTerm[]): SearchHit {
  const id = r.id as number;
  const s = engine.shardOf[id]!;
  const row = id - engine.starts[s]!;
  const words = terms.map((t) => t.term);
  const matched = [...new Set([...words, ...Object.keys(r.match)])];
  let content: string | null = null;
  let best = -1;
  for (const term of Object.keys(r.match)) {
    const text = engine.windows[s]!.get(term)?.get(row);
    if (text === undefined) continue;
    const shows = (list: readonly string[]) => list.filter((t) => matchRanges(text, [t]).length > 0).length;
    const score = shows(words) * 1000 + shows(matched);
    if (score > best) {
      content = text;
      best = score;
    }
  }
  return { record: { ...engine.records[id]!, content }, score: r.score, terms: matched };
}
