// The inverted index of a shard's documents in MiniSearch's serialized form, built with plain maps: what
// `new MiniSearch(MINISEARCH_OPTIONS)`, `addAll(documents)` and `toJSON()` give (the same entries, field
// lengths and averages, computed in the same order), several times faster because no radix tree is built
// only to be serialized again. The browser loads it into MiniSearch (createSearchEngine.ts).
import { SEARCH_FIELDS, type SearchDocument } from "../shared/search/searchIndexOptions.ts";
import { tokenizeForIndex } from "../shared/search/tokenizeSearchText.ts";
import type { SearchBucket } from "../shared/search/types.ts";

/** One term's entry: field id -> document id -> term frequency. */
export type IndexEntry = SearchBucket["entries"][number];

/** The serialized index: entries sorted by term, and each document's unique-term count per field with their averages. */
export interface DocumentIndex {
  readonly entries: readonly IndexEntry[];
  readonly fieldLength: readonly (readonly number[])[];
  readonly averageFieldLength: readonly number[];
}

/** Indexes documents whose ids are 0..n-1 in order (MiniSearch's short ids are then the same numbers). */
export function indexDocuments(documents: readonly SearchDocument[]): DocumentIndex {
  // term -> per field id, the documents holding it and their term frequencies (documents in increasing order).
  const index = new Map<string, ({ docs: number[]; counts: number[] } | undefined)[]>();
  const fieldLength: number[][] = [];
  const averageFieldLength: number[] = [];
  documents.forEach((document, id) => {
    if (document.id !== id) throw new Error(`internal: search document ${document.id} at position ${id}`);
    const lengths: number[] = [];
    SEARCH_FIELDS.forEach((field, fieldId) => {
      const counts = new Map<string, number>();
      for (const term of tokenizeForIndex(document[field], field)) counts.set(term, (counts.get(term) ?? 0) + 1);
      lengths[fieldId] = counts.size;
      // MiniSearch's running average, operation for operation, so the floats are the same.
      averageFieldLength[fieldId] = ((averageFieldLength[fieldId] || 0) * id + counts.size) / (id + 1);
      for (const [term, count] of counts) {
        if (!term) continue;
        let fields = index.get(term);
        if (!fields) index.set(term, (fields = []));
        const postings = (fields[fieldId] ??= { docs: [], counts: [] });
        postings.docs.push(id);
        postings.counts.push(count);
      }
    });
    fieldLength.push(lengths);
  });
  const entries: IndexEntry[] = [...index.keys()].sort().map((term) => {
    const data: Record<string, Record<string, number>> = {};
    index.get(term)!.forEach((postings, fieldId) => {
      if (!postings) return;
      const docs: Record<string, number> = {};
      for (const [i, doc] of postings.docs.entries()) docs[doc] = postings.counts[i]!;
      data[fieldId] = docs;
    });
    return [term, data];
  });
  return { entries, fieldLength, averageFieldLength };
}
