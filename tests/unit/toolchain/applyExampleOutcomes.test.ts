import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Page } from "../../../src/content/types.ts";
import { formatDiagnostic } from "../../../src/diagnostics/formatDiagnostic.ts";
import { applyExampleOutcomes, renderExampleNote } from "../../../src/toolchain/applyExampleOutcomes.ts";
import type { ExampleOutcome } from "../../../src/toolchain/compileExamples.ts";
import { makeJob } from "../../../src/toolchain/planExamples.ts";
import { makePage } from "../makePage.ts";

/** A page with one `res example` fence at line 7 whose CodeTab has a generated JS Output tab, and a data component. */
function examplePage(): Page {
  return {
    ...makePage({ path: "docs/a.mdx", route: "/docs/a" }),
    codeBlocks: [{ index: 0, lang: "res", role: "example", code: "let x = 1", line: 7, highlightLines: [], generatesJsOutput: true }],
    body: [
      "<pre>let x = 1</pre>",
      { kind: "example-status", codeIndex: 0 },
      '<div data-label="JS Output">',
      { kind: "js-output", codeIndex: 0 },
      "</div>",
      { kind: "component", name: "WarningTable" },
    ],
    html: '<pre>let x = 1</pre><div data-label="JS Output"></div>',
  };
}

const job = makeJob({
  toolchain: "v12",
  toolchainKey: "k",
  file: "content/docs/a.mdx",
  fenceLine: 7,
  route: "/docs/a",
  codeIndex: 0,
  kind: "example",
  needsJs: true,
  prelude: "",
  code: "let x = 1",
});

const plainPage = makePage({ path: "b.mdx", route: "/b" });

function apply(outcome: ExampleOutcome, componentHtml = new Map([["/docs/a", new Map([["WarningTable", "<table></table>"]])]])) {
  return applyExampleOutcomes({
    pages: [examplePage(), plainPage],
    jobs: [job],
    outcomes: new Map([[job.key, outcome]]),
    compilerNames: { v12: "ReScript 12.0.2" },
    severity: "error",
    componentHtml,
  });
}

describe("applyExampleOutcomes", () => {
  test("a compiled example fills the JS Output tab and the component; pages without slots come back as they were", () => {
    const result = apply({ ok: true, js: "let x = 1;\n" });
    assert.deepEqual(result.diagnostics, []);
    const html = result.pages[0]!.html;
    assert.ok(html.startsWith('<pre>let x = 1</pre><div data-label="JS Output"><div class="code-block" data-lang="javascript">'), html);
    assert.match(html, /<code class="hljs language-javascript"><span class="hljs-keyword">let<\/span> x = <span class="hljs-number">1<\/span>;\n<\/code>/);
    assert.ok(html.endsWith("</code></pre></div>\n</div><table></table>"), html);
    assert.equal(result.pages[1], plainPage);
    assert.equal(result.pages.length, 2);
  });

  test("an example that does not compile is an error at its line, with a note under it and none in the JS Output tab", () => {
    const result = apply({ ok: false, error: { message: "This has type: string", detail: "", line: 1, column: 9 } }, new Map());
    assert.deepEqual(
      result.diagnostics.map((d) => formatDiagnostic(d)),
      ["content/docs/a.mdx:8:9 - error example/compile-error: this example does not compile with ReScript 12.0.2: This has type: string"],
    );
    assert.equal(
      result.pages[0]!.html,
      "<pre>let x = 1</pre>" +
        '<div class="example-status" role="note"><details><summary>This example does not compile with ReScript 12.0.2: This has type: string</summary>' +
        '<p class="example-status__why">ReScript 12.0.2 reports at line 1, column 9 of the example:</p>' +
        '<pre class="example-status__message">This has type: string</pre></details></div>' +
        '<div data-label="JS Output"><p class="code-tabs__note">The example does not compile, so there is no JavaScript output.</p></div>',
    );
  });

  test("where the compiler names rescript.json, the diagnostic's hint names the toolchain in site.json; the page's note quotes the compiler", () => {
    const message = 'Experimental feature not enabled: LetUnwrap. Enable it by setting "LetUnwrap" to true under "experimental-features" in rescript.json.';
    const result = apply({ ok: false, error: { message, detail: "", line: 2, column: 8 } }, new Map());
    assert.deepEqual(
      result.diagnostics.map((d) => formatDiagnostic(d)),
      [
        "content/docs/a.mdx:9:8 - error example/compile-error: " +
          "this example does not compile with ReScript 12.0.2: Experimental feature not enabled: LetUnwrap.\n" +
          '  hint: add "-enable-experimental", "LetUnwrap" to `toolchains.v12.flags` in site.json',
      ],
    );
    assert.match(result.pages[0]!.html, /<pre class="example-status__message">Experimental feature not enabled: LetUnwrap\. Enable it by setting/);
  });

  test("a page with no compile job keeps what its slots show without a compiler", () => {
    const result = applyExampleOutcomes({
      pages: [examplePage()],
      jobs: [],
      outcomes: new Map(),
      compilerNames: {},
      severity: "error",
      componentHtml: new Map(),
    });
    assert.equal(
      result.pages[0]!.html,
      '<pre>let x = 1</pre><div data-label="JS Output"><p class="code-tabs__note">No compiler is configured for this page.</p></div>',
    );
  });
});

