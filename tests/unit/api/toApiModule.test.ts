import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { combineModules, toApiModule } from "../../../src/api/toApiModule.ts";

describe("toApiModule", () => {
  test("values, types and module types become items; modules and aliases become submodules with their path", () => {
    const module = toApiModule(
      {
        name: "Stdlib_Array",
        docstrings: ["Arrays."],
        items: [
          { kind: "value", name: "make", signature: "let make: int => t", docstrings: ["Makes one."], deprecated: "Use `fromInitializer`" },
          { kind: "type", name: "t", signature: "type t" },
          { kind: "moduleType", name: "S" },
          { kind: "module", name: "Inner", docstrings: ["Inside."], items: [{ kind: "value", name: "x", signature: "let x: int", docstrings: [] }] },
          { kind: "moduleAlias", name: "Alias" },
        ],
      },
      "Array",
    );
    assert.deepEqual(module, {
      name: "Array",
      path: ["Array"],
      docstrings: ["Arrays."],
      items: [
        { kind: "value", name: "make", signature: "let make: int => t", docstrings: ["Makes one."], deprecated: "Use `fromInitializer`" },
        { kind: "type", name: "t", signature: "type t", docstrings: [] },
        { kind: "moduleType", name: "S", signature: "", docstrings: [] },
      ],
      modules: [
        {
          name: "Inner",
          path: ["Array", "Inner"],
          docstrings: ["Inside."],
          items: [{ kind: "value", name: "x", signature: "let x: int", docstrings: [] }],
          modules: [],
        },
        { name: "Alias", path: ["Array", "Alias"], docstrings: [], items: [], modules: [] },
      ],
    });
  });

  test("an unknown item kind is read as a value, and a document without docstrings has none", () => {
    assert.deepEqual(toApiModule({ name: "X", items: [{ kind: "constructor", name: "C", signature: "C" }] }, "X"), {
      name: "X",
      path: ["X"],
      docstrings: [],
      items: [{ kind: "value", name: "C", signature: "C", docstrings: [] }],
      modules: [],
    });
  });
});

describe("combineModules", () => {
  test("groups documents as submodules of a module with no items of its own", () => {
    const module = combineModules(
      "Js",
      ["JavaScript bindings."],
      [
        { name: "Array2", doc: { name: "Js_array2", docstrings: ["Arrays."], items: [{ kind: "value", name: "length", signature: "let length: t => int" }] } },
        { name: "Dict", doc: { name: "Js_dict", items: [] } },
      ],
    );
    assert.deepEqual(module, {
      name: "Js",
      path: ["Js"],
      docstrings: ["JavaScript bindings."],
      items: [],
      modules: [
        {
          name: "Array2",
          path: ["Js", "Array2"],
          docstrings: ["Arrays."],
          items: [{ kind: "value", name: "length", signature: "let length: t => int", docstrings: [] }],
          modules: [],
        },
        { name: "Dict", path: ["Js", "Dict"], docstrings: [], items: [], modules: [] },
      ],
    });
  });
});
