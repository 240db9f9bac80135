import { test, describe } from "node:test";
import assert from "node:assert/strict";
import MiniSearch from "minisearch";
import { indexDocuments } from "../../../src/search/indexDocuments.ts";
import { MINISEARCH_OPTIONS, type SearchDocument } from "../../../src/shared/search/searchIndexOptions.ts";

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
        ours.entries,
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

  test("documents must be numbered 0..n-1 in order", () => {
    assert.throws(() => indexDocuments([{ ...documents(1)[0]!, id: 3 }]), /search document 3 at position 0/);
  });
});
