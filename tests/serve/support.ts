// Shared helpers of the dev-server tests: fixture copies, an in-process server, raw HTTP over sockets,
// a Server-Sent Events client, and a way to count and hold builds without touching src/.
import { FSWatcher } from "chokidar";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import fsp from "node:fs/promises";
import fs from "node:fs";
import http from "node:http";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { resolvePaths } from "../../src/config/resolvePaths.ts";
import type { ResolvedPaths } from "../../src/config/types.ts";
import type { LiveMessage } from "../../src/serve/LiveReloadHub.ts";
import { startServe, type ServeHandle } from "../../src/serve/startServe.ts";

/** The repository root (templates/ and client/ come from here). */
export const REPO = path.resolve(import.meta.dirname, "..", "..");
/** The committed fixture project: content/, public/, and SECRET files beside them. */
export const FIXTURE = path.join(REPO, "tests", "fixtures", "serve", "site");
/**
 * This process's cache dir. It must be inside the repository (bundled templates import react from its
 * node_modules) but not the shared .docsgen-cache itself, which concurrent test processes rewrite in place.
 */
export const CACHE = path.join(REPO, ".docsgen-cache", `serve-tests-${process.pid}`);
// Removed when the test process ends, whichever test files forgot (they were left behind by the dozen).
process.on("exit", () => removeCache());

/**
 * How long anything a loaded 2-core machine must do (a build, a watcher event) may take before the test fails: far
 * beyond what it needs, so that only what never happens fails. Tests wait for states with it, never for a span of time.
 */
export const PATIENCE_MS = 120_000;

/** A temporary copy of the fixture project with its symlinks, and the SECRET file in out/ (never served: serving is from memory). */
export function copyFixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "docsgen-serve-"));
  cpSync(FIXTURE, dir, { recursive: true });
  // Symlinks inside public/ and content/ leading outside them (a file, a directory, a sibling sharing the prefix).
  symlinkSync("../parent.txt", path.join(dir, "public", "link-file"));
  symlinkSync("../out-private", path.join(dir, "public", "link-dir"));
  symlinkSync("../public-private", path.join(dir, "public", "link-sibling"));
  symlinkSync("../publicsecret.txt", path.join(dir, "public", "link-prefix.txt"));
  symlinkSync("../parent.txt", path.join(dir, "content", "leak.mdx"));
  mkdirSync(path.join(dir, "out"));
  writeFileSync(path.join(dir, "out", "secret-from-disk.txt"), "SECRET out\n");
  return dir;
}

/** The paths of a fixture copy: the repository's templates/ and client/, the copy's content/ and public/, this process's cache. */
export function fixturePaths(dir: string): ResolvedPaths {
  return {
    ...resolvePaths({ root: REPO, content: path.join(dir, "content"), out: path.join(dir, "out") }),
    public: path.join(dir, "public"),
    cache: CACHE,
  };
}

/**
 * Gives a fixture copy its own templates/ and client/ (copies of the repository's), so a test can edit them
 * and the watcher sees no edits other people make in the repository meanwhile. src/, node_modules/,
 * package.json and tsconfig.json are symlinked so that imports resolve as they do in the repository.
 */
export function isolateSources(dir: string): void {
  cpSync(path.join(REPO, "templates"), path.join(dir, "templates"), { recursive: true });
  cpSync(path.join(REPO, "client"), path.join(dir, "client"), { recursive: true });
  for (const name of ["src", "node_modules", "package.json", "tsconfig.json"]) symlinkSync(path.join(REPO, name), path.join(dir, name));
}

/** The paths of a fixture copy made by isolateSources: its own templates/ and client/ too. */
export function isolatedPaths(dir: string): ResolvedPaths {
  return { ...fixturePaths(dir), templates: path.join(dir, "templates"), client: path.join(dir, "client") };
}

/** Starts an in-process server on an ephemeral port, collecting its log lines. */
export async function startFixture(
  dir: string,
  watch: boolean,
  options: { poll?: boolean; isolated?: boolean } = {},
): Promise<{ handle: ServeHandle; logs: string[] }> {
  const logs: string[] = [];
  const handle = await startServe({
    paths: options.isolated ? isolatedPaths(dir) : fixturePaths(dir),
    port: 0,
    host: "127.0.0.1",
    watch,
    ...(options.poll ? { poll: true } : {}),
    log: (line) => logs.push(line),
  });
  return { handle, logs };
}

