// Raw HTML is checked as the browser parses the whole body (parse5), against an allowlist, and the body is
// written from the checked tree. The breakouts below ran script in Chromium when the check used htmlparser2
// on each fragment alone (tests/e2e/rawHtmlBreakouts.test.ts opens them in Chromium).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createMarkdown, renderMarkdown } from "../../../src/markdown/renderMarkdown.ts";
import { isTrustedEmbed, schemeOf } from "../../../src/markdown/sanitizeHtml.ts";

const md = createMarkdown();
const render = (body: string, trustedEmbeds: readonly string[] = []) =>
  renderMarkdown(md, { body, file: "content/a.mdx", route: "/a", lineOffset: 0, playgroundPath: "", trustedEmbeds });
/** The messages of a body's refusals. */
const messages = (body: string, trusted: readonly string[] = []) => render(body, trusted).diagnostics.map((d) => d.message);
const JS_HREF = "raw HTML has a `javascript:` URL in `href`; only http, https, mailto and relative URLs are allowed";
const RUNS = "raw HTML has the event handler `onerror`, which runs code in readers' browsers";

describe("sanitizeHtml: what the browser would run is refused", () => {
  test("javascript: URLs are found however they are spelled, and left out of the page", () => {
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
      'x <a HREF="javascript:alert(1)">x</a>',
    ]) {
      const result = render(html);
      assert.deepEqual(
        result.diagnostics.map((d) => d.message),
        [JS_HREF],
        html,
      );
      assert.doesNotMatch(result.html, /href/i, html);
    }
  });

  test("raw-text breakouts: the element the browser creates is the one checked", () => {
    for (const [body, expected] of [
      ['<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>', RUNS],
      ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', RUNS],
      ['<noembed><p title="</noembed><img src=x onerror=alert(1)>"></noembed>', RUNS],
      ['Text <textarea><p title="</textarea><img src=x onerror=alert(1)>"></textarea>', RUNS],
      ['Text <title><p title="</title><img src=x onerror=alert(1)>"></title>', RUNS],
      ['Text <style><p title="</style><img src=x onerror=alert(1)>"></style>', RUNS],
      ["<![CDATA[ ><img src=x onerror=alert(1)> ]]>", RUNS],
    ] as const) {
      const result = render(body);
      assert.ok(
        result.diagnostics.some((d) => d.message === expected),
        `${body}: ${JSON.stringify(result.diagnostics.map((d) => d.message))}`,
      );
      assert.doesNotMatch(result.html, /onerror/i, body);
    }
  });

  test("SVG animation to a script URL, and the elements that only SVG runs", () => {
    assert.deepEqual(messages('<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">x</text></a></svg>'), [
      "raw HTML has a <animate> element (SVG), which pages may not contain",
    ]);
    assert.deepEqual(messages('<svg><a><set attributeName="href" to="javascript:alert(1)"/><text y="20">x</text></a></svg>'), [
      "raw HTML has a <set> element (SVG), which pages may not contain",
    ]);
    assert.deepEqual(messages('<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'), [
      "raw HTML has a `javascript:` URL in `xlink:href`; only http, https, mailto and relative URLs are allowed",
    ]);
    assert.deepEqual(messages("<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>"), [
      "raw HTML has a <foreignObject> element (SVG), which pages may not contain",
    ]);
    assert.deepEqual(messages('<svg><use href="https://evil.example/x.svg#a"/></svg>'), [
      "raw HTML has an SVG <use> that loads another document; only references within the page (#id) are allowed",
    ]);
    assert.deepEqual(messages('<svg viewBox="0 0 10 10"><path d="M0 0L10 10" stroke="red"/><use href="#p"/></svg>'), []);
  });

  test("forms, form actions, base, meta, object, embed, srcdoc, script (also inside SVG)", () => {
    assert.deepEqual(messages('<form><button formaction="https://evil.example/steal">Go</button></form>'), [
      "raw HTML has a <form> element, which sends readers' input elsewhere",
    ]);
    assert.deepEqual(messages('<button formaction="https://evil.example/steal">Go</button>'), ["raw HTML has a <button> element, which pages may not contain"]);
    assert.deepEqual(messages("<script>alert(1)</script>"), ["raw HTML has a <script> element, which loads or runs code in readers' browsers"]);
    assert.deepEqual(messages("<svg><script>alert(1)</script></svg>"), ["raw HTML has a <script> element, which loads or runs code in readers' browsers"]);
    assert.deepEqual(messages('<base href="https://evil.example/">'), ["raw HTML has a <base> element, which loads or runs code in readers' browsers"]);
    assert.deepEqual(messages('<meta http-equiv="refresh" content="0;url=https://evil.example">'), [
      "raw HTML has a <meta> element, which changes how browsers treat the page",
    ]);
    assert.deepEqual(messages('<object data="x.swf"></object><embed src="y.swf">'), [
      "raw HTML has an <object> element, which loads or runs code in readers' browsers",
      "raw HTML has an <embed> element, which loads or runs code in readers' browsers",
    ]);
    assert.deepEqual(messages('<iframe srcdoc="&lt;script&gt;x()&lt;/script&gt;" src="https://p.example/e/1"></iframe>', ["https://p.example/e/"]), [
      "raw HTML has `srcdoc` on <iframe>, which runs an inline document in readers' browsers",
    ]);
  });

  test("other schemes and URL attributes", () => {
    assert.deepEqual(messages('<img src="data:image/svg+xml,<svg onload=alert(1)>">'), [
      "raw HTML has a `data:` URL in `src`; only http, https, mailto and relative URLs are allowed",
    ]);
    assert.deepEqual(messages('<img srcset="a.png 1x, vbscript:x 2x">'), [
      "raw HTML has a `vbscript:` URL in `srcset`; only http, https, mailto and relative URLs are allowed",
    ]);
    assert.deepEqual(messages('<video poster="javascript:x" src="/a.mp4"></video>'), [
      "raw HTML has a `javascript:` URL in `poster`; only http, https, mailto and relative URLs are allowed",
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

  test("ids of the layout and of the engine are refused on raw HTML; headings named like them get other ids", () => {
    assert.deepEqual(messages('<div id="docsgen-config">{}</div>'), ['raw HTML has `id="docsgen-config"`, which the page layout uses itself']);
    assert.deepEqual(messages('<a name="main">x</a>'), ['raw HTML has `name="main"`, which the page layout uses itself']);
    const headings = render("# Main\n\n## Docsgen config\n\n## Main\n").headings.map((h) => h.id);
    assert.deepEqual(headings, ["main-1", "h-docsgen-config", "main-2"]);
  });
});

describe("sanitizeHtml: what stays", () => {
  test("inert HTML passes, and is written from the parsed tree", () => {
    assert.deepEqual(
      messages(
        '<b>bold</b> <a href="/docs">r</a> <a href="#x">h</a> <a href="mailto:a@b.c">m</a> ' +
          '<a href="https://x.example/?q=javascript:1">w</a> <img src="//cdn.example/a.png" alt="">',
      ),
      [],
    );
    assert.deepEqual(messages("<details><summary>More</summary>\n\ntext\n\n</details>"), []);
    assert.deepEqual(messages('<kbd>Ctrl</kbd> <sub>2</sub> <span class="x" data-y="1" aria-label="z">s</span>'), []);
  });

  test("an element left open cannot swallow what comes after the page body", () => {
    assert.equal(render("<div>\n\nText *em*\n").html, "<div>\n<p>Text <em>em</em></p>\n</div>");
  });

  test("the renderer's own markup around raw HTML is kept (code blocks, slots)", () => {
    const result = render('<b>x</b>\n\n```js\nlet a = "<b>"\n```\n');
    assert.deepEqual(result.diagnostics, []);
    assert.match(
      result.html,
      /<code class="hljs language-javascript"><span class="hljs-keyword">let<\/span> a = <span class="hljs-string">"&lt;b&gt;"<\/span><\/code>/,
    );
  });

  test("slots of compiler data pass through the checked tree", () => {
    const result = render("<b>x</b>\n\n<WarningTable />\n\ntext <!-- docsgen-slot -->\n");
    assert.deepEqual(result.diagnostics, []);
    assert.deepEqual(
      result.body?.filter((part) => typeof part !== "string"),
      [{ kind: "component", name: "WarningTable" }],
    );
    assert.match(String(result.body?.[0]), /^<p><b>x<\/b><\/p>\n$/);
  });

  test("an unknown element written by mistake is reported (its text would vanish)", () => {
    assert.deepEqual(messages('Type errors such as "promise<string> where string was expected"'), [
      "raw HTML has a <string> element, which pages may not contain",
    ]);
  });
});

describe("sanitizeHtml: lines", () => {
  test("each refusal is reported at its own line, also inside a table cell", () => {
    const result = render('Intro\n\n<div>\n  <p>\n    <img src="x" onerror="y()">\n  </p>\n</div>\n\n| a | b |\n| - | - |\n| 1 | <img src=x onerror=z()> |\n');
    assert.deepEqual(
      result.diagnostics.map((d) => [d.file, d.line, d.column, d.code]),
      [
        ["content/a.mdx", 5, 1, "markdown/unsafe-html"],
        ["content/a.mdx", 11, 1, "markdown/unsafe-html"],
      ],
    );
    assert.equal(result.diagnostics[0]!.hint, "use Markdown or a component instead of active HTML");
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

describe("sanitizeHtml: nesting", () => {
  test("10,000 nested <div>s are an error at the line of the first one too deep, not a stack overflow", () => {
    const body = ["# Title", "", "<div>", ...Array.from({ length: 9999 }, () => "<div>"), "x", ...Array.from({ length: 10000 }, () => "</div>"), ""].join("\n");
    const result = render(body);
    assert.deepEqual(
      result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`),
      ["515:1 markdown/too-deep raw HTML nests elements deeper than the limit of 512 levels; the elements from here on would be lost"],
    );
    assert.equal(result.html.match(/<div>/g)?.length, 512);
  });

  test("512 nested <div>s are kept whole", () => {
    const body = `${"<div>".repeat(512)}x${"</div>".repeat(512)}\n`;
    const result = render(body);
    assert.deepEqual(result.diagnostics, []);
    assert.equal(result.html.match(/<div>/g)?.length, 512);
    assert.match(result.html, /x<\/div>/);
  });
});
