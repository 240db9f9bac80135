import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { highlightText, makeSnippet, segmentsFromHighlight, snippetWordsFor } from "../../../client/search/makeSnippet.ts";
import { missingResultsHref } from "../../../client/search/renderSearchViews.ts";

const show = (segments: readonly { text: string; mark: boolean }[]) => segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join("");

describe("highlightText", () => {
  test("marks terms at word starts, case-insensitively, and code tokens anywhere", () => {
    assert.equal(show(highlightText("Records and a record", ["record"])), "[Record]s and a [record]");
    assert.equal(show(highlightText("unrecorded", ["record"])), "unrecorded");
    assert.equal(show(highlightText("x->f->g", ["->"])), "x[->]f[->]g");
    assert.equal(show(highlightText("The @as decorator", ["@as", "as"])), "The [@as] decorator");
  });
  test("keeps HTML as text", () => {
    assert.deepEqual(highlightText("<img src=x onerror=alert(1)>", ["img"]), [
      { text: "<", mark: false },
      { text: "img", mark: true },
      { text: " src=x onerror=alert(1)>", mark: false },
    ]);
  });
});

describe("makeSnippet", () => {
  const text = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen match seventeen eighteen nineteen twenty";
  test("10 words around the first match, with ellipses where cut", () => {
    assert.equal(show(makeSnippet(text, ["match"], 10)), "… twelve thirteen fourteen fifteen sixteen [match] seventeen eighteen nineteen twenty");
  });
  test("5 words on narrow screens", () => {
    assert.equal(snippetWordsFor(true), 5);
    assert.equal(snippetWordsFor(false), 10);
    assert.equal(show(makeSnippet(text, ["match"], 5)), "… fifteen sixteen [match] seventeen eighteen …");
  });
  test("the start of the text when nothing matches; all of a short text", () => {
    assert.equal(show(makeSnippet(text, ["zzz"], 10)), "one two three four five six seven eight nine ten …");
    assert.equal(show(makeSnippet("just [a] few", ["few"], 10)), "just [a] [few]");
    assert.deepEqual(makeSnippet("", ["x"], 10), []);
  });
});

describe("makeSnippet of a stored window (the term files' text: 10 words, `…` where the section goes on)", () => {
  const stored = "… alpha beta gamma delta match epsilon zeta eta theta iota …";
  test("shown whole on wide screens, its ellipses kept", () => {
    assert.equal(show(makeSnippet(stored, ["match"], 10)), "… alpha beta gamma delta [match] epsilon zeta eta theta iota …");
  });
  test("cut again to 5 words on narrow screens, around the same match", () => {
    assert.equal(show(makeSnippet(stored, ["match"], 5)), "… gamma delta [match] epsilon zeta …");
    assert.equal(show(makeSnippet("… alpha beta gamma delta epsilon zeta", ["alpha"], 5)), "… [alpha] beta gamma delta epsilon …");
  });
  test("an ellipsis alone is text", () => {
    assert.equal(show(makeSnippet("…", ["x"], 10)), "…");
  });
});

describe("segmentsFromHighlight", () => {
  test("only the given tags mark; other markup stays text", () => {
    assert.deepEqual(segmentsFromHighlight("a <mark>b</mark> <img src=x onerror=1> &lt;c&gt;", "<mark>", "</mark>"), [
      { text: "a ", mark: false },
      { text: "b", mark: true },
      { text: " <img src=x onerror=1> <c>", mark: false },
    ]);
  });
});

describe("missingResultsHref", () => {
  test("puts the URL-encoded query (quotes too) into an http(s) template", () => {
    assert.equal(
      missingResultsHref("https://github.com/o/r/issues/new?title={query}", `'"><img>`),
      "https://github.com/o/r/issues/new?title=%27%22%3E%3Cimg%3E",
    );
    assert.equal(missingResultsHref("javascript:alert(1)//{query}", "x"), undefined);
    assert.equal(missingResultsHref(undefined, "x"), undefined);
  });
});
