import { randomBytes } from "node:crypto";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type BuildMemo, createBuildMemo } from "../pipeline/BuildMemo.ts";
import { type BuildResult, buildSite } from "../pipeline/buildSite.ts";
import { bodyOf, materializeOutput } from "../output/SiteOutput.ts";
import type { ResolvedPaths } from "../config/types.ts";
import { formatDiagnostic } from "../diagnostics/formatDiagnostic.ts";
import { SetupError } from "../diagnostics/SetupError.ts";
import { playgroundCompilerFor } from "../playground/createPlaygroundCompiler.ts";
import { loadSiteConfig } from "../config/loadConfig.ts";
import { prepareToolchainOnce } from "../pipeline/memoInputs.ts";
import { createRebuildQueue, type RebuildQueue } from "./createRebuildQueue.ts";
import { createSiteServer, type SiteSource } from "./createSiteServer.ts";
import { diffBuilds } from "./diffBuilds.ts";
import { filterWatchBatch } from "./filterWatchBatch.ts";
import { extraHostsFor } from "./extraHostsFor.ts";
import { findMissedChanges } from "./findMissedChanges.ts";
import { pathKindOf } from "./pathKindOf.ts";
import { createLiveReloadHub, type LiveMessage, type LiveReloadHub } from "./LiveReloadHub.ts";
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

/** What the dev server keeps between rebuilds. */
interface ServeState {
  readonly memo: BuildMemo;
  /** Live reload, with `watch` only. */
  readonly hub: LiveReloadHub | undefined;
  /** The build being served: the newest one without errors (any build, while none has been served). */
  good: BuildResult | undefined;
  /** The diagnostics the previous build printed: a rebuild prints only the new ones. */
  printed: Set<string>;
  /** New files found by findMissedChanges: rebuilt once, never again. */
  readonly seen: Set<string>;
  /** The content files as the newest build read them. */
  lastRead: BuildResult["read"];
  closed: boolean;
}

