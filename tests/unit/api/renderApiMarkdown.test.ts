import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { demoteHeadings, firstSentence, renderApiMarkdown, type ApiPageContext } from "../../../src/api/renderApiMarkdown.ts";
import type { ApiModule } from "../../../src/api/types.ts";

const context = (parts: Partial<ApiPageContext> = {}): ApiPageContext => ({
  title: "Belt.Array",
  description: "Arrays.",
  submodules: [],
  origin: "Generated for a test.",
  compileExamples: false,
  resolveLink: () => undefined,
  ...parts,
});
const module = (parts: Partial<ApiModule> = {}): ApiModule => ({ name: "Array", path: ["Belt", "Array"], docstrings: [], items: [], modules: [], ...parts });

describe("renderApiMarkdown", () => {
  test("a module with no docs or items is front matter, a title and the origin", () => {
    assert.equal(
      renderApiMarkdown(module(), context({ description: 'Arrays, "quoted".' })),
      '---\ntitle: "Belt.Array"\ndescription: "Arrays, \\"quoted\\"."\n---\n\n# Belt.Array\n\n<Info>\n\nGenerated for a test.\n\n</Info>\n',
    );
  });

  test("module docs come before the origin, then the submodule links, then one section per item (no placeholder for an item without docs)", () => {
    const markdown = renderApiMarkdown(
      module({
        docstrings: ["Utilities for arrays."],
        items: [
          { kind: "value", name: "get", signature: "let get: (t<'a>, int) => option<'a>", docstrings: ["Reads an element."] },
          { kind: "type", name: "t", signature: "type t<'a> = array<'a>", docstrings: [], deprecated: "Use `array`" },
          { kind: "moduleType", name: "S", signature: "module type S = {}", docstrings: [] },
          { kind: "value", name: "set", signature: "let set: (t<'a>, int, 'a) => bool", docstrings: [] },
        ],
      }),
      context({ submodules: [{ title: "Belt.Array.Inner", href: "/docs/api/belt/array/inner" }] }),
    );
    assert.equal(
      markdown,
      [
        "---",
        'title: "Belt.Array"',
        'description: "Arrays."',
        'apiItems: [["get","value"],["t","type","deprecated"],["S","moduleType"],["set","value"]]',
        "---",
        "",
        "# Belt.Array",
        "",
        "Utilities for arrays.",
        "",
        "<Info>\n\nGenerated for a test.\n\n</Info>",
        "",
        "Modules:",
        "",
        "- [Belt.Array.Inner](/docs/api/belt/array/inner)",
        "",
        "## get",
        "",
        "```res signature\nlet get: (t<'a>, int) => option<'a>\n```",
        "",
        "Reads an element.",
        "",
        "## t",
        "",
        "```res signature\ntype t<'a> = array<'a>\n```",
        "",
        "<Warn>\n\nDeprecated: Use `array`\n\n</Warn>",
        "",
        "## S",
        "",
        "```res signature\nmodule type S = {}\n```",
        "",
        "## set",
        "",
        "```res signature\nlet set: (t<'a>, int, 'a) => bool\n```",
        "",
      ].join("\n"),
    );
  });

  test("ReScript fences become examples only when the reference compiles them", () => {
    const doc = "Use it:\n\n```rescript\nlet a = 1\n```\n\n  ```res prelude\n  let b = 2\n  ```";
    const body = (compileExamples: boolean) =>
      renderApiMarkdown(module({ docstrings: [doc] }), context({ compileExamples }))
        .split("\n")
        .slice(7, 16);
    assert.deepEqual(body(true), ["Use it:", "", "```res example", "let a = 1", "```", "", "  ```res example", "  let b = 2", "  ```"]);
    assert.deepEqual(body(false), ["Use it:", "", "```res", "let a = 1", "```", "", "  ```res", "  let b = 2", "  ```"]);
  });

  test("docstrings are cleaned: headings demoted, tags escaped, empty links unwrapped, anchors lowercased, module links resolved", () => {
    const doc = [
      "# Examples",
      "<Button /> is not a component here.",
      "See [hash]() and [set](#Set).",
      "Also [Map](map-int#Get), [Sets](./set.html), [unknown](nowhere) and [web](https://example.com/Page).",
    ].join("\n");
    const routes: Record<string, string> = { "map-int": "/docs/api/belt/map-int", "./set.html": "/docs/api/belt/set" };
    const markdown = renderApiMarkdown(module({ docstrings: [doc] }), context({ resolveLink: (href) => routes[href] }));
    assert.deepEqual(markdown.split("\n").slice(7, 11), [
      "### Examples",
      "&lt;Button /> is not a component here.",
      "See hash and [set](#set).",
      "Also [Map](/docs/api/belt/map-int#get), [Sets](./set.html), [unknown](nowhere) and [web](https://example.com/Page).",
    ]);
  });

  test("links are resolved by the href as written, without a leading ./", () => {
    const asked: string[] = [];
    renderApiMarkdown(
      module({ docstrings: ["[a](./set.html) [b](js/array2#x) [c](#y) [d](mailto:me)"] }),
      context({
        resolveLink: (href) => {
          asked.push(href);
          return undefined;
        },
      }),
    );
    assert.deepEqual(asked, ["js/array2"]);
  });
});

