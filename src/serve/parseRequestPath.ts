import { isIPv6 } from "node:net";
// Request targets -> site paths, refusing anything that could escape the site or confuse a proxy.
// Each segment is percent-decoded exactly once; an encoded `/` never becomes a separator.

/** A site path to look up, or the status to answer with. */
export type ParsedRequestPath =
  | { readonly ok: true; readonly path: string; readonly trailingSlash: boolean }
  | { readonly ok: false; readonly status: 400 | 404; readonly reason: string };

/** Parses the request target of a GET/HEAD (origin form only: `/path?query`). */
export function parseRequestPath(target: string): ParsedRequestPath {
  if (!target.startsWith("/") || target.startsWith("//")) return { ok: false, status: 400, reason: "request target must be a path starting with one /" };
  if (target.includes("#")) return { ok: false, status: 400, reason: "# is not allowed in a request target" };
  if (target.includes("\\")) return { ok: false, status: 400, reason: "backslashes are not allowed in paths" };
  if (target.includes("\0")) return { ok: false, status: 400, reason: "NUL bytes are not allowed" };
  const raw = target.split("?")[0] ?? "/";
  const segments: string[] = [];
  for (const part of raw.split("/").slice(1)) {
    let seg: string;
    try {
      seg = decodeURIComponent(part);
    } catch {
      return { ok: false, status: 400, reason: "malformed percent-encoding" };
    }
    if (seg.includes("\0")) return { ok: false, status: 400, reason: "NUL bytes are not allowed" };
    if (seg.includes("\\")) return { ok: false, status: 400, reason: "backslashes are not allowed in paths" };
    if (seg.includes("/")) return { ok: false, status: 404, reason: "an encoded / is not a path separator" };
    if (seg === "." || seg === "..") return { ok: false, status: 404, reason: "dot segments are not served" };
    if (seg.startsWith(".") && seg !== ".well-known") return { ok: false, status: 404, reason: "dotfiles are not served" };
    segments.push(seg);
  }
  return { ok: true, path: `/${segments.filter((s) => s !== "").join("/")}`, trailingSlash: raw.endsWith("/") && raw !== "/" };
}

/** The files a path may be served from, in order: the file itself, then the directory's index.html. */
export function candidateFiles(path: string): string[] {
  if (path === "/") return ["/index.html"];
  return [path, `${path}/index.html`];
}

/**
 * The host name of a Host header read strictly by the authority grammar (RFC 3986 host [":" port], no
 * user info): a bracketed IPv6 literal or a DNS name / IPv4 address, and an optional decimal port up to
 * 65535. Anything else (`localhost:3917@evil`, spaces, percent escapes, two ports) gives undefined.
 */
export function hostNameOf(host: string): string | undefined {
  const m = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)(?::(\d{1,5}))?$/.exec(host);
  if (!m) return undefined;
  if (m[2] !== undefined && Number(m[2]) > 65535) return undefined;
  const name = m[1]!.toLowerCase();
  if (name.startsWith("[") && !isIPv6(name.slice(1, -1))) return undefined;
  return name;
}

/** True when the Host header names this machine (or the configured host), with any port. */
export function isAllowedHost(host: string | undefined, configured: string, extra: readonly string[] = []): boolean {
  const name = host === undefined ? undefined : hostNameOf(host);
  if (name === undefined) return false;
  const own = configured.toLowerCase();
  return ["localhost", "127.0.0.1", "[::1]", own, own.includes(":") ? `[${own}]` : own, ...extra.map((h) => h.toLowerCase())].includes(name);
}

/**
 * Why a request's Host is refused, or undefined: 400 for more than one Host header (HTTP/1.1 requires it; Node
 * keeps only the first in `headers`), 403 for a Host that is not this machine (see isAllowedHost).
 */
export function hostProblem(
  request: { readonly rawHeaders: readonly string[]; readonly headers: { readonly host?: string } },
  configured: string,
  extra: readonly string[] = [],
): { status: 400 | 403; text: string } | undefined {
  let count = 0;
  for (let i = 0; i < request.rawHeaders.length; i += 2) if (request.rawHeaders[i]!.toLowerCase() === "host") count++;
  if (count > 1) return { status: 400, text: "Bad Request: more than one Host header" };
  if (!isAllowedHost(request.headers.host, configured, extra)) return { status: 403, text: "Forbidden: unknown host" };
  return undefined;
}
