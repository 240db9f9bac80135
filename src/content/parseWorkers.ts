// The parse worker threads, in a module of their own that loads nothing heavy: `build` starts them first
// thing, so that they load (and warm up) while the main thread loads the pipeline and scans the content.
import os from "node:os";
import { startWorker, type StartedWorker } from "../worker/runInWorker.ts";
import type { ParseSettings } from "./parsePage.ts";
import type { SourceFile } from "./types.ts";

export type ParseMessage = { sources: readonly SourceFile[]; settings: ParseSettings };
/** A worker's answer: its pages' parse results, serialized with node:v8 (see parseWorker.ts). */
export type ParseWorker = StartedWorker<ParseMessage, Uint8Array>;

/** Parse workers started ahead of the parse (see startParseWorkers), waiting for their pages. */
export interface ParseWorkers {
  readonly workers: ParseWorker[];
}

/**
 * How many threads parse pages at once: one per core, at most 4. The main thread is one of them: it would
 * otherwise wait for the workers, and a worker more would load and warm up another markdown-it and highlight.js
 * (on 2 cores, the main thread and one worker parse 1,000 pages sooner than two workers, with less CPU).
 */
export function parseThreadCount(): number {
  return Math.min(os.availableParallelism(), 4);
}
/**
 * Starts the parse workers before the pages are known, so that their modules load while the content is
 * scanned. Pass them to parsePages, or stop them (`stopParseWorkers`) when there is nothing to parse.
 */
export function startParseWorkers(): ParseWorkers {
  return { workers: Array.from({ length: parseThreadCount() - 1 }, startParseWorker) };
}

export function startParseWorker(): ParseWorker {
  return startWorker(import.meta.url, "parseWorker");
}

/** Stops the started workers parsePages did not use. */
export function stopParseWorkers(started: ParseWorkers | undefined): void {
  for (const worker of started?.workers.splice(0) ?? []) worker.stop();
}
