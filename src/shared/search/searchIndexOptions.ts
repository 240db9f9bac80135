// The one MiniSearch configuration: the build indexes with it and the browser (and the relevance tests) load
// and query with it, so scores are the same everywhere.
import type { Options } from "minisearch";
import { rowTitles } from "./rowTitles.ts";
import { tokenizeForIndex } from "./tokenizeSearchText.ts";
import type { ShardPage, ShardRow } from "./types.ts";

/** Indexed fields, in MiniSearch field-id order. */
export const SEARCH_FIELDS = ["heading", "parents", "content", "code", "keywords"] as const;

/** Field weights: a record's own heading counts most, then keywords, the headings above it, prose and code. */
export const FIELD_BOOSTS: Readonly<Record<(typeof SEARCH_FIELDS)[number], number>> = {
  heading: 5,
  keywords: 4,
  parents: 1.5,
  content: 1,
  code: 0.7,
};

/** A document as MiniSearch indexes it: `id` is the row's index in its shard. */
export interface SearchDocument {
  readonly id: number;
  readonly heading: string;
  readonly parents: string;
  readonly content: string;
  readonly code: string;
  readonly keywords: string;
}

/** MiniSearch options: the code-aware tokenizer for documents; queries are pre-tokenized by tokenizeQuery. */
export const MINISEARCH_OPTIONS: Options<SearchDocument> = {
  fields: [...SEARCH_FIELDS],
  idField: "id",
  tokenize: tokenizeForIndex,
  processTerm: (term) => term,
  searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
};

/**
 * The documents of a shard's rows: heading (the page title for an intro, the qualified name for an API item), the
 * headings above, prose, code, keywords.
 */
export function toSearchDocuments(pages: readonly ShardPage[], rows: readonly ShardRow[]): SearchDocument[] {
  const titles = rowTitles(pages, rows);
  return rows.map(([, , , , content, code, keywords], id) => ({
    id,
    heading: titles[id]!.heading,
    parents: titles[id]!.parents.join(" "),
    content,
    code,
    keywords,
  }));
}

/** The bucket a term's index entry lives in: its first character. */
export function bucketKeyOf(term: string): string {
  return String.fromCodePoint(term.codePointAt(0) ?? 0);
}