/** Builds the site in memory, serves it, and with `watch` rebuilds on every change and tells open pages. */
export async function startServe(options: ServeOptions): Promise<ServeHandle> {
  const state: ServeState = {
    memo: createBuildMemo(),
    hub: options.watch ? createLiveReloadHub() : undefined,
    good: undefined,
    printed: new Set(),
    seen: new Set(),
    lastRead: new Map(),
    closed: false,
  };
  // One secret per process: it guards the playground's compile endpoint (handed to the /try page only) and,
  // with --watch, live reload.
  const token = randomBytes(16).toString("hex");
  const queue: RebuildQueue<RebuildOutcome> = createRebuildQueue((changed) => rebuild(options, state, queue, changed));
  const server = await listen(options, state, token);
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`;
  const first = queue.rebuild();
  const watcher = options.watch ? watchForChanges(options, queue, () => state.lastRead) : undefined;
  await Promise.all([first, watcher?.ready]);
  return {
    url,
    port,
    rebuild: queue.rebuild,
    current: () => state.good,
    materialize: async () => (state.good ? materializeOutput(state.good.output) : new Map()),
    async close() {
      state.closed = true;
      await watcher?.close();
      state.hub?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}

/** The site server, listening: it serves the good build (a "building" page until there is one). */
async function listen(options: ServeOptions, state: ServeState, token: string): Promise<http.Server> {
  const source: SiteSource = {
    get(p) {
      if (!state.good) return p === "/404.html" || p === "/index.html" ? NOT_READY : undefined;
      const file = state.good.output.files.get(p);
      return file === undefined ? undefined : bodyOf(file);
    },
    async late(p) {
      return state.good ? (await state.good.output.late()).get(p) : undefined;
    },
  };
  const extraHosts = extraHostsFor(options.host);
  const { paths } = options;
  const compiler = playgroundCompilerFor({
    root: paths.root,
    site: async () => state.good?.model.site ?? (await loadSiteConfig(paths)).site,
    prepare: (toolchain) => prepareToolchainOnce(toolchain, paths, state.memo),
  });
  const playground = { token, hub: state.hub, playground: compiler };
  const server = createSiteServer({ source: () => source, host: options.host, extraHosts, ...playground });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}

/**
 * One build (`changed`: the paths known to have changed, or undefined to rescan everything): prints its new
 * diagnostics, looks for saves the watcher missed, and serves it unless it has errors and a good build is served.
 */
async function rebuild(
  options: ServeOptions,
  state: ServeState,
  queue: RebuildQueue<RebuildOutcome>,
  changed: readonly string[] | undefined,
): Promise<RebuildOutcome> {
  const started = performance.now();
  const result = await buildOrReport(options, state, changed);
  if (!result) return { ok: false, milliseconds: performance.now() - started };
  const lines = result.diagnostics.map((d) => formatDiagnostic(d));
  for (const line of lines) if (!state.printed.has(line)) options.log(line);
  state.printed = new Set(lines);
  state.lastRead = result.read;
  if (changed) recheckChanged(options.paths, state, queue, changed);
  return serveResult(options, state, result, started);
}

/** The build, or undefined when it threw: the setup error (or internal bug) is logged and shown on open pages. */
async function buildOrReport(options: ServeOptions, state: ServeState, changed: readonly string[] | undefined): Promise<BuildResult | undefined> {
  try {
    return await buildSite({
      paths: options.paths,
      memo: state.memo,
      exampleSeverity: "warning",
      engineKey: options.engineKey,
      ...(changed ? { changed } : {}),
    });
  } catch (e) {
    const message = e instanceof SetupError ? e.message : `internal: ${e instanceof Error ? e.message : String(e)}`;
    options.log(`docsgen: ${message}`);
    state.hub?.setErrors([message]);
    return undefined;
  }
}

/**
 * Saves the watcher did not report, also after a failed build (the save that fixes it may be one): once
 * now, and once after the watcher's throttle window (chokidar drops a path's change events that follow
 * its last one within 50 ms, so the last saves of a burst may never be reported). Compared with what
 * the newest build read: a later build may have read these files again meanwhile.
 */
function recheckChanged(paths: ResolvedPaths, state: ServeState, queue: RebuildQueue<RebuildOutcome>, changed: readonly string[]): void {
  const check = () =>
    findMissedChanges(changed, state.lastRead, paths.content, state.seen).then((missed) => {
      if (missed.length > 0) void queue.rebuild(missed);
      return missed.length;
    });
  void check().then((found) => {
    if (found === 0 && !state.closed) setTimeout(() => void check(), TRAILING_CHECK_MS).unref();
  });
}

/**
 * Serves `result` and tells open pages what changed, unless it has errors and a good build is being served:
 * then the open pages show the errors over the last good build.
 */
function serveResult(options: ServeOptions, state: ServeState, result: BuildResult, started: number): RebuildOutcome {
  const { hub } = state;
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0 && state.good) {
    hub?.setErrors(errors.map((d) => formatDiagnostic(d)));
    options.log(`rebuild failed (${errors.length} error${errors.length === 1 ? "" : "s"}); still serving the last good build`);
    return { ok: false, milliseconds: performance.now() - started };
  }
  const before = state.good;
  state.good = result;
  hub?.setErrors(errors.length > 0 ? errors.map((d) => formatDiagnostic(d)) : undefined);
  const message = before ? diffBuilds(before.output, result.output) : undefined;
  if (message) hub?.broadcast(message);
  return { ok: errors.length === 0, ...(message ? { message } : {}), milliseconds: performance.now() - started };
}

/**
 * Watches the site's folders and rebuilds with each batch of changes that can change the site (`lastRead`: the
 * content files the newest build read, so that a deleted path counts only when it held some of them).
 */
function watchForChanges(options: ServeOptions, queue: RebuildQueue<RebuildOutcome>, lastRead: () => BuildResult["read"]): SiteWatcher {
  const { paths, log } = options;
  const readUnder = (p: string) => {
    const read = lastRead();
    // Before the first build has read anything, a deleted path may still be one that build is reading.
    return read.size === 0 || read.has(p) || [...read.keys()].some((file) => file.startsWith(p + path.sep));
  };
  return watchSite({
    dirs: [paths.content, paths.templates, paths.client, paths.public],
    ignore: [paths.out, paths.cache],
    ...(options.poll ? { poll: true } : {}),
    onChange: (batch) => {
      const changed = filterWatchBatch(batch, { content: paths.content, public: paths.public }, pathKindOf, readUnder);
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
