import type { MarkdownIt } from "markdown-it";
import { type DetachedParse, detachSource } from "./detachSource.ts";
import { type ParseSettings, parsePage } from "./parsePage.ts";
import { type ParseWorkers, parseWorkerCount, startParseWorker } from "./parseWorkers.ts";
import type { SourceFile } from "./types.ts";

/** Below this many pages a worker's start-up costs more than it saves. */
const PARALLEL_THRESHOLD = 200;

/**
 * Parses many pages, in worker threads when there are enough of them (results in input order, detached
 * from their sources as the workers send them and the parse cache keeps them); few pages on this thread.
 */
export async function parsePages(
  sources: readonly SourceFile[],
  md: MarkdownIt,
  options: { settings: ParseSettings; started?: ParseWorkers },
): Promise<DetachedParse[]> {
  const workers = parseWorkerCount();
  if (sources.length < PARALLEL_THRESHOLD || workers < 2) return sources.map((s) => detachSource(parsePage(s, md, options.settings)));
  // Interleaved shares keep the mix of big and small pages even.
  const shares = Array.from({ length: workers }, (_, w) => sources.filter((_, i) => i % workers === w));
  const ready = options.started?.workers.splice(0) ?? [];
  const all = await Promise.all(shares.map((share, i) => (ready[i] ?? startParseWorker()).run({ sources: share, settings: options.settings })));
  return sources.map((_, i) => all[i % workers]![Math.floor(i / workers)]!);
}
