// The one MiniSearch configuration: the build indexes with it and the browser (and the relevance tests) load
// and query with it, so scores are the same everywhere.
import type { Options } from "minisearch";
import { type RowTitles, rowTitles } from "./rowTitles.ts";
import { tokenizeForIndex } from "./tokenizeSearchText.ts";
import type { ShardPage, ShardRow } from "./types.ts";

/** Indexed fields, in MiniSearch field-id order. */
export const SEARCH_FIELDS = ["heading", "parents", "content", "code", "keywords", "section"] as const;

export type SearchField = (typeof SEARCH_FIELDS)[number];

/**
 * Fields the browser indexes itself from the records of a pack file (titles, headings, keywords, the page's
 * section): their terms need no download, so a word of any length is matched there by prefix.
 */
export const TITLE_FIELDS: readonly SearchField[] = ["heading", "parents", "keywords", "section"];

/** Fields whose terms come in term files, one file per key (termKeyOf). */
export const BODY_FIELDS = ["content", "code"] as const;

/**
 * Field weights: a record's own heading counts most, then keywords, the headings above it, prose, code, and the
 * sidebar section of a page's intro (`JavaScript Interop` for the TypeScript page: "interop with TypeScript").
 */
export const FIELD_BOOSTS: Readonly<Record<SearchField, number>> = {
  heading: 5,
  keywords: 4,
  parents: 1.5,
  content: 1,
  code: 0.7,
  section: 0.5,
};

/** A document as MiniSearch indexes it: `id` is the row's index in its shard. */
export interface SearchDocument {
  readonly id: number;
  readonly heading: string;
  readonly parents: string;
  readonly content: string;
  readonly code: string;
  readonly keywords: string;
  readonly section: string;
}

/** MiniSearch options: the code-aware tokenizer for documents; queries are pre-tokenized by tokenizeQuery. */
export const MINISEARCH_OPTIONS: Options<SearchDocument> = {
  fields: [...SEARCH_FIELDS],
  idField: "id",
  tokenize: tokenizeForIndex,
  processTerm: (term) => term,
  searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
};

/** What a row of a shard needs to be indexed: page, anchor, level, heading, then content, code and keywords. */
export type IndexedRow = readonly [page: number, anchor: unknown, level: number, heading: string | null, content: string, code: string, keywords: string];

/**
 * The documents of a shard's rows: heading (the page title for an intro, the qualified name for an API item), the
 * headings above, prose, code, keywords, and for a page's intro the page's section (its sidebar category, `Blog`).
 */
export function toSearchDocuments(
  pages: readonly ShardPage[],
  rows: readonly (ShardRow | IndexedRow)[],
  titles: readonly RowTitles[] = rowTitles(pages, rows),
): SearchDocument[] {
  return rows.map(([page, anchor, , , content, code, keywords], id) => ({
    id,
    heading: titles[id]!.heading,
    parents: titles[id]!.parents.join(" "),
    content,
    code,
    keywords,
    section: anchor === null ? (pages[page]!.lvl0 ?? "") : "",
  }));
}

/**
 * A short term: one or two letters, digits or `_` (`a`, `if`, `8`). It has no term file (its postings come with the
 * pack, common words left out) and a query matches it whole in the body and by prefix in the titles, so a first
 * letter typed loads nothing. An operator is never short (`->` has a term file, with its snippet windows).
 */
export function isShortTerm(term: string): boolean {
  return /^[\p{L}\p{N}_]{1,2}$/u.test(term);
}

/** Characters of a term's key. */
const KEY_LENGTH = 3;

/** The key of a term that is not short: its first three characters. Terms sharing a key share a term file. */
export function termKeyOf(term: string): string {
  let key = "";
  let n = 0;
  for (const c of term) {
    key += c;
    if (++n === KEY_LENGTH) break;
  }
  return key;
}
