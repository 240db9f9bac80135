import type { MarkdownIt } from "markdown-it";
import { deserialize } from "node:v8";
import { type DetachedParse, detachSource } from "./detachSource.ts";
import { type ParseSettings, parsePage } from "./parsePage.ts";
import { type ParseWorker, type ParseWorkers, parseWorkerCount, startParseWorker } from "./parseWorkers.ts";
import type { SourceFile } from "./types.ts";

/** Below this many pages a worker's start-up costs more than it saves. */
const PARALLEL_THRESHOLD = 200;

/** Pages a worker is sent at a time. */
const CHUNK_PAGES = 40;

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
  // Pages go out in small chunks, the next to whichever worker answers first: the workers finish together
  // however the big and small pages fall.
  const chunks: number[][] = [];
  for (let i = 0; i < sources.length; i += CHUNK_PAGES) chunks.push(Array.from({ length: Math.min(CHUNK_PAGES, sources.length - i) }, (_, j) => i + j));
  const ready = options.started?.workers.splice(0) ?? [];
  const pool = Array.from({ length: workers }, (_, i) => ready[i] ?? startParseWorker());
  for (const unused of ready.slice(workers)) unused.stop();
  const results: DetachedParse[] = new Array(sources.length);
  const serialized: SerializedParses[] = [];
  let next = 0;
  const send = (worker: ParseWorker) => {
    if (next >= chunks.length) return undefined;
    const positions = chunks[next++]!;
    return { positions, answer: worker.run({ sources: positions.map((p) => sources[p]!), settings: options.settings }) };
  };
  await Promise.all(
    pool.map(async (worker) => {
      try {
        for (let sent = send(worker); sent; ) {
          const bytes = await sent.answer;
          const { positions } = sent;
          sent = send(worker); // the worker parses the next chunk while this one is read
          const share = deserialize(bytes) as DetachedParse[];
          positions.forEach((p, j) => {
            results[p] = share[j]!;
          });
          serialized.push({ positions, bytes });
        }
      } finally {
        worker.stop();
      }
    }),
  );
  return { results, serialized };
}
