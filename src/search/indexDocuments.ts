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

/** A term's documents in one field, in increasing order, with the term's frequency in each. */
interface Postings {
  readonly docs: number[];
  readonly counts: number[];
}

/** Indexes documents whose ids are 0..n-1 in order (MiniSearch's short ids are then the same numbers). */
export function indexDocuments(documents: readonly SearchDocument[]): DocumentIndex {
  // term -> per field id, its postings. Documents come in increasing order, so a term seen again in the same
  // document and field is the last posting's: counted there, with one map lookup per token.
  const index = new Map<string, (Postings | undefined)[]>();
  const fieldLength: number[][] = [];
  const averageFieldLength: number[] = [];
  documents.forEach((document, id) => {
    if (document.id !== id) throw new Error(`internal: search document ${document.id} at position ${id}`);
    const lengths: number[] = [];
    SEARCH_FIELDS.forEach((field, fieldId) => {
      let distinct = 0;
      let sawEmpty = false;
      for (const term of tokenizeForIndex(document[field], field)) {
        if (!term) {
          // Counted in the field's length (as MiniSearch does), never indexed.
          if (!sawEmpty) distinct++;
          sawEmpty = true;
          continue;
        }
        let fields = index.get(term);
        if (!fields) index.set(term, (fields = []));
        const postings = (fields[fieldId] ??= { docs: [], counts: [] });
        const last = postings.docs.length - 1;
        if (last >= 0 && postings.docs[last] === id) postings.counts[last]!++;
        else {
          postings.docs.push(id);
          postings.counts.push(1);
          distinct++;
        }
      }
      lengths[fieldId] = distinct;
      // MiniSearch's running average, operation for operation, so the floats are the same.
      averageFieldLength[fieldId] = ((averageFieldLength[fieldId] || 0) * id + distinct) / (id + 1);
    });
    fieldLength.push(lengths);
  });
  const entries = [...index.keys()].sort().map((term) => entryOf(term, index.get(term)!));
  return { entries, fieldLength, averageFieldLength };
}

/** A term's entry in MiniSearch's serialized form: field id -> document id -> frequency. */
function entryOf(term: string, fields: readonly (Postings | undefined)[]): IndexEntry {
  const data: Record<string, Record<string, number>> = {};
  fields.forEach((postings, fieldId) => {
    if (!postings) return;
    const docs: Record<string, number> = {};
    for (let i = 0; i < postings.docs.length; i++) docs[postings.docs[i]!] = postings.counts[i]!;
    data[fieldId] = docs;
  });
  return [term, data];
}
