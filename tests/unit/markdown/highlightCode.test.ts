import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { highlightCode, isReScriptLang, languageClass, languageLabel, splitHighlightedLines } from "../../../src/markdown/highlightCode.ts";

describe("languageLabel", () => {
  test("ReScript by name (as its tabs say); the other languages by their short extension upper-cased", () => {
    assert.deepEqual(
      ["res", "rescript", "bash", "sh", "ocaml", "ml", "reason", "re", "js", "javascript", "ts", "json", "css", "html", "diff", "text"].map(languageLabel),
      ["ReScript", "ReScript", "SH", "SH", "ML", "ML", "RE", "RE", "JS", "JS", "TS", "JSON", "CSS", "HTML", "DIFF", "TEXT"],
    );
  });

  test("unknown languages are upper-cased as written; empty is TEXT", () => {
    assert.equal(languageLabel("foo"), "FOO");
    assert.equal(languageLabel(""), "TEXT");
  });
});

describe("isReScriptLang and languageClass", () => {
  test("res and rescript are ReScript; others are not", () => {
    assert.deepEqual(["res", "rescript", "re", "js", "text", "foo"].map(isReScriptLang), [true, true, false, false, false, false]);
  });

  test("the class is the grammar name, text for unknown languages", () => {
    assert.deepEqual(["res", "reason", "bash", "html", "foo"].map(languageClass), ["rescript", "reasonml", "bash", "xml", "text"]);
  });
});

describe("highlightCode", () => {
  test("unknown languages come back as escaped plain text", () => {
    assert.equal(highlightCode(`<script>alert('x') & "y"</script>`, "foo"), "&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;");
    assert.equal(highlightCode("<b>", "text"), "&lt;b&gt;");
    assert.equal(highlightCode("<b>", ""), "&lt;b&gt;");
  });

  test("known languages are highlighted with hljs classes", () => {
    assert.equal(highlightCode("let x = 1", "js"), '<span class="hljs-keyword">let</span> x = <span class="hljs-number">1</span>');
    assert.equal(
      highlightCode('let x = "a"', "res"),
      '<span class="hljs-keyword">let</span> x <span class="hljs-operator">=</span> <span class="hljs-string">&quot;a&quot;</span>',
    );
  });

  test("highlighted code escapes markup in the source", () => {
    assert.equal(highlightCode("a < b", "js"), "a &lt; b");
  });
});

describe("splitHighlightedLines", () => {
  test("splits plain lines", () => {
    assert.deepEqual(splitHighlightedLines("a\nb\n"), ["a", "b", ""]);
  });

  test("closes and reopens a span that crosses a line break", () => {
    assert.deepEqual(splitHighlightedLines(highlightCode("/* a\nb */ let x = 1", "js")), [
      '<span class="hljs-comment">/* a</span>',
      '<span class="hljs-comment">b */</span> <span class="hljs-keyword">let</span> x = <span class="hljs-number">1</span>',
    ]);
  });

  test("closes and reopens nested spans in order", () => {
    assert.deepEqual(splitHighlightedLines('<span class="a">x<span class="b">y\nz</span>w</span>\nv'), [
      '<span class="a">x<span class="b">y</span></span>',
      '<span class="a"><span class="b">z</span>w</span>',
      "v",
    ]);
  });
});
