import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import os from "node:os";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createBuildCache } from "../build/BuildCache.ts";
import { buildSite, type BuildResult } from "../build/buildSite.ts";
import type { ResolvedPaths } from "../config/types.ts";
import { formatDiagnostic } from "../diagnostics/formatDiagnostic.ts";
import { SetupError } from "../diagnostics/SetupError.ts";
import { pruneRenders, renderPlannedPage } from "../render/renderSiteFiles.ts";
import { playgroundCompilerFor } from "../playground/createPlaygroundCompiler.ts";
import { createSiteServer, type SiteSource } from "./createSiteServer.ts";
import { diffBuilds } from "./diffBuilds.ts";
import { createLiveReloadHub, type LiveMessage } from "./LiveReloadHub.ts";
import { watchSite, type SiteWatcher } from "./watchSite.ts";

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
  /** Rebuilds now (or after the build in progress) and resolves when a build started after this call is done. `changed` lists absolute paths known to have changed (all are rescanned without it). */
  rebuild(changed?: readonly string[]): Promise<RebuildOutcome>;
  /** The build being served (the last good one). */
  current(): BuildResult | undefined;
  /** Every file of the build being served, rendered: what `docsgen build` would write. */
  materialize(): Map<string, string | Uint8Array>;
  close(): Promise<void>;
}

/** Options of `docsgen serve`. */
export interface ServeOptions {
  readonly paths: ResolvedPaths;
  readonly port: number;
  readonly host: string;
  readonly watch: boolean;
  readonly poll?: boolean;
  readonly log: (line: string) => void;
}

