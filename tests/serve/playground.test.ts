// The playground under `docsgen serve`: the compile endpoint with the real pinned compilers (results in the
// browser bundle's shape, the same JS as the build's JS Output tabs), its token, origin and size checks,
// and /try in Chromium compiling through it.
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import vm from "node:vm";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import LZString from "lz-string";
import { resolvePaths } from "../../src/config/resolvePaths.ts";
import { loadSiteConfig } from "../../src/config/loadConfig.ts";
import { createPlaygroundCompiler, readCompileRequest, type PlaygroundCompiler } from "../../src/playground/createPlaygroundCompiler.ts";
import type { ServeHandle } from "../../src/serve/startServe.ts";
import { MAX_PLAYGROUND_SOURCE } from "../../src/shared/playground/types.ts";
import { compileExamples } from "../../src/toolchain/compileExamples.ts";
import { makeJob } from "../../src/toolchain/planExamples.ts";
import { prepareToolchain, type PreparedToolchain } from "../../src/toolchain/prepareToolchain.ts";
import { CHROMIUM_MISSING, hasChromium, launchChromium } from "../e2e/support/browser.ts";
import { httpPost, REPO, servePlaygroundProject } from "./support.ts";

const paths = { ...resolvePaths({ root: REPO }), cache: path.join(REPO, ".docsgen-cache") };
let toolchains: Record<string, PreparedToolchain>;
let compiler: PlaygroundCompiler;

before(async () => {
  const { site } = await loadSiteConfig(paths);
  toolchains = {
    v12: await prepareToolchain(site.toolchains["v12"]!, paths.root, paths.cache),
    v11: await prepareToolchain(site.toolchains["v11"]!, paths.root, paths.cache),
  };
  compiler = createPlaygroundCompiler([
    async () => toolchains["v12"]!,
    {
      prepare: async () => toolchains["v11"]!,
      prepareCommonJs: () => prepareToolchain({ ...site.toolchains["v11"]!, module: "commonjs" }, paths.root, paths.cache),
    },
  ]);
});

