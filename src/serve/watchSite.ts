import { watch, type FSWatcher } from "chokidar";
import path from "node:path";

/** A running watcher. */
export interface SiteWatcher {
  close(): Promise<void>;
}

const IGNORED = /(^|[\\/])(node_modules|\.git|\.docsgen-cache|out(\.tmp-[^\\/]*|\.old-[^\\/]*)?)([\\/]|$)/;

/**
 * Watches the site's sources and calls `onChange` with batched paths (debounced), never during a batch.
 * If the system runs out of watch handles (ENOSPC, EMFILE), it warns and falls back to polling.
 */
export function watchSite(options: {
  dirs: readonly string[];
  debounceMs?: number;
  poll?: boolean;
  onChange: (paths: string[]) => void;
  onWarning: (message: string) => void;
}): SiteWatcher {
  let timer: NodeJS.Timeout | undefined;
  let pending = new Set<string>();
  let watcher: FSWatcher;
  let polling = options.poll ?? false;
  const flush = () => {
    timer = undefined;
    const batch = [...pending];
    pending = new Set();
    if (batch.length > 0) options.onChange(batch);
  };
  const queue = (p: string) => {
    pending.add(p);
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, options.debounceMs ?? 25);
  };
  const start = () => {
    watcher = watch([...options.dirs], {
      ignoreInitial: true,
      ignored: (p: string) => IGNORED.test(path.relative(process.cwd(), p)),
      usePolling: polling,
      interval: 300,
      awaitWriteFinish: false,
    });
    watcher.on("all", (_event, p) => queue(p));
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
    async close() {
      if (timer) clearTimeout(timer);
      await watcher.close();
    },
  };
}
