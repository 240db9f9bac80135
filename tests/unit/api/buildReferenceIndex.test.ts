import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { buildReferenceIndex, type ReferencePage } from "../../../src/api/buildReferenceIndex.ts";

/** A module page as renderApiMarkdown writes it: a title, docs, then a `##` section per item. */
const page = (path: readonly string[], route: string, items: readonly string[], docs = ""): ReferencePage => ({
  path,
  route,
  items,
  markdown: [`# ${path.join(".")}`, "", docs, "", ...items.flatMap((name) => [`## ${name}`, "", "```res signature", `let ${name}: int`, "```", ""])].join("\n"),
});

const resolve = buildReferenceIndex([
  page(["Belt"], "/api/belt", []),
  page(["Belt", "Array"], "/api/belt/array", ["t", "get", "rangeBy", "get", "main"]),
  page(["Belt", "Map"], "/api/belt/map", ["get", "types"], "### Types\n\n```res\n## not a heading\n```"),
  page(["Belt", "SortArray"], "/api/belt/sort-array", ["stableSortBy"]),
  page(["Js", "Null_undefined"], "/api/js/null-undefined", ["bind"]),
]);

describe("buildReferenceIndex", () => {
  test("a name is looked up in the module it is written in first, then outwards to the area root and the whole API", () => {
    assert.equal(resolve(["Belt", "Map"], "get"), "/api/belt/map#get");
    assert.equal(resolve(["Belt", "Array"], "get"), "/api/belt/array#get");
    assert.equal(resolve(["Belt", "Map"], "Array.rangeBy"), "/api/belt/array#rangeby");
    assert.equal(resolve(["Belt", "Map"], "Belt.Array"), "/api/belt/array");
    assert.equal(resolve(["Belt", "Map"], "Js.Null_undefined.bind"), "/api/js/null-undefined#bind");
  });

  test("modules are found by their file names and with or without underscores", () => {
    assert.equal(resolve(["Belt", "Range"], "Belt_Array.rangeBy"), "/api/belt/array#rangeby");
    assert.equal(resolve(["Belt", "Range"], "Belt_SortArray"), "/api/belt/sort-array");
    assert.equal(resolve([], "Js.NullUndefined"), "/api/js/null-undefined");
  });

  test("anchors are the ids the page's headings get: repeated and reserved names get a suffix, the first item of a name wins", () => {
    assert.equal(resolve(["Belt", "Array"], "main"), "/api/belt/array#main-1");
    // `### Types` in the module docs takes `types` first; a `##` line inside a fence is no heading.
    assert.equal(resolve(["Belt", "Map"], "types"), "/api/belt/map#types-1");
    assert.equal(resolve(["Belt", "Array"], "t"), "/api/belt/array#t");
  });

  test("names this API lacks, and references that are not names, resolve to nothing", () => {
    assert.equal(resolve(["Belt", "HashMap"], "hash"), undefined);
    assert.equal(resolve(["Belt"], "Belt.Array.nothing"), undefined);
    assert.equal(resolve(["Belt"], "Belt.Array.get x"), undefined);
    assert.equal(resolve(["Belt"], ""), undefined);
  });
});
