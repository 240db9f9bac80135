import { existsSync } from "node:fs";
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ExampleJob } from "./planExamples.ts";
import { z } from "zod";
import { cleanJsOutput, parseCompilerOutput, type CompilerError } from "./parseCompilerOutput.ts";
import { createProcessRunner, runProcess, type ProcessRunner } from "./createProcessRunner.ts";
import type { PreparedToolchain } from "./prepareToolchain.ts";
import { SOURCE_GUARD, sanitizeCompilerSource, sourceColumn } from "./sanitizeCompilerSource.ts";

/**
 * What compiling one job gave: the JS (cleaned) or the first error, lines relative to the fence's code.
 * `js` is absent when the job was only checked (compiled in a batch: its JavaScript is not shown anywhere).
 */
export type ExampleOutcome = { readonly ok: true; readonly js?: string } | { readonly ok: false; readonly error: CompilerError };

/** The shape of a compile outcome, checked on every one read back from the cache (an untrusted file). */
export const exampleOutcomeSchema: z.ZodType<ExampleOutcome> = z.union([
  z.strictObject({ ok: z.literal(true), js: z.string().optional() }),
  z.strictObject({
    ok: z.literal(false),
    error: z.strictObject({ line: z.number().int().min(0), column: z.number().int().min(0), message: z.string(), detail: z.string() }),
  }),
]);

/** Outcomes by job key, with counts for the summary. */
export interface CompileReport {
  /** The outcome of every job (known before or compiled now). */
  readonly outcomes: ReadonlyMap<string, ExampleOutcome>;
  /** The outcomes compiled by this call. */
  readonly fresh: ReadonlyMap<string, ExampleOutcome>;
  readonly compiled: number;
  readonly cached: number;
  /** Compiler runs it took (batches, preludes and single examples). */
  readonly invocations: number;
  readonly milliseconds: number;
}

/** Examples checked together in one compiler run (each wrapped in a module of its own). */
const BATCH_SIZE = 30;

/** Outcomes by job key, as the build keeps them between builds (src/cache/exampleCacheFile.ts). */
export type ExampleCache = Map<string, ExampleOutcome>;

/** Compiles every job without a usable outcome in `known`, `concurrency` compiler runs at a time. */
export async function compileExamples(options: {
  jobs: readonly ExampleJob[];
  toolchains: ReadonlyMap<string, PreparedToolchain>;
  known: ReadonlyMap<string, ExampleOutcome>;
  concurrency?: number;
  /** Jobs with an outcome so far (known or compiled) of all of them: called as compiles finish. */
  onCount?: (done: number, total: number) => void;
}): Promise<CompileReport> {
  const started = performance.now();
  const { jobs, toolchains, known } = options;
  const fresh = new Map<string, ExampleOutcome>();
  const todo = [...new Map(jobs.filter((j) => !isUsable(known.get(j.key), j)).map((j) => [j.key, j])).values()];
  const units = planUnits(todo.filter((j) => toolchains.has(j.toolchain)));
  // A few compiles run directly; many go through a small helper process, which forks faster than the build.
  const runner = todo.length > 20 ? createProcessRunner() : undefined;
  const compiler = new Compiler(runner);
  let done = jobs.length - todo.length;
  options.onCount?.(done, jobs.length);
  let next = 0;
  const worker = async () => {
    const dirs = new Map<string, WorkDir>();
    try {
      while (next < units.length) {
        const unit = units[next++]!;
        const toolchain = toolchains.get(unit[0]!.toolchain)!;
        let dir = dirs.get(toolchain.id);
        if (!dir) {
          dir = { path: await mkdtemp(path.join(os.tmpdir(), "docsgen-example-")) };
          for (const config of ["rescript.json", "bsconfig.json"]) await copyFile(path.join(toolchain.workspace, config), path.join(dir.path, config));
          dirs.set(toolchain.id, dir);
        }
        const outcomes = unit.length === 1 ? [await compiler.compileOne(unit[0]!, toolchain, dir)] : await compiler.checkBatch(unit, toolchain, dir);
        for (const [i, job] of unit.entries()) fresh.set(job.key, outcomes[i]!);
        options.onCount?.((done += unit.length), jobs.length);
      }
    } finally {
      await Promise.all([...dirs.values()].map((d) => rm(d.path, { recursive: true, force: true })));
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? os.availableParallelism() + 1) }, worker));
  } finally {
    runner?.close();
  }
  const outcomes = new Map<string, ExampleOutcome>();
  for (const job of jobs) {
    const outcome = fresh.get(job.key) ?? known.get(job.key);
    if (outcome) outcomes.set(job.key, outcome);
  }
  return {
    fresh,
    outcomes,
    compiled: todo.length,
    cached: jobs.length - todo.length,
    invocations: compiler.invocations,
    milliseconds: performance.now() - started,
  };
}

/** A cached outcome serves a job unless the job shows JavaScript and the outcome was only a check. */
function isUsable(outcome: ExampleOutcome | undefined, job: ExampleJob): boolean {
  return outcome !== undefined && (!job.needsJs || !outcome.ok || outcome.js !== undefined);
}

/**
 * Groups the jobs into compiler runs: examples whose JavaScript is never shown are checked in batches
 * (per toolchain); examples with JavaScript output, preludes, signatures, examples that use preludes
 * and file-level attributes (`@@...`, which would reach the other examples of a batch) run alone.
 */
