import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { createMarkdown, renderMarkdown, type MarkdownResult } from "../../../src/markdown/renderMarkdown.ts";

const md = createMarkdown();
const FILE = "content/docs/manual/v11.0.0/record.mdx";
const ROUTE = "/docs/manual/v11.0.0/record";

/** Renders a body that starts on file line 4 (three lines of front matter before it). */
function render(body: string, lineOffset = 3): MarkdownResult {
  return renderMarkdown(md, { body, file: FILE, route: ROUTE, lineOffset, playgroundPath: "/try" });
}

const tabLabels = (html: string) => [...html.matchAll(/<button type="button" role="tab"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
const panelLabels = (html: string) => [...html.matchAll(/<div class="code-tabs__panel"[^>]*data-label="([^"]*)"/g)].map((m) => m[1]);

describe("renderMarkdown: headings", () => {
  test("gives ids and file lines (body line + lineOffset)", () => {
    const r = render("# Title\n\n## Intro\n\ntext\n\n### Sub `code`");
    assert.equal(
      r.html,
      '<h1 id="title">Title</h1>\n' +
        '<div class="md-heading">\n<h2 id="intro">Intro</h2>\n<a class="header-anchor" href="#intro" aria-label="Permalink: Intro">#</a></div>\n' +
        "<p>text</p>\n" +
        '<div class="md-heading">\n<h3 id="sub-code">Sub <code>code</code></h3>\n' +
        '<a class="header-anchor" href="#sub-code" aria-label="Permalink: Sub code">#</a></div>\n',
    );
    assert.deepEqual(r.headings, [
      { level: 1, text: "Title", id: "title", line: 4 },
      { level: 2, text: "Intro", id: "intro", line: 6 },
      { level: 3, text: "Sub code", id: "sub-code", line: 10 },
    ]);
    assert.deepEqual(r.diagnostics, []);
  });

  test("the same lines without front matter", () => {
    assert.deepEqual(
      render("# Title\n\n## Intro", 0).headings.map((h) => h.line),
      [1, 3],
    );
  });

  test("H1 and H2 ids are unique across levels", () => {
    const r = render("# Intro\n\n## Intro\n\n## Intro\n\n## Intro 1\n\n## Intro-1");
    assert.deepEqual(
      r.headings.map((h) => h.id),
      ["intro", "intro-1", "intro-2", "intro-1-1", "intro-1-2"],
    );
  });

  test("h2-h4 get a permalink after the heading (named after it); h1, h5 and h6 none; heading text and ids unchanged", () => {
    const body = "# One\n\n## Two *em* & `<c>`\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six\n\n##";
    const r = render(body);
    const permalinks = [...r.html.matchAll(/<a class="header-anchor" href="#([^"]*)" aria-label="([^"]*)">#<\/a>/g)].map((m) => [m[1], m[2]]);
    assert.deepEqual(permalinks, [
      ["two-em-c", "Permalink: Two em &amp; &lt;c&gt;"],
      ["three", "Permalink: Three"],
      ["four", "Permalink: Four"],
      ["section", "Permalink"],
    ]);
    // The link sits beside the heading, never inside it: the heading's content (and accessible name) is its text alone.
    assert.match(r.html, /<h2 id="two-em-c">Two <em>em<\/em> &amp; <code>&lt;c&gt;<\/code><\/h2>\n<a class="header-anchor"/);
    assert.doesNotMatch(r.html, /<h1[^>]*>[^<]*<a|<h5[^>]*>[^<]*<a|<h6[^>]*>[^<]*<a/);
    assert.deepEqual(
      r.headings.map((h) => [h.level, h.text, h.id]),
      [
        [1, "One", "one"],
        [2, "Two em & <c>", "two-em-c"],
        [3, "Three", "three"],
        [4, "Four", "four"],
        [5, "Five", "five"],
        [6, "Six", "six"],
        [2, "", "section"],
      ],
    );
    // Permalinks are not links of the page to check, nor raw HTML to sanitise.
    assert.deepEqual(r.links, []);
    assert.deepEqual(r.rawHtml, []);
    assert.deepEqual(r.diagnostics, []);
  });

  test("a page with raw HTML keeps its permalinks through the sanitiser", () => {
    const r = render("## Raw <kbd>Ctrl</kbd>\n\n<div>block</div>");
    assert.deepEqual(r.diagnostics, []);
    assert.ok(
      r.html.includes(
        '<div class="md-heading">\n<h2 id="raw-ctrl">Raw <kbd>Ctrl</kbd></h2>\n' +
          '<a class="header-anchor" href="#raw-ctrl" aria-label="Permalink: Raw Ctrl">#</a></div>',
      ),
      r.html,
    );
  });

  test("prototype names, empty and non-ASCII headings", () => {
    const r = render("## \\_\\_proto\\_\\_\n\n## `constructor`\n\n## `__proto__`\n\n##\n\n## Über");
    assert.deepEqual(
      r.headings.map((h) => h.id),
      ["__proto__", "constructor", "__proto__-1", "section", "über"],
    );
  });
});

describe("renderMarkdown: links", () => {
  test("are rewritten and recorded with file line and column of the href", () => {
    const r = render("See [tuple](tuple.mdx) and\nnext [x](./x#a).\n\n![alt](/img/a.png)");
    assert.equal(
      r.html,
      '<p>See <a href="/docs/manual/v11.0.0/tuple">tuple</a> and\nnext <a href="/docs/manual/v11.0.0/x#a">x</a>.</p>\n' +
        '<p><img src="/img/a.png" alt="alt"></p>\n',
    );
    assert.deepEqual(r.links, [
      { raw: "tuple.mdx", href: "/docs/manual/v11.0.0/tuple", kind: "link", internal: true, line: 4, column: 13 },
      { raw: "./x#a", href: "/docs/manual/v11.0.0/x#a", kind: "link", internal: true, line: 5, column: 10 },
      { raw: "/img/a.png", href: "/img/a.png", kind: "image", internal: true, line: 7, column: 8 },
    ]);
  });

  test("links in lists and block quotes get their own line", () => {
    const r = render("- item\n- [a](y)\n\n> quote [q](z)");
    assert.deepEqual(
      r.links.map((l) => [l.raw, l.line, l.column]),
      [
        ["y", 5, 7],
        ["z", 7, 13],
      ],
    );
  });

  test("component href attributes are rewritten and recorded", () => {
    const r = render('<UrlBox text="go" href="tuple.mdx" />');
    assert.equal(r.html, '<div class="url-box"><a class="url-box__link" href="/docs/manual/v11.0.0/tuple">go</a></div>\n');
    assert.deepEqual(r.links, [{ raw: "tuple.mdx", href: "/docs/manual/v11.0.0/tuple", kind: "link", internal: true, line: 4, column: 25 }]);
  });

  test("external links are recorded as not internal", () => {
    assert.deepEqual(render("[gh](https://github.com/rescript-lang)").links, [
      {
        raw: "https://github.com/rescript-lang",
        href: "https://github.com/rescript-lang",
        kind: "link",
        internal: false,
        line: 4,
        column: 6,
      },
    ]);
  });

  test("javascript: links are not rendered as href", () => {
    for (const href of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "vbscript:x"]) {
      const r = render(`[x](${href})`);
      assert.equal(r.html, `<p>[x](${href})</p>\n`);
      assert.deepEqual(r.links, []);
    }
  });

  test("two links with the same href on one line get their own columns", () => {
    assert.deepEqual(
      render("[a](x) and [b](x)").links.map((l) => l.column),
      [5, 16],
    );
    assert.deepEqual(
      render("See x here [a](x)").links.map((l) => l.column),
      [16],
    );
  });

  test("links in table cells are recorded at their own line", () => {
    const r = render("intro\n\n| a | b |\n|---|---|\n| x | y |\n| [c](t) | d |");
    assert.deepEqual(
      r.links.map((l) => [l.raw, l.line, l.column]),
      [["t", 9, 7]],
    );
  });
});

describe("renderMarkdown: components", () => {
  test("<Info> renders an aside with its Markdown inside", () => {
    const r = render("<Info>\n\nHello **you**\n\n</Info>");
    assert.equal(r.html, '<aside class="callout callout--info" role="note"><p class="callout__title">Info</p>\n<p>Hello <strong>you</strong></p>\n</aside>\n');
    assert.deepEqual(r.diagnostics, []);
  });

  test("<Intro> and <Warn>", () => {
    assert.equal(
      render("<Intro>\n\nLead.\n\n</Intro>\n\n<Warn>\n\nCareful\n\n</Warn>").html,
      '<div class="intro">\n<p>Lead.</p>\n</div>\n' +
        '<aside class="callout callout--warn" role="note"><p class="callout__title">Warning</p>\n<p>Careful</p>\n</aside>\n',
    );
  });

  test("an unknown component is warned about and its inner Markdown kept", () => {
    const r = render("text\n\n<Foo bar>\n\nSome **bold**\n\n</Foo>");
    assert.equal(r.html, "<p>text</p>\n<p>Some <strong>bold</strong></p>\n");
    assert.deepEqual(r.diagnostics, [
      {
        severity: "warning",
        code: "component/unknown",
        message: "unknown component <Foo> skipped",
        hint: "known components: CodeTab, Intro, Info, Warn, UrlBox, Cite, Image, Video, WarningTable, Docson",
        file: FILE,
        line: 6,
        column: 1,
      },
    ]);
  });

  test("an unclosed <Info> is an error at its line", () => {
    const r = render("para\n\n<Info>\n\nnever closed");
    assert.equal(r.html, "<p>para</p>\n<p>never closed</p>\n");
    assert.deepEqual(r.diagnostics, [
      {
        severity: "error",
        code: "component/unclosed",
        message: "<Info> is never closed",
        hint: "add </Info> on its own line after its content",
        file: FILE,
        line: 6,
        column: 1,
      },
    ]);
  });

  test("a closing tag without an opening tag is an error", () => {
    assert.deepEqual(render("</Info>").diagnostics, [
      { severity: "error", code: "component/unmatched-close", message: "</Info> has no opening tag", file: FILE, line: 4, column: 1 },
    ]);
  });

  test("a broken attribute is a component/bad-tag error", () => {
    assert.deepEqual(render("<UrlBox href={foo} />").diagnostics, [
      {
        severity: "error",
        code: "component/bad-tag",
        message: 'attribute `href` of <UrlBox>: `{foo}` is not a literal (use "text", {["a", "b"]}, {true} or {42})',
        file: FILE,
        line: 4,
        column: 1,
      },
    ]);
  });
});

describe("renderMarkdown: code tabs", () => {
  test('["ReScript", "JS Output"] around one res fence leaves a slot for the generated JS output', () => {
    const r = render('<CodeTab labels={["ReScript", "JS Output"]}>\n\n```res\nlet x = 1\n```\n\n</CodeTab>');
    assert.deepEqual(r.codeBlocks, [{ index: 0, lang: "res", role: "plain", code: "let x = 1", line: 6, highlightLines: [], generatesJsOutput: true }]);
    assert.deepEqual(tabLabels(r.html), ["ReScript", "JS Output"]);
    assert.deepEqual(panelLabels(r.html), ["ReScript", "JS Output"]);
    const outputPanel = /<div class="code-tabs__panel"[^>]*data-label="JS Output" data-inactive>(.*?)<\/div>/.exec(r.html);
    assert.equal(
      outputPanel?.[1],
      '<p class="code-tabs__note">No compiler is configured for this page.</p>',
      "the JS Output panel is a slot that says so until the examples stage fills it",
    );
    const slots = (r.body ?? []).filter((part) => typeof part !== "string");
    assert.deepEqual(slots, [{ kind: "js-output", codeIndex: 0 }]);
    assert.equal((r.body ?? []).join("").includes("\u0000"), false);
    assert.deepEqual(r.diagnostics, []);
  });

  test("a hand-written JS fence beside the res fence is linked, not generated", () => {
    const r = render('<CodeTab labels={["ReScript", "JS Output"]}>\n\n```res\nlet x = 1\n```\n\n```js\nvar x = 1;\n```\n\n</CodeTab>');
    assert.deepEqual(r.codeBlocks, [
      { index: 0, lang: "res", role: "plain", code: "let x = 1", line: 6, highlightLines: [], generatesJsOutput: false, jsOutputIndex: 1 },
      { index: 1, lang: "js", role: "plain", code: "var x = 1;", line: 10, highlightLines: [], generatesJsOutput: false },
    ]);
    assert.deepEqual(tabLabels(r.html), ["ReScript", "JS Output"]);
    assert.equal(r.body, undefined, "no slot: the JS Output tab is written by hand");
  });

  test("labels default to ReScript for ReScript and to the upper-cased language extension for the others", () => {
    const r = render("<CodeTab>\n\n```res\nlet x = 1\n```\n\n```bash\nls\n```\n\n```ocaml\nlet x = 1\n```\n\n```reason\nlet x = 1;\n```\n\n</CodeTab>");
    assert.deepEqual(tabLabels(r.html), ["ReScript", "SH", "ML", "RE"]);
    assert.deepEqual(
      r.codeBlocks.map((b) => b.generatesJsOutput),
      [false, false, false, false],
    );
  });
});

describe("renderMarkdown: fences", () => {
  test("highlight lines are wrapped in code-line--highlight", () => {
    const r = render("```js {2}\na\nb\n```");
    const code = /<code class="hljs language-javascript">([\s\S]*?)<\/code>/.exec(r.html);
    assert.equal(code?.[1], 'a\n<span class="code-line code-line--highlight">b</span>');
    assert.deepEqual(r.codeBlocks, [{ index: 0, lang: "js", role: "plain", code: "a\nb", line: 4, highlightLines: [2], generatesJsOutput: false }]);
  });

  test("a fence without a language is escaped plain text labelled TEXT", () => {
    assert.equal(
      render("```\nplain <b>\n```").html,
      '<div class="code-block" data-lang="plaintext"><div class="code-block__bar"><span class="code-block__label">TEXT</span>' +
        '<span class="code-block__actions"><button type="button" class="copy-button" data-copy hidden aria-label="Copy code">Copy</button></span></div>' +
        '<pre class="code-block__pre" tabindex="0"><code class="hljs language-plaintext">plain &lt;b&gt;</code></pre></div>\n',
    );
  });

  test("ReScript fences link to the playground with the compressed source and the page's settings (playgroundRoutesOf)", () => {
    const play = /<a class="code-block__play" href="([^"]*)"/.exec(render("```res example\nlet x = 1\n```").html);
    assert.equal(play?.[1], "/try?code=DYUwLgBAHhC8EEYg");
    const body = "```res example\nlet x = 1\n```";
    const withQuery = renderMarkdown(md, { body, file: FILE, route: ROUTE, lineOffset: 3, playgroundPath: "/try", playgroundQuery: "&version=v11.0.0" });
    assert.equal(/<a class="code-block__play" href="([^"]*)"/.exec(withQuery.html)?.[1], "/try?code=DYUwLgBAHhC8EEYg&amp;version=v11.0.0");
  });
});

