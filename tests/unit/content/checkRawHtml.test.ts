// Active content in raw HTML is refused: the hostile spellings browsers accept are decoded before the check.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { checkRawHtml, findActiveContent, isTrustedEmbed, schemeOf } from "../../../src/content/checkRawHtml.ts";
import { makePage } from "../makePage.ts";

const messages = (html: string, trusted: readonly string[] = []) => findActiveContent(html, trusted).map((f) => f.message);
const JS_HREF = "raw HTML has a `javascript:` URL in `href`; only http, https, mailto and relative URLs are allowed";

describe("findActiveContent", () => {
  test("javascript: URLs are found however they are spelled", () => {
    for (const html of [
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JavaScript:alert(1)">x</a>',
      '<a href="jav&#x61;script:alert(1)">x</a>',
      '<a href="jav&#97;script:alert(1)">x</a>',
      '<a href="javascript&colon;alert(1)">x</a>',
      '<a href="jav&#9;ascript:alert(1)">x</a>',
      '<a href="jav&#10;ascript:alert(1)">x</a>',
      '<a href=" &#1;javascript:alert(1)">x</a>',
      "<a href='javascript:alert(1)'>x</a>",
      "<a href=javascript:alert(1)>x</a>",
      '<A HREF="javascript:alert(1)">x</A>',
    ])
      assert.deepEqual(messages(html), [JS_HREF], html);
  });

  test("other dangerous schemes and URL attributes", () => {
    assert.deepEqual(messages('<img src="data:image/svg+xml,<svg onload=alert(1)>">'), [
      "raw HTML has a `data:` URL in `src`; only http, https, mailto and relative URLs are allowed",
    ]);
    assert.deepEqual(messages('<button formaction="javascript:x()">b</button>'), [
      "raw HTML has a `javascript:` URL in `formaction`; only http, https, mailto and relative URLs are allowed",
    ]);
    assert.deepEqual(messages('<img srcset="a.png 1x, vbscript:x 2x">'), [
      "raw HTML has a `vbscript:` URL in `srcset`; only http, https, mailto and relative URLs are allowed",
    ]);
  });

  test("active elements, handlers, forms, base, meta refresh, srcdoc", () => {
    assert.deepEqual(messages("<script>alert(1)</script>"), ["raw HTML has a <script> element, which loads or runs code in readers' browsers"]);
    assert.deepEqual(messages("<svg><script>alert(1)</script></svg>"), ["raw HTML has a <script> element, which loads or runs code in readers' browsers"]);
    assert.deepEqual(messages('<img src="a.png" ONERROR="x()">'), ["raw HTML has the event handler `onerror`, which runs code in readers' browsers"]);
    assert.deepEqual(messages('<form action="https://evil.example/"><input></form>'), [
      "raw HTML has a <form> with an action, which sends readers' input elsewhere",
    ]);
    assert.deepEqual(messages('<base href="https://evil.example/">'), ["raw HTML has a <base> element, which loads or runs code in readers' browsers"]);
    assert.deepEqual(messages('<meta http-equiv="refresh" content="0;url=https://evil.example">'), [
      'raw HTML has <meta http-equiv="refresh">, which changes how browsers treat the page',
    ]);
    assert.deepEqual(messages('<iframe srcdoc="&lt;script&gt;x()&lt;/script&gt;"></iframe>'), [
      "raw HTML has `srcdoc` on <iframe>, which runs an inline document in readers' browsers",
    ]);
    assert.deepEqual(messages('<object data="x.swf"></object><embed src="y.swf">'), [
      "raw HTML has an <object> element, which loads or runs code in readers' browsers",
      "raw HTML has an <embed> element, which loads or runs code in readers' browsers",
    ]);
  });

  test("iframes only from trusted prefixes", () => {
    const trusted = ["https://www.youtube-nocookie.com/embed/"];
    assert.deepEqual(messages('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>', trusted), []);
    assert.deepEqual(messages('<iframe src="https://www.youtube-nocookie.com.evil.example/embed/abc"></iframe>', trusted), [
      "raw HTML has an <iframe> embedding https://www.youtube-nocookie.com.evil.example/embed/abc, which is not under a prefix of `trustedEmbeds`",
    ]);
    assert.deepEqual(messages('<iframe src="https://example.com/"></iframe>'), [
      "raw HTML has an <iframe> embedding https://example.com/, which is not under a prefix of `trustedEmbeds`",
    ]);
  });

  test("inert HTML passes", () => {
    assert.deepEqual(
      messages(
        '<b>bold</b> <a href="/docs">r</a> <a href="#x">h</a> <a href="mailto:a@b.c">m</a> ' +
          '<a href="https://x.example/?q=javascript:1">w</a> <img src="//cdn.example/a.png" alt="">',
      ),
      [],
    );
    assert.deepEqual(messages("<details><summary>More</summary>\n\ntext\n\n</details>"), []);
  });

  test("the line within a fragment is counted from the tag's start", () => {
    assert.deepEqual(
      findActiveContent('<div>\n  <p>\n    <img src="x" onerror="y()">\n  </p>\n</div>', []).map((f) => f.lineInFragment),
      [2],
    );
  });
});

describe("schemeOf and isTrustedEmbed", () => {
  test("schemes are read as browsers read them", () => {
    assert.equal(schemeOf("\tJava\nScript:x"), "javascript");
    assert.equal(schemeOf("/relative:colon"), undefined);
    assert.equal(schemeOf("page#a:b"), undefined);
  });

  test("trusted prefixes compare origin and path, never a longer host name", () => {
    const trusted = ["https://player.example/embed/"];
    assert.equal(isTrustedEmbed("https://player.example/embed/1", trusted), true);
    assert.equal(isTrustedEmbed("https://player.example/other/1", trusted), false);
    assert.equal(isTrustedEmbed("https://player.example.evil/embed/1", trusted), false);
    assert.equal(isTrustedEmbed("http://player.example/embed/1", trusted), false);
    assert.equal(isTrustedEmbed("https://user@player.example/embed/1", trusted), false);
    assert.equal(isTrustedEmbed("not a url", trusted), false);
  });
});

describe("checkRawHtml", () => {
  test("one error per finding at the fragment's line plus the line inside it", () => {
    const page = { ...makePage({ path: "a.mdx", route: "/a" }), rawHtml: [{ line: 7, html: '<p>\n<a href="javascript:x">y</a>\n</p>' }] };
    assert.deepEqual(checkRawHtml([page], []), [
      {
        severity: "error",
        code: "markdown/unsafe-html",
        file: "content/a.mdx",
        line: 8,
        column: 1,
        message: JS_HREF,
        hint: "use Markdown or a component instead of active HTML",
      },
    ]);
  });
});