export function planUnits(jobs: readonly ExampleJob[]): ExampleJob[][] {
  const units: ExampleJob[][] = [];
  const batches = new Map<string, ExampleJob[]>();
  for (const job of jobs) {
    if (job.kind !== "example" || job.needsJs || job.prelude !== "" || job.code.includes("@@")) {
      units.push([job]);
      continue;
    }
    let batch = batches.get(job.toolchain);
    if (!batch) batches.set(job.toolchain, (batch = []));
    batch.push(job);
  }
  for (const batch of batches.values()) {
    for (let i = 0; i < batch.length; i += BATCH_SIZE) units.push(batch.slice(i, i + BATCH_SIZE));
  }
  // Jobs with the same prelude next to each other: a worker compiles a prelude once for all of them.
  return units.sort((a, b) => (`${a[0]!.toolchain}\0${a[0]!.prelude}` < `${b[0]!.toolchain}\0${b[0]!.prelude}` ? -1 : 1));
}

/** A worker's scratch folder for one toolchain, with the prelude compiled there last. */
interface WorkDir {
  readonly path: string;
  prelude?: string;
}

class Compiler {
  invocations = 0;
  constructor(private readonly runner: ProcessRunner | undefined) {}

  /** Compiles one job: the preludes as module `Prelude` (opened), then the fence. */
  async compileOne(job: ExampleJob, toolchain: PreparedToolchain, dir: WorkDir): Promise<ExampleOutcome> {
    const out = path.join(dir.path, `Example${toolchain.suffix}`);
    await rm(out, { force: true });
    const args = [...toolchain.args];
    if (job.prelude !== "") {
      if (dir.prelude !== job.prelude) {
        dir.prelude = undefined;
        const pre = await this.compileSource(toolchain, args, dir.path, "Prelude", `${job.prelude}\n`);
        if (!pre.ok) return { ok: false, error: { ...pre.error, message: `a prelude of this page does not compile: ${pre.error.message}`, line: 0 } };
        dir.prelude = job.prelude;
      }
      args.push("-I", dir.path, "-open", "Prelude");
    }
    const isSig = job.kind === "sig";
    const result = await this.compileSource(toolchain, args, dir.path, "Example", isSig ? `module type DocsSig = {\n${job.code}\n}\n` : `${job.code}\n`);
    if (!result.ok) return { ok: false, error: { ...result.error, line: Math.max(isSig ? result.error.line - 1 : result.error.line, 0) } };
    return { ok: true, js: existsSync(out) ? cleanJsOutput(await readFile(out, "utf8")) : "" };
  }

  /**
   * Writes `<name>.res` and compiles it: guarded, with the flags of its plain `@@config` when they are allowed
   * (sanitizeCompilerSource.ts); a source that asks for other flags is refused without running the compiler.
   */
  private async compileSource(
    toolchain: PreparedToolchain,
    args: readonly string[],
    cwd: string,
    name: string,
    source: string,
  ): Promise<{ ok: true } | { ok: false; error: CompilerError }> {
    const safe = sanitizeCompilerSource(source);
    if (!safe.ok) return { ok: false, error: { line: safe.line, column: safe.column, message: safe.message, detail: "" } };
    await writeFile(path.join(cwd, `${name}.res`), safe.text);
    const result = await this.bsc(toolchain, [...args, ...safe.flags], cwd, `${name}.res`);
    if (result.ok || !safe.guarded) return result;
    return { ok: false, error: { ...result.error, column: sourceColumn(result.error.line, result.error.column) } };
  }

  /**
   * Checks many examples in one compiler run, each wrapped in a module of its own (modules do not see
   * each other's names, so each compiles as it would alone). A run that fails names the example at its
   * error line: that one is compiled alone for its own error message and the rest are checked again. If
   * the example compiles alone, the batch failed for a reason no single example has, and every example
   * is compiled alone, so an outcome never depends on its neighbours.
   */
  async checkBatch(jobs: readonly ExampleJob[], toolchain: PreparedToolchain, dir: WorkDir): Promise<ExampleOutcome[]> {
    const outcomes = new Map<ExampleJob, ExampleOutcome>();
    let rest = [...jobs];
    while (rest.length > 1) {
      const starts: number[] = [];
      let line = 1;
      const source = rest
        .map((job, i) => {
          starts.push(line + 1);
          line += job.code.split("\n").length + 2;
          return `module DocsExample${i} = {\n${job.code}\n}\n`;
        })
        .join("");
      const result = await this.compileSource(toolchain, toolchain.args, dir.path, "Batch", source);
      if (result.ok) {
        for (const job of rest) outcomes.set(job, { ok: true });
        rest = [];
        break;
      }
      const at = starts.findLastIndex((start) => start <= result.error.line);
      const culprit = at === -1 || result.error.line >= starts[at]! + rest[at]!.code.split("\n").length ? undefined : rest[at];
      if (!culprit) break;
      const alone = await this.compileOne(culprit, toolchain, dir);
      outcomes.set(culprit, alone);
      rest = rest.filter((job) => job !== culprit);
      if (alone.ok) break;
    }
    for (const job of rest) outcomes.set(job, await this.compileOne(job, toolchain, dir));
    return jobs.map((job) => outcomes.get(job)!);
  }

  private async bsc(
    toolchain: PreparedToolchain,
    args: readonly string[],
    cwd: string,
    file: string,
  ): Promise<{ ok: true } | { ok: false; error: CompilerError }> {
    this.invocations++;
    const result = await (this.runner ? this.runner.run(toolchain.install.bsc, [...args, file], cwd) : runProcess(toolchain.install.bsc, [...args, file], cwd));
    if (result.code === 0) return { ok: true };
    return {
      ok: false,
      error: parseCompilerOutput(`${result.stderr}${result.stdout}`.replaceAll(SOURCE_GUARD, "") || `the compiler exited with code ${result.code}`),
    };
  }
}
