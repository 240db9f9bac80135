import { timingSafeEqual } from "node:crypto";
import type http from "node:http";

/**
 * True when the request carries this process's token (`?token=`, compared in constant time) and, if it has an
 * Origin, names this server; `requireOrigin` also refuses a request without one (the compile endpoint's POST).
 */
export function isTrustedRequest(req: http.IncomingMessage, token: string | undefined, requireOrigin: boolean): boolean {
  const url = new URL(req.url ?? "/", "http://localhost");
  const given = Buffer.from(url.searchParams.get("token") ?? "");
  const expected = Buffer.from(token ?? "");
  const tokenOk = expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
  const origin = req.headers.origin;
  const originOk = origin === undefined ? !requireOrigin : origin === `http://${req.headers.host}`;
  return tokenOk && originOk;
}
