import { startPreview } from "../../../src/preview/startPreview.ts";

/** A built site served as a production host serves it: `docsgen preview` on `dir`, on a free port of 127.0.0.1. */
export async function startStaticServer(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const preview = await startPreview({ outDir: dir, port: 0, host: "127.0.0.1" });
  return { url: preview.url, close: () => preview.close() };
}