/** Removes a fixture copy and this process's cache. */
export function cleanUp(dir: string | undefined): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/** Removes this process's cache dir (call once, after every server is closed). */
export function removeCache(): void {
  rmSync(CACHE, { recursive: true, force: true });
}

/** A parsed HTTP response. */
export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** Everything the server sent, headers included. */
  readonly raw: string;
}

/**
 * Sends `request` byte for byte over a new TCP connection (nothing normalizes the request line) and reads the
 * response until the server closes the connection. Add `Connection: close` to the request.
 */
export function rawRequest(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete response within ${PATIENCE_MS} ms to ${JSON.stringify(request.split("\r\n")[0])}`));
    }, PATIENCE_MS);
    socket.on("connect", () => socket.write(request, "latin1"));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString("utf8");
      const split = raw.indexOf("\r\n\r\n");
      const head = split === -1 ? raw : raw.slice(0, split);
      const [statusLine = "", ...lines] = head.split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN);
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const payload = split === -1 ? "" : raw.slice(split + 4);
      resolve({ status, headers, body: headers["transfer-encoding"] === "chunked" ? dechunk(payload) : payload, raw });
    });
  });
}

/** The body of a chunked response (sizes in hex, each chunk followed by CRLF, ending with a 0 chunk). */
function dechunk(text: string): string {
  let out = "";
  let rest = Buffer.from(text);
  for (;;) {
    const eol = rest.indexOf("\r\n");
    if (eol === -1) return out;
    const size = parseInt(rest.subarray(0, eol).toString("latin1"), 16);
    if (!(size > 0)) return out;
    out += rest.subarray(eol + 2, eol + 2 + size).toString("utf8");
    rest = rest.subarray(eol + 2 + size + 2);
  }
}

/** A GET (or another method) with a raw request line and the given extra header lines; Host defaults to 127.0.0.1:port. */
export function rawGet(
  port: number,
  target: string,
  options: { method?: string; headers?: readonly string[]; host?: string | null } = {},
): Promise<RawResponse> {
  const host = options.host === undefined ? `127.0.0.1:${port}` : options.host;
  const lines = [
    `${options.method ?? "GET"} ${target} HTTP/1.1`,
    ...(host === null ? [] : [`Host: ${host}`]),
    ...(options.headers ?? []),
    "Connection: close",
    "",
    "",
  ];
  return rawRequest(port, lines.join("\r\n"));
}

/** A normal HTTP GET through node:http with explicit headers. */
export function httpGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), bytes });
      });
      res.on("error", reject);
    });
    req.setTimeout(PATIENCE_MS, () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on("error", reject);
  });
}

/**
 * A POST through node:http with explicit headers, on a fresh connection (a refused upload of an earlier request
 * may leave a pooled one closed under the next).
 */
export function httpPost(url: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", headers, agent: false }, (res) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The live-reload token, read from the script the server injects into pages. */
export async function tokenOf(handle: ServeHandle): Promise<string> {
  const script = await httpGet(`${handle.url}/__docsgen/live.js`);
  const token = /events\?token=([0-9a-f]+)/.exec(script.body)?.[1];
  if (script.status !== 200 || !token) throw new Error(`no live-reload token in /__docsgen/live.js (status ${script.status})`);
  return token;
}

/** An open Server-Sent Events connection. */
export interface EventClient {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** The response body when the server refused (status not 200). */
  readonly refusal: string;
  /** Every `data:` payload received so far, raw and parsed. */
  readonly raw: string[];
  readonly messages: LiveMessage[];
  /** Resolves with the first message matching `match`, among those from index `since` on (0 by default). */
  waitFor(match: (m: LiveMessage) => boolean, options?: { since?: number; what?: string; timeoutMs?: number }): Promise<LiveMessage>;
  close(): void;
}

/** Connects to the live-reload endpoint with the given query and headers. */
export function openEvents(handle: ServeHandle, query: string, headers: Record<string, string> = {}): Promise<EventClient> {
  return new Promise((resolve, reject) => {
    const raw: string[] = [];
    const messages: LiveMessage[] = [];
    const waiters = new Set<() => void>();
    const req = http.get(`${handle.url}/__docsgen/events${query}`, { headers, agent: false }, (res) => {
      const status = res.statusCode ?? 0;
      let buffer = "";
      let refusal = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        if (status !== 200) {
          refusal += chunk;
          return;
        }
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split("\n")
            .filter((l) => l.startsWith("data: "))
            .map((l) => l.slice(6))
            .join("\n");
          if (data === "") continue;
          raw.push(data);
          messages.push(JSON.parse(data) as LiveMessage);
          for (const wake of waiters) wake();
        }
      });
      res.on("error", () => undefined);
      const client: EventClient = {
        status,
        headers: res.headers,
        raw,
        messages,
        get refusal() {
          return refusal;
        },
        waitFor(match, options = {}) {
          return new Promise((done, fail) => {
            const check = () => {
              const found = messages.slice(options.since ?? 0).find(match);
              if (!found) return false;
              waiters.delete(check);
              clearTimeout(timer);
              done(found);
              return true;
            };
            const limit = options.timeoutMs ?? PATIENCE_MS;
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(
                new Error(`no ${options.what ?? "matching"} live-reload message within ${limit} ms; got ${JSON.stringify(messages.slice(options.since ?? 0))}`),
              );
            }, limit);
            if (!check()) waiters.add(check);
          });
        },
        close() {
          req.destroy();
        },
      };
      if (status === 200) resolve(client);
      else res.on("end", () => resolve(client));
    });
    req.on("error", reject);
  });
}

/** Every file of a build as bytes, for byte-for-byte comparison. */
export function asBuffers(files: ReadonlyMap<string, string | Uint8Array>): Map<string, Buffer> {
  return new Map(
    [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([p, body]) => [p, typeof body === "string" ? Buffer.from(body) : Buffer.from(body)]),
  );
}

/** The paths whose bytes differ between two file maps (present in one only, or different). */
export function differingPaths(a: ReadonlyMap<string, Buffer>, b: ReadonlyMap<string, Buffer>): string[] {
  const out: string[] = [];
  for (const [p, body] of a) if (!b.get(p)?.equals(body)) out.push(p);
  for (const p of b.keys()) if (!a.has(p)) out.push(p);
  return out.sort();
}

/**
 * Counts builds and can hold them at their first step. Every build reads `<content>/site.json` through
 * `existsSync` exactly once (loadSiteConfig), so counting those calls counts builds; holding the following
 * `readFile` of that file keeps a build in flight for as long as the test wants. Installed by replacing the
 * node:fs exports and syncing the ES module bindings, so src/ stays untouched.
 */
export function instrumentBuilds(siteJson: string): {
  readonly started: number;
  /** Builds standing at the hold now. */
  readonly held: number;
  hold(): void;
  release(): void;
  restore(): void;
} {
  const originalExists = fs.existsSync;
  const originalRead = fsp.readFile;
  let started = 0;
  let held: Array<() => void> | undefined;
  (fs as { existsSync: typeof fs.existsSync }).existsSync = ((p: fs.PathLike) => {
    if (String(p) === siteJson) started++;
    return originalExists(p);
  }) as typeof fs.existsSync;
  (fsp as { readFile: typeof fsp.readFile }).readFile = ((...args: Parameters<typeof fsp.readFile>) => {
    if (held && String(args[0]) === siteJson) {
      const queue = held;
      return new Promise<void>((resolve) => queue.push(resolve)).then(() => originalRead(...args));
    }
    return originalRead(...args);
  }) as typeof fsp.readFile;
  syncBuiltinESMExports();
  return {
    get started() {
      return started;
    },
    get held() {
      return held?.length ?? 0;
    },
    hold() {
      held = [];
    },
    release() {
      const queue = held ?? [];
      held = undefined;
      for (const go of queue) go();
    },
    restore() {
      (fs as { existsSync: typeof fs.existsSync }).existsSync = originalExists;
      (fsp as { readFile: typeof fsp.readFile }).readFile = originalRead;
      syncBuiltinESMExports();
    },
  };
}

/** The chokidar watchers created since `recordWatchers()`, each with a promise of its `ready` event. */
export interface RecordedWatchers {
  readonly all: ReadonlyArray<{ readonly watcher: FSWatcher; readonly ready: Promise<void> }>;
  restore(): void;
}

/**
 * Records every chokidar watcher created from now on (watchSite keeps its watcher private), by wrapping
 * FSWatcher.prototype.add, which chokidar's watch() calls right after constructing one.
 */
export function recordWatchers(): RecordedWatchers {
  const all: Array<{ watcher: FSWatcher; ready: Promise<void> }> = [];
  const seen = new WeakSet<FSWatcher>();
  const originalAdd = FSWatcher.prototype.add;
  FSWatcher.prototype.add = function (this: FSWatcher, ...args: Parameters<FSWatcher["add"]>) {
    if (!seen.has(this)) {
      seen.add(this);
      all.push({ watcher: this, ready: new Promise((resolve) => this.once("ready", () => resolve())) });
    }
    return originalAdd.apply(this, args);
  };
  return {
    all,
    restore() {
      FSWatcher.prototype.add = originalAdd;
    },
  };
}

/** Keeps the watcher's events that `drop` matches from reaching its listeners; `dropped` lists their paths. */
export function dropWatcherEvents(watcher: FSWatcher, drop: (event: string, path: string) => boolean): { dropped: string[]; restore(): void } {
  const dropped: string[] = [];
  const emit = watcher.emit as (this: FSWatcher, name: string | symbol, ...args: unknown[]) => boolean;
  watcher.emit = function (this: FSWatcher, name: string | symbol, ...args: unknown[]) {
    const [event, p] = args;
    if (name === "all" && typeof event === "string" && typeof p === "string" && drop(event, p)) {
      dropped.push(p);
      return true;
    }
    return emit.call(this, name, ...args);
  } as FSWatcher["emit"];
  return {
    dropped,
    restore() {
      watcher.emit = emit as FSWatcher["emit"];
    },
  };
}

/** Calls `then` right after each read of `file` through node:fs/promises' readFile has finished, before the reader gets the text. */
export function interceptRead(file: string, then: () => void): { restore(): void } {
  const originalRead = fsp.readFile;
  (fsp as { readFile: typeof fsp.readFile }).readFile = (async (...args: Parameters<typeof fsp.readFile>) => {
    const result = await originalRead(...args);
    if (String(args[0]) === file) then();
    return result;
  }) as typeof fsp.readFile;
  syncBuiltinESMExports();
  return {
    restore() {
      (fsp as { readFile: typeof fsp.readFile }).readFile = originalRead;
      syncBuiltinESMExports();
    },
  };
}

/** Polls `check` until it holds (for state that has no event of its own), failing only after PATIENCE_MS. */
export async function eventually(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  const end = Date.now() + PATIENCE_MS;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${PATIENCE_MS} ms`);
    await settle(20);
  }
}

