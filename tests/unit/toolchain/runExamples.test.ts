import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { DEFAULT_SITE } from "../../../src/config/defaults.ts";
import type { ResolvedSite } from "../../../src/config/types.ts";
import type { Page } from "../../../src/content/types.ts";
import { PENDING_OUTPUT } from "../../../src/toolchain/applyExampleOutcomes.ts";
import type { ExampleOutcome } from "../../../src/toolchain/compileExamples.ts";
import { planExamples } from "../../../src/toolchain/planExamples.ts";
import type { PreparedToolchain } from "../../../src/toolchain/prepareToolchain.ts";
import { runExamples } from "../../../src/toolchain/runExamples.ts";
import { makePage } from "../makePage.ts";

const site: ResolvedSite = { ...DEFAULT_SITE, defaultToolchain: "v12" };

/** A toolchain whose compiler does not exist: a compile would fail, never leave an example pending. */
const toolchain: PreparedToolchain = {
  id: "v12",
  install: { packageDir: "/nonexistent", version: "12.0.2", bsc: "/nonexistent/bsc.exe" },
  key: "k12",
  workspace: "/nonexistent",
  args: [],
  suffix: ".res.mjs",
};

/** A page with three examples, each with a generated JS Output tab: `let a`, `let b` and `let c`. */
function examplesPage(): Page {
  const codes = ["let a = 1", "let b = 2", "let c = 3"];
  return {
    ...makePage({ path: "docs/a.mdx", route: "/docs/a" }),
    codeBlocks: codes.map((code, index) => ({ index, lang: "res", role: "example", code, line: 7 + index * 10, highlightLines: [], generatesJsOutput: true })),
    body: codes.flatMap((code, index) => [`<pre>${code}</pre><div>`, { kind: "js-output", codeIndex: index } as const, "</div>"]),
    html: "",
  };
}

describe("runExamples with deferCompiles", () => {
  test("known outcomes fill their tabs, the others are pending (an outcome that was only a check shows no JS); nothing is compiled", async () => {
    const pages = [examplesPage()];
    const [a, b] = planExamples(pages, site, { v12: toolchain.key });
    const known = new Map<string, ExampleOutcome>([
      [a!.key, { ok: true, js: "let a = 1;\n" }],
      [b!.key, { ok: true }],
    ]);
    const counts: [number, number][] = [];
    const result = await runExamples({
      pages,
      site,
      toolchains: new Map([["v12", toolchain]]),
      known,
      referenceOf: () => assert.fail("no component asks for compiler data"),
      severity: "warning",
      data: new Map(),
      deferCompiles: true,
      onCount: (done, total) => counts.push([done, total]),
    });
    assert.deepEqual(result.diagnostics, []);
    assert.deepEqual(
      { compiled: result.stats.compiled, cached: result.stats.cached, pending: result.stats.pending, invocations: result.stats.invocations },
      { compiled: 0, cached: 1, pending: 2, invocations: 0 },
    );
    assert.equal(result.fresh.size, 0);
    assert.deepEqual(counts, [], "no compile ran, so no count");
    const html = result.pages[0]!.html;
    assert.equal(html.split(PENDING_OUTPUT).length - 1, 2, html);
    assert.ok(html.startsWith('<pre>let a = 1</pre><div><div class="code-block" data-lang="javascript">'), html);
  });

  test("without deferCompiles the same examples are compiled (here: they fail, the compiler being `false`) and none is pending", async () => {
    const pages = [examplesPage()];
    const counts: [number, number][] = [];
    const workspace = mkdtempSync(path.join(os.tmpdir(), "docsgen-run-examples-"));
    after(() => rmSync(workspace, { recursive: true, force: true }));
    for (const config of ["rescript.json", "bsconfig.json"]) writeFileSync(path.join(workspace, config), "{}");
    const failing = { ...toolchain, workspace, install: { ...toolchain.install, bsc: "/bin/false" } };
    const result = await runExamples({
      pages,
      site,
      toolchains: new Map([["v12", failing]]),
      known: new Map(),
      referenceOf: () => assert.fail("no component asks for compiler data"),
      severity: "warning",
      data: new Map(),
      onCount: (done, total) => counts.push([done, total]),
    });
    assert.equal(result.stats.pending, 0);
    assert.equal(result.stats.compiled, 3);
    assert.ok(!result.pages[0]!.html.includes(PENDING_OUTPUT));
    assert.deepEqual(
      counts.map(([, total]) => total),
      [3, 3, 3, 3],
    );
    assert.deepEqual(counts[0], [0, 3]);
    assert.deepEqual(counts.at(-1), [3, 3]);
  });
});
