// The runnable script of a compiled program: bundled with the toolchain's own runtime (not the project's
// `rescript`), its libraries and React, nothing else (files, other packages: a reason instead), within a size
// and a time limit; a component-only module mounts its `make`; a top-level await makes a module script.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import vm from "node:vm";
import { bundleRunnable, importsOf, mountsComponent } from "../../../src/playground/bundleRunnable.ts";
import type { PreparedToolchain } from "../../../src/toolchain/prepareToolchain.ts";

const REPO = path.resolve(import.meta.dirname, "..", "..", "..");
let dir: string;
let toolchain: PreparedToolchain;

const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
};

before(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "docsgen-runnable-"));
  // The toolchain's compiler package (like node_modules/rescript-10) and a project whose own `rescript` differs.
  write("compiler/lib/es6/belt_Array.js", 'export function origin() { return "the toolchain\'s runtime"; }\n');
  write("project/node_modules/rescript/lib/es6/belt_Array.js", 'export function origin() { return "the project\'s rescript"; }\n');
  write("project/node_modules/other/index.js", "export const other = 1;\n");
  write("project/package.json", "{}\n");
  // A library compiled in the workspace, which imports the runtime too.
  write(
    "workspace/node_modules/@rescript/core/src/Core__Lib.mjs",
    'import * as Belt_Array from "rescript/lib/es6/belt_Array.js";\nexport function greet() { return "core via " + Belt_Array.origin(); }\n',
  );
  write("workspace/secret.js", 'export const secret = "SECRET";\n');
  write("outside.js", 'export const outside = "SECRET";\n');
  toolchain = {
    id: "fake",
    install: { packageDir: path.join(dir, "compiler"), version: "10.1.4", bsc: "/bin/false" },
    key: "fake",
    workspace: path.join(dir, "workspace"),
    args: [],
    suffix: ".js",
  };
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a classic runnable script in a fresh context and returns what it logged. */
function runLogged(script: string): string[] {
  const logged: string[] = [];
  vm.runInNewContext(script, { console: { log: (...values: unknown[]) => logged.push(values.join(" ")) } });
  return logged;
}

describe("bundleRunnable", () => {
  test("the runtime comes from the toolchain's compiler package, libraries from its workspace", async () => {
    const js = [
      'import * as Belt_Array from "rescript/lib/es6/belt_Array.js";',
      'import * as Core__Lib from "@rescript/core/src/Core__Lib.mjs";',
      "console.log(Belt_Array.origin());",
      "console.log(Core__Lib.greet());",
      "export { }",
    ].join("\n");
    const runnable = await bundleRunnable(js, toolchain, { root: path.join(dir, "project") });
    assert.equal(runnable.type, "script");
    assert.ok(runnable.type === "script");
    assert.equal(runnable.module, undefined, "a classic script");
    assert.doesNotMatch(runnable.script, /\bimport\b|\brequire\(/, "no imports left");
    assert.deepEqual(runLogged(runnable.script), ["the toolchain's runtime", "core via the toolchain's runtime"]);
  });

  test("CommonJS output bundles too", async () => {
    const js = '"use strict";\nvar Belt_Array = require("rescript/lib/es6/belt_Array.js");\nconsole.log(Belt_Array.origin());\nexports.x = 1;\n';
    const runnable = await bundleRunnable(js, toolchain, { root: path.join(dir, "project") });
    assert.ok(runnable.type === "script");
    assert.deepEqual(runLogged(runnable.script), ["the toolchain's runtime"]);
  });

  test("files and packages outside the runtime, the libraries and React are refused with a reason", async () => {
    const cases: [string, string][] = [
      [`import * as S from ${JSON.stringify(path.join(dir, "outside.js"))};`, path.join(dir, "outside.js")],
      ['import * as S from "./secret.js";', "./secret.js"],
      ['import * as S from "../outside.js";', "../outside.js"],
      ['import * as O from "other";', "other"],
      ['import * as Fs from "fs";', "fs"],
      ['import * as P from "rescript/lib/es6/missing.js";', "rescript/lib/es6/missing.js"],
      ['import * as Up from "rescript/../../outside.js";', "rescript/../../outside.js"],
      ['var S = require("./secret.js");', "./secret.js"],
    ];
    for (const [js, named] of cases) {
      const runnable = await bundleRunnable(`${js}\nconsole.log(S);\n`, toolchain, { root: path.join(dir, "project") });
      assert.deepEqual(runnable, { type: "unavailable", msg: `the playground cannot run a program that imports ${named}` }, js);
    }
  });

  test("a component-only React module mounts its `make` into #root; one that renders itself does not", async () => {
    const component = [
      'import * as JsxRuntime from "react/jsx-runtime";',
      'function Playground(props) { return JsxRuntime.jsx("p", { children: "hi" }); }',
      "let make = Playground;",
      "export { make, }",
      "",
    ].join("\n");
    const renders = `import * as Client from "react-dom/client";\n${component}`;
    assert.equal(mountsComponent(component), true);
    assert.equal(mountsComponent(renders), false);
    assert.equal(mountsComponent('import * as Belt_Array from "rescript/lib/es6/belt_Array.js";\n'), false);
    const mounted = await bundleRunnable(component, toolchain, { root: REPO });
    assert.ok(mounted.type === "script");
    assert.match(mounted.script, /getElementById\("root"\)/);
    assert.ok(mounted.script.length < 400 * 1024, `React in production, minified: ${mounted.script.length} bytes`);
    assert.doesNotMatch(mounted.script, /react-dom\.development|Warning: /, "no development build of React");
    const own = await bundleRunnable(renders, toolchain, { root: REPO });
    assert.ok(own.type === "script");
    assert.doesNotMatch(own.script, /getElementById\("root"\)/);
  });

  test("a top-level await makes a module script that calls the finished hook at its end", async () => {
    const runnable = await bundleRunnable("let x = await Promise.resolve(1);\nconsole.log(x);\nexport { x, }\n", toolchain);
    assert.ok(runnable.type === "script");
    assert.equal(runnable.module, true);
    assert.match(runnable.script, /await Promise\.resolve\(1\)/);
    assert.match(runnable.script.trim(), /globalThis\.__docsgenRunFinished\?\.\(\);$/);
  });

  test("the size and time limits give reasons", async () => {
    const big = `console.log(${JSON.stringify("x".repeat(4096))});\n`;
    assert.deepEqual(await bundleRunnable(big, toolchain, { maxBytes: 1024 }), {
      type: "unavailable",
      msg: "the program is too large to run here (5 KiB, limit 1 KiB)",
    });
    const slow = Array.from({ length: 20_000 }, (_, i) => `export function f${i}(a) { return a + ${i}; }`).join("\n");
    assert.deepEqual(await bundleRunnable(slow, toolchain, { timeoutMs: 1 }), {
      type: "unavailable",
      msg: "preparing the program to run took longer than 0.001 s",
    });
  });

  test("importsOf reads the compiler's import and require lines", () => {
    assert.deepEqual(
      importsOf(
        'import * as A from "a";\nimport B from "b/c.js";\nimport {x} from "d";\nimport "e";\nvar F = require("f");\nlet s = "import x from \\"no\\"";',
      ),
      ["a", "b/c.js", "d", "e", "f"],
    );
  });
});
