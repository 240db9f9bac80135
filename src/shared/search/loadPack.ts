// A pack file as the engine uses it: each shard's records in the shape of search hits, the index of their title
// fields (made here from the records: titles, headings, keywords and sections cost no download), the field lengths
// and averages of every field, and the postings of the short terms.
import { type DocumentIndex, indexDocuments, type Postings, runningAverage } from "./indexDocuments.ts";
import { decodePostings } from "./postingsCodec.ts";
import { rowTitles } from "./rowTitles.ts";
import { type IndexedRow, SEARCH_FIELDS, TITLE_FIELDS, toSearchDocuments } from "./searchIndexOptions.ts";
import { unpackAnchor } from "./shardAnchors.ts";
import type { PostingsTable, SearchHitType, SearchPackMeta, SearchRecord, SearchShardEntry } from "./types.ts";

/**
 * The share of an API item's score its module page earns: every item's heading names the module, so the module
 * page would otherwise outrank the manual's guide on the module's name (`dict`, `promise`) by its items alone.
 */
const API_ROLLUP = 0.5;

/** One shard of a pack, ready to be merged into a search index. */
export interface LoadedShard {
  readonly id: string;
  readonly weight: number;
  /** Records (hit shape, content not yet known), in row order. */
  readonly records: readonly SearchRecord[];
  /** How much of each row's score its page's intro also earns (withPageScores). */
  readonly rollup: readonly number[];
  /** The index of the title fields. */
  readonly titles: DocumentIndex;
  /** Per row, per field id (SEARCH_FIELDS), its distinct terms. */
  readonly fieldLength: readonly (readonly number[])[];
  readonly averageFieldLength: readonly number[];
  /** Body postings (content, code) of the shard's short terms that are not common words. */
  readonly short: ReadonlyMap<string, readonly [content: Postings, code: Postings]>;
}

/** A pack file's shards, decoded. */
export interface LoadedPack {
  readonly meta: SearchPackMeta;
  readonly shards: readonly LoadedShard[];
}

const CONTENT = SEARCH_FIELDS.indexOf("content");
const CODE = SEARCH_FIELDS.indexOf("code");

/** Decodes a pack file; `entries` are the manifest's shards (their weights and whether their pages roll up). */
export function loadPack(meta: SearchPackMeta, entries: readonly SearchShardEntry[]): LoadedPack {
  return {
    meta,
    shards: meta.shards.map((shard) => {
      const entry = entries.find((e) => e.id === shard.id);
      const rollsUp = entry?.rollup !== false;
      const titles = rowTitles(shard.pages, shard.rows);
      const rows = shard.rows.map(([page, anchor, level, heading, keywords]): IndexedRow => [page, anchor, level, heading, "", "", keywords ?? ""]);
      const index = indexDocuments(toSearchDocuments(shard.pages, rows, titles), TITLE_FIELDS);
      const [content, code] = shard.lengths;
      const averages = [...index.averageFieldLength];
      const fieldLength = index.fieldLength.map((lengths, row) => {
        const all = [...lengths];
        all[CONTENT] = content[row]!;
        all[CODE] = code[row]!;
        averages[CONTENT] = runningAverage(averages[CONTENT] ?? 0, row, all[CONTENT]);
        averages[CODE] = runningAverage(averages[CODE] ?? 0, row, all[CODE]);
        return all;
      });
      const rollup: number[] = [];
      const records = shard.rows.map(([pageIndex, packed, level, heading], row): SearchRecord => {
        const anchor = unpackAnchor(packed, heading);
        const page = shard.pages[pageIndex]!;
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
      return {
        id: shard.id,
        weight: entry?.weight ?? 1,
        records,
        rollup,
        titles: index,
        fieldLength,
        averageFieldLength: averages,
        short: decodeTable(shard.short),
      };
    }),
  };
}

/** The postings of a table, by term. */
export function decodeTable([terms, content, code]: PostingsTable): Map<string, readonly [Postings, Postings]> {
  return new Map(terms.map((term, i) => [term, [decodePostings(content[i]!), decodePostings(code[i]!)]] as const));
}
