// Worker thread entry: parses the pages it is sent with its own markdown-it instance.
import { parentPort } from "node:worker_threads";
import { createMarkdown } from "../markdown/renderMarkdown.ts";
import { detachSource, type DetachedParse } from "./detachSource.ts";
import { type ParseSettings, parsePage } from "./parsePage.ts";
import type { SourceFile } from "./types.ts";

const md = createMarkdown();
parentPort?.on("message", (message: { sources: SourceFile[]; settings: ParseSettings }) => {
  // Sent back without the sources: the main thread has them.
  const results: DetachedParse[] = message.sources.map((source) => detachSource(parsePage(source, md, message.settings)));
  parentPort?.postMessage(results);
});
