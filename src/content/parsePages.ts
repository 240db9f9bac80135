import os from "node:os";
import type { MarkdownIt } from "markdown-it";
import { runInWorker } from "../worker/runInWorker.ts";
import { parsePage } from "./parsePage.ts";
import type { ParsePageResult, SourceFile } from "./types.ts";

/** Below this many pages a worker's start-up costs more than it saves. */
const PARALLEL_THRESHOLD = 200;

/** Parses many pages, sharing the work with worker threads when there are enough of them (results in input order). */
export async function parsePages(sources: readonly SourceFile[], md: MarkdownIt, options: { playgroundPath: string }): Promise<ParsePageResult[]> {
  const workers = Math.min(os.availableParallelism() - 1, 3);
  if (sources.length < PARALLEL_THRESHOLD || workers < 1) return sources.map((s) => parsePage(s, md, options));
  // Interleaved chunks keep the share of big and small pages even; the main thread parses its share meanwhile.
  const shares = Array.from({ length: workers + 1 }, (_, w) => sources.filter((_, i) => i % (workers + 1) === w));
  const pending = shares.slice(1).map((share) => runWorker(share, options.playgroundPath));
  const own = shares[0]!.map((s) => parsePage(s, md, options));
  const others = await Promise.all(pending);
  const all = [own, ...others];
  return sources.map((_, i) => all[i % (workers + 1)]![Math.floor(i / (workers + 1))]!);
}

function runWorker(sources: readonly SourceFile[], playgroundPath: string): Promise<ParsePageResult[]> {
  return runInWorker(import.meta.url, "parseWorker", { sources, playgroundPath });
}
