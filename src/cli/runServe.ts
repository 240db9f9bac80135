import { resolvePaths } from "../config/resolvePaths.ts";
import { startServe } from "../serve/startServe.ts";
import { checkSiteConfig } from "./checkSiteConfig.ts";
import { createProgressLine } from "./createProgressLine.ts";
import { readListenFlags } from "./readListenFlags.ts";

/** Flags of `docsgen serve`. */
export interface ServeFlags {
  readonly root: string;
  readonly content: string;
  readonly port: string;
  readonly host: string;
  readonly watch: boolean;
  readonly poll: boolean;
  /** The engine build's version key (bin/docsgen.js): keeps parse results per engine build. */
  readonly engineKey?: string;
}

/** `docsgen serve`: serves the in-memory build until interrupted; never exits on content errors. */
export async function runServe(flags: ServeFlags): Promise<number> {
  const port = readListenFlags(flags, "the dev server");
  if (port === undefined) return 2;
  const paths = resolvePaths({ root: flags.root, content: flags.content });
  // A site.json with errors stops serve before the first build (later edits under --watch show in the overlay).
  // Unlike build, serve does not hand what was read to its builds: each of them reads site.json again, which may be edited meanwhile.
  const { exitCode: configExit } = await checkSiteConfig(paths);
  if (configExit !== undefined) return configExit;
  // Signals are handled from the start, so a Ctrl+C during the first build also stops cleanly.
  let handle: Awaited<ReturnType<typeof startServe>> | undefined;
  let stopping = false;
  let listening = false;
  const progress = createProgressLine({ stream: process.stderr });
  const stopped = new Promise<void>((resolve) => {
    const stop = () => {
      stopping = true;
      if (handle) void handle.close().then(resolve);
      // Serving already, while the first builds run (the examples may take minutes): they write nothing that
      // must be finished (caches are written whole or not at all), so stop now rather than after them.
      else if (listening) {
        progress.clear();
        process.exit(0);
      } else resolve();
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  // The address is printed as soon as the server listens: requests get a "building" page until the first build.
  handle = await startServe({
    paths,
    port,
    host: flags.host,
    watch: flags.watch,
    poll: flags.poll,
    engineKey: flags.engineKey,
    log: (line) => {
      progress.clear();
      process.stderr.write(`${line}\n`);
    },
    onListening: (url) => {
      listening = true;
      process.stdout.write(`serving ${url}${flags.watch ? " (watching for changes)" : ""}; press Ctrl+C to stop\n`);
    },
    progress,
  });
  if (stopping) {
    await handle.close();
    return 0;
  }
  await stopped;
  return 0;
}