/** Builds the site in memory, serves it, and with `watch` rebuilds on every change and tells open pages. */
export async function startServe(options: ServeOptions): Promise<ServeHandle> {
  const { paths, log } = options;
  const cache = createBuildCache();
  const hub = options.watch ? createLiveReloadHub() : undefined;
  // One secret per process: with --watch it guards live reload and the playground's compile endpoint.
  const token = options.watch ? randomBytes(16).toString("hex") : undefined;
  let good: BuildResult | undefined;
  let deferred: ReadonlyMap<string, string | Uint8Array> | undefined;
  let printed = new Set<string>();

  const source: SiteSource = {
    get(p) {
      if (!good) return p === "/404.html" || p === "/index.html" ? NOT_READY : undefined;
      const file = good.files.get(p);
      if (file !== undefined) return file;
      const page = good.plan.pages.get(p);
      if (page) return renderPlannedPage(page, good.templates, cache.renders);
      return (deferred ??= good.deferred?.())?.get(p);
    },
  };

  // A second save right after the first can be swallowed by the watcher: compare what the build read with the disk.
  // Likewise a folder created again (git checkout, a script) can get its files before the watcher watches it:
  // content files under a changed folder that the build did not read are rebuilt too.
  const unseenRebuilt = new Set<string>(); // new files rebuilt once this way: never again (no rebuild loops)
  const recheck = async (changed: readonly string[]) => {
    const stale: string[] = [];
    for (const p of changed) {
      const known = cache.sources.get(p);
      const now = await stat(p).catch(() => undefined);
      if (known && now && (now.mtimeMs !== known.mtimeMs || now.size !== known.size)) stale.push(p);
      if (now?.isDirectory() && (p === paths.content || p.startsWith(paths.content + path.sep))) {
        const names = await readdir(p, { recursive: true }).catch(() => [] as string[]);
        for (const name of names) {
          const file = path.join(p, name);
          if (!/\.(mdx?|json)$/.test(name) || /(^|[\\/])(\.|node_modules)/.test(name) || cache.sources.has(file) || unseenRebuilt.has(file)) continue;
          unseenRebuilt.add(file);
          stale.push(file);
        }
      }
    }
    if (stale.length > 0) void rebuild(stale);
  };

  const runBuild = async (changed?: readonly string[]): Promise<RebuildOutcome> => {
    const started = performance.now();
    let result: BuildResult;
    try {
      result = await buildSite({ paths, cache, mode: "serve", exampleSeverity: "warning", ...(changed ? { changed } : {}) });
    } catch (e) {
      const message = e instanceof SetupError ? e.message : `internal: ${e instanceof Error ? e.message : String(e)}`;
      log(`docsgen: ${message}`);
      hub?.setErrors([message]);
      return { ok: false, milliseconds: performance.now() - started };
    }
    const lines = result.diagnostics.map((d) => formatDiagnostic(d));
    for (const line of lines) if (!printed.has(line)) log(line);
    printed = new Set(lines);
    const errors = result.diagnostics.filter((d) => d.severity === "error");
    if (errors.length > 0 && good) {
      hub?.setErrors(errors.map((d) => formatDiagnostic(d)));
      log(`rebuild failed (${errors.length} error${errors.length === 1 ? "" : "s"}); still serving the last good build`);
      return { ok: false, milliseconds: performance.now() - started };
    }
    if (changed) void recheck(changed);
    const before = good;
    good = result;
    deferred = undefined;
    pruneRenders(cache.renders, result.plan);
    hub?.setErrors(errors.length > 0 ? errors.map((d) => formatDiagnostic(d)) : undefined);
    const message = before ? diffBuilds(before, result) : undefined;
    if (message) hub?.broadcast(message);
    return { ok: errors.length === 0, ...(message ? { message } : {}), milliseconds: performance.now() - started };
  };

  // Never two builds at once: requests during a build share one follow-up build, which gets all their
  // changed paths (or rescans everything if any request did not say what changed).
  let running: Promise<RebuildOutcome> | undefined;
  let queued: Promise<RebuildOutcome> | undefined;
  let pendingPaths: string[] | undefined = [];
  const start = (): Promise<RebuildOutcome> => {
    const changed = pendingPaths && pendingPaths.length > 0 ? pendingPaths : undefined;
    pendingPaths = [];
    running = runBuild(changed).finally(() => {
      running = undefined;
    });
    return running;
  };
  const rebuild = (changed?: readonly string[]): Promise<RebuildOutcome> => {
    if (pendingPaths) pendingPaths = changed ? [...pendingPaths, ...changed] : undefined;
    if (!running) return start();
    queued ??= running.then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  };

  // Listening on every interface: requests may name this machine by any of its addresses (never by another name).
  const wildcard = ["0.0.0.0", "::", "[::]"].includes(options.host);
  const extraHosts = wildcard
    ? Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => (i.family === "IPv6" ? `[${i.address}]` : i.address)))
    : [];
  const server = createSiteServer({
    source: () => source,
    host: options.host,
    extraHosts,
    ...(token && hub ? { token, hub, playground: playgroundCompilerFor(paths) } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`;
  const first = rebuild();

  let watcher: SiteWatcher | undefined;
  if (options.watch) {
    watcher = watchSite({
      dirs: [paths.content, paths.templates, paths.client, paths.public],
      ignore: [paths.out, paths.cache],
      ...(options.poll ? { poll: true } : {}),
      onChange: (batch) => {
        // Files in content/ that no scan reads (an .html, an editor's temp file, a new empty folder) change nothing;
        // deletions always count.
        const changed = batch.filter((p) => !p.startsWith(paths.content + path.sep) || /\.(mdx?|json)$/.test(p) || !existsSync(p));
        if (changed.length === 0) return;
        void rebuild(changed).then((outcome) => {
          if (outcome.ok)
            log(
              `rebuilt in ${Math.round(outcome.milliseconds)} ms after ${describe(changed, paths.root)}${outcome.message ? ` (${describeMessage(outcome.message)})` : ""}`,
            );
        });
      },
      onWarning: (message) => log(`docsgen: warning: ${message}`),
    });
  }
  await Promise.all([first, watcher?.ready]);
  return {
    url,
    port,
    rebuild,
    current: () => good,
    materialize() {
      const out = new Map<string, string | Uint8Array>();
      if (!good) return out;
      for (const [p, body] of good.files) out.set(p, body);
      for (const [p, page] of good.plan.pages) out.set(p, renderPlannedPage(page, good.templates, cache.renders));
      for (const [p, body] of good.deferred?.() ?? []) out.set(p, body);
      return out;
    },
    async close() {
      await watcher?.close();
      hub?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}

const NOT_READY =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Building…</title></head><body><p>docsgen is building the site; this page reloads when it is ready.</p></body></html>';

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
