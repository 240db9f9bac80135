// Worker thread entry: parses the pages it is sent with its own markdown-it instance.
import { parentPort } from "node:worker_threads";
import { createMarkdown } from "../markdown/renderMarkdown.ts";
import { parsePage } from "./parsePage.ts";
import type { ParsePageResult, SourceFile } from "./types.ts";

const md = createMarkdown();
parentPort?.on("message", (message: { sources: SourceFile[]; playgroundPath: string }) => {
  const results: ParsePageResult[] = message.sources.map((source) => parsePage(source, md, { playgroundPath: message.playgroundPath }));
  parentPort?.postMessage(results);
});
