// Doc comments of the ReScript 8 to 10 interfaces, in odoc markup, Markdown or both, as API page Markdown.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import MarkdownIt from "markdown-it";
import { odocReferencesToMarkdown, odocToMarkdown } from "../../../src/api/odocToMarkdown.ts";

const ROUTES: Readonly<Record<string, string>> = {
  "Belt.Array": "/api/belt/array",
  map: "/api/belt/array#map",
  "Js.Re": "/api/js/re",
};
const options = { resolveReference: (reference: string) => ROUTES[reference] };
const md = (doc: string) => odocToMarkdown(doc, options);
/** What a reader gets: the Markdown rendered as the site renders it (raw HTML allowed, then checked). */
const html = (doc: string) => new MarkdownIt({ html: true }).render(md(doc));

describe("odocToMarkdown: inline markup", () => {
  test("{b}, {i} and {e} become strong and emphasis; nested markup is converted inside them", () => {
    assert.equal(md("A {b mutable} map, {i HashMaps of {b ints}} and {e this}."), "A **mutable** map, *HashMaps of **ints*** and *this*.");
    assert.equal(html("{b Name Convention}"), "<p><strong>Name Convention</strong></p>\n");
  });

  test("{^ }, {_ } and alignment keep their text; an empty style leaves nothing", () => {
    assert.equal(md("x{^ 2} and {C centred} and {b  } end"), "x2 and centred and  end");
  });

  test("[code] becomes inline code, brackets nested inside it included; backticks inside get a longer fence", () => {
    assert.equal(md("[f [|1;2|]] and ['a option] and [a `b` c]"), "`f [|1;2|]` and `'a option` and ``a `b` c``");
  });

  test("[code] spanning lines is one line of code; an empty [] is nothing", () => {
    assert.equal(md("[map f\n  xs] []"), "`map f xs`");
  });

  test("Markdown already in a comment passes: code spans, links, strong text", () => {
    assert.equal(
      md("`[x]` and [the guide](https://example.com/a_(b)) and **U** and [`reduce`]()"),
      "`[x]` and [the guide](https://example.com/a_(b)) and **U** and [`reduce`]()",
    );
  });

  test("odoc escapes give the character itself", () => {
    assert.equal(md("\\{b no\\} \\@param and a \\* star"), "{b no} @param and a \\* star");
  });
});

describe("odocToMarkdown: references", () => {
  test("a reference this API has links to its page and anchor, shown as code", () => {
    assert.equal(md("See {!Belt.Array} and {!map}."), "See [`Belt.Array`](/api/belt/array) and [`map`](/api/belt/array#map).");
  });

  test("kind prefixes and spaces around the name are dropped", () => {
    assert.equal(md("{!val:map} {! map } {!module:Belt.Array}"), "[`map`](/api/belt/array#map) [`map`](/api/belt/array#map) [`Belt.Array`](/api/belt/array)");
  });

  test("a reference this API lacks is inline code", () => {
    assert.equal(md("customized {!hash} behavior"), "customized `hash` behavior");
  });

  test("{{!ref} text} links its own text; unresolved, the text stays", () => {
    assert.equal(md("{{!Belt.Array} the arrays} and {{!nothing} plain {i words}}"), "[the arrays](/api/belt/array) and plain *words*");
  });

  test("{{:url} text} and {:url} link web addresses only; other schemes keep their text", () => {
    assert.equal(
      md("{{:https://example.com/a} a site}, {:https://x.org/a_b} and {{:javascript:alert(1)} bad} {:data:x}"),
      "[a site](https://example.com/a), [https://x.org/a\\_b](https://x.org/a_b) and bad `data:x`",
    );
  });

  test("the reference text as written is passed to the resolver", () => {
    const seen: string[] = [];
    odocToMarkdown("{!Belt_Array.rangeBy} {!type:t} {{!Js.Re} x}", {
      resolveReference: (reference) => {
        seen.push(reference);
        return undefined;
      },
    });
    assert.deepEqual(seen, ["Belt_Array.rangeBy", "t", "Js.Re"]);
  });
});

