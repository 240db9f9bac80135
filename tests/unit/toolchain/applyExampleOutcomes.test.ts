import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Page } from "../../../src/content/types.ts";
import { formatDiagnostic } from "../../../src/diagnostics/formatDiagnostic.ts";
import { applyExampleOutcomes } from "../../../src/toolchain/applyExampleOutcomes.ts";
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
        '<p class="example-status" role="note">This example does not compile with ReScript 12.0.2: This has type: string</p>' +
        '<div data-label="JS Output"><p class="code-tabs__note">The example does not compile, so there is no JavaScript output.</p></div>',
    );
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
