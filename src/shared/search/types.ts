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
  /** Plain text of the section; null when the section has no text. */
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
 * A record as the shard file lists it: page index, anchor (a number when it is the heading's slug: shardAnchors.ts),
 * level, heading. Text lives in buckets and fragments.
 */
export type ShardMetaRow = readonly [page: number, anchor: PackedAnchor, level: number, heading: string | null];

/**
 * A shard file: the records (without text) and the document statistics of its MiniSearch index. The inverted
 * index is split by the first character of each term into bucket files, and each page's record text
 * (for snippets) into a fragment file, so a query fetches only the buckets of its terms and the fragments of its hits.
 */
export interface SearchShardMeta {
  readonly format: 1;
  readonly id: string;
  /** Absolute site URL the record URLs start with. */
  readonly baseUrl: string;
  readonly pages: readonly ShardPage[];
  readonly rows: readonly ShardMetaRow[];
  /** Tokens per search field (SEARCH_FIELDS order) of each row. */
  readonly fieldLength: readonly (readonly number[])[];
  readonly averageFieldLength: readonly number[];
  /** First character of a term -> path of the bucket file holding the index entries of such terms. */
  readonly buckets: Readonly<Record<string, string>>;
  /** Path of each page's fragment file (same order as `pages`). */
  readonly fragments: readonly string[];
}

/** Index entries of one bucket: term -> field id -> row index -> term frequency (MiniSearch's serialized form). */
export interface SearchBucket {
  readonly format: 1;
  readonly entries: readonly (readonly [term: string, fields: Readonly<Record<string, Readonly<Record<string, number>>>>])[];
}

/** The prose of one page's records, in row order, for snippets. */
export interface SearchFragment {
  readonly format: 1;
  readonly content: readonly string[];
}

/** A shard as the manifest lists it. */
export interface SearchShardEntry {
  readonly id: string;
  /** Site-absolute, content-hashed path of the shard file (a SearchShardMeta). */
  readonly path: string;
  /** Doc set id and version folder for versioned shards; absent for blog, community, syntax lookup, other pages. */
  readonly docSet?: string;
  readonly version?: string;
  readonly records: number;
  /** Ranking weight of the shard's records (1 for docs; less for blog posts and syntax-lookup cards). */
  readonly weight: number;
  /** False when a page's intro does not also earn the scores of its sections (blog posts); absent: it does. */
  readonly rollup?: false;
  /** Size of the file in bytes (uncompressed). */
  readonly bytes: number;
}

/**
 * `/search/manifest.json`: every shard and the doc sets, so a query fetches only the shards of its scope.
 * Format 2: shard rows may give a heading's anchor as a number (packed, see PackedAnchor); a page still
 * running a script of format 1 refuses the manifest rather than link to wrong anchors.
 */
export interface SearchManifest {
  readonly format: 2;
  readonly shards: readonly SearchShardEntry[];
  readonly docSets: readonly BrowserDocSet[];
}

/** Where the manifest lives. */
export const SEARCH_MANIFEST_PATH = "/search/manifest.json";
