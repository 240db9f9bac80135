import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createBuildMemo } from "../build/BuildMemo.ts";
import { type BuildResult, buildSite } from "../build/buildSite.ts";
import { bodyOf, materializeOutput } from "../build/SiteOutput.ts";
import type { ResolvedPaths } from "../config/types.ts";
import { formatDiagnostic } from "../diagnostics/formatDiagnostic.ts";
import { SetupError } from "../diagnostics/SetupError.ts";
import { playgroundCompilerFor } from "../playground/createPlaygroundCompiler.ts";
import { createRebuildQueue } from "./createRebuildQueue.ts";
import { createSiteServer, type SiteSource } from "./createSiteServer.ts";
import { diffBuilds } from "./diffBuilds.ts";
import { filterWatchBatch } from "./filterWatchBatch.ts";
import { extraHostsFor } from "./extraHostsFor.ts";
import { findMissedChanges } from "./findMissedChanges.ts";
import { pathKindOf } from "./pathKindOf.ts";
import { createLiveReloadHub, type LiveMessage } from "./LiveReloadHub.ts";
import { type SiteWatcher, watchSite } from "./watchSite.ts";

/** What one rebuild did. */
export interface RebuildOutcome {
  readonly ok: boolean;
  /** Sent to open pages; undefined when nothing they show changed (or the build failed). */
  readonly message?: LiveMessage;
  readonly milliseconds: number;
}

/** A running dev server. */
export interface ServeHandle {
  readonly url: string;
  readonly port: number;
  /**
   * Rebuilds now (or after the build in progress) and resolves when a build started after this call is done.
   * `changed` lists absolute paths known to have changed (all are rescanned without it).
   */
  rebuild(changed?: readonly string[]): Promise<RebuildOutcome>;
  /** The build being served (the last good one). */
  current(): BuildResult | undefined;
  /** Every file of the build being served, rendered: what `docsgen build` would write. */
  materialize(): Promise<Map<string, string | Uint8Array>>;
  close(): Promise<void>;
}

/** How long after a rebuild its changed files are checked again for saves the watcher did not report (ms). */
const TRAILING_CHECK_MS = 150;

/** Options of `docsgen serve`. */
export interface ServeOptions {
  readonly paths: ResolvedPaths;
  readonly port: number;
  readonly host: string;
  readonly watch: boolean;
  readonly poll?: boolean;
  /** The engine build's version key: keeps parse results on disk per engine build. */
  readonly engineKey?: string;
  readonly log: (line: string) => void;
}

