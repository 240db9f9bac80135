import { randomBytes } from "node:crypto";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type BuildMemo, createBuildMemo } from "../pipeline/BuildMemo.ts";
import { type BuildResult, buildSite } from "../pipeline/buildSite.ts";
import { bodyOf, materializeOutput } from "../output/SiteOutput.ts";
import { isInside } from "../output/refuseUnsafeOutDir.ts";
import type { ResolvedPaths } from "../config/types.ts";
import { formatDiagnostic } from "../diagnostics/formatDiagnostic.ts";
import { SetupError } from "../diagnostics/SetupError.ts";
import { playgroundCompilerFor } from "../playground/createPlaygroundCompiler.ts";
import { loadSiteConfig } from "../config/loadConfig.ts";
import { prepareToolchainOnce } from "../pipeline/memoInputs.ts";
import { createRebuildQueue, type RebuildQueue } from "./createRebuildQueue.ts";
import { isUnder } from "../shared/isUnder.ts";
import { createSiteServer, type SiteSource } from "./createSiteServer.ts";
import { diffBuilds } from "./diffBuilds.ts";
import { filterWatchBatch } from "./filterWatchBatch.ts";
import { extraHostsFor } from "./extraHostsFor.ts";
import { findMissedChanges } from "./findMissedChanges.ts";
import { pathKindOf } from "./pathKindOf.ts";
import { createLiveReloadHub, type LiveMessage, type LiveReloadHub } from "./LiveReloadHub.ts";
import { type SiteWatcher, watchSite } from "./watchSite.ts";
import { examplesReportOf } from "../toolchain/examplesReportOf.ts";

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
   * `changed` lists absolute paths known to have changed: they are checked again afterwards for saves the watcher
   * missed (every build reads each input file whose status changed, whatever the list).
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
  /** Called once the server listens, before the first build starts, with the address it answers on. */
  readonly onListening?: (url: string) => void;
  /** A progress line for the builds (stage, counts), cleared after each build. */
  readonly progress?: BuildProgress;
}

/** Where serve shows how far a build is (createProgressLine in src/cli makes one for terminals). */
export interface BuildProgress {
  stage(name: string): void;
  count(done: number, total: number): void;
  clear(): void;
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
  /** The whole build that fills in the examples a first build left to compile, while it runs. */
  filling: Promise<RebuildOutcome> | undefined;
  closed: boolean;
}

/**
 * Builds the site in memory, serves it, and with `watch` rebuilds on every change and tells open pages. It listens
 * first (requests get a page saying the site is being built until the first build is served); the first build
 * compiles no example (pages show the outcomes known from earlier builds, the others as being compiled) and a
 * whole build follows it in the background, reloading the pages it fills in. Resolves once that one is served.
 */
export async function startServe(options: ServeOptions): Promise<ServeHandle> {
  const state: ServeState = {
    memo: createBuildMemo(),
    hub: options.watch ? createLiveReloadHub() : undefined,
    good: undefined,
    printed: new Set(),
    seen: new Set(),
    lastRead: new Map(),
    filling: undefined,
    closed: false,
  };
  // One secret per process: it guards the playground's compile endpoint (handed to the /try page only) and,
  // with --watch, live reload.
  const token = randomBytes(16).toString("hex");
  const queue: RebuildQueue<RebuildOutcome> = createRebuildQueue((changed) => rebuild(options, state, queue, changed));
  const server = await listen(options, state, token);
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`;
  options.onListening?.(url);
  const first = queue.rebuild();
  // The watcher starts once the first build is served (its first walk of the folders would slow that build down);
  // saves made before it was ready are found by the build it then asks for, which reads every file whose status
  // changed (and sends nothing when none did).
  await first;
  const watcher = options.watch ? watchForChanges(options, queue, () => state.lastRead) : undefined;
  if (watcher) await watcher.ready.then(() => queue.rebuild());
  await state.filling;
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
  const building = buildingPage(state.hub !== undefined);
  const source: SiteSource = {
    building: () => (state.good ? undefined : building),
    coming: (sitePath) => (state.good?.pendingRoutes.some((prefix) => isUnder(sitePath.replace(/\/$/, "") || "/", prefix)) ? building : undefined),
    get(p) {
      if (!state.good) return undefined;
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
 * One build (`changed`: the paths the watcher reported, if any): prints its new diagnostics, looks for saves the
 * watcher missed among those paths, and serves it unless it has errors and a good build is served.
 */
async function rebuild(
  options: ServeOptions,
  state: ServeState,
  queue: RebuildQueue<RebuildOutcome>,
  changed: readonly string[] | undefined,
): Promise<RebuildOutcome> {
  const started = performance.now();
  const result = await buildOrReport(options, state).finally(() => options.progress?.clear());
  if (!result) return { ok: false, milliseconds: performance.now() - started };
  const lines = result.diagnostics.map((d) => formatDiagnostic(d));
  for (const line of lines) if (!state.printed.has(line)) options.log(line);
  state.printed = new Set(lines);
  state.lastRead = result.read;
  if (changed) recheckChanged(options.paths, state, queue, changed);
  const outcome = serveResult(options, state, result, started);
  const { pending } = examplesReportOf(result.reports).stats;
  const work = [
    ...(pending > 0 ? [`${pending} example${pending === 1 ? "" : "s"}`] : []),
    ...(result.pendingRoutes.length > 0 ? [`the API reference${result.pendingRoutes.length === 1 ? "" : "s"} (${result.pendingRoutes.join(", ")})`] : []),
  ].join(" and ");
  if (work !== "") {
    options.log(`compiling ${work} in the background; their pages reload when they are ready`);
    state.filling = queue.rebuild().then((filled) => reportFilled(options, work, filled));
  }
  return outcome;
}

/** Says that the work a first build left pending is done, and which pages were reloaded for it. */
function reportFilled(options: ServeOptions, work: string, filled: RebuildOutcome): RebuildOutcome {
  if (filled.ok || filled.message) {
    const what = filled.message ? ` (${describeMessage(filled.message)})` : "";
    options.log(`compiled ${work} in the background in ${Math.round(filled.milliseconds)} ms${what}`);
  }
  return filled;
}

/** The build, or undefined when it threw: the setup error (or internal bug) is logged and shown on open pages. */
async function buildOrReport(options: ServeOptions, state: ServeState): Promise<BuildResult | undefined> {
  try {
    const { progress } = options;
    return await buildSite({
      paths: options.paths,
      memo: state.memo,
      exampleSeverity: "warning",
      engineKey: options.engineKey,
      // Until a build is served, none waits for a compiler: the next build fills the examples and the API reference in.
      deferSlowWork: state.good === undefined,
      ...(progress
        ? { onStage: (stage: string) => progress.stage(stage), onCount: (_: string, done: number, total: number) => progress.count(done, total) }
        : {}),
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
  // The first build served reloads every open page: they show the page saying the site is being built.
  const message: LiveMessage | undefined = before ? diffBuilds(before.output, result.output) : { type: "reload", routes: [], all: true };
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
    return read.size === 0 || read.has(p) || [...read.keys()].some((file) => isInside(file, p));
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

/**
 * The page every request gets until the first build is served. With live reload the server reloads it when the
 * site is ready (the slow refresh only covers a reload sent before its script connected); without, it polls.
 */
export function buildingPage(liveReload: boolean): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${liveReload ? 10 : 2}">` +
    "<title>Building…</title></head><body><p>docsgen is building the site; this page reloads when it is ready.</p></body></html>"
  );
}

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
