// File path -> route and page kind. The content folders of the site's sections (site.json `sections`) and its
// doc sets decide the kind: `<blog>/2024-01-15-slug.mdx` -> `<blog route>/slug` (blog), a page in a doc set's
// version folder (doc), in the syntax lookup's folder (syntax) or the community's (community); `x/index.mdx` -> `/x`.
import type { PageKind } from "./types.ts";
import { isUnder } from "../shared/isUnder.ts";

const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}-/;
const SAFE_SEGMENT = /^[\p{L}\p{N}._~-]+$/u;

/** The routes that give pages their kind (part of the parse settings: a page parses the same with the same ones). */
export interface SourceRoutes {
  readonly blog: string;
  readonly community: string;
  readonly syntaxLookup: string;
  /** The doc sets' bases (`/docs/manual`): a page two folders below one (version, page) is a doc. */
  readonly docBases: readonly string[];
}

/** Strictly below `prefix` (a section's own route is its special page, not one of its pages). */
const under = (route: string, prefix: string) => route !== prefix && isUnder(route, prefix);

/** The route of a Markdown file and its kind; an error message when the path cannot be a route. */
export function routeForSource(path: string, routes: SourceRoutes): { route: string; kind: PageKind } | { error: string } {
  // File systems may store names decomposed (NFD, as macOS does); routes are always NFC.
  const noExt = path.normalize("NFC").replace(/\.(mdx|md)$/, "");
  let segments = noExt.split("/");
  if (segments.at(-1) === "index") segments = segments.slice(0, -1);
  for (const seg of segments) {
    if (seg === "." || seg === ".." || !SAFE_SEGMENT.test(seg)) {
      return { error: `\`${seg}\` cannot be part of a URL; use letters, digits, \`.\`, \`_\`, \`~\` and \`-\`` };
    }
  }
  const route = `/${segments.join("/")}`;
  if (under(route, routes.blog)) {
    const slug = (segments.at(-1) ?? "").replace(DATE_PREFIX, "");
    return { route: `${routes.blog}/${slug}`, kind: "blog" };
  }
  if (under(route, routes.syntaxLookup)) return { route, kind: "syntax" };
  if (isUnder(route, routes.community)) return { route, kind: "community" };
  const base = routes.docBases.find((b) => under(route, b));
  if (base !== undefined && route.slice(base.length).split("/").length >= 3) return { route, kind: "doc" };
  return { route, kind: "generic" };
}

/** The source routes of a site's configuration. */
export function sourceRoutesOf(site: {
  readonly sections: { readonly blog: string; readonly community: string; readonly syntaxLookup: string };
  readonly docSets: readonly { readonly base: string }[];
}): SourceRoutes {
  const { blog, community, syntaxLookup } = site.sections;
  return { blog, community, syntaxLookup, docBases: site.docSets.map((d) => d.base) };
}
