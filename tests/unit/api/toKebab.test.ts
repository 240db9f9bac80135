import assert from "node:assert/strict";
import { test } from "node:test";
import { toKebab } from "../../../src/api/types.ts";

test("toKebab splits words, acronyms and digits and turns underscores into dashes", () => {
  const names = ["Array", "HashMapInt", "Array2", "Int8Array", "Uint8ClampedArray", "JSON", "JSONParser", "Float32_array"];
  assert.deepEqual(
    names.map((n) => toKebab(n)),
    ["array", "hash-map-int", "array-2", "int-8-array", "uint-8-clamped-array", "json", "json-parser", "float-32-array"],
  );
});
