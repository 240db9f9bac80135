import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { OUTPUT_MARKER } from "../output/refuseUnsafeOutDir.ts";
import { stampTree } from "../io/stampTree.mjs";
import { SetupError } from "../diagnostics/SetupError.ts";
import { startPreview } from "../preview/startPreview.ts";
import { readListenFlags } from "./readListenFlags.ts";

/** Flags of `docsgen preview`. */
export interface PreviewFlags {
  readonly root: string;
  readonly out: string;
  readonly port: string;
  readonly host: string;
}

/** `docsgen preview`: serves the built out/ as a production host would until interrupted; never builds. */
export async function runPreview(flags: PreviewFlags): Promise<number> {
  const port = readListenFlags(flags, "the preview");
  if (port === undefined) return 2;
  if (flags.out === "") throw new SetupError("--out needs a folder name (it was empty)", { exitCode: 2 });
  const out = path.resolve(flags.root, flags.out);
  const shown = path.relative(process.cwd(), out) || ".";
  const marker = path.join(out, OUTPUT_MARKER);
  if (!existsSync(marker)) {
    throw new SetupError(`${shown} holds no site built by docsgen (no ${OUTPUT_MARKER}); run docsgen build first`, { exitCode: 2 });
  }
  const built = statSync(marker).mtimeMs;
  const sources = ["content", "templates", "client", "public"].map((d) => path.join(flags.root, d));
  const { newestMtimeMs, newestFile } = stampTree(sources);
  if (newestFile && newestMtimeMs > built) {
    process.stderr.write(
      `docsgen: warning: ${shown} is older than your sources (${path.relative(process.cwd(), newestFile)} changed after the last build); ` +
        "run docsgen build to see the changes\n",
    );
  }
  const handle = await startPreview({ outDir: out, port, host: flags.host });
  process.stdout.write(`previewing ${shown} at ${handle.url}; press Ctrl+C to stop\n`);
  let unwatch = () => {};
  await new Promise<void>((resolve) => {
    process.once("SIGINT", () => resolve());
    process.once("SIGTERM", () => resolve());
    unwatch = watchParent(() => {
      process.stderr.write("docsgen: the process that started the preview has exited; stopping\n");
      resolve();
    });
  });
  unwatch();
  await handle.close();
  return 0;
}

/**
 * Calls `gone` once the process that started this one has exited. `npx docsgen preview` runs docsgen through
 * `sh -c`, and a SIGTERM to npx's PID stops npx and that shell, not docsgen: without this, the preview
 * would keep the port. `process.ppid` is read once at start-up in Node 20, so the parent is asked whether
 * it still exists (signal 0; EPERM means it does, under another user). No watch when the parent is init or
 * unknown (ppid 0 or 1). Returns a function that stops watching.
 */
function watchParent(gone: () => void, everyMs = 1000): () => void {
  const parent = process.ppid;
  if (parent <= 1) return () => {};
  const timer = setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "ESRCH") return;
      clearInterval(timer);
      gone();
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
