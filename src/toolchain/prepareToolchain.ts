import { execFile } from "node:child_process";
import { touchCacheEntry } from "../cache/cacheEntry.ts";
import { cacheWriteError } from "../cache/cacheWriteError.ts";
import { isReadyMarker } from "../cache/isReadyMarker.ts";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { cp, mkdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import type { ResolvedToolchain } from "../config/types.ts";
import { SetupError } from "../diagnostics/SetupError.ts";
import { locateCompiler, type CompilerInstall } from "./locateCompiler.ts";

const run = promisify(execFile);

/** A compiler ready to compile single files: its command line and a workspace holding the compiled libraries. */
export interface PreparedToolchain {
  readonly id: string;
  readonly install: CompilerInstall;
  /** Changes whenever the compiler, a library or a flag changes: part of every cache key. */
  readonly key: string;
  /** Directory with the package config (rescript.json/bsconfig.json) that compiles run under. */
  readonly workspace: string;
  /** Flags for `bsc` before the source file. */
  readonly args: readonly string[];
  /** File suffix of generated JS. */
  readonly suffix: string;
}

const PACKAGE_NAME = "docs-examples";

/** Locates the compiler, compiles its libraries once into the cache (keyed by versions), and returns the bsc command line. */
export async function prepareToolchain(toolchain: ResolvedToolchain, root: string, cacheDir: string): Promise<PreparedToolchain> {
  const plan = planToolchain(toolchain, root, cacheDir);
  if (!isReadyMarker(path.join(plan.workspace, ".ready"))) await buildWorkspace(plan, toolchain, cacheDir);
  return plan.prepared;
}

/**
 * A toolchain's command line, cache key and workspace folder, without compiling anything (quick): what a build
 * that compiles nothing needs (serve's first build looks up known outcomes by the key). `ready`: whether the
 * workspace's libraries are compiled already.
 */
export function plannedToolchain(toolchain: ResolvedToolchain, root: string, cacheDir: string): { prepared: PreparedToolchain; ready: boolean } {
  const plan = planToolchain(toolchain, root, cacheDir);
  return { prepared: plan.prepared, ready: isReadyMarker(path.join(plan.workspace, ".ready")) };
}

interface ToolchainPlan {
  readonly prepared: PreparedToolchain;
  readonly workspace: string;
  readonly libs: readonly { name: string; dir: string }[];
  readonly moduleName: string;
}

function planToolchain(toolchain: ResolvedToolchain, root: string, cacheDir: string): ToolchainPlan {
  const install = locateCompiler(root, toolchain.compiler);
  const require = createRequire(path.join(root, "package.json"));
  const libs = toolchain.libraries.map((name) => {
    let manifest: string;
    try {
      manifest = require.resolve(`${name}/package.json`);
    } catch (e) {
      throw new SetupError(`the ReScript library \`${name}\` of toolchain \`${toolchain.id}\` is not installed; run npm install`, {
        cause: e,
      });
    }
    // An npm alias (`rescript-react-0-10` = `@rescript/react@0.10.3`) is installed under the package's own name.
    const pkg = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string; version: string };
    return { name: pkg.name ?? name, dir: path.dirname(manifest), version: pkg.version };
  });
  const major = Number(install.version.split(".")[0]);
  const moduleName = toolchain.module === "commonjs" ? "commonjs" : major >= 11 ? "esmodule" : "es6";
  const suffix = major >= 11 ? (toolchain.module === "commonjs" ? ".res.js" : ".res.mjs") : ".js";
  const key = createHash("sha256")
    .update(JSON.stringify({ toolchain, version: install.version, libs: libs.map((l) => [l.name, l.version]) }))
    .digest("hex")
    .slice(0, 16);
  const workspace = touchCacheEntry(cacheDir, "toolchains", `${toolchain.id}-${install.version}-${key}`);
  const args = [
    ...(install.runtimePath ? ["-runtime-path", install.runtimePath] : []),
    ...libs.flatMap((l) => ["-I", path.join(workspace, "node_modules", l.name, "lib", "ocaml")]),
    ...toolchain.open.flatMap((m) => ["-open", m]),
    ...(toolchain.uncurried && major === 11 ? ["-uncurried"] : []),
    ...(toolchain.jsx ? ["-bs-jsx", String(toolchain.jsx)] : []),
    ...(toolchain.jsx && toolchain.jsxMode ? ["-bs-jsx-mode", toolchain.jsxMode] : []),
    "-bs-package-name",
    PACKAGE_NAME,
    "-bs-package-output",
    `${moduleName}:.:${suffix}`,
    ...toolchain.flags,
    "-w",
    "-a",
  ];
  return { prepared: { id: toolchain.id, install, key, workspace, args, suffix }, workspace, libs, moduleName };
}

async function buildWorkspace(plan: ToolchainPlan, toolchain: ResolvedToolchain, cacheDir: string): Promise<void> {
  const { workspace, libs, moduleName } = plan;
  const { install, suffix } = plan.prepared;
  try {
    await rm(workspace, { recursive: true, force: true });
    await mkdir(path.join(workspace, "src"), { recursive: true });
  } catch (e) {
    // A cold read-only cache: nowhere to compile the libraries (a recursive mkdir there says ENOENT).
    throw cacheWriteError(cacheDir, workspace, `the compiler workspace of toolchain \`${toolchain.id}\``, e);
  }
  const config = {
    name: PACKAGE_NAME,
    sources: [{ dir: "src" }],
    "package-specs": [{ module: moduleName, "in-source": true }],
    suffix,
    "bs-dependencies": libs.map((l) => l.name),
    "bsc-flags": toolchain.open.flatMap((m) => ["-open", m]),
    ...(toolchain.jsx ? { jsx: { version: toolchain.jsx, ...(toolchain.jsxMode ? { mode: toolchain.jsxMode } : {}) } } : {}),
    ...(toolchain.uncurried ? { uncurried: true } : {}),
  };
  await writeFile(path.join(workspace, "rescript.json"), JSON.stringify(config, null, 2));
  await writeFile(path.join(workspace, "bsconfig.json"), JSON.stringify(config, null, 2));
  await writeFile(path.join(workspace, "src", "DocsExamples.res"), "let ready = true\n");
  for (const lib of libs) {
    await cp(lib.dir, path.join(workspace, "node_modules", lib.name), {
      recursive: true,
      filter: (src) => !/[\\/](node_modules|lib)([\\/]|$)/.test(path.relative(lib.dir, src)),
    });
  }
  if (libs.length > 0) {
    if (!install.cli) throw new SetupError(`cannot compile the libraries of toolchain \`${toolchain.id}\`: no rescript command in ${install.packageDir}`);
    try {
      await run(process.execPath, [install.cli, "build"], { cwd: workspace, maxBuffer: 16 * 1024 * 1024 });
    } catch (e) {
      const out = e as { stdout?: string; stderr?: string };
      throw new SetupError(`compiling the libraries of toolchain \`${toolchain.id}\` failed:\n${out.stdout ?? ""}${out.stderr ?? ""}`, {
        cause: e,
      });
    }
  }
  await writeFile(path.join(workspace, ".ready"), new Date(0).toISOString());
}
