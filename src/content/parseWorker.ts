// Worker thread entry: parses the pages it is sent with its own markdown-it instance.
import { parentPort } from "node:worker_threads";
import { createMarkdown } from "../markdown/renderMarkdown.ts";
import { detachSource, type DetachedParse } from "./detachSource.ts";
import { parsePage } from "./parsePage.ts";
import type { SourceFile } from "./types.ts";

const md = createMarkdown();
parentPort?.on("message", (message: { sources: SourceFile[]; playgroundPath: string }) => {
  // Sent back without the sources: the main thread has them.
  const results: DetachedParse[] = message.sources.map((source) => detachSource(parsePage(source, md, { playgroundPath: message.playgroundPath })));
  parentPort?.postMessage(results);
});
