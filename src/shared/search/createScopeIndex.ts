// One MiniSearch index over the shards of a scope: made once per scope from the shards' title-field indexes and
// short terms, then given the body postings and snippet windows of each term file a query fetches. Document ids
// are offset per shard and the statistics combined, so scores are those of one index over the scope's records.
// A term's postings all live in the one term file of its key, so what a query finds never depends on the files
// other queries added before (queryTree.ts keeps it so for typos).
import MiniSearch from "minisearch";
import type { LoadedShard } from "./loadPack.ts";
import { decodePostings } from "./postingsCodec.ts";
import { MINISEARCH_OPTIONS, SEARCH_FIELDS, type SearchDocument } from "./searchIndexOptions.ts";
import type { SearchRecord, SearchTermFile } from "./types.ts";

/** A scope's shard, the pack it is read from and its position in that pack. */
export interface ScopeShard {
  readonly shard: LoadedShard;
  readonly pack: string;
  readonly indexInPack: number;
}

/** Term frequencies by field id, then by document. */
type TermData = Map<number, Map<number, number>>;

/** The radix tree of MiniSearch's index: term -> TermData. */
interface TermTree {
  get(term: string): TermData | undefined;
  set(term: string, data: TermData): unknown;
  atPrefix(prefix: string): Iterable<[string, TermData]>;
}

/**
 * The fields MiniSearch.loadJS fills (minisearch 7.2.0, pinned in package.json), set here from maps directly: loadJS
 * would take plain objects and convert every one of their keys, for every query's files. The engine's unit tests
 * check the index against one loadJS makes.
 */
interface MiniSearchState {
  _documentCount: number;
  _nextId: number;
  _documentIds: Map<number, number>;
  _idToShortId: Map<number, number>;
  _fieldLength: Map<number, readonly number[]>;
  _avgFieldLength: number[];
  _index: TermTree;
}

/** The index of a scope, growing as term files are added. */
export interface ScopeIndex {
  readonly index: MiniSearch<SearchDocument>;
  readonly records: readonly SearchRecord[];
  /** Ranking weight of each record (its shard's). */
  readonly weights: readonly number[];
  /** Share of each record's score its page's intro earns. */
  readonly rollup: readonly number[];
  /** Index (in `shards`) of each record's shard. */
  readonly shardOf: readonly number[];
  readonly shards: readonly ScopeShard[];
  readonly starts: readonly number[];
  /** The terms of the title fields (the same whatever term files were added). */
  readonly titleTerms: ReadonlySet<string>;
  /** The short terms some shard has body postings of (the others are common words, or none of the shards' words). */
  readonly shortInBody: ReadonlySet<string>;
  /** Per shard: term -> row -> snippet window, of the term files added. */
  readonly windows: readonly Map<string, ReadonlyMap<number, string>>[];
  /** The paths of the term files added. */
  readonly added: Set<string>;
  /** Memo of typo lookups: query word -> indexed terms one edit away. */
  readonly typos: Map<string, readonly string[]>;
}

const CONTENT = SEARCH_FIELDS.indexOf("content");
const CODE = SEARCH_FIELDS.indexOf("code");

/** The index of the shards of a scope, in order, with their title fields and short terms. */
export function createScopeIndex(scope: readonly ScopeShard[]): ScopeIndex {
  const index = new MiniSearch<SearchDocument>(MINISEARCH_OPTIONS);
  const state = index as unknown as MiniSearchState;
  const starts: number[] = [];
  const records: SearchRecord[] = [];
  const weights: number[] = [];
  const rollup: number[] = [];
  const shardOf: number[] = [];
  const totals = SEARCH_FIELDS.map(() => 0);
  const shortInBody = new Set<string>();
  const titleTerms = new Set<string>();
  scope.forEach(({ shard }, s) => {
    const start = records.length;
    starts.push(start);
    shard.fieldLength.forEach((lengths, row) => {
      state._documentIds.set(start + row, start + row);
      state._idToShortId.set(start + row, start + row);
      state._fieldLength.set(start + row, lengths);
    });
    shard.averageFieldLength.forEach((avg, f) => {
      totals[f] = (totals[f] ?? 0) + avg * shard.records.length;
    });
    records.push(...shard.records);
    rollup.push(...shard.rollup);
    for (let i = 0; i < shard.records.length; i++) {
      weights.push(shard.weight);
      shardOf.push(s);
    }
    for (const [term, byField] of shard.titles.terms) {
      titleTerms.add(term);
      byField.forEach((postings, fieldId) => {
        if (postings) addPostings(state._index, term, fieldId, postings.docs, postings.counts, start);
      });
    }
    for (const [term, [content, code]] of shard.short) {
      shortInBody.add(term);
      addPostings(state._index, term, CONTENT, content.docs, content.counts, start);
      addPostings(state._index, term, CODE, code.docs, code.counts, start);
    }
  });
  state._documentCount = records.length;
  state._nextId = records.length;
  state._avgFieldLength = totals.map((t) => (records.length > 0 ? t / records.length : 0));
  return {
    index,
    records,
    weights,
    rollup,
    shardOf,
    shards: scope,
    starts,
    titleTerms,
    shortInBody,
    windows: scope.map(() => new Map()),
    added: new Set(),
    typos: new Map(),
  };
}

/** Adds a term file of `pack` (once): the body postings and windows of its parts whose shards the scope reads from that pack. */
export function addTermFile(scope: ScopeIndex, pack: string, path: string, file: SearchTermFile): void {
  if (scope.added.has(path)) return;
  scope.added.add(path);
  const tree = (scope.index as unknown as MiniSearchState)._index;
  for (const [part, [terms, content, code, refs, texts]] of file.parts) {
    const s = scope.shards.findIndex((x) => x.pack === pack && x.indexInPack === part);
    if (s === -1) continue;
    const start = scope.starts[s]!;
    terms.forEach((term, i) => {
      const c = decodePostings(content[i]!);
      addPostings(tree, term, CONTENT, c.docs, c.counts, start);
      const k = decodePostings(code[i]!);
      addPostings(tree, term, CODE, k.docs, k.counts, start);
      const w = decodePostings(refs[i]!);
      if (w.docs.length > 0) scope.windows[s]!.set(term, new Map(w.docs.map((row, j) => [row, texts[w.counts[j]!]!])));
    });
  }
}

/** The indexed terms that start with `prefix`. */
export function termsStartingWith(scope: ScopeIndex, prefix: string): string[] {
  return [...(scope.index as unknown as MiniSearchState)._index.atPrefix(prefix)].map(([term]) => term);
}

function addPostings(tree: TermTree, term: string, fieldId: number, docs: readonly number[], counts: readonly number[], start: number): void {
  if (docs.length === 0) return;
  let data = tree.get(term);
  if (!data) tree.set(term, (data = new Map()));
  let byDoc = data.get(fieldId);
  if (!byDoc) data.set(fieldId, (byDoc = new Map()));
  for (let i = 0; i < docs.length; i++) byDoc.set(start + docs[i]!, counts[i]!);
}
