// The inverted index of a shard's documents, built with plain maps: what `new MiniSearch(MINISEARCH_OPTIONS)` and
// `addAll(documents)` index (the same terms, frequencies, field lengths and averages, computed in the same order),
// several times faster because no radix tree is built. The build indexes every field with it (the term files and
// the snippet windows come from it); the browser indexes the title fields of a pack's records with it.
import { SEARCH_FIELDS, type SearchDocument, type SearchField } from "./searchIndexOptions.ts";
import { tokenizeForIndex } from "./tokenizeSearchText.ts";

/** A term's documents in one field, in increasing order, with the term's frequency in each. */
export interface Postings {
  readonly docs: number[];
  readonly counts: number[];
}

/** The index: per term (in first-seen order), its postings per field id; each document's distinct-term count per field, and their averages. */
export interface DocumentIndex {
  readonly terms: ReadonlyMap<string, readonly (Postings | undefined)[]>;
  /** Per document, per field id: its distinct terms (0 for a field not indexed). */
  readonly fieldLength: readonly (readonly number[])[];
  /** Per field id, the average of fieldLength (0 for a field not indexed; none without documents). */
  readonly averageFieldLength: readonly number[];
}

/** One term's entry in MiniSearch's serialized form: field id -> document id -> frequency. */
export type IndexEntry = readonly [term: string, fields: Readonly<Record<string, Readonly<Record<string, number>>>>];

/** Indexes `fields` of documents whose ids are 0..n-1 in order (MiniSearch's short ids are then the same numbers). */
export function indexDocuments(documents: readonly SearchDocument[], fields: readonly SearchField[] = SEARCH_FIELDS): DocumentIndex {
  // Documents come in increasing order, so a term seen again in the same document and field is the last
  // posting's: counted there, with one map lookup per token.
  const terms = new Map<string, (Postings | undefined)[]>();
  const fieldIds = fields.map((f) => SEARCH_FIELDS.indexOf(f));
  const fieldLength: number[][] = [];
  const averageFieldLength: number[] = [];
  // Titles repeat (every section of a page has its title as a parent): each text is tokenized once per field.
  const tokens = fieldIds.map(() => new Map<string, string[]>());
  documents.forEach((document, id) => {
    if (document.id !== id) throw new Error(`internal: search document ${document.id} at position ${id}`);
    const lengths: number[] = SEARCH_FIELDS.map(() => 0);
    fieldIds.forEach((fieldId, f) => {
      const text = document[SEARCH_FIELDS[fieldId]!];
      let found = tokens[f]!.get(text);
      if (!found) tokens[f]!.set(text, (found = tokenizeForIndex(text, SEARCH_FIELDS[fieldId])));
      let distinct = 0;
      let sawEmpty = false;
      for (const term of found) {
        if (!term) {
          // Counted in the field's length (as MiniSearch does), never indexed.
          if (!sawEmpty) distinct++;
          sawEmpty = true;
          continue;
        }
        let byField = terms.get(term);
        if (!byField) terms.set(term, (byField = []));
        const postings = (byField[fieldId] ??= { docs: [], counts: [] });
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
      averageFieldLength[fieldId] = runningAverage(averageFieldLength[fieldId] ?? 0, id, distinct);
    });
    fieldLength.push(lengths);
  });
  // As MiniSearch's: no averages without documents.
  if (documents.length > 0) for (const id of SEARCH_FIELDS.keys()) averageFieldLength[id] ??= 0;
  return { terms, fieldLength, averageFieldLength };
}

/** The average of `count + 1` values, given the average of the first `count` and the next value (as MiniSearch computes it). */
export function runningAverage(average: number, count: number, next: number): number {
  return ((average || 0) * count + next) / (count + 1);
}

/** The index's entries in MiniSearch's serialized form, sorted by term. */
export function serializedEntries(index: DocumentIndex): IndexEntry[] {
  return [...index.terms.keys()].sort().map((term) => {
    const data: Record<string, Record<string, number>> = {};
    index.terms.get(term)!.forEach((postings, fieldId) => {
      if (!postings) return;
      const docs: Record<string, number> = {};
      for (let i = 0; i < postings.docs.length; i++) docs[postings.docs[i]!] = postings.counts[i]!;
      data[fieldId] = docs;
    });
    return [term, data] as const;
  });
}
