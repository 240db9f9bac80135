import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { ExampleJob } from "./planExamples.ts";
import { cleanJsOutput, parseCompilerOutput, type CompilerError } from "./parseCompilerOutput.ts";
import type { PreparedToolchain } from "./prepareToolchain.ts";

const run = promisify(execFile);

/** What compiling one job gave: the JS (cleaned) or the first error, lines relative to the fence's code. */
export type ExampleOutcome = { readonly ok: true; readonly js: string } | { readonly ok: false; readonly error: CompilerError };

/** Outcomes by job key, with counts for the summary. */
export interface CompileReport {
  readonly outcomes: ReadonlyMap<string, ExampleOutcome>;
  readonly compiled: number;
  readonly cached: number;
  readonly milliseconds: number;
}

const MAX_CACHE_ENTRIES = 50_000;

/** In-memory outcome cache kept across builds of one process, backed by one JSON file per toolchain key. */
export type ExampleCache = Map<string, ExampleOutcome>;

/** Compiles every job not in the cache, `concurrency` bsc processes at a time, and saves the cache. */
export async function compileExamples(options: {
  jobs: readonly ExampleJob[];
  toolchains: ReadonlyMap<string, PreparedToolchain>;
  cacheDir: string;
  memory: ExampleCache;
  concurrency?: number;
}): Promise<CompileReport> {
  const started = performance.now();
  const { jobs, toolchains, cacheDir, memory } = options;
  const file = path.join(cacheDir, "examples.json");
  if (memory.size === 0 && existsSync(file)) {
    try {
      for (const [k, v] of Object.entries(JSON.parse(await readFile(file, "utf8")) as Record<string, ExampleOutcome>)) memory.set(k, v);
    } catch {
      // A damaged cache is only a slower build.
    }
  }
  const todo = [...new Map(jobs.filter((j) => !memory.has(j.key)).map((j) => [j.key, j])).values()];
  let next = 0;
  const worker = async () => {
    const dirs = new Map<string, string>();
    try {
      while (next < todo.length) {
        const job = todo[next++]!;
        const toolchain = toolchains.get(job.toolchain);
        if (!toolchain) continue;
        let dir = dirs.get(toolchain.id);
        if (!dir) {
          dir = await mkdtemp(path.join(os.tmpdir(), "docsgen-example-"));
          for (const config of ["rescript.json", "bsconfig.json"]) await copyFile(path.join(toolchain.workspace, config), path.join(dir, config));
          dirs.set(toolchain.id, dir);
        }
        memory.set(job.key, await compileOne(job, toolchain, dir));
      }
    } finally {
      await Promise.all([...dirs.values()].map((d) => rm(d, { recursive: true, force: true })));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? os.availableParallelism() + 1) }, worker));
  if (todo.length > 0) {
    // Other sites (fixtures, a second checkout) share the cache: prune to this build's entries only when it grows large.
    const live = new Set(jobs.map((j) => j.key));
    const kept = Object.fromEntries(memory.size > MAX_CACHE_ENTRIES ? [...memory].filter(([k]) => live.has(k)) : [...memory]);
    await mkdir(cacheDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify(kept));
    await rename(tmp, file);
  }
  const outcomes = new Map(jobs.map((j) => [j.key, memory.get(j.key)!] as const).filter(([, o]) => o !== undefined));
  return { outcomes, compiled: todo.length, cached: jobs.length - todo.length, milliseconds: performance.now() - started };
}

/** Compiles one job in a worker's directory: the preludes as module `Prelude` (opened), then the fence. */
async function compileOne(job: ExampleJob, toolchain: PreparedToolchain, dir: string): Promise<ExampleOutcome> {
  const out = path.join(dir, `Example${toolchain.suffix}`);
  await rm(out, { force: true });
  const args = [...toolchain.args];
  if (job.prelude !== "") {
    await writeFile(path.join(dir, "Prelude.res"), job.prelude + "\n");
    const pre = await bsc(toolchain, args, dir, "Prelude.res");
    if (!pre.ok) return { ok: false, error: { ...pre.error, message: `a prelude of this page does not compile: ${pre.error.message}`, line: 0 } };
    args.push("-I", dir, "-open", "Prelude");
  }
  const isSig = job.kind === "sig";
  await writeFile(path.join(dir, "Example.res"), isSig ? `module type DocsSig = {\n${job.code}\n}\n` : job.code + "\n");
  const result = await bsc(toolchain, args, dir, "Example.res");
  if (!result.ok) return { ok: false, error: { ...result.error, line: Math.max(isSig ? result.error.line - 1 : result.error.line, 0) } };
  return { ok: true, js: existsSync(out) ? cleanJsOutput(await readFile(out, "utf8")) : "" };
}

async function bsc(toolchain: PreparedToolchain, args: readonly string[], cwd: string, file: string): Promise<{ ok: true } | { ok: false; error: CompilerError }> {
  try {
    await run(toolchain.install.bsc, [...args, file], { cwd, maxBuffer: 8 * 1024 * 1024, env: { ...process.env, NO_COLOR: "1" } });
    return { ok: true };
  } catch (e) {
    const out = e as { stdout?: string; stderr?: string; message?: string };
    return { ok: false, error: parseCompilerOutput(`${out.stderr ?? ""}${out.stdout ?? ""}` || String(out.message)) };
  }
}
