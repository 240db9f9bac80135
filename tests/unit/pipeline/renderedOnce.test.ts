// Printable chapters and filled example slots kept in the memo: the same inputs give the very string of the build
// before (later stages then find it at once), and any input that changes gives what the plain function gives.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { PageBody } from "../../../src/markdown/pageSlots.ts";
import { fillSlots } from "../../../src/markdown/pageSlots.ts";
import { createBuildMemo } from "../../../src/pipeline/BuildMemo.ts";
import { chapterHtmlOnce } from "../../../src/pipeline/chapterHtmlOnce.ts";
import { filledHtmlOnce } from "../../../src/pipeline/filledHtmlOnce.ts";
import { type ChapterPlace, rewriteChapterHtml } from "../../../src/render/rewriteChapterHtml.ts";

const V = "/docs/manual/v11.0.0";
const html = `<h2 id="fields">Fields</h2><p><a href="${V}/object#x">object</a> and <a href="#fields">here</a></p>`;
const place = (anchors: [string, string][]): ChapterPlace => ({ route: `${V}/record`, anchor: "record", anchors: new Map(anchors) });
const both: [string, string][] = [
  [`${V}/record`, "record"],
  [`${V}/object`, "object"],
];

describe("chapterHtmlOnce", () => {
  test("a chapter is rewritten again only when its HTML or its place changes", () => {
    const memo = createBuildMemo();
    const build = (text: string, at: ChapterPlace) => {
      const chapters = chapterHtmlOnce(memo);
      const out = chapters.rewrite(text, at);
      chapters.retain();
      assert.equal(out, rewriteChapterHtml(text, at));
      return out;
    };
    const first = build(html, place(both));
    // A copy of the string: equal text, another object (what a page parsed again gives).
    assert.equal(build(`${html} `.slice(0, -1), place(both)), first, "the same text and place give the kept string");
    assert.ok(build(html, place(both)) === first);
    // object leaves the printable page: the link to it is no longer in-page.
    const alone = build(html, place([[`${V}/record`, "record"]]));
    assert.notEqual(alone, first);
    assert.match(alone, new RegExp(`href="${V}/object#x"`));
    assert.match(build(`${html}<p>more</p>`, place(both)), /<p>more<\/p>$/);
    assert.equal(memo.values.view("chapterHtml").size, 1, "only the latest build's chapters are kept");
  });
});

describe("filledHtmlOnce", () => {
  const body: PageBody = ["<p>a</p>", { kind: "js-output", codeIndex: 0 }, "<p>b</p>", { kind: "example-status", codeIndex: 0 }];
  const parsed = "<p>a</p><p>b</p>";
  const fillWith = (js: string, note: string) => (slot: { kind: string }) => (slot.kind === "js-output" ? js : note);

  test("a page whose slots get what they got before keeps its string; another fill gives a new one", () => {
    const memo = createBuildMemo();
    const build = (js: string, note: string) => {
      const filled = filledHtmlOnce(memo);
      const out = filled.fillPage(parsed, body, fillWith(js, note));
      filled.retain();
      assert.equal(out, fillSlots(body, fillWith(js, note)));
      return out;
    };
    const first = build("<pre>js</pre>", "");
    assert.ok(build("<pre>js</pre>", "") === first);
    assert.ok(build(`<pre>js</pre>${""}`.concat(""), "") === first);
    const failing = build("<pre>js</pre>", "<div>does not compile</div>");
    assert.equal(failing, "<p>a</p><pre>js</pre><p>b</p><div>does not compile</div>");
    assert.equal(build("<pre>js 2</pre>", ""), "<p>a</p><pre>js 2</pre><p>b</p>");
  });

  test("keeps only the pages the latest build filled", () => {
    const memo = createBuildMemo();
    const first = filledHtmlOnce(memo);
    first.fillPage(parsed, body, fillWith("x", ""));
    first.fillPage("<p>other</p>", ["<p>other</p>", { kind: "js-output", codeIndex: 0 }], fillWith("y", ""));
    first.retain();
    assert.equal(memo.values.view("filledHtml").size, 2);
    const second = filledHtmlOnce(memo);
    second.fillPage(parsed, body, fillWith("x", ""));
    second.retain();
    assert.deepEqual([...memo.values.view("filledHtml").keys()], [parsed]);
  });
});
