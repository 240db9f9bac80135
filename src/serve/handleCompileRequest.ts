// The dev server's compile endpoint (/__docsgen/compile): GET lists the compilers, POST compiles or formats. Both
// need the process's token; a POST also its own Origin and a JSON body within the size limit, holding only the
// fields the editor sends (readCompileRequest). A compiler whose queue is full answers 503 busy.
import type http from "node:http";
import { PlaygroundBusyError, readCompileRequest, type PlaygroundCompiler } from "../playground/createPlaygroundCompiler.ts";
import { MAX_PLAYGROUND_SOURCE, type PlaygroundBusy, type PlaygroundVersions } from "../shared/playground/types.ts";
import { isTrustedRequest } from "./isTrustedRequest.ts";
import { replyJson, replyPlain } from "./replyPlain.ts";

/** Largest request body: the largest source, JSON-escaped, and the other fields. */
const MAX_BODY = MAX_PLAYGROUND_SOURCE * 2 + 4096;

/** Answers one request to the compile endpoint. */
export function handleCompileRequest(req: http.IncomingMessage, res: http.ServerResponse, playground: PlaygroundCompiler, token: string) {
  if (req.method === "GET") {
    if (!isTrustedRequest(req, token, false)) return replyPlain(res, 403, "Forbidden");
    Promise.all([playground.versions(), playground.choices()]).then(
      ([versions, choices]) => replyJson(res, 200, { versions, choices } satisfies PlaygroundVersions),
      (e: unknown) => replyJson(res, 500, { error: e instanceof Error ? e.message : String(e) }),
    );
    return;
  }
  if (req.method !== "POST") return replyPlain(res, 405, "Method Not Allowed", { allow: "GET, POST" });
  if (!isTrustedRequest(req, token, true)) return replyPlain(res, 403, "Forbidden");
  if (!String(req.headers["content-type"] ?? "").startsWith("application/json")) return replyPlain(res, 415, "Unsupported Media Type");
  readBody(req, res, (text) => {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return replyPlain(res, 400, "Bad Request");
    }
    const request = readCompileRequest(body);
    if (!request) return replyPlain(res, 400, "Bad Request");
    playground.handle(request).then(
      (result) => replyJson(res, 200, result),
      (e: unknown) => {
        if (!(e instanceof PlaygroundBusyError)) return replyJson(res, 200, { type: "unexpected_error", msg: e instanceof Error ? e.message : String(e) });
        res.setHeader("retry-after", "1");
        replyJson(res, 503, { error: "busy", msg: e.message } satisfies PlaygroundBusy);
      },
    );
  });
}

/** Reads the request body as UTF-8 and hands it on; a body over MAX_BODY is answered 413 and the request dropped. */
function readBody(req: http.IncomingMessage, res: http.ServerResponse, then: (text: string) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_BODY) {
      replyPlain(res, 413, "Payload Too Large");
      req.destroy();
      return;
    }
    chunks.push(chunk);
  });
  req.on("end", () => {
    if (!res.headersSent) then(Buffer.concat(chunks).toString("utf8"));
  });
}