/** Waits for `ms` (only ever to let unwanted events show up, never as a correctness condition). */
export function settle(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Text that must never reach a client: the SECRET files and absolute paths of the project. */
export function leaks(text: string, dir?: string): string[] {
  const found: string[] = [];
  if (text.includes("SECRET")) found.push("SECRET");
  // Diagnostics name files relative to the root (`../../tmp/x/content/a.mdx` when the content dir lies outside
  // it, as in these tests); an absolute path is one not preceded by `..`.
  for (const abs of [dir, REPO]) if (abs && new RegExp(`(^|[^.])${abs.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(text)) found.push(abs);
  if (/\n\s+at .+:\d+:\d+\)?/.test(text)) found.push("stack trace");
  return found;
}

/**
 * Serves a temporary project with the repository's v12 toolchain as the playground's dev compiler, one page, and
 * `site` merged into its site.json (doc sets, a name); `watch` as `docsgen serve --watch` has it or not.
 */
export async function servePlaygroundProject(options: { site: Record<string, unknown>; watch: boolean }): Promise<{ dir: string; handle: ServeHandle }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "docsgen-serve-pg-"));
  const content = path.join(dir, "content");
  mkdirSync(content, { recursive: true });
  const real = JSON.parse(readFileSync(path.join(REPO, "content", "site.json"), "utf8")) as { toolchains: Record<string, unknown> };
  writeFileSync(
    path.join(content, "site.json"),
    JSON.stringify({
      toolchains: { v12: real.toolchains["v12"] },
      playground: { compilerBase: "https://cdn.rescript-lang.org", versions: ["v12.0.0"], devToolchains: ["v12"] },
      ...options.site,
    }),
  );
  writeFileSync(path.join(content, "about.mdx"), '---\ntitle: "About"\n---\n\n# About\n\nA page.\n');
  const handle = await startServe({
    paths: { ...resolvePaths({ root: REPO, content, out: path.join(dir, "out") }), cache: CACHE },
    port: 0,
    host: "127.0.0.1",
    watch: options.watch,
    log: () => undefined,
  });
  return { dir, handle };
}
