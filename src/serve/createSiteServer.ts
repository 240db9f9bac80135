import { timingSafeEqual } from "node:crypto";
import http from "node:http";
import { contentTypeOf } from "./contentTypeOf.ts";
import type { LiveReloadHub } from "./LiveReloadHub.ts";
import { liveReloadScript } from "./liveReloadScript.ts";
import { candidateFiles, hostProblem, parseRequestPath } from "./parseRequestPath.ts";
import { PlaygroundBusyError, readCompileRequest, type PlaygroundCompiler } from "../playground/createPlaygroundCompiler.ts";
import { MAX_PLAYGROUND_SOURCE, type PlaygroundBusy, type PlaygroundVersions } from "../shared/playground/types.ts";

/** The files of the build being served. */
export interface SiteSource {
  /** A file the build made at once (pages render here). */
  get(path: string): string | Uint8Array | undefined;
  /** A file made on first request (the search index, built in a worker): only asked for when `get` has none. */
  late(path: string): Promise<string | Uint8Array | undefined>;
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

const SECURITY_HEADERS = { "x-content-type-options": "nosniff", "cache-control": "no-store", "referrer-policy": "no-referrer" };

/** An HTTP server for an in-memory site: clean URLs, the site's 404 page, live reload, strict request checks. */
export function createSiteServer(options: SiteServerOptions): http.Server {
  const script = options.token && options.hub ? liveReloadScript(options.token) : undefined;
  const tag = `<script src="/__docsgen/live.js"></script>`;
  const compileUrl = options.token && options.playground ? `/__docsgen/compile?token=${options.token}` : undefined;
  const meta = compileUrl ? `<meta name="docsgen-compile" content="${compileUrl}">` : undefined;
  const plain = (res: http.ServerResponse, status: number, text: string, extra: Record<string, string> = {}) => {
    res.writeHead(status, { ...SECURITY_HEADERS, "content-type": "text/plain; charset=utf-8", ...extra });
    res.end(`${status} ${text}\n`);
  };
  const server = http.createServer((req, res) => {
    try {
      const refused = hostProblem(req, options.host, options.extraHosts);
      if (refused) return plain(res, refused.status, refused.text);
      const target = req.url ?? "/";
      if (target === "/__docsgen/compile" || target.startsWith("/__docsgen/compile?")) return compile(req, res);
      if (req.method !== "GET" && req.method !== "HEAD") return plain(res, 405, "Method Not Allowed", { allow: "GET, HEAD" });
      if (script && (target === "/__docsgen/live.js" || target.startsWith("/__docsgen/live.js?"))) {
        res.writeHead(200, { ...SECURITY_HEADERS, "content-type": "text/javascript; charset=utf-8" });
        return res.end(req.method === "HEAD" ? undefined : script);
      }
      if (target.startsWith("/__docsgen/events")) return events(req, res);
      const parsed = parseRequestPath(target);
      if (!parsed.ok) return plain(res, parsed.status, parsed.status === 400 ? "Bad Request" : "Not Found");
      void serveFile(req, res, parsed.path).catch(() => fail(res));
    } catch {
      fail(res);
    }
  });
  const fail = (res: http.ServerResponse) => {
    if (!res.headersSent) plain(res, 500, "Internal Server Error");
    else res.destroy();
  };
  // The first candidate file the build has (pages render on request), else the site's 404 page. The late
  // files are looked at only when no candidate is an ordinary file, so a page never waits for the search index.
  const serveFile = async (req: http.IncomingMessage, res: http.ServerResponse, sitePath: string) => {
    const source = options.source();
    const candidates = candidateFiles(sitePath);
    for (const p of candidates) {
      const body = source.get(p);
      if (body !== undefined) return send(req, res, 200, p, body);
    }
    for (const p of candidates) {
      const body = await source.late(p);
      if (body !== undefined) return send(req, res, 200, p, body);
    }
    const notFound = source.get("/404.html");
    if (notFound === undefined) return plain(res, 404, "Not Found");
    return send(req, res, 404, "/404.html", notFound);
  };
  server.on("clientError", (_err, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\n400 Bad Request\n");
    else socket.destroy();
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;

  function send(req: http.IncomingMessage, res: http.ServerResponse, status: number, path: string, body: string | Uint8Array) {
    const type = contentTypeOf(path);
    let payload: string | Uint8Array = body;
    if (script && type.startsWith("text/html") && typeof body === "string") {
      const at = body.lastIndexOf("</body>");
      payload = at === -1 ? body + tag : body.slice(0, at) + tag + body.slice(at);
    }
    // Only the playground page needs to know the compile endpoint.
    if (meta && type.startsWith("text/html") && typeof payload === "string" && payload.includes("data-playground")) {
      const at = payload.indexOf("</head>");
      if (at !== -1) payload = payload.slice(0, at) + meta + payload.slice(at);
    }
    const length = typeof payload === "string" ? Buffer.byteLength(payload) : payload.byteLength;
    const range = /^bytes=(\d+)-/.exec(String(req.headers.range ?? ""));
    if (range && Number(range[1]) >= length) {
      res.writeHead(416, { ...SECURITY_HEADERS, "content-range": `bytes */${length}` });
      return res.end();
    }
    res.writeHead(status, { ...SECURITY_HEADERS, "content-type": type, "content-length": String(length) });
    res.end(req.method === "HEAD" ? undefined : payload);
  }

  /** True when the request carries this process's token and, if it has an Origin, names this server. */
  function trusted(req: http.IncomingMessage, requireOrigin: boolean): boolean {
    const url = new URL(req.url ?? "/", "http://localhost");
    const given = Buffer.from(url.searchParams.get("token") ?? "");
    const expected = Buffer.from(options.token ?? "");
    const tokenOk = expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
    const origin = req.headers.origin;
    const originOk = origin === undefined ? !requireOrigin : origin === `http://${req.headers.host}`;
    return tokenOk && originOk;
  }

  function compile(req: http.IncomingMessage, res: http.ServerResponse) {
    const playground = options.playground;
    if (!playground || !options.token) return plain(res, 404, "Not Found");
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { ...SECURITY_HEADERS, "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(value));
    };
    if (req.method === "GET") {
      if (!trusted(req, false)) return plain(res, 403, "Forbidden");
      Promise.all([playground.versions(), playground.choices()]).then(
        ([versions, choices]) => json(200, { versions, choices } satisfies PlaygroundVersions),
        (e: unknown) => json(500, { error: e instanceof Error ? e.message : String(e) }),
      );
      return;
    }
    if (req.method !== "POST") return plain(res, 405, "Method Not Allowed", { allow: "GET, POST" });
    if (!trusted(req, true)) return plain(res, 403, "Forbidden");
    if (!String(req.headers["content-type"] ?? "").startsWith("application/json")) return plain(res, 415, "Unsupported Media Type");
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PLAYGROUND_SOURCE * 2 + 4096) {
        plain(res, 413, "Payload Too Large");
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (res.headersSent) return;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return plain(res, 400, "Bad Request");
      }
      const request = readCompileRequest(body);
      if (!request) return plain(res, 400, "Bad Request");
      playground.handle(request).then(
        (result) => json(200, result),
        (e: unknown) => {
          if (e instanceof PlaygroundBusyError) {
            res.setHeader("retry-after", "1");
            return json(503, { error: "busy", msg: e.message } satisfies PlaygroundBusy);
          }
          json(200, { type: "unexpected_error", msg: e instanceof Error ? e.message : String(e) });
        },
      );
    });
  }

  function events(req: http.IncomingMessage, res: http.ServerResponse) {
    if (!options.token || !options.hub) return plain(res, 404, "Not Found");
    const url = new URL(req.url ?? "/", "http://localhost");
    const given = Buffer.from(url.searchParams.get("token") ?? "");
    const expected = Buffer.from(options.token);
    const tokenOk = given.length === expected.length && timingSafeEqual(given, expected);
    const origin = req.headers.origin;
    const originOk = origin === undefined || origin === `http://${req.headers.host}`;
    if (!tokenOk || !originOk) return plain(res, 403, "Forbidden");
    options.hub.add(res);
  }

  return server;
}
