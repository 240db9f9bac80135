import type { MarkdownIt } from "markdown-it";
import { deserialize } from "node:v8";
import { type DetachedParse, detachSource } from "./detachSource.ts";
import { type ParseSettings, parsePage } from "./parsePage.ts";
import { type ParseWorkers, parseWorkerCount, startParseWorker } from "./parseWorkers.ts";
import type { SourceFile } from "./types.ts";

/** Below this many pages a worker's start-up costs more than it saves. */
const PARALLEL_THRESHOLD = 200;

/** Parse results serialized by a worker (node:v8), with the positions (in the parsed list) of the sources they belong to. */
export interface SerializedParses {
  readonly positions: readonly number[];
  readonly bytes: Uint8Array;
}

/** Parse results in input order, and the workers' serialized form of them when workers parsed (for the parse cache). */
export interface ParsedBatch {
  readonly results: DetachedParse[];
  readonly serialized?: readonly SerializedParses[];
}

/**
 * Parses many pages, in worker threads when there are enough of them (results in input order, detached
 * from their sources as the workers send them and the parse cache keeps them); few pages on this thread.
 */
export async function parsePages(
  sources: readonly SourceFile[],
  md: MarkdownIt,
  options: { settings: ParseSettings; started?: ParseWorkers },
): Promise<ParsedBatch> {
  const workers = parseWorkerCount();
  if (sources.length < PARALLEL_THRESHOLD || workers < 2) return { results: sources.map((s) => detachSource(parsePage(s, md, options.settings))) };
  // Interleaved shares keep the mix of big and small pages even.
  const positions = Array.from({ length: workers }, (_, w) => sources.flatMap((_, i) => (i % workers === w ? [i] : [])));
  const ready = options.started?.workers.splice(0) ?? [];
  const answers = await Promise.all(
    positions.map((share, i) => (ready[i] ?? startParseWorker()).run({ sources: share.map((p) => sources[p]!), settings: options.settings })),
  );
  const results: DetachedParse[] = new Array(sources.length);
  answers.forEach((bytes, w) => {
    const share = deserialize(bytes) as DetachedParse[];
    positions[w]!.forEach((p, j) => {
      results[p] = share[j]!;
    });
  });
  return { results, serialized: answers.map((bytes, w) => ({ positions: positions[w]!, bytes })) };
}