describe("renderExampleNote", () => {
  const error = {
    line: 2,
    column: 5,
    message: "This expression's type contains type variables that cannot be generalized:",
    detail: "array<'_weak1> This happens when the type system senses there's a mutation/side-effect, in combination with a polymorphic value.",
  };

  test("the first line of the compiler's message is the summary; the whole message, escaped, is in a <pre> under it", () => {
    const note = renderExampleNote({ compiler: "ReScript 12.0.2", error, upstream: false });
    const summary = /<summary>([\s\S]*?)<\/summary>/.exec(note)?.[1];
    assert.equal(summary, "This example does not compile with ReScript 12.0.2: This expression&#39;s type contains type variables that cannot be generalized:");
    const pre = /<pre class="example-status__message">([\s\S]*?)<\/pre>/.exec(note)?.[1];
    assert.equal(
      pre,
      "This expression&#39;s type contains type variables that cannot be generalized:\n" +
        "array&lt;&#39;_weak1&gt; This happens when the type system senses there&#39;s a mutation/side-effect, in combination with a polymorphic value.",
    );
    assert.match(note, /^<div class="example-status" role="note"><details><summary>/);
    assert.match(note, /<\/pre><\/details><\/div>$/);
    assert.match(note, /ReScript 12\.0\.2 reports at line 2, column 5 of the example:/);
  });

  test("an example of a generated page says it comes from upstream docs and is no error of this site", () => {
    const note = renderExampleNote({ compiler: "ReScript 12.0.2", error, upstream: true });
    const why = /<p class="example-status__why">([^<]*)<\/p>/.exec(note)?.[1] ?? "";
    assert.ok(why.startsWith("This example comes from a documentation comment of the library as published upstream, often written for another version"), why);
    assert.ok(why.endsWith("its failure is not an error of this site. ReScript 12.0.2 reports at line 2, column 5 of the example:"), why);
    assert.doesNotMatch(renderExampleNote({ compiler: "ReScript 12.0.2", error, upstream: false }), /upstream/);
  });

  test("nothing of the message or the compiler name is markup; a message of one line has no empty second line; no line, no place", () => {
    const note = renderExampleNote({
      compiler: "<b>bsc</b>",
      error: { line: 0, column: 1, message: "a prelude of this page does not compile: <script>alert(1)</script>", detail: " " },
      upstream: false,
    });
    assert.doesNotMatch(note, /<(script|b)>/);
    assert.match(note, /<pre class="example-status__message">a prelude of this page does not compile: &lt;script&gt;alert\(1\)&lt;\/script&gt;<\/pre>/);
    assert.match(note, /&lt;b&gt;bsc&lt;\/b&gt; reports:<\/p>/);
  });
});