/** The JS the build's JS Output tab shows for `code` (the example compiler). */
async function buildJs(id: "v12" | "v11", code: string): Promise<string> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "docsgen-pg-"));
  try {
    const job = makeJob({
      toolchain: id,
      toolchainKey: toolchains[id]!.key,
      file: "x.mdx",
      fenceLine: 1,
      route: "/x",
      codeIndex: 0,
      kind: "example",
      needsJs: true,
      prelude: "",
      code,
    });
    const report = await compileExamples({
      jobs: [job],
      toolchains: new Map([[id, toolchains[id]!]]),
      known: new Map(),
    });
    const outcome = report.outcomes.get(job.key)!;
    assert.ok(outcome.ok);
    assert.ok(outcome.js !== undefined);
    return outcome.js;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

describe("the serve compiler (pinned npm compilers)", () => {
  test("offers the pinned versions, the first being the default", async () => {
    assert.deepEqual(await compiler.versions(), [`v${toolchains["v12"]!.install.version}`, `v${toolchains["v11"]!.install.version}`]);
  });

  test("a type error comes back at its row and column, in the bundle's shape", async () => {
    const result = await compiler.handle({
      action: "compile",
      source: 'let y = 1\nlet x: int = "a"',
      version: "v12.0.2",
      moduleSystem: "esmodule",
    });
    assert.equal(result.type, "type_error");
    assert.ok("errors" in result);
    const [error] = result.errors;
    assert.deepEqual(
      { row: error!.row, column: error!.column, endRow: error!.endRow, endColumn: error!.endColumn },
      { row: 2, column: 13, endRow: 2, endColumn: 16 },
    );
    assert.match(error!.fullMsg, /^This has type: string\nBut it's expected to have type: int/);
    assert.equal(error!.shortMsg, "This has type: string");
  });

  test("a syntax error is a syntax_error", async () => {
    const result = await compiler.handle({ action: "compile", source: "let = 1", version: "v12.0.2", moduleSystem: "esmodule" });
    assert.equal(result.type, "syntax_error");
  });

  for (const id of ["v12", "v11"] as const) {
    test(`success gives the same JS as the build's JS Output tab (${id})`, async () => {
      const code = 'let add = (a, b) => a + b\nlet greeting = name => "Hello, " ++ name\nConsole.log(add(1, 2))';
      const result = await compiler.handle({
        action: "compile",
        source: code,
        version: `v${toolchains[id]!.install.version}`,
        moduleSystem: "esmodule",
      });
      assert.equal(result.type, "success");
      assert.ok("js_code" in result);
      assert.equal(result.js_code, await buildJs(id, code));
    });
  }

  test("a successful compile carries the runnable program: one script with the compiler's runtime that runs (v12, v11)", async () => {
    const source =
      'let xs = List.fromArray([1, 2, 3])->List.map(x => x * 2)\nConsole.log(xs->List.toArray)\nConsole.log2("sum", xs->List.reduce(0, (a, b) => a + b))';
    for (const id of ["v12", "v11"] as const) {
      const result = await compiler.handle({ action: "compile", source, version: `v${toolchains[id]!.install.version}`, moduleSystem: "esmodule" });
      assert.ok(result.type === "success" && "runnable" in result, id);
      assert.match(result.js_code, id === "v12" ? /from "@rescript\/runtime\/lib\/es6\/Stdlib_List\.js"/ : /from "@rescript\/core\/src\/Core__List\.res\.mjs"/);
      const runnable = result.runnable!;
      assert.ok(runnable.type === "script", id);
      assert.doesNotMatch(runnable.script, /\bimport\b/);
      const logged: string[] = [];
      vm.runInNewContext(runnable.script, { console: { log: (...values: unknown[]) => logged.push(JSON.stringify(values)) } });
      assert.deepEqual(logged, ["[[2,4,6]]", '["sum",12]'], id);
    }
    const failed = await compiler.handle({ action: "compile", source: 'let x: int = "a"', version: "v12.0.2", moduleSystem: "esmodule" });
    assert.equal("runnable" in failed, false, "no runnable without JavaScript");
  });

  test("a program importing what the playground cannot load compiles, with a reason instead of a runnable", async () => {
    const result = await compiler.handle({
      action: "compile",
      source: '@module("node:fs") external readFileSync: string => string = "readFileSync"\nConsole.log(readFileSync("/etc/passwd"))',
      version: "v12.0.2",
      moduleSystem: "esmodule",
    });
    assert.ok(result.type === "success" && "runnable" in result);
    assert.deepEqual(result.runnable, { type: "unavailable", msg: "the playground cannot run a program that imports node:fs" });
  });

  test("warnings are reported with their numbers (the compiler's default warnings are on)", async () => {
    const result = await compiler.handle({
      action: "compile",
      source: "let f = x => switch x { | Some(1) => 1 }",
      version: "v12.0.2",
      moduleSystem: "esmodule",
    });
    assert.equal(result.type, "success");
    assert.ok("warnings" in result);
    assert.deepEqual(
      result.warnings!.map((w) => [w.warnNumber, w.details.row, w.details.column]),
      [[8, 1, 13]],
    );
  });

  test("CommonJS output on request", async () => {
    const result = await compiler.handle({ action: "compile", source: "let x = 1", version: "v12.0.2", moduleSystem: "commonjs" });
    assert.ok("js_code" in result);
    assert.match(result.js_code, /exports\.x = x;/);
  });

  test("CommonJS with a library compiled as ES modules (v11's Core): the CommonJS variant of the toolchain compiles and runs it", async () => {
    const source = "let xs = list{1, 2}->List.map(x => x + 1)\nConsole.log(xs->List.toArray)";
    const result = await compiler.handle({ action: "compile", source, version: `v${toolchains["v11"]!.install.version}`, moduleSystem: "commonjs" });
    assert.ok(result.type === "success" && "runnable" in result, JSON.stringify(result).slice(0, 300));
    assert.match(result.js_code, /require\("@rescript\/core\/src\/Core__List\.res\.js"\)/);
    const logged: string[] = [];
    vm.runInNewContext(result.runnable!.type === "script" ? result.runnable!.script : "", {
      console: { log: (...v: unknown[]) => logged.push(JSON.stringify(v)) },
    });
    assert.deepEqual(logged, ["[[2,3]]"]);
  });

  test("format with the compiler's formatter", async () => {
    assert.deepEqual(await compiler.handle({ action: "format", source: "let   a=1", version: "v12.0.2", moduleSystem: "esmodule" }), {
      type: "success",
      code: "let a = 1\n",
    });
  });

  test("an unknown version is an unexpected_error, never a crash", async () => {
    assert.deepEqual(await compiler.handle({ action: "compile", source: "", version: "v1.0.0", moduleSystem: "esmodule" }), {
      type: "unexpected_error",
      msg: "this server has no compiler v1.0.0",
    });
  });

  test("a file-level @@config writes nothing outside the compile's scratch folder and runs nothing (v12, v11)", async () => {
    const target = mkdtempSync(path.join(os.tmpdir(), "docsgen-pg-hostile-"));
    const up = "../".repeat(20);
    try {
      for (const version of ["v12.0.2", `v${toolchains["v11"]!.install.version}`]) {
        // The last is hidden from a plain reading by a comment: behind the guard v12 reports it as an unplaced attribute (warning 101), v11 ignores it.
        for (const [source, type] of [
          [`@@config({flags: ["-bs-package-output", "commonjs:${up}${target}:.pth"]})\nlet x = 1`, "other_error"],
          [`@@config({flags: ["-bs-gentype", "touch ${target}/gentype;"]})\nlet x = 1`, "other_error"],
          [`@@config({flags: ["-ppx", "touch ${target}/ppx"]})\nlet x = 1`, "other_error"],
          [
            `@@/* hidden */config({flags: ["-bs-package-output", "commonjs:${up}${target}:.hidden"]})\nlet x = 1`,
            version === "v12.0.2" ? "warning_error" : "success",
          ],
        ] as const) {
          const result = await compiler.handle({ action: "compile", source, version, moduleSystem: "esmodule" });
          assert.equal(result.type, type, `${version}: ${source}`);
        }
      }
      assert.deepEqual(readdirSync(target), []);
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });

  test("a refused flag is reported at its attribute; allowed flags (warnings, JSX) still apply", async () => {
    const refused = await compiler.handle({
      action: "compile",
      source: 'let a = 1\n@@config({flags: ["-o", "/tmp/x"]})',
      version: "v12.0.2",
      moduleSystem: "esmodule",
    });
    assert.deepEqual(refused, {
      type: "other_error",
      errors: [
        {
          fullMsg: "the compiler flag `-o` is not allowed here (allowed: -w, -warn-error, -bs-jsx, -bs-jsx-mode, -bs-jsx-module)",
          shortMsg: "the compiler flag `-o` is not allowed here (allowed: -w, -warn-error, -bs-jsx, -bs-jsx-mode, -bs-jsx-module)",
          row: 2,
          column: 0,
          endRow: 2,
          endColumn: 1,
        },
      ],
    });
    const quiet = await compiler.handle({
      action: "compile",
      source: '@@config({flags: ["-w", "-8"]})\nlet f = x => switch x { | Some(1) => 1 }',
      version: "v12.0.2",
      moduleSystem: "esmodule",
    });
    assert.equal(quiet.type, "success");
    assert.ok("warnings" in quiet);
    assert.deepEqual(quiet.warnings, [], "-w -8 from the source silenced warning 8");
  });

  test("requests are checked: action, size limit, version syntax, module system", () => {
    const ok = { action: "compile", source: "let a = 1", version: "v12.0.2", moduleSystem: "esmodule" };
    assert.deepEqual(readCompileRequest(ok), ok);
    assert.equal(readCompileRequest({ ...ok, source: "x".repeat(MAX_PLAYGROUND_SOURCE + 1) }), undefined);
    assert.equal(readCompileRequest({ ...ok, action: "run" }), undefined);
    assert.equal(readCompileRequest({ ...ok, version: "../../etc" }), undefined);
    assert.equal(readCompileRequest({ ...ok, moduleSystem: "amd" }), undefined);
    assert.equal(readCompileRequest(null), undefined);
  });
});

describe("docsgen serve: /__docsgen/compile and /try", () => {
  let dir: string;
  let handle: ServeHandle;
  let compileUrl: string;
  before(async () => {
    ({ dir, handle } = await servePlaygroundProject({ watch: true, site: { name: "Playground Fixture" } }));
    const html = await (await fetch(`${handle.url}/try`)).text();
    compileUrl = /<meta name="docsgen-compile" content="([^"]+)">/.exec(html)?.[1] ?? "";
  });
  after(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test("pages announce the endpoint with the process token", () => {
    assert.match(compileUrl, /^\/__docsgen\/compile\?token=[0-9a-f]{32}$/);
  });

  test("GET lists the versions; POST compiles; token, origin, type and size are checked", async () => {
    const origin = handle.url;
    assert.deepEqual(await (await fetch(handle.url + compileUrl)).json(), {
      versions: ["v12.0.2"],
      choices: [{ version: "v12.0.2", label: "v12.0.2" }],
    });
    const body = JSON.stringify({ action: "compile", source: 'let x: int = "a"', version: "v12.0.2", moduleSystem: "esmodule" });
    const json = { "content-type": "application/json", origin };
    const good = await httpPost(handle.url + compileUrl, body, json);
    assert.equal(good.status, 200);
    assert.equal((JSON.parse(good.body) as { type: string }).type, "type_error");
    assert.equal((await httpPost(`${handle.url}/__docsgen/compile?token=${"0".repeat(32)}`, body, json)).status, 403);
    assert.equal((await httpPost(handle.url + compileUrl, body, { ...json, origin: "http://evil.example" })).status, 403);
    assert.equal((await httpPost(handle.url + compileUrl, body, { "content-type": "application/json" })).status, 403, "a POST without Origin is refused");
    assert.equal((await httpPost(handle.url + compileUrl, body, { ...json, "content-type": "text/plain" })).status, 415);
    assert.equal((await httpPost(handle.url + compileUrl, "{not json", json)).status, 400);
    assert.equal(
      (
        await httpPost(
          handle.url + compileUrl,
          JSON.stringify({
            action: "compile",
            source: "x".repeat(MAX_PLAYGROUND_SOURCE + 1),
            version: "v12.0.2",
            moduleSystem: "esmodule",
          }),
          json,
        )
      ).status,
      400,
    );
    const huge = await httpPost(handle.url + compileUrl, "x".repeat(MAX_PLAYGROUND_SOURCE * 3), json).catch(() => ({ status: 413, body: "" }));
    assert.equal(huge.status, 413);
  });

  test("the compile answer carries the runnable script, only behind the token and origin checks", async () => {
    const body = JSON.stringify({ action: "compile", source: 'Console.log("ran")', version: "v12.0.2", moduleSystem: "esmodule" });
    const json = { "content-type": "application/json", origin: handle.url };
    const good = await httpPost(handle.url + compileUrl, body, json);
    assert.equal(good.status, 200);
    const answer = JSON.parse(good.body) as { type: string; runnable?: { type: string; script: string } };
    assert.equal(answer.type, "success");
    assert.equal(answer.runnable?.type, "script");
    const logged: unknown[] = [];
    vm.runInNewContext(answer.runnable!.script, { console: { log: (value: unknown) => logged.push(value) } });
    assert.deepEqual(logged, ["ran"]);
    for (const [url, headers] of [
      [`${handle.url}/__docsgen/compile?token=${"0".repeat(32)}`, json],
      [handle.url + compileUrl, { ...json, origin: "http://evil.example" }],
    ] as const) {
      const refused = await httpPost(url, body, headers);
      assert.equal(refused.status, 403);
      assert.doesNotMatch(refused.body, /runnable|script/);
    }
  });

  test("/try compiles through the dev server: a type error at row 1, then the JS of valid code", {
    skip: hasChromium() ? false : CHROMIUM_MISSING,
    timeout: 600_000,
  }, async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`${handle.url}/try`, { waitUntil: "load" });
      await page.waitForSelector("[data-playground-editor][data-ready] .cm-content");
      await page.waitForFunction(() => ["success", "errors"].includes(document.querySelector("[data-playground]")?.getAttribute("data-state") ?? ""));
      assert.deepEqual(await page.$$eval("[data-playground-version] option", (os) => os.map((o) => (o as HTMLOptionElement).value)), ["v12.0.2"]);
      await page.click(".cm-content");
      await page.keyboard.press("Control+A");
      await page.keyboard.press("Delete");
      await page.keyboard.insertText('let x: int = "a"');
      await page.waitForFunction(() => document.querySelector(".playground__problem-where")?.textContent === "Error \u00b7 line 1, column 14");
      await page.keyboard.press("Control+A");
      await page.keyboard.insertText("let answer = 42");
      await page.waitForFunction(() => document.querySelector("[data-playground-js]")?.textContent?.includes("let answer = 42;"));
      assert.equal(await page.getAttribute("[data-playground]", "data-state"), "success");
    } finally {
      await browser.close();
    }
  });

  test("opening a /try link whose code asks the compiler to write elsewhere writes nothing and shows why", {
    skip: hasChromium() ? false : CHROMIUM_MISSING,
    timeout: 600_000,
  }, async () => {
    const target = mkdtempSync(path.join(os.tmpdir(), "docsgen-try-link-"));
    const code = `@@config({flags: ["-bs-package-output", "commonjs:${"../".repeat(20)}${target}:.pth"]})\nlet x = 1`;
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`${handle.url}/try?code=${LZString.compressToEncodedURIComponent(code)}`, { waitUntil: "load" });
      await page.waitForFunction(() => document.querySelector("[data-playground]")?.getAttribute("data-state") === "errors");
      assert.equal(
        await page.textContent(".playground__problem-text"),
        "the compiler flag `-bs-package-output` is not allowed here (allowed: -w, -warn-error, -bs-jsx, -bs-jsx-mode, -bs-jsx-module)",
      );
      assert.deepEqual(readdirSync(target), []);
    } finally {
      await browser.close();
      rmSync(target, { recursive: true, force: true });
    }
  });
});
