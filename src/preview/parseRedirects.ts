// The site's redirect rules as the build writes them (`/_redirects`, Netlify's format: `from to [status]`
// per line, `#` comments), for `docsgen preview` to answer as a host that reads them would.

/** A redirect: where to and with which status. */
export interface Redirect {
  readonly to: string;
  readonly status: 301 | 302 | 307 | 308;
}

/** Redirects by source path; lines that are not `from to [status]` with paths starting with `/` are ignored. */
export function parseRedirects(text: string): Map<string, Redirect> {
  const rules = new Map<string, Redirect>();
  for (const line of text.split("\n")) {
    const [from, to, code, ...rest] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith("#") || rest.length > 0) continue;
    if (!from.startsWith("/") || !(to.startsWith("/") || /^https?:\/\//.test(to))) continue;
    const status = Number(code ?? "301");
    if (status !== 301 && status !== 302 && status !== 307 && status !== 308) continue;
    rules.set(from, { to, status });
  }
  return rules;
}
