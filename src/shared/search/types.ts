// The search records and index files the build writes under /search/ and the browser reads.
// Browser code imports these types, so this folder never imports Node modules.
import type { BrowserDocSet } from "../BrowserDocSet.ts";
import type { PackedAnchor } from "./shardAnchors.ts";

/** Which heading level a record stands for (`lvl1` is a page's title and intro), or `content`. */
export type SearchHitType = "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6" | "content";

/** The headings above a record: lvl0 the section (sidebar category, Blog...), lvl1 the page title, lvl2-lvl6 headings. */
export interface SearchHierarchy {
  readonly lvl0: string | null;
  readonly lvl1: string | null;
  readonly lvl2: string | null;
  readonly lvl3: string | null;
  readonly lvl4: string | null;
  readonly lvl5: string | null;
  readonly lvl6: string | null;
}

/** One searchable page section, in the shape of a DocSearch hit (SPEC section 3) without highlight results. */
export interface SearchRecord {
  readonly objectID: string;
  /** Absolute URL (site baseUrl + path + `#anchor`). */
  readonly url: string;
  readonly url_without_anchor: string;
  /** Heading id (or syntax-lookup entry id); null for a page's intro record. */
  readonly anchor: string | null;
  readonly type: SearchHitType;
  readonly hierarchy: SearchHierarchy;
  /**
   * Text of the section around the query's words (up to 10 words, `…` where the section goes on), as the term
   * files give it; null when they give none for this record.
   */
  readonly content: string | null;
  /** Search-only field: the code-block tokens of the section, each once. */
  readonly code?: string;
  /** Search-only field: syntax-lookup keywords, weighted like headings. */
  readonly keywords?: string;
}

/** A page (or syntax-lookup entry) of a shard: what all its records share. */
export interface ShardPage {
  /** Site-absolute path without anchor. */
  readonly path: string;
  readonly lvl0: string | null;
  readonly title: string;
  /**
   * `api` for an API module page: its title is the module's qualified name (`Belt.Array`) and its level-2
   * headings are the module's items, whose records are titled `Belt.Array.map` (rowTitles.ts).
   */
  readonly kind?: "api";
}

/**
 * One record of a shard as the build makes it, in document order: page index, anchor (null for a page's intro),
 * heading level 1-6, heading text (null: the page title), prose, code tokens, keywords.
 */
export type ShardRow = readonly [page: number, anchor: string | null, level: number, heading: string | null, content: string, code: string, keywords: string];

/**
 * A record as the pack file lists it: page index, anchor (a number when it is the heading's slug: shardAnchors.ts),
 * level, heading, and for a syntax-lookup entry its keywords. Text lives in the term files.
 */
export type ShardMetaRow =
  | readonly [page: number, anchor: PackedAnchor, level: number, heading: string | null]
  | readonly [page: number, anchor: PackedAnchor, level: number, heading: string | null, keywords: string];

/**
 * Index entries of some terms in the fields that term files carry (`content`, `code`): the sorted terms, and per
 * term its postings in each field (postingsCodec.ts: the rows, each after the one before, with the term's frequency).
 */
export type PostingsTable = readonly [terms: readonly string[], content: readonly string[], code: readonly string[]];

/**
 * The terms of one shard whose key (termKeyOf) is the same: their postings, and for each term the snippet windows
 * of its best records (`row.window` pairs, postingsCodec.ts) among `windows`, the texts as the modal shows them
 * (10 words, `…` where the section goes on).
 */
export type TermSection = readonly [
  terms: readonly string[],
  content: readonly string[],
  code: readonly string[],
  refs: readonly string[],
  windows: readonly string[],
];

/** One shard as a pack lists it: its pages and records, and what its records weigh in the body fields. */
export interface PackShard {
  readonly id: string;
  readonly pages: readonly ShardPage[];
  readonly rows: readonly ShardMetaRow[];
  /** Distinct terms of each row's `content` and `code` fields (the other fields are counted by the browser from the titles). */
  readonly lengths: readonly [content: readonly number[], code: readonly number[]];
  /** Postings of the short terms (one or two characters) that are not common words: they have no term file. */
  readonly short: PostingsTable;
}

/**
 * A pack file: the shards one reader's search needs (a doc-set version, the unversioned shards and the other doc sets'
 * default versions), the keys of their terms, and where the term files are. The terms of the titles and headings are
 * indexed by the browser from the records; the body's terms are split by key into term files (termFilePath), file `i`
 * holding the keys from `files[i]` (inclusive) to `files[i + 1]`, so a query fetches one file per word.
 */
export interface SearchPackMeta {
  readonly format: 1;
  readonly id: string;
  /** Absolute site URL the record URLs start with. */
  readonly baseUrl: string;
  readonly shards: readonly PackShard[];
  /** Every key with terms in some shard of the pack, sorted. */
  readonly keys: readonly string[];
  /** The first key of each term file, sorted. */
  readonly files: readonly string[];
  /** Site-absolute folder of the term files. */
  readonly folder: string;
  /** A hash of all the pack's term files, in each one's name (so that hosts may cache them forever). */
  readonly hash: string;
}

/** Where term file `i` of a pack is: `<folder>/<i>.<hash>.json`. */
export function termFilePath(folder: string, i: number, hash: string): string {
  return `${folder}/${i}.${hash}.json`;
}

/** A term file: the sections of its keys, each with the index (in the pack's `shards`) of the shard it belongs to. */
export interface SearchTermFile {
  readonly format: 1;
  readonly parts: readonly (readonly [shard: number, section: TermSection])[];
}

/** A shard as the manifest lists it. */
export interface SearchShardEntry {
  readonly id: string;
  /** Doc set id and version folder for versioned shards; absent for blog, community, syntax lookup, other pages. */
  readonly docSet?: string;
  readonly version?: string;
  readonly records: number;
  /** Ranking weight of the shard's records (1 for docs; less for blog posts and syntax-lookup cards). */
  readonly weight: number;
  /** False when a page's intro does not also earn the scores of its sections (blog posts); absent: it does. */
  readonly rollup?: false;
}

/** A pack as the manifest lists it: its file and the shards it holds, its own first. */
export interface SearchPackEntry {
  readonly id: string;
  /** Site-absolute, content-hashed path of the pack file (a SearchPackMeta). */
  readonly path: string;
  readonly shards: readonly string[];
  /** Size of the pack file in bytes (uncompressed). */
  readonly bytes: number;
}

/**
 * `/search/manifest.json`: every shard and pack and the doc sets, so a query fetches only the pack of its scope.
 * Format 3: packs and term files; a page still running a script of an older format refuses the manifest.
 */
export interface SearchManifest {
  readonly format: 3;
  readonly shards: readonly SearchShardEntry[];
  readonly packs: readonly SearchPackEntry[];
  readonly docSets: readonly BrowserDocSet[];
}

/** Where the manifest lives. */
export const SEARCH_MANIFEST_PATH = "/search/manifest.json";
