import http from "node:http";
import { contentTypeOf } from "./contentTypeOf.ts";
import { createFileSender } from "./createFileSender.ts";
import { handleCompileRequest } from "./handleCompileRequest.ts";
import { isTrustedRequest } from "./isTrustedRequest.ts";
import type { LiveReloadHub } from "./LiveReloadHub.ts";
import { liveReloadScript } from "./liveReloadScript.ts";
import { candidateFiles, hostProblem, parseRequestPath } from "./parseRequestPath.ts";
import { replyPlain, SECURITY_HEADERS } from "./replyPlain.ts";
import type { PlaygroundCompiler } from "../playground/createPlaygroundCompiler.ts";

/** The files of the build being served. */
export interface SiteSource {
  /** A file the build made at once (pages render here). */
  get(path: string): string | Uint8Array | undefined;
  /** A file made on first request (the search index, built in a worker): only asked for when `get` has none. */
  late(path: string): Promise<string | Uint8Array | undefined>;
  /** While there is no build to serve: the HTML page every site path gets (it reloads itself when the site is ready). */
  building?(): string | undefined;
  /** The same page for a path the served build has no file for but a build under way will add (an API page not extracted yet). */
  coming?(path: string): string | undefined;
}

/** Settings of a site server. */
export interface SiteServerOptions {
  /** The current good build (swapped by the rebuild loop). */
  readonly source: () => SiteSource;
  /** Host name the server was asked to listen on; requests must name it, localhost or a loopback address. */
  readonly host: string;
  /** Further Host names to accept (this machine's addresses when listening on every interface). */
  readonly extraHosts?: readonly string[];
  /** Per-process secret of the live-reload channel and the compile endpoint; undefined disables both. */
  readonly token?: string;
  /** Live reload (`--watch`); without it the compile endpoint still works with the token. */
  readonly hub?: LiveReloadHub;
  /** The /try page's compiler (pinned toolchains), at /__docsgen/compile behind the token and origin checks. */
  readonly playground?: PlaygroundCompiler;
}

/** An HTTP server for an in-memory site: clean URLs, the site's 404 page, live reload, strict request checks. */
export function createSiteServer(options: SiteServerOptions): http.Server {
  const { token, hub, playground } = options;
  const script = token && hub ? liveReloadScript(token) : undefined;
  const tags = devTagsOf(options);
  const server = http.createServer((req, res) => {
    try {
      route(req, res);
    } catch {
      fail(res);
    }
  });
  // Host check, then the dev endpoints, then the site's files (GET and HEAD only).
  const route = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const refused = hostProblem(req, options.host, options.extraHosts);
    if (refused) return replyPlain(res, refused.status, refused.text);
    const target = req.url ?? "/";
    if (isEndpoint(target, "/__docsgen/compile"))
      return playground && token ? handleCompileRequest(req, res, playground, token) : replyPlain(res, 404, "Not Found");
    if (req.method !== "GET" && req.method !== "HEAD") return replyPlain(res, 405, "Method Not Allowed", { allow: "GET, HEAD" });
    if (script && isEndpoint(target, "/__docsgen/live.js")) {
      res.writeHead(200, { ...SECURITY_HEADERS, "content-type": "text/javascript; charset=utf-8" });
      return res.end(req.method === "HEAD" ? undefined : script);
    }
    if (target.startsWith("/__docsgen/events")) {
      if (!hub || !token) return replyPlain(res, 404, "Not Found");
      return isTrustedRequest(req, token, false) ? hub.add(res) : replyPlain(res, 403, "Forbidden");
    }
    const parsed = parseRequestPath(target);
    if (!parsed.ok) return replyPlain(res, parsed.status, parsed.status === 400 ? "Bad Request" : "Not Found");
    void serveFile(req, res, parsed.path).catch(() => fail(res));
  };
  // In memory, never cached by the browser, never compressed: its length, its type, 416 for a range past its end.
  const sendFile = createFileSender({ codings: [] });
  const send = (req: http.IncomingMessage, res: http.ServerResponse, status: number, path: string, payload: string | Uint8Array) =>
    sendFile(req, res, {
      path,
      status,
      size: typeof payload === "string" ? Buffer.byteLength(payload) : payload.byteLength,
      read: () => payload,
      headers: SECURITY_HEADERS,
    });
  const fail = (res: http.ServerResponse) => {
    if (!res.headersSent) replyPlain(res, 500, "Internal Server Error");
    else res.destroy();
  };
  // The first candidate file the build has (pages render on request), else the site's 404 page. The late
  // files are looked at only when no candidate is an ordinary file, so a page never waits for the search index.
  const serveFile = async (req: http.IncomingMessage, res: http.ServerResponse, sitePath: string) => {
    const source = options.source();
    const waiting = source.building?.();
    if (waiting !== undefined) return send(req, res, 200, "/index.html", withDevTags("/index.html", waiting, tags));
    const candidates = candidateFiles(sitePath);
    for (const p of candidates) {
      const body = source.get(p);
      if (body !== undefined) return send(req, res, 200, p, withDevTags(p, body, tags));
    }
    const coming = source.coming?.(sitePath);
    if (coming !== undefined) return send(req, res, 200, "/index.html", withDevTags("/index.html", coming, tags));
    for (const p of candidates) {
      const body = await source.late(p);
      if (body !== undefined) return send(req, res, 200, p, withDevTags(p, body, tags));
    }
    const notFound = source.get("/404.html");
    if (notFound === undefined) return replyPlain(res, 404, "Not Found");
    return send(req, res, 404, "/404.html", withDevTags("/404.html", notFound, tags));
  };
  server.on("clientError", (_err, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\n400 Bad Request\n");
    else socket.destroy();
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  return server;
}

/** True for the endpoint's path, with or without a query. */
const isEndpoint = (target: string, path: string) => target === path || target.startsWith(`${path}?`);

/** What the dev server adds to its HTML pages: the live-reload script, and on the playground page the compile endpoint. */
interface DevTags {
  readonly liveReload?: string;
  readonly compileMeta?: string;
}

function devTagsOf(options: SiteServerOptions): DevTags {
  const { token, hub, playground } = options;
  return {
    ...(token && hub ? { liveReload: `<script src="/__docsgen/live.js"></script>` } : {}),
    ...(token && playground ? { compileMeta: `<meta name="docsgen-compile" content="/__docsgen/compile?token=${token}">` } : {}),
  };
}

/** An HTML page with the dev tags in it (the script before `</body>`; the meta in the playground page's head); other files as they are. */
function withDevTags(path: string, body: string | Uint8Array, tags: DevTags): string | Uint8Array {
  if (typeof body !== "string" || !contentTypeOf(path).startsWith("text/html")) return body;
  let page = body;
  if (tags.liveReload) {
    const at = page.lastIndexOf("</body>");
    page = at === -1 ? page + tags.liveReload : page.slice(0, at) + tags.liveReload + page.slice(at);
  }
  // Only the playground page needs to know the compile endpoint.
  if (tags.compileMeta && page.includes("data-playground")) {
    const at = page.indexOf("</head>");
    if (at !== -1) page = page.slice(0, at) + tags.compileMeta + page.slice(at);
  }
  return page;
}
