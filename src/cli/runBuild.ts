import { existsSync } from "node:fs";
import path from "node:path";
import { resolvePaths } from "../config/resolvePaths.ts";
import { inputsKey, saveBuildRecord, upToDateRecord } from "../build/buildRecord.ts";
import { refuseUnsafeOutDir } from "../build/refuseUnsafeOutDir.ts";
import { startParseWorkersIfCold } from "../build/startParseWorkersIfCold.ts";
import { stopParseWorkers } from "../content/parseWorkers.ts";
import { evictCacheDaily } from "../cache/evictCache.ts";
import { formatBytes } from "../cache/formatBytes.ts";
import { countDiagnostics } from "../diagnostics/diagnostic.ts";
import { formatDiagnostic, formatTally } from "../diagnostics/formatDiagnostic.ts";

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

/** `docsgen build`: builds in memory, prints every diagnostic, writes `out/` only when there are no errors. */
export async function runBuild(flags: BuildFlags): Promise<number> {
  const started = performance.now();
  const paths = resolvePaths({ root: flags.root, content: flags.content, out: flags.out });
  const outGuard = {
    root: paths.root,
    protectedDirs: [paths.content, paths.templates, paths.client, paths.public].filter((d) => existsSync(d)),
  };
  refuseUnsafeOutDir(paths.out, outGuard);
  const progress = !flags.quiet && process.stderr.isTTY;
  const shownOut = path.relative(process.cwd(), paths.out) || ".";
  // Interrupted while writing: writeOutput stops after its current batch and removes its temporary dir,
  // then we exit 130. Interrupted before writing: nothing was written, exit at once.
  const abort = new AbortController();
  let writing = false;
  const onSignal = () => {
    if (writing) abort.abort();
    else process.exit(130);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  // Started before anything else, so they load and warm up while this thread loads the pipeline and scans.
  const workers = startParseWorkersIfCold(paths, undefined, flags.engineKey);
  try {
    const year = new Date().getUTCFullYear();
    const key = await inputsKey(paths, { engineKey: flags.engineKey, year });
    const record = flags.force ? undefined : await upToDateRecord(paths, key);
    if (record) {
      for (const d of record.diagnostics) process.stderr.write(`${formatDiagnostic(d, flags.strict)}\n`);
      const { errors, warnings } = countDiagnostics(record.diagnostics, flags.strict);
      if (errors > 0) {
        process.stderr.write(`${formatTally(errors, warnings)}\n`);
        return 1;
      }
      if (!flags.quiet) {
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        process.stdout.write(
          `${shownOut} is up to date: nothing changed since the last build ` +
            `(${record.pages} pages, ${Object.keys(record.files).length} files; checked in ${seconds} s, --force rebuilds)\n`,
        );
      }
      return 0;
    }
    // The pipeline's modules (Markdown, React, the search index) load only when there is something to build.
    const [{ buildSite }, { writeOutput }, { acquireOutputLock }] = await Promise.all([
      import("../build/buildSite.ts"),
      import("../build/writeOutput.ts"),
      import("../build/outputLock.ts"),
    ]);
    const stages: { name: string; at: number }[] = [];
    const result = await buildSite({
      paths,
      year,
      engineKey: flags.engineKey,
      startLateFiles: true,
      ...(workers ? { workers } : {}),
      onStage: (stage: string) => {
        stages.push({ name: stage, at: performance.now() });
        if (progress) process.stderr.write(`\r\x1b[2K  ${stage}... ${((performance.now() - started) / 1000).toFixed(1)} s`);
      },
    });
    if (progress) process.stderr.write("\r\x1b[2K");
    if (flags.timings) {
      stages.push({ name: "end", at: performance.now() });
      const parts = stages.slice(0, -1).map((s, i) => `${s.name} ${Math.round(stages[i + 1]!.at - s.at)} ms`);
      process.stderr.write(`timings: start ${Math.round(stages[0]!.at - started)} ms, ${parts.join(", ")}\n`);
    }
    for (const d of result.diagnostics) process.stderr.write(`${formatDiagnostic(d, flags.strict)}\n`);
    const { errors, warnings } = countDiagnostics(result.diagnostics, flags.strict);
    if (errors > 0) {
      process.stderr.write(`${formatTally(errors, warnings)}\n`);
      await result.settled;
      return result.diagnostics.some((d) => d.code.startsWith("config/") && d.severity === "error") ? 2 : 1;
    }
    writing = true;
    const writeStarted = performance.now();
    let release: (() => void) | undefined;
    let sizes = new Map<string, number>();
    try {
      release = await acquireOutputLock(paths.out, {
        signal: abort.signal,
        onWait: (holder) =>
          process.stderr.write(`docsgen: waiting for the build with PID ${holder.pid} (started ${holder.started}) to finish writing ${shownOut}\n`),
      });
      // Checked again under the lock: another build may have changed the folder meanwhile.
      refuseUnsafeOutDir(paths.out, outGuard);
      sizes = await writeOutput(result.output, paths.out, { signal: abort.signal });
      await result.settled;
      await saveBuildRecord(paths, key, { sizes, diagnostics: result.diagnostics, pages: result.stats.pages });
      if (flags.timings) process.stderr.write(`timings: write ${Math.round(performance.now() - writeStarted)} ms\n`);
    } catch (e) {
      if (abort.signal.aborted) return 130;
      throw e;
    } finally {
      release?.();
    }
    if (!flags.quiet) {
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      const ex = result.stats.examples;
      process.stdout.write(
        `built ${result.stats.pages} pages, ${sizes.size} files into ${shownOut} in ${seconds} s (${errors} errors, ${warnings} warnings)\n`,
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
    // At most once a day: entries of the cache long unused go (src/cache/evictCache.ts).
    const eviction = evictCacheDaily(paths.cache);
    if (eviction && eviction.removed.length > 0 && !flags.quiet)
      process.stdout.write(`cache: removed ${eviction.removed.length} entries unused for long (${formatBytes(eviction.freedBytes)})\n`);
    return 0;
  } finally {
    stopParseWorkers(workers);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}
