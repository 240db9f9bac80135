import type { MarkdownIt } from "markdown-it";
import { deserialize, serialize } from "node:v8";
import { type DetachedParse, detachSource } from "./detachSource.ts";
import { type ParseSettings, parsePage } from "./parsePage.ts";
import { type ParseWorker, parseThreadCount, startParseWorker } from "./parseWorkers.ts";
import type { SourceFile } from "./types.ts";

/** Pages a worker is sent at a time. */
const CHUNK_PAGES = 40;

/** Pages the main thread parses between looks at the workers' answers (so that no worker waits long for its next chunk). */
const MAIN_STEP = 5;

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
 * Parses pages on this thread, with worker threads beside it when there is enough Markdown to pay for them
 * (parseThreadCount; `threads` overrides it). Results in input order, detached from their sources as the
 * workers send them and the parse cache keeps them.
 */
export async function parsePages(
  sources: readonly SourceFile[],
  md: MarkdownIt,
  options: { settings: ParseSettings; threads?: number; onParsed?: (count: number) => void },
): Promise<ParsedBatch> {
  const parsed = options.onParsed ?? (() => undefined);
  const parseHere = (position: number) => detachSource(parsePage(sources[position]!, md, options.settings));
  const threads = options.threads ?? parseThreadCount(sources.reduce((n, s) => n + s.text.length, 0));
  if (threads < 2)
    return {
      results: sources.map((_, i) => {
        const result = parseHere(i);
        parsed(1);
        return result;
      }),
    };
  // Pages go out in small chunks, the next to whichever thread is free first: the threads finish together
  // however the big and small pages fall.
  const chunks: number[][] = [];
  for (let i = 0; i < sources.length; i += CHUNK_PAGES) chunks.push(Array.from({ length: Math.min(CHUNK_PAGES, sources.length - i) }, (_, j) => i + j));
  // Started now: this thread parses the first chunks while they load.
  const pool = Array.from({ length: threads - 1 }, startParseWorker);
  const results: DetachedParse[] = new Array(sources.length);
  const serialized: SerializedParses[] = [];
  let next = 0;
  const take = () => (next < chunks.length ? chunks[next++] : undefined);
  const send = (worker: ParseWorker) => {
    const positions = take();
    return positions && { positions, answer: worker.run({ sources: positions.map((p) => sources[p]!), settings: options.settings }) };
  };
  const inWorker = async (worker: ParseWorker) => {
    try {
      for (let sent = send(worker); sent; ) {
        const bytes = await sent.answer;
        const { positions } = sent;
        sent = send(worker); // the worker parses the next chunk while this one is read
        const share = deserialize(bytes) as DetachedParse[];
        positions.forEach((p, j) => {
          results[p] = share[j]!;
        });
        parsed(positions.length);
        serialized.push({ positions, bytes });
      }
    } finally {
      worker.stop();
    }
  };
  // This thread's share, a few pages at a time, the workers' answers read in between; serialized as the
  // workers' answers are, for the parse cache.
  const here = async () => {
    for (let positions = take(); positions; positions = take()) {
      for (let i = 0; i < positions.length; i += MAIN_STEP) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        const step = positions.slice(i, i + MAIN_STEP);
        for (const p of step) results[p] = parseHere(p);
        parsed(step.length);
      }
      serialized.push({ positions, bytes: serialize(positions.map((p) => results[p])) });
    }
  };
  await Promise.all([...pool.map(inWorker), here()]);
  return { results, serialized };
}
