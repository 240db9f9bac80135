// Helpers of the CLI tests: run the real bin/docsgen.js, hash output trees, write files.
import assert from "node:assert/strict";
import { execFile, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const REPO = path.resolve(import.meta.dirname, "..", "..");
export const BIN = path.join(REPO, "bin", "docsgen.js");

/** How a docsgen process ended. */
export interface Run {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Starts `node bin/docsgen.js ...args` (cwd: the repository unless given; `bin`: another docsgen.js). */
export function start(
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; bin?: string } = {},
): { child: ChildProcess; done: Promise<Run> } {
  let child: ChildProcess | undefined;
  const done = new Promise<Run>((resolve) => {
    child = execFile(
      process.execPath,
      [options.bin ?? BIN, ...args],
      { cwd: options.cwd ?? REPO, env: options.env ?? process.env, maxBuffer: 64 * 1024 * 1024 },
      (_error, stdout, stderr) => resolve({ code: child!.exitCode, signal: child!.signalCode, stdout, stderr }),
    );
  });
  return { child: child!, done };
}

export function docsgen(args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; bin?: string } = {}): Promise<Run> {
  return start(args, options).done;
}

/** A path as the CLI prints it: relative to its working directory, `/` separators. */
export function shown(abs: string, cwd = REPO): string {
  return path.relative(cwd, abs).split(path.sep).join("/");
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A hash of a directory tree: every path, file kind and file content. */
export function hashTree(dir: string): string {
  const hash = createHash("sha256");
  let files = 0;
  const walk = (rel: string) => {
    const entries = readdirSync(path.join(dir, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        hash.update(`dir ${r}\n`);
        walk(r);
      } else {
        files++;
        hash.update(`file ${r}\n`).update(readFileSync(path.join(dir, r)));
      }
    }
  };
  walk("");
  assert.ok(files > 0, `${dir} is empty`);
  return hash.digest("hex");
}

export function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
