// Sections split from rendered HTML, the default scope of a page, and rendering the index files. The index of
// the real site is tested in tests/integration/searchRelevance.test.ts, on the shared build.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { splitSections } from "../../../src/content/splitSections.ts";
import { createMarkdown, renderMarkdown } from "../../../src/markdown/renderMarkdown.ts";
import type { BrowserDocSet } from "../../../src/shared/BrowserDocSet.ts";
import type { SearchInput, SearchInputPage } from "../../../src/search/buildSearchShards.ts";
import { renderSearchFiles } from "../../../src/search/renderSearchIndex.ts";
import { allVersionsScope, resolveSearchScope, widenedScope } from "../../../src/shared/search/resolveSearchScope.ts";

describe("splitSections", () => {
  test("one section per heading plus the intro; code chrome and JS Output panels left out; code apart from prose", () => {
    const html = [
      '<h1 id="pipe">Pipe</h1><div class="intro"><p>The <code>-&gt;</code> operator.</p></div>',
      '<h2 id="use">Use &amp; abuse</h2><p>Text</p>',
      '<div class="code-block"><div class="code-block__bar"><span>ReScript</span><button>Copy</button></div><pre><code>a-&gt;f</code></pre></div>',
      '<div class="code-tabs__panel" data-label="JS Output"><div><pre>f(a);</pre></div></div>',
      '<h3 id="deep">Deep</h3><p>More <script>not text</script>words</p>',
    ].join("\n");
    assert.deepEqual(splitSections(html), [
      { level: 0, id: "", heading: "", text: "", code: "" },
      { level: 1, id: "pipe", heading: "Pipe", text: "The -> operator.", code: "" },
      { level: 2, id: "use", heading: "Use & abuse", text: "Text", code: "a->f" },
      { level: 3, id: "deep", heading: "Deep", text: "More words", code: "" },
    ]);
  });

  test("every run of whitespace (tabs, newlines, no-break and other Unicode spaces) becomes one space, trimmed", () => {
    const text = " a \t b\n\nc\u00a0d \u00a0 e\u2003\u2003f\r\ng  h\fi\vj\u3000k ";
    const html = `<h2 id="w">Head\t\n line</h2><p>${text}</p><pre><code>x\n\n  y\t z </code></pre>`;
    assert.deepEqual(splitSections(html), [
      { level: 0, id: "", heading: "", text: "", code: "" },
      { level: 2, id: "w", heading: "Head line", text: "a b c d e f g h i j k", code: "x y z" },
    ]);
  });

  test("heading permalinks add nothing: the sections of a rendered page are those of the same HTML without them", () => {
    const md = createMarkdown();
    const body = "# Record\n\nIntro.\n\n## Mutable `fields`\n\nText [link](#x).\n\n### Deep\n\nMore.\n\n##### Five\n\nEnd.";
    const { html } = renderMarkdown(md, { body, file: "record.md", route: "/docs/record", lineOffset: 0, playgroundPath: "" });
    assert.match(html, /class="header-anchor"/, "the rendered page has permalinks");
    const without = html.replace(/<div class="md-heading">\n|<a class="header-anchor"[^>]*>#<\/a><\/div>/g, "");
    assert.doesNotMatch(without, /md-heading|header-anchor|Permalink/);
    assert.deepEqual(splitSections(html), splitSections(without));
    assert.deepEqual(splitSections(html), [
      { level: 0, id: "", heading: "", text: "", code: "" },
      { level: 1, id: "record", heading: "Record", text: "Intro.", code: "" },
      { level: 2, id: "mutable-fields", heading: "Mutable fields", text: "Text link.", code: "" },
      { level: 3, id: "deep", heading: "Deep", text: "More.", code: "" },
      { level: 5, id: "five", heading: "Five", text: "End.", code: "" },
    ]);
  });

  test("a highlighted code block's text is its spans' text; any other tag in a block is taken as the tag loop takes it", () => {
    const highlighted =
      '<h2 id="c">C</h2><pre class="code-block__pre"><code class="hljs language-rescript"><span class="code-line">' +
      '<span class="hljs-keyword">let</span> x = <span class="hljs-string">&quot;a&lt;b&quot;</span></span>\n' +
      '<span class="hljs-comment" title="a > b">// &amp;</span></code></pre><p>After.</p>';
    assert.deepEqual(splitSections(highlighted)[1], { level: 2, id: "c", heading: "C", text: "After.", code: 'let x = "a<b" // &' });
    // A block tag inside a block separates words; a skipped element inside one is left out; a comment is no text.
    const mixed = '<pre><code>a<div>b</div>c<span class="header-anchor">#</span>d<!-- e -->f</code></pre>';
    assert.deepEqual(splitSections(mixed), [{ level: 0, id: "", heading: "", text: "", code: "a b cdf" }]);
    // No closing tag: the rest of the page is the block's, as tag by tag.
    assert.deepEqual(splitSections("<pre><span>x</span> y"), [{ level: 0, id: "", heading: "", text: "", code: "x y" }]);
  });
});

describe("resolveSearchScope", () => {
  const docSets: BrowserDocSet[] = [
    {
      id: "manual",
      title: "Language Manual",
      base: "/docs/manual",
      latest: "v11.0.0",
      versions: ["v12.0.0", "v11.0.0", "v8.0.0"],
      aliases: { latest: "v11.0.0", next: "v12.0.0" },
      storageKey: "manual_version",
    },
    {
      id: "react",
      title: "ReScript & React",
      base: "/docs/react",
      latest: "latest",
      versions: ["latest"],
      aliases: {},
      storageKey: "react_version",
    },
  ];
  const shards = [
    { id: "blog" },
    { id: "manual-v11.0.0", docSet: "manual" },
    { id: "manual-v12.0.0", docSet: "manual" },
    { id: "manual-v8.0.0", docSet: "manual" },
    { id: "react-latest", docSet: "react" },
    { id: "syntax-lookup" },
  ];
  const scope = (pathname: string, stored?: (k: string) => string | null) => resolveSearchScope({ pathname, docSets, shards, ...(stored ? { stored } : {}) });
  test("a docs page searches its own version (aliases resolved) and the unversioned shards", () => {
    assert.deepEqual(scope("/docs/manual/v8.0.0/let-binding"), {
      shardIds: ["manual-v8.0.0", "blog", "syntax-lookup"],
      label: "Language Manual v8.0.0",
      version: "v8.0.0",
      prefix: "/docs/manual/v8.0.0",
    });
    assert.deepEqual(scope("/docs/manual/next/x").shardIds, ["manual-v12.0.0", "blog", "syntax-lookup"]);
    assert.deepEqual(scope("/docs/react/latest/hooks-state").shardIds, ["react-latest", "blog", "syntax-lookup"]);
  });
  test("elsewhere: the stored manual version when valid, else the latest; storage that throws is ignored", () => {
    assert.equal(scope("/blog", () => "v12.0.0").version, "v12.0.0");
    assert.equal(scope("/blog", () => "javascript:alert(1)").version, "v11.0.0");
    assert.equal(
      scope("/blog", () => {
        throw new Error("SecurityError");
      }).version,
      "v11.0.0",
    );
    assert.equal(scope("/docs/manual/v99.0.0/x").version, "v11.0.0");
  });
  test("widened: the current scope plus each other doc set at the reader's version (or its latest)", () => {
    const options = (pathname: string, stored?: (k: string) => string | null) => ({
      pathname,
      docSets,
      shards,
      ...(stored ? { stored } : {}),
    });
    assert.deepEqual(widenedScope(scope("/docs/manual/v8.0.0/let-binding"), options("/docs/manual/v8.0.0/let-binding")).shardIds, [
      "manual-v8.0.0",
      "blog",
      "syntax-lookup",
      "react-latest",
    ]);
    assert.deepEqual(
      widenedScope(
        scope("/docs/react/latest/x", () => "v12.0.0"),
        options("/docs/react/latest/x", () => "v12.0.0"),
      ).shardIds,
      ["react-latest", "blog", "syntax-lookup", "manual-v12.0.0"],
    );
  });
  test("all versions is every shard", () => {
    assert.deepEqual(allVersionsScope(shards).shardIds.length, 6);
  });
});

describe("renderSearchFiles", () => {
  /** Pages of two doc-set versions and a blog, with words shared across pages, shards and bucket keys. */
  function input(): SearchInput {
    const words = ["record", "variant", "pipe", "option", "array", "promise", "module", "functor", "ünïcode", "->", "@as", "42"];
    const pages: SearchInputPage[] = [];
    for (const [shard, version] of [
      ["manual-v11.0.0", "v11.0.0"],
      ["manual-v12.0.0", "v12.0.0"],
      ["blog", undefined],
    ] as const) {
      for (let i = 0; i < 12; i++) {
        const pick = (n: number) => words[(i * 7 + n) % words.length]!;
        pages.push({
          shard,
          ...(version ? { docSet: "manual", version } : {}),
          lvl0: version ? "Language Manual" : "Blog",
          route: version ? `/docs/manual/${version}/page-${i}` : `/blog/post-${i}`,
          title: `Page ${i} ${pick(0)}`,
          sections: [
            { level: 0, id: "", heading: "", text: `About ${pick(1)} and ${pick(2)}.`, code: "" },
            { level: 2, id: `s-${i}`, heading: `The ${pick(3)}`, text: `Use ${pick(4)} with ${pick(5)} ${pick(6)}.`, code: `let x = ${pick(7)}` },
          ],
        });
      }
    }
    return {
      baseUrl: "https://docs.example",
      docSets: [
        {
          id: "manual",
          title: "Language Manual",
          base: "/docs/manual",
          latest: "v11.0.0",
          versions: ["v12.0.0", "v11.0.0"],
          aliases: {},
          storageKey: "manual_version",
        },
      ],
      pages,
    };
  }

  test("rendering the same input twice gives the same files, in the same order", () => {
    const [first, second] = [renderSearchFiles(input()), renderSearchFiles(input())];
    assert.ok(first.files.size > 5, `only ${first.files.size} files`);
    assert.deepEqual([...second.files.keys()], [...first.files.keys()]);
    for (const [file, text] of first.files) assert.equal(second.files.get(file), text, file);
    assert.deepEqual(second.manifest, first.manifest);
  });

  test("the manifest says format 3 (packs and term files), so a page with an older script refuses it", () => {
    const { files, manifest } = renderSearchFiles(input());
    assert.equal(manifest.format, 3);
    assert.equal((JSON.parse(files.get("/search/manifest.json")!) as { format: number }).format, 3);
  });
});
