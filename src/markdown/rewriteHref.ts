// Link rewriting: relative links become site-absolute, `.md`/`.mdx`/`.html` endings are dropped.

/** A rewritten href and whether the site must contain its target. */
export interface RewrittenHref {
  readonly href: string;
  readonly internal: boolean;
}

const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;

/** Rewrites an href found on the page at `route`. External URLs and hrefs with 3+ `#` parts stay as they are. */
export function rewriteHref(href: string, route: string): RewrittenHref {
  if (SCHEME.test(href) || href.startsWith("//")) return { href, internal: false };
  if (href.split("#").length >= 3) return { href, internal: false };
  const hashAt = href.indexOf("#");
  const hash = hashAt === -1 ? "" : href.slice(hashAt);
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  const query = queryAt === -1 ? "" : beforeHash.slice(queryAt);
  let path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  path = path.replace(/\.(mdx|md|html)$/, "");
  if (path === "") return { href: `${query}${hash}`, internal: true };
  const resolved = path.startsWith("/") ? normalizePath(path) : normalizePath(resolveRelative(route, path));
  return { href: `${resolved}${query}${hash}`, internal: true };
}

function resolveRelative(route: string, path: string): string {
  const base = route.split("/").slice(0, -1);
  return [...base, path].join("/");
}

/** Collapses `.` and `..` segments and drops a trailing slash (except for `/`). */
export function normalizePath(path: string): string {
  const out: string[] = [];
  for (const seg of path.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") out.pop();
    else out.push(seg);
  }
  return `/${out.join("/")}`;
}
