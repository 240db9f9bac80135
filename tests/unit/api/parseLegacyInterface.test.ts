// Inputs are written the way `bsc -format` prints an old interface in ReScript syntax.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { dedentDoc, parseLegacyInterface } from "../../../src/api/parseLegacyInterface.ts";

const parse = (lines: readonly string[]) => parseLegacyInterface(lines.join("\n"), "Array", ["Belt", "Array"]);

describe("parseLegacyInterface", () => {
  test("file docs go to the module; each doc goes to the declaration after it, in source order, its odoc markup kept", () => {
    const module = parse([
      '@@ocaml.text(" Utilities for arrays. ")',
      "",
      '@ocaml.doc(" The type of arrays. ")',
      "type t<'a> = array<'a>",
      "",
      '@ocaml.doc(" [length(xs)] returns the size of [xs]. ")',
      "let length: t<'a> => int",
      "",
      "@bs.send external push: (t<'a>, 'a) => unit = \"push\"",
    ]);
    assert.deepEqual(module, {
      name: "Array",
      path: ["Belt", "Array"],
      docstrings: ["Utilities for arrays."],
      items: [
        { kind: "type", name: "t", signature: "type t<'a> = array<'a>", docstrings: ["The type of arrays."] },
        { kind: "value", name: "length", signature: "let length: t<'a> => int", docstrings: ["[length(xs)] returns the size of [xs]."] },
        { kind: "value", name: "push", signature: "@bs.send external push: (t<'a>, 'a) => unit = \"push\"", docstrings: [] },
      ],
      modules: [],
    });
  });

  test("a doc string may span lines and hold escaped quotes", () => {
    const module = parse(['@ocaml.doc(" Says \\"hi\\".', "", '    Then more. ")', "let hi: unit => string"]);
    assert.deepEqual(module.items, [{ kind: "value", name: "hi", signature: "let hi: unit => string", docstrings: ['Says "hi".\n\nThen more.'] }]);
  });

  test("a declaration continues over indented, `|` and `and` lines", () => {
    const module = parse(["type rec tree =", "  | Leaf", "  | Node(tree, tree)", "and forest = list<tree>", "let size: tree => int"]);
    assert.deepEqual(module.items, [
      { kind: "type", name: "tree", signature: "type rec tree =\n  | Leaf\n  | Node(tree, tree)\nand forest = list<tree>", docstrings: [] },
      { kind: "value", name: "size", signature: "let size: tree => int", docstrings: [] },
    ]);
  });

  test("a nested module has its path, the doc before it and its own file docs, items and modules", () => {
    const module = parse([
      '@ocaml.doc(" Nested. ")',
      "module Inner = {",
      '  @@ocaml.text(" Inner docs. ")',
      '  @ocaml.doc(" An inner value. ")',
      "  let x: int",
      "  module type Deep = {",
      "    let y: int",
      "  }",
      "}",
      "let after: int",
    ]);
    assert.deepEqual(module, {
      name: "Array",
      path: ["Belt", "Array"],
      docstrings: [],
      items: [{ kind: "value", name: "after", signature: "let after: int", docstrings: [] }],
      modules: [
        {
          name: "Inner",
          path: ["Belt", "Array", "Inner"],
          docstrings: ["Nested.", "Inner docs."],
          items: [{ kind: "value", name: "x", signature: "let x: int", docstrings: ["An inner value."] }],
          modules: [
            {
              name: "Deep",
              path: ["Belt", "Array", "Inner", "Deep"],
              docstrings: [],
              items: [{ kind: "value", name: "y", signature: "let y: int", docstrings: [] }],
              modules: [],
            },
          ],
        },
      ],
    });
  });

  test("the doc of a module alias is dropped rather than moved onto the next declaration", () => {
    const module = parse(['@ocaml.doc(" About the alias. ")', "module Alias = Other", "let y: int"]);
    assert.deepEqual(module.items, [{ kind: "value", name: "y", signature: "let y: int", docstrings: [] }]);
    assert.deepEqual(module.modules, []);
  });

  test("untyped lets and comments are left out; escaped names are unescaped and trailing comments cut from signatures", () => {
    const module = parse(["let z = 3", "/* a comment", "   let hidden: int */", "/* one line */", 'let \\"type": string', "let w: int /* width */"]);
    assert.deepEqual(module.items, [
      { kind: "value", name: "type", signature: 'let \\"type": string', docstrings: [] },
      { kind: "value", name: "w", signature: "let w: int", docstrings: [] },
    ]);
  });
});

describe("dedentDoc", () => {
  test("removes the indentation the lines after the first share; the first line starts after `(**` and does not count", () => {
    assert.equal(dedentDoc(" See [map] and {b this}.\n    {[\n      let a = [1]\n    ]}\n    Done. "), "See [map] and {b this}.\n{[\n  let a = [1]\n]}\nDone.");
  });

  test("a doc that starts on the line after `(**` loses that empty line; inner blank lines and relative indentation stay", () => {
    assert.equal(dedentDoc("\n  Text\n\n    more\n  end\n  "), "Text\n\n  more\nend");
  });

  test("an empty doc stays empty", () => {
    assert.equal(dedentDoc("   \n  "), "");
  });
});

describe("parseLegacyInterface: the module's intro", () => {
  test("a licence comment the formatter kept inside @@ocaml.text (bs-platform's js_array.ml) is skipped: the doc string after it is the intro", () => {
    const module = parse([
      "@@ocaml.text(",
      "  /* Copyright (C) 2015-2016 Bloomberg Finance L.P.",
      '   * or link a "work that uses the Library" with a publicly distributed version',
      "   * GNU Lesser General Public License for more details. */",
      "",
      '  " JavaScript Array API "',
      ")",
      "",
      "type t<'a> = array<'a>",
    ]);
    assert.deepEqual(module.docstrings, ["JavaScript Array API"]);
    assert.deepEqual(module.items, [{ kind: "type", name: "t", signature: "type t<'a> = array<'a>", docstrings: [] }]);
  });

  test("a licence written as a doc string is no intro either", () => {
    const module = parse(['@@ocaml.text(" Copyright (C) 2017 Authors. Licensed under the LGPL, without any warranty. ")', '@@ocaml.text(" Arrays. ")']);
    assert.deepEqual(module.docstrings, ["Arrays."]);
  });
});
