import type http from "node:http";

/** Headers of every answer of the dev server: no sniffing, no caching, no referrer. */
export const SECURITY_HEADERS = { "x-content-type-options": "nosniff", "cache-control": "no-store", "referrer-policy": "no-referrer" };

/** Answers `<status> <text>` as plain text. */
export function replyPlain(res: http.ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, "content-type": "text/plain; charset=utf-8", ...extra });
  res.end(`${status} ${text}\n`);
}

/** Answers a JSON value. */
export function replyJson(res: http.ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { ...SECURITY_HEADERS, "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(value));
}