describe("odocToMarkdown: blocks", () => {
  test("{[ ]} is a fenced block without its common indentation, in the language it is written in", () => {
    assert.equal(
      md("For example:\n{[\n    reduce [1;2;3;4] 0 (+) = 10;;\n      (* nested *)\n  ]}\nAfter."),
      "For example:\n\n```ml\nreduce [1;2;3;4] 0 (+) = 10;;\n  (* nested *)\n```\n\nAfter.",
    );
  });

  test("a code block that starts on the line of its {[ keeps that line whole", () => {
    assert.equal(md("{[ let f x =\n      x + 1 in f 2 ]}"), "```ml\nlet f x =\nx + 1 in f 2\n```");
  });

  test("Reason and ReScript examples are labelled as such; {@lang[ ]} names its language", () => {
    assert.equal(md("{[ let add = (a, b) => a + b;\nlet x = add(1, 2); ]}"), "```re\nlet add = (a, b) => a + b;\nlet x = add(1, 2);\n```");
    assert.equal(md("{[ let xs = [1, 2]->Belt.Array.map(x => x * 2) ]}"), "```res\nlet xs = [1, 2]->Belt.Array.map(x => x * 2)\n```");
    assert.equal(md("{@ocaml[ f x ]}"), "```ml\nf x\n```");
  });

  test("a fence longer than any backtick run of the code", () => {
    assert.equal(md("{[ let s = {js|```|js} ]}"), "````ml\nlet s = {js|```|js}\n````");
  });

  test("{v verbatim v} is a block too; HTML inside any block is code, escaped by the highlighter", () => {
    assert.equal(md("{v\n  f <b> x;;\n v}"), "```ml\nf <b> x;;\n```");
  });

  test("Markdown fences keep their language; one without a language gets the one it is written in", () => {
    assert.equal(md("```res example\nlet y = 1\n```"), "```res example\nlet y = 1\n```");
    assert.equal(md("```\nhead [1;2] = Some 1;;\n```"), "```ml\nhead [1;2] = Some 1;;\n```");
    assert.equal(md("```text\nlet x = list{1, 2}\n```"), "```res\nlet x = list{1, 2}\n```");
    assert.equal(md("```json\n{}\n```"), "```json\n{}\n```");
  });

  test("an indented fence loses its indentation, and markup inside a fence is code", () => {
    assert.equal(md("  ```\n  f {b x};;\n  ```"), "```ml\nf {b x};;\n```");
  });

  test("{ul {li}} and {ol {-}} are lists; items may hold several blocks", () => {
    assert.equal(
      md("{ul {li one {b two}} {li three\n{[ code x;; ]}}}\n{ol\n {- a}\n {- b}\n}"),
      "- one **two**\n- three\n\n  ```ml\n  code x;;\n  ```\n\n1. a\n2. b",
    );
    assert.equal(html("{ol {- a} {- b}}"), "<ol>\n<li>a</li>\n<li>b</li>\n</ol>\n");
  });

  test("`- item` lines are a list after a paragraph", () => {
    assert.equal(html("Intro:\n- first\n- second"), "<p>Intro:</p>\n<ul>\n<li>first</li>\n<li>second</li>\n</ul>\n");
  });

  test("{2 Title} and {4:label Title} are headings (the page demotes them below its item headings)", () => {
    assert.equal(md("{2 Types}\ntext\n{4:deep Deep {i it}}"), "### Types\n\ntext\n\n### Deep *it*");
  });

  test("{%html: %} tables become lists of their rows; other raw HTML gives its text only", () => {
    assert.equal(
      md("Maps ['a option]\n\n{%html:\n<table>\n<tr> <td>Some a <td>-> <td>return a\n<tr> <td>None <td>-> <td>empty\n</table>\n%}"),
      "Maps `'a option`\n\n- Some a -> return a\n- None -> empty",
    );
    assert.equal(md("{%html: <script>alert(1)</script><b>bold &amp; <i>it</i></b> %}"), "bold &amp; it");
    assert.equal(md("{%latex: x^2 %}"), "x^2");
  });

  test("paragraphs keep their line breaks; indentation of four or more spaces does not make code", () => {
    assert.equal(md("line one\n        indented\n\n\n\nnext"), "line one\n   indented\n\nnext");
  });
});

