// The import rules of docs/ARCHITECTURE.md: pure stages and templates/ never import the file system,
// esbuild or the watcher; client/ and src/shared/ (code the browser runs) never import Node built-ins;
// client/ imports no engine code but src/shared/; stages never import src/pipeline/ (buildSite and its
// memo); and no module of src/ depends on itself through others, nor any folder of src/ on itself.
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

/** The module a relative specifier of `from` names (repo-relative, `/` separators); undefined for packages. */
function resolveRelative(from: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
}

/** The import graph of some files: each file's relative imports that are files of the graph. */
function graphOf(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of files) {
    const targets = importsOf(text).flatMap((spec) => resolveRelative(file, spec) ?? []);
    graph.set(
      file,
      targets.filter((t) => files.has(t)),
    );
  }
  return graph;
}

/** The cycles of a directed graph: its strongly connected components of more than one node (or a node importing itself), sorted. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      for (let n = stack.pop()!; ; n = stack.pop()!) {
        onStack.delete(n);
        component.push(n);
        if (n === node) break;
      }
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.sort();
}

/** The graph of the folders of src/ (`src/pipeline`), with an edge wherever one of its files imports another folder's. */
function folderGraphOf(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const folder = (file: string) => file.split("/").slice(0, 2).join("/");
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folders.get(folder(file)) ?? new Set<string>();
    folders.set(folder(file), from);
    for (const target of targets) if (folder(target) !== folder(file)) from.add(folder(target));
  }
  return new Map([...folders].map(([f, targets]) => [f, [...targets].sort()]));
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

describe("import rules: the cycle finder", () => {
  test("finds a module cycle through type imports, a self-import and a folder cycle, and nothing in a tree", () => {
    const files = new Map([
      ["src/a/one.ts", 'import type { T } from "../b/two.ts";'],
      ["src/b/two.ts", 'import { x } from "./three.ts";'],
      ["src/b/three.ts", 'export { y } from "../a/one.ts";'],
      ["src/c/self.ts", 'import "./self.ts";'],
      ["src/c/leaf.ts", 'import { z } from "../d/four.ts";\nimport React from "react";'],
      ["src/d/four.ts", "export const z = 1;"],
    ]);
    const graph = graphOf(files);
    assert.deepEqual(cyclesOf(graph), [["src/a/one.ts", "src/b/three.ts", "src/b/two.ts"], ["src/c/self.ts"]]);
    assert.deepEqual(cyclesOf(folderGraphOf(graph)), [["src/a", "src/b"]]);
    assert.deepEqual(cyclesOf(graphOf(new Map([...files].filter(([f]) => f === "src/c/leaf.ts" || f.startsWith("src/d"))))), []);
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

  test("no module of src/ imports itself through others (type imports included)", () => {
    const graph = graphOf(sources(["src"]));
    assert.ok(graph.size > 100, `only ${graph.size} modules scanned`);
    assert.ok(
      [...graph.values()].some((targets) => targets.length > 5),
      "no imports resolved",
    );
    assert.deepEqual(cyclesOf(graph), []);
  });

  test("no folder of src/ depends on itself through other folders", () => {
    const folders = folderGraphOf(graphOf(sources(["src"])));
    assert.ok(folders.get("src/pipeline")!.includes("src/site"), "folder edges missing");
    assert.deepEqual(cyclesOf(folders), []);
  });

  test("stages never import src/pipeline/: only the command line and the dev server (with its compile endpoint) do", () => {
    const graph = graphOf(sources(["src"]));
    const shells = ["src/pipeline/", "src/cli/", "src/serve/", "src/playground/"];
    const found = [...graph].flatMap(([file, targets]) =>
      shells.some((s) => file.startsWith(s)) ? [] : targets.filter((t) => t.startsWith("src/pipeline/")).map((t) => `${file}: ${t}`),
    );
    assert.deepEqual(found, []);
  });

  test("client/ imports no engine code but src/shared/", () => {
    const files = sources(["client"]);
    const found = [...files].flatMap(([file, text]) =>
      importsOf(text)
        .flatMap((spec) => resolveRelative(file, spec) ?? [])
        .filter((target) => !target.startsWith("client/") && !target.startsWith("src/shared/"))
        .map((target) => `${file}: ${target}`),
    );
    assert.ok(
      [...files.values()].some((text) => text.includes("../src/shared/")),
      "no client import of src/shared seen",
    );
    assert.deepEqual(found, []);
  });
});