describe("item docs", () => {
  test("an item's headings (Examples, indented or not) are bold labels, not headings: no anchors, nothing in the table of contents", () => {
    const markdown = renderApiMarkdown(
      module({
        docstrings: ["## Module heading"],
        items: [{ kind: "value", name: "map", signature: "let map: int", docstrings: ["Maps.\n\n  ## Examples\n\n```rescript\n# not a heading\n```"] }],
      }),
      context(),
    );
    assert.equal(
      markdown.slice(markdown.indexOf("### Module")),
      "### Module heading\n\n<Info>\n\nGenerated for a test.\n\n</Info>\n\n## map\n\n" +
        "```res signature\nlet map: int\n```\n\nMaps.\n\n  **Examples**\n\n```res\n# not a heading\n```\n",
    );
  });
});

describe("demoteHeadings", () => {
  test("every heading outside fences becomes a level-3 heading", () => {
    assert.equal(
      demoteHeadings("# A\n## B\n#### C\n  ## D\n```\n# not a heading\n```\n~~~\n## nor this\n~~~\n#no-space\n    ## code"),
      "### A\n### B\n### C\n  ### D\n```\n# not a heading\n```\n~~~\n## nor this\n~~~\n#no-space\n    ## code",
    );
  });
});

describe("firstSentence", () => {
  test("takes the first sentence of at least 20 characters, without Markdown marks, code blocks or link targets", () => {
    assert.equal(
      firstSentence(["```res\nlet x = 1\n```\n`Array` helpers for [arrays](array.md) and *more*. Second sentence."], "fallback"),
      "Array helpers for arrays and more.",
    );
  });

  test("a sentence end before 20 characters does not count", () => {
    assert.equal(firstSentence(["Short. This is the rest of it. And more."], "fallback"), "Short. This is the rest of it.");
  });

  test("text with no sentence end is cut at 160 characters", () => {
    assert.equal(firstSentence(["word ".repeat(40)], "fallback"), "word ".repeat(32));
    assert.equal(firstSentence(["Just a few words"], "fallback"), "Just a few words");
  });

  test("no docs, or docs that are only code, give the fallback", () => {
    assert.equal(firstSentence([], "fallback"), "fallback");
    assert.equal(firstSentence(["```res\nlet x = 1\n```"], "fallback"), "fallback");
  });

  test("only the first docstring is read", () => {
    assert.equal(firstSentence(["", "A second docstring that is long enough."], "fallback"), "fallback");
  });
});