describe("odocToMarkdown: tags", () => {
  test("@param, @raise and @before name their subject as code; @return, @deprecated and @see are labelled", () => {
    assert.equal(
      md("[f x]\n@param f the function,\n  on two lines\n@raise Not_found if absent\n@return [x] or more\n@deprecated Use [g] instead.\n@before 2.0 older"),
      [
        "`f x`",
        "**Parameter** `f` the function,\n  on two lines",
        "**Raises** `Not_found` if absent",
        "**Returns:** `x` or more",
        "**Deprecated:** Use `g` instead.",
        "**Before** `2.0` older",
      ].join("\n\n"),
    );
    assert.equal(md("@deprecated: Use `joinWith` instead."), "**Deprecated:** Use `joinWith` instead.");
  });

  test("@since takes its line only; text after it is a paragraph of its own", () => {
    assert.equal(md("@since 1.6.1\nReturns [true] if so"), "**Since:** 1.6.1\n\nReturns `true` if so");
  });

  test("@see links its text to a URL, also when the URL is on the next line; a file or document is named as code", () => {
    assert.equal(
      md("@see <https://mdn.org/x> MDN\n@see\n  <https://mdn.org/y>\n  The guide on MDN\n@see 'file.ml' a file\n@see <https://mdn.org/z>"),
      [
        "**See:** [MDN](https://mdn.org/x)",
        "**See:** [The guide on MDN](https://mdn.org/y)",
        "**See:** `file.ml` a file",
        "**See:** [https://mdn.org/z](https://mdn.org/z)",
      ].join("\n\n"),
    );
  });

  test("@example before a code block is a label over the block, blank lines inside the block included", () => {
    assert.equal(
      md("@example {[\n  f 1;;\n\n  f 2;;\n]}\n\n@example {[ g 3 ]}"),
      "**Example:**\n\n```ml\nf 1;;\n\nf 2;;\n```\n\n**Example:**\n\n```ml\ng 3\n```",
    );
  });

  test("tags for the documentation tool are left out; unknown tags and tags inside a line are text", () => {
    assert.equal(
      md("Text\n@inline\n@canonical Belt.Array\n@bs.send is text, and so is a @param inside a line"),
      "Text\n\n@bs.send is text, and so is a @param inside a line",
    );
  });
});

describe("odocToMarkdown: no HTML gets through", () => {
  const hostile = [
    "<script>alert(1)</script>",
    "{b <img src=x onerror=alert(1)>}",
    "{ul {li <iframe src=https://evil.example>}}",
    "@param <svg/onload=alert(1)> x",
    "[<b>code</b>] and `<i>span</i>`",
    '{{:https://example.com/"><script>alert(1)</script>} x}',
    "{%html: <script>alert(1)</script><img src=x onerror=alert(1)> %}",
    "[a](javascript:alert(1)) <https://example.com/ok> <javascript:alert(1)>",
    "&lt;script&gt; &#60;script&#62;",
  ];
  for (const doc of hostile) {
    test(`${JSON.stringify(doc)} renders no element of its own`, () => {
      const out = html(doc);
      assert.doesNotMatch(out, /<(script|img|iframe|svg|b|i)\b/i, out);
      assert.doesNotMatch(out, /href="javascript:/i, out);
    });
  }

  test("every < of the text is an entity, & too, so an entity written in a comment shows as written", () => {
    assert.equal(md("a < b && <b>x</b> &lt;"), "a &lt; b &amp;&amp; &lt;b>x&lt;/b> &amp;lt;");
    assert.equal(html("a < b &lt;"), "<p>a &lt; b &amp;lt;</p>\n");
  });

  test("stray brackets, backticks and braces are text; an unclosed style runs to the end", () => {
    assert.equal(md("a [b and `c and } and {x y} {!ref"), "a \\[b and \\`c and } and {x y} {!ref");
    assert.equal(md("{b never closed"), "**never closed**");
  });
});

describe("odocReferencesToMarkdown", () => {
  test("rewrites the references of a Markdown doc and nothing else", () => {
    assert.equal(
      odocReferencesToMarkdown("The same as {!test}, see {!Js.Re} and {{!Js.Re} regular expressions}; [x] and {b y} stay.", options),
      "The same as `test`, see [`Js.Re`](/api/js/re) and [regular expressions](/api/js/re); [x] and {b y} stay.",
    );
  });

  test("leaves code spans and fences alone, and a doc without references as it is", () => {
    const doc = "Use `{!x}`:\n\n```res\nlet r = {!y}\n```\n\nthen {!map}.";
    assert.equal(odocReferencesToMarkdown(doc, options), "Use `{!x}`:\n\n```res\nlet r = {!y}\n```\n\nthen [`map`](/api/belt/array#map).");
    const plain = "No references [here](x).";
    assert.equal(odocReferencesToMarkdown(plain, options), plain);
  });
});