/** Builds the site in memory, serves it, and with `watch` rebuilds on every change and tells open pages. */
export async function startServe(options: ServeOptions): Promise<ServeHandle> {
  const { paths, log } = options;
  const memo = createBuildMemo();
  const hub = options.watch ? createLiveReloadHub() : undefined;
  // One secret per process: it guards the playground's compile endpoint (handed to the /try page only) and,
  // with --watch, live reload.
  const token = randomBytes(16).toString("hex");
  let good: BuildResult | undefined;
  let printed = new Set<string>();
  const seen = new Set<string>(); // new files found by findMissedChanges: rebuilt once, never again
  let closed = false;
  let lastRead: BuildResult["read"] = new Map(); // the content files as the newest build read them

  const source: SiteSource = {
    get(p) {
      if (!good) return p === "/404.html" || p === "/index.html" ? NOT_READY : undefined;
      const file = good.output.files.get(p);
      return file === undefined ? undefined : bodyOf(file);
    },
    async late(p) {
      return good ? (await good.output.late()).get(p) : undefined;
    },
  };

  const build = async (changed: readonly string[] | undefined): Promise<RebuildOutcome> => {
    const started = performance.now();
    let result: BuildResult;
    try {
      result = await buildSite({ paths, memo, exampleSeverity: "warning", engineKey: options.engineKey, ...(changed ? { changed } : {}) });
    } catch (e) {
      const message = e instanceof SetupError ? e.message : `internal: ${e instanceof Error ? e.message : String(e)}`;
      log(`docsgen: ${message}`);
      hub?.setErrors([message]);
      return { ok: false, milliseconds: performance.now() - started };
    }
    const lines = result.diagnostics.map((d) => formatDiagnostic(d));
    for (const line of lines) if (!printed.has(line)) log(line);
    printed = new Set(lines);
    lastRead = result.read;
    if (changed) {
      // Saves the watcher did not report, also after a failed build (the save that fixes it may be one): once
      // now, and once after the watcher's throttle window (chokidar drops a path's change events that follow
      // its last one within 50 ms, so the last saves of a burst may never be reported). Compared with what
      // the newest build read: a later build may have read these files again meanwhile.
      const check = () =>
        findMissedChanges(changed, lastRead, paths.content, seen).then((missed) => {
          if (missed.length > 0) void queue.rebuild(missed);
          return missed.length;
        });
      void check().then((found) => {
        if (found === 0 && !closed) setTimeout(() => void check(), TRAILING_CHECK_MS).unref();
      });
    }
    const errors = result.diagnostics.filter((d) => d.severity === "error");
    if (errors.length > 0 && good) {
      hub?.setErrors(errors.map((d) => formatDiagnostic(d)));
      log(`rebuild failed (${errors.length} error${errors.length === 1 ? "" : "s"}); still serving the last good build`);
      return { ok: false, milliseconds: performance.now() - started };
    }
    const before = good;
    good = result;
    hub?.setErrors(errors.length > 0 ? errors.map((d) => formatDiagnostic(d)) : undefined);
    const message = before ? diffBuilds(before.output, result.output) : undefined;
    if (message) hub?.broadcast(message);
    return { ok: errors.length === 0, ...(message ? { message } : {}), milliseconds: performance.now() - started };
  };
  const queue = createRebuildQueue(build);

  const extraHosts = extraHostsFor(options.host);
  const playground = { token, hub, playground: playgroundCompilerFor(paths) };
  const server = createSiteServer({ source: () => source, host: options.host, extraHosts, ...playground });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`;
  const first = queue.rebuild();

  let watcher: SiteWatcher | undefined;
  if (options.watch) {
    watcher = watchSite({
      dirs: [paths.content, paths.templates, paths.client, paths.public],
      ignore: [paths.out, paths.cache],
      ...(options.poll ? { poll: true } : {}),
      onChange: (batch) => {
        const changed = filterWatchBatch(batch, paths.content, pathKindOf);
        if (changed.length === 0) return;
        void queue.rebuild(changed).then((outcome) => {
          if (!outcome.ok) return;
          const what = outcome.message ? ` (${describeMessage(outcome.message)})` : "";
          log(`rebuilt in ${Math.round(outcome.milliseconds)} ms after ${describe(changed, paths.root)}${what}`);
        });
      },
      onWarning: (message) => log(`docsgen: warning: ${message}`),
    });
  }
  await Promise.all([first, watcher?.ready]);
  return {
    url,
    port,
    rebuild: queue.rebuild,
    current: () => good,
    materialize: async () => (good ? materializeOutput(good.output) : new Map()),
    async close() {
      closed = true;
      await watcher?.close();
      hub?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}

const NOT_READY =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Building…</title></head>' +
  "<body><p>docsgen is building the site; this page reloads when it is ready.</p></body></html>";

function describe(changed: readonly string[], root: string): string {
  const first = path.relative(root, changed[0] ?? "");
  return changed.length === 1 ? first : `${first} and ${changed.length - 1} more`;
}

function describeMessage(message: LiveMessage): string {
  if (message.type === "reload")
    return message.all ? "reloading every page" : `reloading ${message.routes.length} page${message.routes.length === 1 ? "" : "s"}`;
  if (message.type === "css") return "stylesheet swapped";
  return message.type;
}
