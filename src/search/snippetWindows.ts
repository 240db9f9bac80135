// The snippet windows a term file carries: for each term, the text around its first match in the records a query
// for it is likely to show, so that the modal shows snippets without fetching the sections' text.
import type { DocumentIndex, Postings } from "../shared/search/indexDocuments.ts";
import { FIELD_BOOSTS, SEARCH_FIELDS } from "../shared/search/searchIndexOptions.ts";
import { WINDOW_WORDS, windowText } from "../shared/search/snippetWindow.ts";

/** A term found in at most this many records has a window in each of them. */
export const WINDOWS_ALL_UP_TO = 50;
/** A term found in more records has windows in its best-scoring this many (the hits a query for it shows first). */
export const WINDOWS_BEST = 20;

/** MiniSearch's BM25+ parameters (its defaults). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** The records of one shard as snippet windows are cut from them. */
export interface WindowSource {
  readonly index: DocumentIndex;
  /** Each record's prose. */
  readonly content: readonly string[];
  /** Each record's page (index), and whether it is its page's intro (the record a page's sections add up to). */
  readonly page: readonly number[];
  readonly intro: readonly boolean[];
}

/** How many of a page's best sections add to its intro's rank (as the engine's withPageScores adds them). */
const PAGE_SECTIONS = 5;

/**
 * The records that get a window for `term` (all of them up to WINDOWS_ALL_UP_TO, else the WINDOWS_BEST that score
 * best for the term alone, by MiniSearch's formula and field boosts, a page's intro with its best sections' scores
 * added), in increasing order, with each window's text:
 * the 10 words around the term's first match in the record's prose, or its first 10 words when the term is in its
 * titles or code only. Records without prose get none.
 */
export function windowsOfTerm(source: WindowSource, term: string, words: (row: number) => RowWords): [row: number, text: string][] {
  const fields = source.index.terms.get(term) ?? [];
  const rows = new Set<number>();
  for (const postings of fields) for (const doc of postings?.docs ?? []) if (source.content[doc] !== "") rows.add(doc);
  let chosen = [...rows];
  if (chosen.length > WINDOWS_ALL_UP_TO) {
    const score = new Map<number, number>();
    for (const [fieldId, postings] of fields.entries()) addScores(score, postings, fieldId, source);
    const rank = rolledUp(score, source);
    chosen = chosen
      .sort((a, b) => rank.get(b)! - rank.get(a)! || a - b)
      .slice(0, WINDOWS_BEST)
      .sort((a, b) => a - b);
  } else chosen.sort((a, b) => a - b);
  const wordStart = WORD_CHAR.test(term[0] ?? "");
  return chosen.map((row) => {
    const { words: all, lower } = words(row);
    return [row, windowText(all, firstMatchOf(lower, term, wordStart), WINDOW_WORDS)];
  });
}

/** A record's prose as words, and the same words lower-cased. */
export interface RowWords {
  readonly words: readonly string[];
  readonly lower: readonly string[];
}

/** The words of a record's prose. */
export function rowWords(text: string): RowWords {
  const words = text.split(/\s+/).filter(Boolean);
  return { words, lower: words.map((w) => w.toLowerCase()) };
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/**
 * The index of the first word where `term` starts (at a word boundary when it starts with a letter, digit or `_`;
 * anywhere for code tokens such as `->`), or -1: what snippetWindow's firstMatch finds, for words lower-cased once.
 */
function firstMatchOf(lower: readonly string[], term: string, wordStart: boolean): number {
  for (let w = 0; w < lower.length; w++) {
    const word = lower[w]!;
    for (let i = word.indexOf(term); i !== -1; i = word.indexOf(term, i + 1)) {
      if (!wordStart || i === 0 || !isWordChar(word.charCodeAt(i - 1), word[i - 1]!)) return w;
    }
  }
  return -1;
}

function isWordChar(code: number, char: string): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 95;
  return WORD_CHAR.test(char);
}

/** Each record's score, a page intro's with the scores of the page's best PAGE_SECTIONS other records added. */
function rolledUp(score: ReadonlyMap<number, number>, source: WindowSource): Map<number, number> {
  const sections = new Map<number, number[]>();
  for (const [row, value] of score) {
    if (source.intro[row]) continue;
    const list = sections.get(source.page[row]!);
    if (list) list.push(value);
    else sections.set(source.page[row]!, [value]);
  }
  const bonus = (page: number) =>
    (sections.get(page) ?? [])
      .sort((a, b) => b - a)
      .slice(0, PAGE_SECTIONS)
      .reduce((a, b) => a + b, 0);
  return new Map([...score].map(([row, value]) => [row, source.intro[row] ? value + bonus(source.page[row]!) : value]));
}

/** Adds each record's BM25+ score for one field's postings of a term, weighted by the field's boost. */
function addScores(score: Map<number, number>, postings: Postings | undefined, fieldId: number, source: WindowSource): void {
  if (!postings) return;
  const { index } = source;
  const count = index.fieldLength.length;
  const matching = postings.docs.length;
  const idf = Math.log(1 + (count - matching + 0.5) / (matching + 0.5));
  const boost = FIELD_BOOSTS[SEARCH_FIELDS[fieldId]!];
  const average = index.averageFieldLength[fieldId] || 1;
  postings.docs.forEach((doc, i) => {
    const tf = postings.counts[i]!;
    const length = index.fieldLength[doc]![fieldId]!;
    const bm25 = idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / average)));
    if (source.content[doc] !== "") score.set(doc, (score.get(doc) ?? 0) + boost * bm25);
  });
}
