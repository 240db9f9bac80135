import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { distinctCodeTokens, tokenizeForIndex, tokenizeQuery } from "../../../src/shared/search/tokenizeSearchText.ts";

describe("tokenizeForIndex", () => {
  test("keeps operators whole", () => {
    assert.deepEqual(tokenizeForIndex("a->f |> g ...rest x => y s1 ++ s2 r := 1 x :> t ~x=?"), [
      "a",
      "->",
      "f",
      "|>",
      "g",
      "...",
      "rest",
      "x",
      "=>",
      "y",
      "s1",
      "++",
      "s2",
      "r",
      ":=",
      "1",
      "x",
      ":>",
      "t",
      "~x",
      "x",
      "=?",
    ]);
  });
  test("keeps decorators, extension points, polymorphic variants and labels with their sigil, and their words", () => {
    assert.deepEqual(tokenizeForIndex('@as("x") @@warning %raw %%raw #red ~label'), [
      "@as",
      "as",
      "x",
      "@@warning",
      "warning",
      "%raw",
      "raw",
      "%%raw",
      "raw",
      "#red",
      "red",
      "~label",
      "label",
    ]);
    assert.deepEqual(tokenizeForIndex("@react.component"), ["@react.component", "react", "component"]);
  });
  test("keeps dotted names and their parts, lower-cased; a sentence's full stop is not part of a name", () => {
    assert.deepEqual(tokenizeForIndex("Use Array.map. Edit rescript.json"), ["use", "array.map", "array", "map", "edit", "rescript.json", "rescript", "json"]);
  });
  test("in the heading field, a module path gives itself, its shorter paths and its last name, not the module words", () => {
    assert.deepEqual(tokenizeForIndex("Belt.Array.map", "heading"), ["belt.array.map", "array.map", "map"]);
    assert.deepEqual(tokenizeForIndex("Js.Array2.map: Examples", "heading"), ["js.array2.map", "array2.map", "map", "examples"]);
    // Other dotted names keep their parts there, and every field but the heading keeps them all.
    assert.deepEqual(tokenizeForIndex("A typical rescript.json", "heading"), ["a", "typical", "rescript.json", "rescript", "json"]);
    assert.deepEqual(tokenizeForIndex("Belt.Array.map", "content"), ["belt.array.map", "belt", "array", "map"]);
    assert.deepEqual(tokenizeForIndex("@react.component", "heading"), ["@react.component", "react", "component"]);
  });
  test("indexes `let?` as `let?` and `let`, but not `x?.y`", () => {
    assert.deepEqual(tokenizeForIndex("let? Some(x) = y"), ["let", "let?", "some", "x", "y"]);
    assert.deepEqual(tokenizeForIndex("a?.b"), ["a", "?.", "b"]);
  });
  test("keeps switch and other keywords as words, and unicode letters", () => {
    assert.deepEqual(tokenizeForIndex("switch x { | Some(café) => 1 }"), ["switch", "x", "some", "café", "=>", "1"]);
  });
});

describe("tokenizeQuery", () => {
  test("code tokens stay whole and are marked as code", () => {
    assert.deepEqual(tokenizeQuery("@as"), [{ term: "@as", kind: "code", alternatives: [] }]);
    assert.deepEqual(
      tokenizeQuery("->").map((t) => t.term),
      ["->"],
    );
    assert.deepEqual(
      tokenizeQuery("Array.map").map((t) => t.term),
      ["array.map"],
    );
    assert.deepEqual(
      tokenizeQuery("%raw").map((t) => t.term),
      ["%raw"],
    );
    assert.deepEqual(
      tokenizeQuery("...").map((t) => t.term),
      ["..."],
    );
    assert.deepEqual(
      tokenizeQuery("|>").map((t) => t.term),
      ["|>"],
    );
  });
  test("`let?` matches `let?` or else `let`; words are words; duplicates drop", () => {
    assert.deepEqual(tokenizeQuery("let?"), [{ term: "let?", kind: "code", alternatives: ["let"] }]);
    assert.deepEqual(tokenizeQuery("Switch switch"), [{ term: "switch", kind: "word", alternatives: [] }]);
  });
  test("HTML in a query is just punctuation and words", () => {
    assert.deepEqual(
      tokenizeQuery("<svg onload=window.__x=1>").map((t) => t.term),
      ["svg", "onload", "window.__x", "1"],
    );
    assert.deepEqual(tokenizeQuery("").length, 0);
    assert.deepEqual(tokenizeQuery("- @ %").length, 0);
  });
});

describe("distinctCodeTokens", () => {
  test("lists each token of 2+ characters once, first seen first", () => {
    assert.equal(distinctCodeTokens("let x = a->f->g\nlet y = Array.map(x, f)"), "let -> array.map");
  });
});
