// The parse worker threads: how many parse a site's pages, and starting one.
import os from "node:os";
import { startWorker, type StartedWorker } from "../worker/runInWorker.ts";
import type { ParseSettings } from "./parsePage.ts";
import type { SourceFile } from "./types.ts";

export type ParseMessage = { sources: readonly SourceFile[]; settings: ParseSettings };
/** A worker's answer: its pages' parse results, serialized with node:v8 (see parseWorker.ts). */
export type ParseWorker = StartedWorker<ParseMessage, Uint8Array>;

/**
 * Markdown (in characters) that pays for a parse thread's start: a worker loads its own markdown-it and
 * highlight.js, and parses several times slower until its JIT has warmed up (the first few hundred pages).
 * Measured on 2 cores: a 1,000-page corpus (6.1 M characters) and this site (about 6.7 M with its API
 * reference) build as fast with one worker as without, with 1.0-1.5 CPU seconds more; 2,000 pages (12.3 M)
 * build 0.2-1.2 s sooner with one, 5,000 pages 1.5 s sooner.
 */
export const CHARACTERS_PER_THREAD_STEP = 4_000_000;

/**
 * How many threads parse `characters` of Markdown: the main thread, and a worker more while each pays off.
 * A thread's start costs about the same whichever it is, and the k-th thread saves 1/(k-1) - 1/k of the
 * parse: the k-th is taken from CHARACTERS_PER_THREAD_STEP * (k-1) * k characters (8 M for a second thread,
 * 24 M for a third, 48 M for a fourth), never more threads than cores, at most 4.
 */
export function parseThreadCount(characters: number, cores = os.availableParallelism()): number {
  let threads = 1;
  while (threads < Math.min(cores, 4) && characters > CHARACTERS_PER_THREAD_STEP * threads * (threads + 1)) threads++;
  return threads;
}

export function startParseWorker(): ParseWorker {
  return startWorker(import.meta.url, "parseWorker");
}
