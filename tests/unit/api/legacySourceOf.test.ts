import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { legacySourceOf } from "../../../src/api/legacySourceOf.ts";

describe("legacySourceOf", () => {
  test("a Belt page is documented by belt_<PascalCase slug>", () => {
    assert.deepEqual(legacySourceOf("belt", "hash-map-int"), { file: "belt_HashMapInt", name: "HashMapInt" });
    assert.deepEqual(legacySourceOf("belt", "array"), { file: "belt_Array", name: "Array" });
  });

  test("a Dom page is documented by dom_<slug>, its name in PascalCase", () => {
    assert.deepEqual(legacySourceOf("dom", "storage2"), { file: "dom_storage2", name: "Storage2" });
  });

  test("a typed array page is a module of js_typed_array2", () => {
    assert.deepEqual(legacySourceOf("js", "int-8-array"), { file: "js_typed_array2", module: "Int8Array", name: "Int8Array" });
    assert.deepEqual(legacySourceOf("js", "uint-8-clamped-array"), { file: "js_typed_array2", module: "Uint8ClampedArray", name: "Uint8ClampedArray" });
    assert.deepEqual(legacySourceOf("js", "data-view"), { file: "js_typed_array2", module: "DataView", name: "DataView" });
  });

  test("Js pages with irregular file names use their known file", () => {
    assert.deepEqual(legacySourceOf("js", "nullable"), { file: "js_null_undefined", name: "Nullable" });
    assert.deepEqual(legacySourceOf("js", "array-2"), { file: "js_array2", name: "Array2" });
    assert.deepEqual(legacySourceOf("js", "string-2"), { file: "js_string2", name: "String2" });
    assert.deepEqual(legacySourceOf("js", "typed-array-2"), { file: "js_typed_array2", name: "TypedArray2" });
  });

  test("other Js pages are js_<slug> with dashes as underscores", () => {
    assert.deepEqual(legacySourceOf("js", "dict"), { file: "js_dict", name: "Dict" });
    assert.deepEqual(legacySourceOf("js", "null-undefined"), { file: "js_null_undefined", name: "NullUndefined" });
  });
});