describe("renderMarkdown: MDX leftovers and raw HTML", () => {
  test("top-level import and export lines are dropped, but not inside fences", () => {
    const r = render('import x from "y"\nimport { a } from "b"\n\n# Hi\n\nexport const meta = 1\n\n```js\nimport a from "b"\n```');
    assert.deepEqual(r.headings, [{ level: 1, text: "Hi", id: "hi", line: 7 }]);
    assert.equal(r.html.startsWith('<h1 id="hi">Hi</h1>\n<div class="code-block"'), true);
    assert.deepEqual(
      r.codeBlocks.map((b) => b.code),
      ['import a from "b"'],
    );
  });

  test("raw HTML is recorded with its file line; refused HTML is reported there and left out of the page", () => {
    const r = render("text\n\n<script>alert(1)</script>\n\n<b>kept</b>\n");
    assert.equal(r.html, "<p>text</p>\n\n<p><b>kept</b></p>\n");
    assert.deepEqual(
      r.diagnostics.map((d) => [d.code, d.line]),
      [["markdown/unsafe-html", 6]],
    );
    assert.deepEqual(r.rawHtml, [
      { line: 6, html: "<script>alert(1)</script>\n" },
      { line: 8, html: "<b>" },
      { line: 8, html: "</b>" },
    ]);
  });

  test("inline raw HTML is recorded at its own line, not the paragraph's first line", () => {
    assert.deepEqual(render('First line\nsecond <span onclick="x()">a</span>').rawHtml, [
      { line: 5, html: '<span onclick="x()">' },
      { line: 5, html: "</span>" },
    ]);
  });

  test("component tags and code fences are not raw HTML", () => {
    assert.deepEqual(render("<Info>\n\nSee this.\n\n</Info>\n\n```html\n<script>x()</script>\n```\n\n`<b>`").rawHtml, []);
  });
});

describe("renderMarkdown: nesting limit", () => {
  test("a blockquote nested 150 deep is an error at its line instead of a page without its text", () => {
    const r = render(`intro\n\n${"> ".repeat(150)}deep text\n`);
    assert.deepEqual(
      r.diagnostics.map((d) => [d.code, d.line, d.severity]),
      [["markdown/too-deep", 6, "error"]],
    );
  });

  test("a list nested 200 deep is an error at the first item past the limit", () => {
    const r = render(Array.from({ length: 200 }, (_, i) => `${"  ".repeat(i)}- item ${i}`).join("\n"));
    assert.deepEqual(
      r.diagnostics.map((d) => [d.code, d.line]),
      [["markdown/too-deep", 4 + 49]],
    );
  });

  test("nesting within the limit keeps every word", () => {
    const r = render(`${"> ".repeat(99)}still here\n`);
    assert.deepEqual(r.diagnostics, []);
    assert.match(r.html, /still here/);
    assert.equal(r.html.match(/<blockquote>/g)?.length, 99);
  });
});
