import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { SetupError } from "../diagnostics/SetupError.ts";

/** Where an installed compiler's programs are. */
export interface CompilerInstall {
  readonly packageDir: string;
  readonly version: string;
  readonly bsc: string;
  /** `-runtime-path` of ReScript 12 and later (its standard library package). */
  readonly runtimePath?: string;
  /** The `rescript` build command (a Node script), for compiling libraries. */
  readonly cli?: string;
  /** The `rescript-tools` binary, for doc extraction. */
  readonly tools?: string;
}

const LEGACY_PLATFORM: Partial<Record<string, string>> = {
  "linux-x64": "linux",
  "linux-arm64": "linuxarm64",
  "darwin-x64": "darwin",
  "darwin-arm64": "darwinarm64",
  "win32-x64": "win32",
};

/** Finds the binaries of an npm-installed compiler (`rescript`, an alias like `rescript-11`, or `bs-platform`). */
export function locateCompiler(root: string, pkg: string): CompilerInstall {
  const require = createRequire(path.join(root, "package.json"));
  let manifest: string;
  try {
    manifest = require.resolve(`${pkg}/package.json`);
  } catch (e) {
    throw new SetupError(`the compiler package \`${pkg}\` is not installed; run npm install`, { cause: e });
  }
  const packageDir = path.dirname(manifest);
  const version = (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
  const platform = `${process.platform}-${process.arch}`;
  const legacyDir = path.join(packageDir, LEGACY_PLATFORM[platform] ?? "-");
  if (existsSync(path.join(legacyDir, "bsc.exe"))) {
    const cli = ["rescript", "bsb"].map((f) => path.join(packageDir, f)).find((f) => existsSync(f));
    const toolsPkg = tryResolve(require, "@rescript/tools/package.json");
    const tools = toolsPkg ? path.join(path.dirname(toolsPkg), "binaries", LEGACY_PLATFORM[platform] ?? "-", "rescript-tools.exe") : undefined;
    return {
      packageDir,
      version,
      bsc: path.join(legacyDir, "bsc.exe"),
      ...(cli ? { cli } : {}),
      ...(tools && existsSync(tools) && version.startsWith("11.") ? { tools } : {}),
    };
  }
  const binDir = findPackageDir(packageDir, `@rescript/${platform}`);
  const runtimeDir = findPackageDir(packageDir, "@rescript/runtime");
  if (!binDir) throw new SetupError(`no ${pkg} compiler binaries for ${platform} (expected the package @rescript/${platform})`);
  const bin = path.join(binDir, "bin");
  return {
    packageDir,
    version,
    bsc: path.join(bin, "bsc.exe"),
    ...(runtimeDir ? { runtimePath: runtimeDir } : {}),
    cli: path.join(packageDir, "cli", "rescript.js"),
    tools: path.join(bin, "rescript-tools.exe"),
  };
}

/** The nearest `node_modules/<name>` seen from `fromDir` the way Node resolves packages (ignoring `exports`). */
function findPackageDir(fromDir: string, name: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (existsSync(path.join(candidate, "package.json"))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

function tryResolve(require: NodeJS.Require, id: string): string | undefined {
  try {
    return require.resolve(id);
  } catch {
    return undefined;
  }
}
