import { watch, type FSWatcher } from "chokidar";
import path from "node:path";

/** A running watcher. */
export interface SiteWatcher {
  /** Resolves once the initial scan is done and changes are being reported. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/** How long after a folder appears it is reported once more (see watchSite). */
const ADD_DIR_RECHECK_MS = 300;

const IGNORED_NAMES = /(^|[\\/])(node_modules|\.git|\.docsgen-cache)([\\/]|$)/;

/**
 * Watches the site's sources and calls `onChange` with batched paths (debounced), never during a batch.
 * If the system runs out of watch handles (ENOSPC, EMFILE), it warns and falls back to polling.
 */
export function watchSite(options: {
  dirs: readonly string[];
  /** Directories never watched (the output dir and the cache), with the output's temporary siblings. */
  ignore?: readonly string[];
  debounceMs?: number;
  poll?: boolean;
  onChange: (paths: string[]) => void;
  onWarning: (message: string) => void;
}): SiteWatcher {
  let timer: NodeJS.Timeout | undefined;
  let pending = new Set<string>();
  let watcher: FSWatcher;
  let polling = options.poll ?? false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const flush = () => {
    timer = undefined;
    const batch = [...pending];
    pending = new Set();
    if (batch.length > 0) options.onChange(batch);
  };
  let closed = false;
  const queue = (p: string) => {
    if (closed) return;
    pending.add(p);
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, options.debounceMs ?? 10);
  };
  const start = () => {
    watcher = watch([...options.dirs], {
      ignoreInitial: true,
      ignored: (p: string) =>
        IGNORED_NAMES.test(p) ||
        (options.ignore ?? []).some((dir) => p === dir || p.startsWith(dir + path.sep) || p.startsWith(`${dir}.tmp-`) || p.startsWith(`${dir}.old-`)),
      usePolling: polling,
      interval: 300,
      awaitWriteFinish: false,
    });
    watcher.on("all", (event, p) => {
      queue(p);
      // A folder created with its files at once (git checkout, a script) can get them while the watcher is
      // still starting to watch it, and they are never reported: the folder is reported again a little later,
      // so the rebuild looks for files in it that it has not read.
      if (event === "addDir") setTimeout(() => queue(p), ADD_DIR_RECHECK_MS).unref();
    });
    watcher.on("ready", () => markReady());
    watcher.on("error", (error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code;
      if (!polling && (code === "ENOSPC" || code === "EMFILE")) {
        options.onWarning(`the file watcher ran out of handles (${code}); raise fs.inotify.max_user_watches or use --poll. Falling back to polling.`);
        polling = true;
        void watcher.close().then(start);
      } else {
        options.onWarning(`file watcher error: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  };
  start();
  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await watcher.close();
    },
  };
}
