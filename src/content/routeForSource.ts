// File path -> route and page kind. `blog/2024-01-15-slug.mdx` -> `/blog/slug`, `x/index.mdx` -> `/x`.
import type { PageKind } from "./types.ts";

const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}-/;
const SAFE_SEGMENT = /^[\p{L}\p{N}._~-]+$/u;

/** The route of a Markdown file and its kind; an error message when the path cannot be a route. */
export function routeForSource(path: string): { route: string; kind: PageKind } | { error: string } {
  // File systems may store names decomposed (NFD, as macOS does); routes are always NFC.
  const noExt = path.normalize("NFC").replace(/\.(mdx|md)$/, "");
  let segments = noExt.split("/");
  if (segments.at(-1) === "index") segments = segments.slice(0, -1);
  for (const seg of segments) {
    if (seg === "." || seg === ".." || !SAFE_SEGMENT.test(seg)) {
      return { error: `\`${seg}\` cannot be part of a URL; use letters, digits, \`.\`, \`_\`, \`~\` and \`-\`` };
    }
  }
  const [first] = segments;
  if (first === "blog" && segments.length >= 2) {
    const slug = (segments.at(-1) ?? "").replace(DATE_PREFIX, "");
    return { route: `/blog/${slug}`, kind: "blog" };
  }
  if (first === "syntax-lookup") return { route: `/syntax-lookup/${segments.slice(1).join("/")}`, kind: "syntax" };
  if (first === "community") return { route: `/${segments.join("/")}`, kind: "community" };
  if (first === "docs" && segments.length >= 4) return { route: `/${segments.join("/")}`, kind: "doc" };
  return { route: `/${segments.join("/")}`, kind: "generic" };
}
