// Worker thread entry: parses the pages it is sent with its own markdown-it instance.
import { serialize } from "node:v8";
import { parentPort } from "node:worker_threads";
import { createMarkdown } from "../markdown/renderMarkdown.ts";
import { detachSource, type DetachedParse } from "./detachSource.ts";
import { type ParseSettings, parsePage } from "./parsePage.ts";
import type { SourceFile } from "./types.ts";

const md = createMarkdown();
parentPort?.on("message", (message: { sources: SourceFile[]; settings: ParseSettings }) => {
  // Sent back without the sources (the main thread has them), serialized here: the main thread reads them with
  // one deserialize and writes these same bytes to the parse cache, so it never serializes them itself.
  const results: DetachedParse[] = message.sources.map((source) => detachSource(parsePage(source, md, message.settings)));
  const bytes = serialize(results);
  // Handed over without a copy when the bytes have their memory to themselves.
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  parentPort?.postMessage(bytes, own ? [bytes.buffer] : []);
});
