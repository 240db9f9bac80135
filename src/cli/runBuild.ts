import { existsSync } from "node:fs";
import path from "node:path";
import type { LoadedSiteConfig } from "../config/loadConfig.ts";
import { resolvePaths } from "../config/resolvePaths.ts";
import type { ResolvedPaths } from "../config/types.ts";
import { type BuildRecord, inputsKey, saveBuildRecord, upToDateRecord } from "../cache/buildRecord.ts";
import type { BuildResult } from "../pipeline/buildSite.ts";
import { refuseUnsafeOutDir } from "../output/refuseUnsafeOutDir.ts";
import { evictCacheDaily } from "../cache/evictCache.ts";
import { formatBytes } from "../cache/formatBytes.ts";
import { countDiagnostics, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { formatDiagnostic, formatTally, printable } from "../diagnostics/formatDiagnostic.ts";
import { examplesReportOf } from "../toolchain/examplesReportOf.ts";
import { checkSiteConfig } from "./checkSiteConfig.ts";
import { createProgressLine } from "./createProgressLine.ts";

/** Flags of `docsgen build`. */
export interface BuildFlags {
  readonly root: string;
  readonly content: string;
  readonly out: string;
  readonly strict: boolean;
  readonly quiet: boolean;
  /** Print how long each stage took. */
  readonly timings?: boolean;
  /** Build even when nothing changed since the last build. */
  readonly force?: boolean;
  /** The engine build's version key (bin/docsgen.js): keeps build records and parse results per engine build. */
  readonly engineKey?: string;
}

/** What the steps of one `docsgen build` share. */
interface BuildRun {
  readonly flags: BuildFlags;
  readonly paths: ResolvedPaths;
  /** `site.json` as checked before the build: the build uses it rather than reading the file again. */
  readonly config: LoadedSiteConfig;
  /** What `out/` must never be or contain (refuseUnsafeOutDir). */
  readonly outGuard: { readonly root: string; readonly protectedDirs: readonly string[] };
  /** The output folder as the messages name it: relative to the working directory. */
  readonly shownOut: string;
  /** When the command started (performance.now()). */
  readonly started: number;
}

/** `docsgen build`: builds in memory, prints every diagnostic, writes `out/` only when there are no errors. */
export async function runBuild(flags: BuildFlags): Promise<number> {
  const started = performance.now();
  const paths = resolvePaths({ root: flags.root, content: flags.content, out: flags.out });
  const outGuard = {
    root: paths.root,
    protectedDirs: [paths.content, paths.templates, paths.client, paths.public].filter((d) => existsSync(d)),
  };
  refuseUnsafeOutDir(paths.out, outGuard);
  // site.json first: its errors are reported before the up-to-date check, the scan or any compiler starts.
  const configChecked = performance.now();
  const { exitCode: configExit, config } = await checkSiteConfig(paths);
  if (configExit !== undefined) {
    if (flags.timings) process.stderr.write(`timings: start ${ms(configChecked - started)} ms, config ${ms(performance.now() - configChecked)} ms\n`);
    return configExit;
  }
  const run: BuildRun = { flags, paths, config, outGuard, shownOut: path.relative(process.cwd(), paths.out) || ".", started };
  const interrupts = listenForInterrupts();
  try {
    const year = new Date().getUTCFullYear();
    const key = await inputsKey(paths, { engineKey: flags.engineKey, year });
    const record = flags.force ? undefined : await upToDateRecord(paths, key);
    if (record) return reportUpToDate(run, record);
    const pipeline = await loadPipeline();
    const result = await buildWithProgress(run, pipeline, year);
    const { errors, warnings } = printDiagnostics(result.diagnostics, flags.strict);
    if (errors > 0) {
      await result.settled;
      return result.diagnostics.some((d) => d.code.startsWith("config/") && d.severity === "error") ? 2 : 1;
    }
    interrupts.startWriting();
    const sizes = await writeSite(run, pipeline, result, key, interrupts.signal);
    if (!sizes) return 130;
    if (!flags.quiet) printBuilt(run, result, sizes.size, { errors, warnings });
    evictUnusedCache(run);
    return 0;
  } finally {
    interrupts.stop();
  }
}

/**
 * SIGINT and SIGTERM: interrupted while writing, writeOutput stops after its current batch and removes its
 * temporary dir, then the build exits 130 (`signal` is aborted). Interrupted before writing: nothing was
 * written, exit at once.
 */
function listenForInterrupts(): { readonly signal: AbortSignal; startWriting(): void; stop(): void } {
  const abort = new AbortController();
  let writing = false;
  const onSignal = () => {
    if (writing) abort.abort();
    else process.exit(130);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  return {
    signal: abort.signal,
    startWriting: () => {
      writing = true;
    },
    stop: () => {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    },
  };
}

/** Nothing changed since the last build: its diagnostics again, and 1 if it had errors; with --timings, that no stage ran. */
function reportUpToDate(run: BuildRun, record: BuildRecord): number {
  const { errors } = printDiagnostics(record.diagnostics, run.flags.strict);
  if (run.flags.timings)
    process.stderr.write(`timings: ${run.shownOut} is up to date: no stage ran (checked in ${Math.round(performance.now() - run.started)} ms)\n`);
  if (errors > 0) return 1;
  if (!run.flags.quiet) {
    process.stdout.write(
      `${run.shownOut} is up to date: nothing changed since the last build ` +
        `(${printable(String(record.pages))} pages, ${Object.keys(record.files).length} files; checked in ${secondsSince(run.started)} s, --force rebuilds)\n`,
    );
  }
  return 0;
}

/** Every diagnostic, then the tally when there are errors. */
function printDiagnostics(diagnostics: readonly Diagnostic[], strict: boolean): { errors: number; warnings: number } {
  for (const d of diagnostics) process.stderr.write(`${formatDiagnostic(d, strict)}\n`);
  const { errors, warnings } = countDiagnostics(diagnostics, strict);
  if (errors > 0) process.stderr.write(`${formatTally(errors, warnings)}\n`);
  return { errors, warnings };
}

/** The pipeline's modules (Markdown, React, the search index): loaded only when there is something to build. */
async function loadPipeline() {
  const [{ buildSite }, { writeOutput }, { acquireOutputLock }] = await Promise.all([
    import("../pipeline/buildSite.ts"),
    import("../output/writeOutput.ts"),
    import("../output/outputLock.ts"),
  ]);
  return { buildSite, writeOutput, acquireOutputLock };
}

type Pipeline = Awaited<ReturnType<typeof loadPipeline>>;

/** Builds the site, showing the stage in progress on a terminal and, with --timings, how long each took. */
async function buildWithProgress(run: BuildRun, pipeline: Pipeline, year: number): Promise<BuildResult> {
  const { flags, started } = run;
  const progress = createProgressLine({ stream: process.stderr, quiet: flags.quiet, started });
  const stages: { name: string; at: number }[] = [];
  const result = await pipeline.buildSite({
    paths: run.paths,
    config: run.config,
    year,
    engineKey: flags.engineKey,
    startLateFiles: true,
    onStage: (stage: string) => {
      stages.push({ name: stage, at: performance.now() });
      progress.stage(stage);
    },
    onCount: (_stage, done, total) => progress.count(done, total),
  });
  progress.clear();
  if (flags.timings) {
    stages.push({ name: "end", at: performance.now() });
    const parts = stages.slice(0, -1).map((s, i) => `${s.name} ${Math.round(stages[i + 1]!.at - s.at)} ms`);
    process.stderr.write(`timings: start ${Math.round(stages[0]!.at - started)} ms, ${parts.join(", ")}\n`);
  }
  return result;
}

/**
 * Writes the site under the output lock, then records the build (for the up-to-date check). Returns the size
 * of each file written, or undefined when an interrupt stopped the write.
 */
async function writeSite(
  run: BuildRun,
  pipeline: Pipeline,
  result: BuildResult,
  key: string | undefined,
  signal: AbortSignal,
): Promise<Map<string, number> | undefined> {
  const { paths } = run;
  const writeStarted = performance.now();
  let release: (() => void) | undefined;
  try {
    release = await pipeline.acquireOutputLock(paths.out, {
      signal,
      onWait: (holder) =>
        process.stderr.write(`docsgen: waiting for the build with PID ${holder.pid} (started ${holder.started}) to finish writing ${run.shownOut}\n`),
    });
    // Checked again under the lock: another build may have changed the folder meanwhile.
    refuseUnsafeOutDir(paths.out, run.outGuard);
    const sizes = await pipeline.writeOutput(result.output, paths.out, { signal });
    await result.settled;
    await saveBuildRecord(paths, key, { sizes, diagnostics: result.diagnostics, pages: result.stats.pages });
    if (run.flags.timings) process.stderr.write(`timings: write ${Math.round(performance.now() - writeStarted)} ms\n`);
    return sizes;
  } catch (e) {
    if (signal.aborted) return undefined;
    throw e;
  } finally {
    release?.();
  }
}

/** What was built and written, and what the examples cost. */
function printBuilt(run: BuildRun, result: BuildResult, files: number, { errors, warnings }: { errors: number; warnings: number }): void {
  const ex = examplesReportOf(result.reports).stats;
  process.stdout.write(
    `built ${result.stats.pages} pages, ${files} files into ${run.shownOut} in ${secondsSince(run.started)} s (${errors} errors, ${warnings} warnings)\n`,
  );
  if (ex.total > 0)
    process.stdout.write(
      `examples: ${ex.total} checked, ${ex.compiled} compiled in ${ex.seconds.toFixed(2)} s (${ex.invocations} compiler runs), ${ex.cached} from cache\n`,
    );
  if (ex.upstreamFailures > 0)
    process.stdout.write(
      `note: ${ex.upstreamFailures} docstring examples of the generated API reference do not compile with their compiler; each is marked on its page\n`,
    );
}

/** At most once a day: entries of the cache long unused go (src/cache/evictCache.ts). */
function evictUnusedCache(run: BuildRun): void {
  const eviction = evictCacheDaily(run.paths.cache);
  if (eviction && eviction.removed.length > 0 && !run.flags.quiet)
    process.stdout.write(`cache: removed ${eviction.removed.length} entries unused for long (${formatBytes(eviction.freedBytes)})\n`);
}

function ms(duration: number): number {
  return Math.round(duration);
}

function secondsSince(started: number): string {
  return ((performance.now() - started) / 1000).toFixed(2);
}
