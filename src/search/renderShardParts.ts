// One shard's share of the index files: its part of every pack file that holds it (records, field lengths, the
// postings of short terms) and, per key, its section of the term file of that key (postings and snippet windows).
import type { BuiltShard } from "./buildSearchShards.ts";
import { type DocumentIndex, indexDocuments, type Postings } from "../shared/search/indexDocuments.ts";
import { encodePostings } from "../shared/search/postingsCodec.ts";
import { BODY_FIELDS, isShortTerm, SEARCH_FIELDS, termKeyOf, toSearchDocuments } from "../shared/search/searchIndexOptions.ts";
import { packAnchor } from "../shared/search/shardAnchors.ts";
import type { PackShard, PostingsTable, SearchShardEntry, ShardMetaRow, TermSection } from "../shared/search/types.ts";
import { hashText } from "./hashText.ts";
import { type RowWords, rowWords, windowsOfTerm } from "./snippetWindows.ts";

/** Ranking weights by shard (DocSearch's `pageRank`, per section): a docs page about a query outranks the
 * syntax-lookup card and the blog post that mention it. Shards not listed weigh 1. */
export const SHARD_WEIGHTS: Readonly<Record<string, number>> = { "syntax-lookup": 0.7, blog: 0.6 };

/**
 * Shards whose pages are ranked by their own records only: a blog post that mentions a query in many sections
 * does not add them up to outrank the docs page titled by it (docs pages do: createSearchEngine's withPageScores).
 */
export const NO_ROLLUP: ReadonlySet<string> = new Set(["blog"]);

/**
 * A short word (letters only) in the prose or code of more than this share of a shard's records is a common word
 * (`a`, `in`, `to`): its postings are left out, and a query matches it in titles and headings only.
 */
export const COMMON_SHORT_SHARE = 1 / 50;

/** What a worker renders of one shard (as JSON text, so that packs only join it). */
export interface ShardParts {
  readonly entry: SearchShardEntry;
  /** The shard's PackShard. */
  readonly pack: string;
  /** Sorted keys, each with the shard's TermSection of it. */
  readonly sections: readonly (readonly [key: string, section: string])[];
  /** A hash of all the sections (term files are named by their sections' hashes, not hashed again per pack). */
  readonly sectionsHash: string;
}

const CONTENT = SEARCH_FIELDS.indexOf("content");
const CODE = SEARCH_FIELDS.indexOf("code");

/** Indexes one shard and renders its parts. */
export function renderShardParts(built: BuiltShard): ShardParts {
  const index = indexDocuments(toSearchDocuments(built.pages, built.rows));
  const rows = built.rows.map(([page, anchor, level, heading, , , keywords]): ShardMetaRow => {
    const packed = packAnchor(anchor, heading);
    return keywords === "" ? [page, packed, level, heading] : [page, packed, level, heading, keywords];
  });
  const byKey = new Map<string, string[]>();
  const short: string[] = [];
  for (const term of [...index.terms.keys()].sort()) {
    if (isShortTerm(term)) {
      if (hasBody(index, term) && !isCommonShortWord(index, term)) short.push(term);
      continue;
    }
    const key = termKeyOf(term);
    const list = byKey.get(key);
    if (list) list.push(term);
    else byKey.set(key, [term]);
  }
  const words = new Map<number, RowWords>();
  const wordsAt = (row: number) => {
    let found = words.get(row);
    if (!found) words.set(row, (found = rowWords(built.rows[row]![4])));
    return found;
  };
  const content = built.rows.map((r) => r[4]);
  const source = { index, content, page: built.rows.map((r) => r[0]), intro: built.rows.map((r) => r[1] === null) };
  const sections = [...byKey].map(([key, terms]) => [key, JSON.stringify(sectionOf(index, terms, source, wordsAt))] as const);
  const pack: PackShard = {
    id: built.id,
    pages: built.pages,
    rows,
    lengths: [index.fieldLength.map((l) => l[CONTENT]!), index.fieldLength.map((l) => l[CODE]!)],
    short: postingsTable(index, short),
  };
  return {
    entry: {
      id: built.id,
      records: built.rows.length,
      weight: SHARD_WEIGHTS[built.id] ?? 1,
      ...(NO_ROLLUP.has(built.id) ? { rollup: false as const } : {}),
      ...(built.docSet ? { docSet: built.docSet, version: built.version } : {}),
    },
    pack: JSON.stringify(pack),
    sections,
    sectionsHash: hashText(sections.map(([key, section]) => `${key}\n${section}`).join("\n")),
  };
}

/** The terms' body postings and their snippet windows (each distinct text once). */
function sectionOf(
  index: DocumentIndex,
  terms: readonly string[],
  source: Parameters<typeof windowsOfTerm>[0],
  words: Parameters<typeof windowsOfTerm>[2],
): TermSection {
  const texts = new Map<string, number>();
  const refs = terms.map((term) => {
    const windows = windowsOfTerm(source, term, words);
    const ids = windows.map(([, text]) => {
      let id = texts.get(text);
      if (id === undefined) texts.set(text, (id = texts.size));
      return id;
    });
    return encodePostings(
      windows.map(([row]) => row),
      ids,
      false,
    );
  });
  const [, content, code] = postingsTable(index, terms);
  return [terms, content, code, refs, [...texts.keys()]];
}

/** The body postings of `terms`. */
function postingsTable(index: DocumentIndex, terms: readonly string[]): PostingsTable {
  const encode = (postings: Postings | undefined) => (postings ? encodePostings(postings.docs, postings.counts) : "");
  return [terms, terms.map((t) => encode(index.terms.get(t)![CONTENT])), terms.map((t) => encode(index.terms.get(t)![CODE]))];
}

function hasBody(index: DocumentIndex, term: string): boolean {
  const fields = index.terms.get(term)!;
  return BODY_FIELDS.some((f) => fields[SEARCH_FIELDS.indexOf(f)] !== undefined);
}

/** A short word of letters found in the body of more than COMMON_SHORT_SHARE of the records. */
function isCommonShortWord(index: DocumentIndex, term: string): boolean {
  if (!/^\p{L}+$/u.test(term)) return false;
  const fields = index.terms.get(term)!;
  const rows = new Set([...(fields[CONTENT]?.docs ?? []), ...(fields[CODE]?.docs ?? [])]);
  return rows.size > index.fieldLength.length * COMMON_SHORT_SHARE;
}
