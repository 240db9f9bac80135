import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { parseWarningHelp, type WarningInfo } from "./parseWarningHelp.ts";
import type { PreparedToolchain } from "./prepareToolchain.ts";

const run = promisify(execFile);

/** What a compiler release documents about itself: its warnings and its build configuration schema. */
export interface CompilerReference {
  readonly warnings: readonly WarningInfo[];
  readonly schema?: unknown;
  readonly schemaFile?: string;
}

/** Reads the warnings (`bsc -warn-help`) and the shipped `docs/docson/build-schema.json` of a toolchain. */
export async function loadCompilerReference(toolchain: PreparedToolchain): Promise<CompilerReference> {
  const { stdout } = await run(toolchain.install.bsc, ["-warn-help"], { maxBuffer: 4 * 1024 * 1024 }).catch((e: { stdout?: string }) => ({
    stdout: e.stdout ?? "",
  }));
  const schemaFile = path.join(toolchain.install.packageDir, "docs", "docson", "build-schema.json");
  const schema = existsSync(schemaFile) ? (JSON.parse(await readFile(schemaFile, "utf8")) as unknown) : undefined;
  return {
    warnings: parseWarningHelp(stdout),
    ...(schema ? { schema, schemaFile: path.relative(path.dirname(path.dirname(toolchain.install.packageDir)), schemaFile) } : {}),
  };
}
