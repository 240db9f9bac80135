import os from "node:os";
import type { MarkdownIt } from "markdown-it";
import { startWorker, type StartedWorker } from "../worker/runInWorker.ts";
import { type DetachedParse, detachSource } from "./detachSource.ts";
import { type ParseSettings, parsePage } from "./parsePage.ts";
import type { SourceFile } from "./types.ts";

/** Below this many pages a worker's start-up costs more than it saves. */
const PARALLEL_THRESHOLD = 200;

type ParseMessage = { sources: readonly SourceFile[]; settings: ParseSettings };
type ParseWorker = StartedWorker<ParseMessage, DetachedParse[]>;

/** Parse workers started ahead of the parse (see startParseWorkers), waiting for their pages. */
export interface ParseWorkers {
  readonly workers: ParseWorker[];
}

const workerCount = () => Math.min(os.availableParallelism() - 1, 3);

/**
 * Starts the parse workers before the pages are known, so that their modules load while the content is
 * scanned. Pass them to parsePages, or stop them (`stopParseWorkers`) when there is nothing to parse.
 */
export function startParseWorkers(): ParseWorkers {
  return { workers: Array.from({ length: Math.max(0, workerCount()) }, startParseWorker) };
}

function startParseWorker(): ParseWorker {
  return startWorker(import.meta.url, "parseWorker");
}

/** Stops the started workers parsePages did not use. */
export function stopParseWorkers(started: ParseWorkers | undefined): void {
  for (const worker of started?.workers.splice(0) ?? []) worker.stop();
}

/**
 * Parses many pages, sharing the work with worker threads when there are enough of them (results in input
 * order, detached from their sources as the workers send them and the parse cache keeps them).
 */
export async function parsePages(
  sources: readonly SourceFile[],
  md: MarkdownIt,
  options: { settings: ParseSettings; started?: ParseWorkers },
): Promise<DetachedParse[]> {
  const parseHere = (s: SourceFile) => detachSource(parsePage(s, md, options.settings));
  const workers = workerCount();
  if (sources.length < PARALLEL_THRESHOLD || workers < 1) return sources.map(parseHere);
  // Interleaved chunks keep the share of big and small pages even; the main thread parses its share meanwhile.
  const shares = Array.from({ length: workers + 1 }, (_, w) => sources.filter((_, i) => i % (workers + 1) === w));
  const ready = options.started?.workers.splice(0) ?? [];
  const pending = shares.slice(1).map((share, i) => (ready[i] ?? startParseWorker()).run({ sources: share, settings: options.settings }));
  const own = shares[0]!.map(parseHere);
  const others = await Promise.all(pending);
  const all = [own, ...others];
  return sources.map((_, i) => all[i % (workers + 1)]![Math.floor(i / (workers + 1))]!);
}
