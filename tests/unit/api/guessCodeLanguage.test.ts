// Examples as the ReScript 8 to 10 interfaces write them (taken from bs-platform 8.4 and ReScript 9 and 10).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { guessCodeLanguage } from "../../../src/api/guessCodeLanguage.ts";

describe("guessCodeLanguage", () => {
  test("OCaml: juxtaposed application, `;` lists and arrays, `fun x ->`, `;;`, `let ... in`, `match ... with`, labels with `:`", () => {
    for (const code of [
      "keepWithIndex [1;2;3;4] (fun _x i -> i mod 2 = 0) = [1;3]",
      "head [] = None ;;",
      "fromArray [|1;2;3|]  = [1;2;3]",
      'let json =\n  try\n    Js.Json.parseExn {| "foo" |}\n  with\n  | _ -> failwith "Error"\nin\nmatch Js.Json.classify json with\n| _ -> ()',
      "let s0 = make ~hintSize:40 ~id:(module I0)",
      "val forEach  : 'a t -> ('a -> unit) -> unit",
      'let good = Ok 42\nlet bad = Error "Invalid data"',
      "(* prints `1, 2, 3` *)\nJs.log @@ getIds s",
      'let maybeMatches = "banana" |> Js.String.match_ [%re "/na+/g"]',
    ]) {
      assert.equal(guessCodeLanguage(code, "res"), "ml", code);
    }
  });

  test("ReScript: `=>` without trailing semicolons, `[a, b]` arrays, `list{}`, `->` pipes, `~x=` labels, `t<'a>`, `//` comments", () => {
    for (const code of [
      'let letters = ["a", "b", "c"]\nlet a = letters[0] // a == "a"',
      "Belt.List.length(list{1, 2, 3}) // 3",
      "someNumbers\n  ->Belt.Array.keep(x => x > 2)\n  ->Belt.Set.Int.fromArray",
      "let mySet1: t<(int, int), Comparable1.identity>",
      "let s0: t<_, string, _> = make(~hintSize=40, ~id=module(I0))",
      'switch (Js.Exn.unsafeAnyToExn("test")) {\n| Js.Exn.Error(v) => Js.log(v)\n}',
    ]) {
      assert.equal(guessCodeLanguage(code, "ml"), "res", code);
    }
  });

  test("Reason: `=>` with statements ended by `;`, `[|1, 2|]` arrays, `/* */` comments, `[@bs]` attributes", () => {
    for (const code of [
      "let add = (a, b) => a + b;\nlet x = add(1, 2);",
      "let xs = [|1, 2, 3|] |> Array.map(x => x + 1)",
      "/* doubles */\nlet f = x => x * 2",
      "let f = [@bs] (x => x + 1)",
    ]) {
      assert.equal(guessCodeLanguage(code, "ml"), "re", code);
    }
  });

  test("code with no mark of any syntax gets the fallback", () => {
    assert.equal(guessCodeLanguage("open Belt", "res"), "res");
    assert.equal(guessCodeLanguage("Belt.Set\nBelt.Set.Int", "ml"), "ml");
  });
});
