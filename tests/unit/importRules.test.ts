// The two import rules of ARCHITECTURE.md: pure stages and templates/ never import the file system, esbuild
// or the watcher; client/ and src/shared/ (code the browser runs) never import Node built-ins.
import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { builtinModules } from "node:module";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const REPO = path.resolve(import.meta.dirname, "..", "..");

/** Module specifiers of every import, re-export, dynamic import() and require() in a source text. Comment lines are skipped. */
function importsOf(source: string): string[] {
  const code = source
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join("\n");
  const patterns = [
    /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"'\n]+)["']/g,
    /\bimport\s*\(\s*["']([^"'\n]+)["']\s*\)/g,
    /\brequire\s*\(\s*["']([^"'\n]+)["']\s*\)/g,
  ];
  const found: string[] = [];
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) found.push(m[1]!);
  return found;
}

const isFileSystemOrTooling = (spec: string) => /^(node:)?fs(\/promises)?$/.test(spec) || /^(esbuild|chokidar)(\/|$)/.test(spec);
const isNodeBuiltin = (spec: string) => spec.startsWith("node:") || builtinModules.includes(spec) || builtinModules.includes(spec.split("/")[0]!);

/** `file: specifier` for each import in `files` that `forbidden` rejects. */
function violations(files: ReadonlyMap<string, string>, forbidden: (spec: string) => boolean): string[] {
  const found: string[] = [];
  for (const [file, text] of files) for (const spec of importsOf(text)) if (forbidden(spec)) found.push(`${file}: ${spec}`);
  return found.sort();
}

/** Every .ts/.tsx file under the given repository dirs, minus exceptions, as repo-relative path -> text. */
function sources(dirs: readonly string[], except: readonly string[] = []): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of dirs) {
    for (const e of readdirSync(path.join(REPO, dir), { recursive: true, withFileTypes: true })) {
      if (!e.isFile() || !/\.tsx?$/.test(e.name)) continue;
      const rel = path.relative(REPO, path.join(e.parentPath, e.name)).split(path.sep).join("/");
      if (!except.includes(rel)) files.set(rel, readFileSync(path.join(REPO, rel), "utf8"));
    }
  }
  return files;
}

const PURE = ["src/content", "src/markdown", "src/site", "src/render", "src/shared", "templates"];
const PURE_EXCEPTIONS = ["src/content/scanContent.ts", "src/content/scanPublic.ts"];
const BROWSER = ["client", "src/shared"];

describe("import rules: the scanner", () => {
  test("finds static, type-only, multi-line, side-effect, re-export, dynamic and require imports", () => {
    const text = [
      'import fs from "node:fs";',
      "import type { Stats } from 'fs';",
      'import {\n  readFile,\n  stat,\n} from "node:fs/promises";',
      'import "chokidar";',
      'export { build } from "esbuild";',
      'const m = await import("node:path");',
      'const c = require("node:child_process");',
      '// import skipped from "node:os" in a comment',
      'const s = "an import-looking string without from";',
    ].join("\n");
    assert.deepEqual(importsOf(text), ["node:fs", "fs", "node:fs/promises", "chokidar", "esbuild", "node:path", "node:child_process"]);
  });

  test("flags a forbidden import added to a pure module and a Node import added to browser code", () => {
    const pure = new Map([
      ["src/site/ok.ts", 'import { x } from "./x.ts";\nimport MarkdownIt from "markdown-it";'],
      ["src/site/bad.ts", 'import { readFileSync } from "node:fs";\nimport * as esbuild from "esbuild";'],
      ["templates/Bad.tsx", 'import { watch } from "chokidar";\nimport { readFile } from "fs/promises";'],
    ]);
    assert.deepEqual(violations(pure, isFileSystemOrTooling), [
      "src/site/bad.ts: esbuild",
      "src/site/bad.ts: node:fs",
      "templates/Bad.tsx: chokidar",
      "templates/Bad.tsx: fs/promises",
    ]);
    const browser = new Map([
      ["client/ok.ts", 'import { parseVersion } from "../src/shared/version.ts";'],
      ["client/bad.ts", 'import path from "node:path";\nimport { createHash } from "crypto";'],
    ]);
    assert.deepEqual(violations(browser, isNodeBuiltin), ["client/bad.ts: crypto", "client/bad.ts: node:path"]);
  });
});

describe("import rules: the repository", () => {
  test("pure stages and templates/ never import node:fs, fs, esbuild or chokidar", () => {
    const files = sources(PURE, PURE_EXCEPTIONS);
    assert.ok(files.size > 40, `only ${files.size} files scanned`);
    assert.ok(
      [...files.keys()].some((f) => f.startsWith("templates/") && f.endsWith(".tsx")),
      "no templates scanned",
    );
    assert.deepEqual(violations(files, isFileSystemOrTooling), []);
  });

  test("the scanner sees the file-system imports of scanContent.ts and scanPublic.ts, the only exceptions (the rule is not vacuous)", () => {
    const io = sources(["src/content"]);
    assert.deepEqual(
      violations(io, isFileSystemOrTooling)
        .map((v) => v.split(":")[0])
        .filter((f, i, all) => all.indexOf(f) === i),
      PURE_EXCEPTIONS,
    );
  });

  test("client/ and src/shared/ never import Node built-ins", () => {
    const files = sources(BROWSER);
    assert.ok([...files.keys()].some((f) => f.startsWith("client/")) && [...files.keys()].some((f) => f.startsWith("src/shared/")), "nothing scanned");
    assert.deepEqual(violations(files, isNodeBuiltin), []);
  });
});
