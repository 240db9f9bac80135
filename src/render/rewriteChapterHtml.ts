// A docs page's rendered HTML made into a chapter of a printable page: every id gets the chapter's anchor as a
// prefix (`optional-fields` -> `record--optional-fields`), and so does every reference to an id (in-page links,
// aria-controls and the like, SVG `url(#...)`); a link to another chapter of the same page becomes a link to its
// place here (`/docs/manual/v11.0.0/record#x` -> `#record--x`); each heading goes a level down, under the page's
// title. The HTML is what the build itself wrote (markdown-it, the raw-HTML sanitizer's parse5 output,
// highlight.js): attribute values are always double-quoted, and `<` in text is always escaped, so a scan of the
// tags finds every attribute without parsing the page again.
import { normalizePath } from "../markdown/rewriteHref.ts";

/** Where a chapter sits on the printable page and what it links to. */
export interface ChapterPlace {
  /** The page's own route: its relative links resolve against it. */
  readonly route: string;
  /** The chapter's anchor: each id of its HTML becomes `<anchor>--<id>`. */
  readonly anchor: string;
  /** The anchor of every chapter of the printable page, by route (and by the route of each alias of its version). */
  readonly anchors: ReadonlyMap<string, string>;
}

/** Attributes whose value is a list of ids (space-separated). */
const ID_LISTS = new Set([
  "for",
  "headers",
  "aria-activedescendant",
  "aria-controls",
  "aria-describedby",
  "aria-details",
  "aria-errormessage",
  "aria-flowto",
  "aria-labelledby",
  "aria-owns",
]);

/** A comment, a heading's end tag, or a start tag with its attributes (double-quoted values may hold `>`). */
const TAG = /<!--[\s\S]*?-->|<\/h[1-6]\s*>|<[a-zA-Z][^\s/>]*(?:\s+[^\s"'>/=]+(?:="[^"]*")?)*\s*\/?>/gi;
const HEADING = /^(<\/?)h([1-6])(?=[\s/>])/i;
const ATTRIBUTE = /(\s)([^\s"'>/=]+)="([^"]*)"/g;
const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;
const URL_REF = /url\(\s*(["']|&quot;|&#39;)?#/g;
/** What a start tag that needs rewriting has: a heading's name, or an attribute that is or names an id or a link. */
const REWRITTEN = /^<h[1-6][\s/>]|\s(?:id|href|xlink:href|for|headers|aria-[a-z]+)=|url\(/i;

/**
 * The chapter's HTML with its ids prefixed, its links to chapters of the same printable page made in-page, and each
 * heading a level lower (h1 -> h2, ..., h6 stays h6): the printable page's title is its one h1.
 */
export function rewriteChapterHtml(html: string, place: ChapterPlace): string {
  const prefix = `${place.anchor}--`;
  const down = (tag: string) => tag.replace(HEADING, (_, open: string, level: string) => `${open}h${Math.min(Number(level) + 1, 6)}`);
  return html.replace(TAG, (tag) => {
    if (tag.startsWith("<!--")) return tag;
    if (tag.startsWith("</")) return down(tag);
    // Most tags are highlight.js spans: none of them is rewritten.
    if (!REWRITTEN.test(tag)) return tag;
    return down(tag).replace(ATTRIBUTE, (whole, space: string, name: string, value: string) => {
      const key = name.toLowerCase();
      if (key === "id") return `${space}${name}="${prefix}${value}"`;
      if (ID_LISTS.has(key)) return `${space}${name}="${value.replace(/[^\s]+/g, (id) => prefix + id)}"`;
      if (key === "href" || key === "xlink:href") return `${space}${name}="${rewriteLink(value, place)}"`;
      return value.includes("url(") ? `${space}${name}="${value.replace(URL_REF, (ref) => ref + prefix)}"` : whole;
    });
  });
}

/** A link of the chapter as it reads on the printable page (an href as written in the HTML, entities and all). */
export function rewriteLink(href: string, place: ChapterPlace): string {
  if (href.startsWith("#")) return href === "#" ? `#${place.anchor}` : `#${place.anchor}--${href.slice(1)}`;
  if (SCHEME.test(href) || href.startsWith("//")) return href;
  const hashAt = href.indexOf("#");
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : href.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf("?");
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const route = path === "" ? place.route : normalizePath(path.startsWith("/") ? path : `${place.route.split("/").slice(0, -1).join("/")}/${path}`);
  const anchor = queryAt === -1 ? place.anchors.get(route) : undefined;
  // Any other link leads where it led from the chapter's own page.
  if (anchor === undefined) return path.startsWith("/") ? href : route + href.slice(path.length);
  return hash === "" ? `#${anchor}` : `#${anchor}--${hash}`;
}
