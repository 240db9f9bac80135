import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { createBuildMemo } from "../../../src/pipeline/BuildMemo.ts";
import { jsOutputHtmlOnce } from "../../../src/pipeline/jsOutputHtmlOnce.ts";
import { renderJsOutput } from "../../../src/toolchain/applyExampleOutcomes.ts";

const dir = mkdtempSync(path.join(os.tmpdir(), "docsgen-js-html-"));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A renderer that counts its calls. */
function counting() {
  const calls: string[] = [];
  return {
    calls,
    render: (js: string) => {
      calls.push(js);
      return renderJsOutput(js);
    },
  };
}

test("JS Output blocks are rendered once per engine build: kept in the memo, then read from the cache by a new process", async () => {
  const cache = { dir, engineKey: "0123abcd" };
  const first = counting();
  const memo = createBuildMemo();
  const once = await jsOutputHtmlOnce(memo, cache, first.render);
  const html = once.renderJsOutput("let a = 1;\n");
  assert.equal(html, renderJsOutput("let a = 1;\n"));
  assert.match(html, /<span class="hljs-keyword">let<\/span>/);
  once.renderJsOutput("let a = 1;\n");
  once.renderJsOutput("let b = 2;\n");
  assert.deepEqual(first.calls, ["let a = 1;\n", "let b = 2;\n"], "each block rendered once");
  await once.save();
  assert.deepEqual(readdirSync(path.join(dir, "examples")), ["js-html-0123abcd.json"]);

  // A new process (an empty memo) with the same engine build: read from the cache, nothing highlighted.
  const second = counting();
  const again = await jsOutputHtmlOnce(createBuildMemo(), cache, second.render);
  assert.equal(again.renderJsOutput("let b = 2;\n"), renderJsOutput("let b = 2;\n"));
  assert.deepEqual(second.calls, []);

  // Another engine build has a file of its own; no engine key, no file.
  const other = counting();
  (await jsOutputHtmlOnce(createBuildMemo(), { dir, engineKey: "4567ef" }, other.render)).renderJsOutput("let b = 2;\n");
  assert.deepEqual(other.calls, ["let b = 2;\n"]);
  const none = await jsOutputHtmlOnce(createBuildMemo(), { dir, engineKey: undefined }, counting().render);
  none.renderJsOutput("let c = 3;\n");
  await none.save();
  assert.deepEqual(readdirSync(path.join(dir, "examples")), ["js-html-0123abcd.json"]);
});

test("a build that renders nothing anew does not write; the memo keeps only the blocks the latest build used", async () => {
  const cache = { dir, engineKey: "89abcdef" };
  const memo = createBuildMemo();
  const first = await jsOutputHtmlOnce(memo, cache, renderJsOutput);
  first.renderJsOutput("let kept = 1;\n");
  first.renderJsOutput("let dropped = 1;\n");
  await first.save();
  const file = path.join(dir, "examples", "js-html-89abcdef.json");
  const written = readFileSync(file, "utf8");
  const second = await jsOutputHtmlOnce(memo, cache, () => assert.fail("nothing to render"));
  second.renderJsOutput("let kept = 1;\n");
  await second.save();
  assert.equal(readFileSync(file, "utf8"), written, "not written again");
  assert.equal(memo.values.view("jsOutputHtml").size, 1);
});
