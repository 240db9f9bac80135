import { test, describe } from "node:test";
import assert from "node:assert/strict";
import MiniSearch from "minisearch";
import { indexDocuments, serializedEntries } from "../../../src/shared/search/indexDocuments.ts";
import { MINISEARCH_OPTIONS, SEARCH_FIELDS, type SearchDocument, TITLE_FIELDS } from "../../../src/shared/search/searchIndexOptions.ts";

const TEXTS = [
  "",
  "Records are immutable by default",
  "let x = a->Array.map(f) |> ignore",
  '@as("type") @@warning("-27") %raw #red ~label',
  "let? Some(x) = maybe",
  "Ünïcödé wörds and çedillas: über Straße",
  "records records records RECORDS",
  "a.b.c rescript.json ... => ++ === !==",
  "x",
  "Option<int> option<string>",
  "Belt.Array.map: Examples of Js.Promise2.then and rescript.json",
];

function documents(count: number): SearchDocument[] {
  return Array.from({ length: count }, (_, id) => ({
    id,
    heading: TEXTS[id % TEXTS.length]!,
    parents: TEXTS[(id * 3 + 1) % TEXTS.length]!,
    content: `${TEXTS[(id * 7 + 2) % TEXTS.length]} ${TEXTS[(id + 5) % TEXTS.length]} page ${id}`,
    code: TEXTS[(id * 5 + 3) % TEXTS.length]!,
    keywords: id % 4 === 0 ? "" : TEXTS[(id + 8) % TEXTS.length]!,
    section: id % 3 === 0 ? TEXTS[(id + 4) % TEXTS.length]! : "",
  }));
}

describe("indexDocuments", () => {
  test("gives MiniSearch's serialized index: the same entries (sorted by term), field lengths and averages, to the bit", () => {
    for (const count of [0, 1, 7, 200]) {
      const docs = documents(count);
      const mini = new MiniSearch(MINISEARCH_OPTIONS);
      mini.addAll(docs);
      const expected = mini.toJSON();
      const ours = indexDocuments(docs);
      assert.deepEqual(
        serializedEntries(ours),
        [...expected.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        `${count} documents`,
      );
      assert.deepEqual(
        ours.fieldLength,
        docs.map((d) => expected.fieldLength[d.id]),
        `${count} documents`,
      );
      assert.deepEqual(ours.averageFieldLength, expected.averageFieldLength, `${count} documents`);
      assert.equal(JSON.stringify(ours.averageFieldLength), JSON.stringify(expected.averageFieldLength));
    }
  });

  test("some fields only: their entries, lengths and averages are those of the whole index, the other fields' lengths 0", () => {
    const docs = documents(50);
    const whole = indexDocuments(docs);
    const titles = indexDocuments(docs, TITLE_FIELDS);
    const ids = new Set(TITLE_FIELDS.map((f) => String(SEARCH_FIELDS.indexOf(f))));
    const onlyTitles = serializedEntries(whole)
      .map(([term, fields]) => [term, Object.fromEntries(Object.entries(fields).filter(([id]) => ids.has(id)))] as const)
      .filter(([, fields]) => Object.keys(fields).length > 0);
    assert.deepEqual(serializedEntries(titles), onlyTitles);
    SEARCH_FIELDS.forEach((field, id) => {
      const kept = TITLE_FIELDS.includes(field);
      assert.deepEqual(
        titles.fieldLength.map((l) => l[id]),
        whole.fieldLength.map((l) => (kept ? l[id] : 0)),
        field,
      );
      assert.equal(titles.averageFieldLength[id], kept ? whole.averageFieldLength[id] : 0, field);
    });
  });

  test("documents must be numbered 0..n-1 in order", () => {
    assert.throws(() => indexDocuments([{ ...documents(1)[0]!, id: 3 }]), /search document 3 at position 0/);
  });
});
