// Raw HTML in Markdown is untrusted input (pull-request previews build it). A page that has any is parsed
// again as a whole, the way a browser parses it (parse5: the HTML5 parsing algorithm, in the context of the
// <div> the page body sits in, scripting on), so raw-text breakouts (<xmp>, <noscript>, <textarea>, ...),
// CDATA read as a bogus comment and SVG are seen as Chromium sees them. Every element that comes from a raw
// fragment must be on an allowlist, with allowlisted attributes and URLs whose scheme is http, https or
// mailto after decoding; each refusal is an error at its file line, and the refused element or attribute is
// left out. The page's HTML is then serialised from that checked tree, so the output is what the check saw
// (and an unclosed element cannot swallow the layout after the page body).
import { type DefaultTreeAdapterMap, parseFragment, serialize } from "parse5";
import { errorAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { isReservedId } from "../shared/reservedIds.ts";
import type { RawHtml } from "./env.ts";

type ChildNode = DefaultTreeAdapterMap["childNode"];
type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

const HTML_NS = "http://www.w3.org/1999/xhtml";
const SVG_NS = "http://www.w3.org/2000/svg";

/** HTML elements content may write, with the attributes each may have besides the global ones. */
const HTML_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "target", "rel", "name", "download", "hreflang", "type", "referrerpolicy"],
  abbr: [],
  address: [],
  article: [],
  aside: [],
  audio: ["src", "controls", "autoplay", "loop", "muted", "preload"],
  b: [],
  bdi: [],
  bdo: [],
  blockquote: ["cite"],
  br: [],
  caption: [],
  center: [],
  cite: [],
  code: [],
  col: ["span", "width"],
  colgroup: ["span", "width"],
  data: ["value"],
  dd: [],
  del: ["cite", "datetime"],
  details: ["open", "name"],
  dfn: [],
  div: ["align"],
  dl: [],
  dt: [],
  em: [],
  figcaption: [],
  figure: [],
  footer: [],
  h1: ["align"],
  h2: ["align"],
  h3: ["align"],
  h4: ["align"],
  h5: ["align"],
  h6: ["align"],
  header: [],
  hgroup: [],
  hr: [],
  i: [],
  iframe: ["src", "width", "height", "allow", "allowfullscreen", "loading", "frameborder", "referrerpolicy", "sandbox"],
  img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding", "align", "border", "referrerpolicy"],
  ins: ["cite", "datetime"],
  kbd: [],
  li: ["value"],
  mark: [],
  nav: [],
  ol: ["start", "reversed", "type"],
  p: ["align"],
  picture: [],
  pre: [],
  q: ["cite"],
  rp: [],
  rt: [],
  ruby: [],
  s: [],
  samp: [],
  section: [],
  small: [],
  source: ["src", "srcset", "sizes", "type", "media", "width", "height"],
  span: [],
  strong: [],
  sub: [],
  summary: [],
  sup: [],
  table: ["align", "width"],
  tbody: [],
  td: ["colspan", "rowspan", "headers", "align", "valign", "width"],
  tfoot: [],
  th: ["colspan", "rowspan", "headers", "scope", "abbr", "align", "valign", "width"],
  thead: [],
  time: ["datetime"],
  tr: [],
  track: ["src", "kind", "srclang", "label", "default"],
  u: [],
  ul: [],
  var: [],
  video: ["src", "poster", "controls", "autoplay", "loop", "muted", "playsinline", "preload", "width", "height"],
  wbr: [],
};

/** Attributes every HTML element may have (besides `aria-*` and `data-*`). */
const GLOBAL_ATTRIBUTES = new Set(["id", "class", "title", "lang", "dir", "hidden", "role", "tabindex", "style", "translate"]);

/** SVG elements content may write: drawing only (no scripts, animation, foreign HTML or external loads). */
const SVG_ELEMENTS = new Set([
  "svg",
  "a",
  "g",
  "path",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "rect",
  "text",
  "tspan",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "pattern",
  "marker",
]);

/** Presentation and geometry attributes of those SVG elements. */
const SVG_ATTRIBUTES = new Set(
  (
    "viewBox xmlns xmlns:xlink version width height x y x1 x2 y1 y2 cx cy r rx ry d points dx dy rotate fill fill-opacity fill-rule " +
    "stroke stroke-width stroke-linecap stroke-linejoin stroke-dasharray stroke-dashoffset stroke-opacity stroke-miterlimit opacity " +
    "transform preserveAspectRatio font-family font-size font-weight font-style text-anchor dominant-baseline alignment-baseline " +
    "letter-spacing offset stop-color stop-opacity gradientUnits gradientTransform spreadMethod fx fy clip-path clip-rule " +
    "clipPathUnits mask maskUnits maskContentUnits patternUnits patternContentUnits patternTransform markerWidth markerHeight " +
    "markerUnits refX refY orient marker-start marker-mid marker-end visibility display vector-effect shape-rendering " +
    "textLength lengthAdjust href xlink:href focusable"
  ).split(" "),
);

/** Elements that load or run active content whatever their attributes (named in their own message). */
const ACTIVE_ELEMENTS = new Set(["script", "base", "object", "embed", "applet", "frame", "frameset", "portal"]);
/** Attributes whose value is a URL the browser may navigate to or load. */
const URL_ATTRIBUTES = new Set(["href", "xlink:href", "src", "srcset", "poster", "cite", "action", "formaction", "data", "background", "ping"]);
const SAFE_SCHEMES = new Set(["http", "https", "mailto"]);

const USE_MARKDOWN = "use Markdown or a component instead of active HTML";
const ALLOWED_HTML = "use Markdown or a component; docs/CONTENT-GUIDE.md lists the HTML that pages may contain";
const TRUST_EMBED = "to embed pages you trust, add their https URL prefix to `trustedEmbeds` in site.json";

/** What the check needs besides the HTML: where the page is, its raw fragments and the trusted embeds. */
export interface SanitizeInput {
  readonly file: string;
  /** The page's raw HTML fragments in order, with their 1-based file lines. */
  readonly fragments: readonly RawHtml[];
  readonly trustedEmbeds: readonly string[];
}

/**
 * Checks and rewrites a rendered page body that contains raw HTML (see the top of this file). NUL-delimited
 * slot marks (pageSlots.ts) pass through unchanged.
 */
export function sanitizeHtml(html: string, input: SanitizeInput): { html: string; diagnostics: Diagnostic[] } {
  // Slot marks are NULs, which the HTML parser drops: they travel as comments with a name the page does not contain.
  let nonce = "docsgen-slot";
  while (html.includes(nonce)) nonce += "-";
  const marked = html.replace(/\u0000(\d+)\u0000/g, (_m, n: string) => `<!--${nonce}:${n}-->`);
  const spans = rawSpans(marked, input.fragments);
  const diagnostics: Diagnostic[] = [];
  /** The page line of an offset in the marked text (the line of the raw-HTML span it falls in). */
  const lineAt = (offset: number) => {
    const span = spans.findLast((s) => s.start <= offset) ?? spans[0];
    return span ? span.line + countNewlines(marked, span.start, Math.max(offset, span.start)) : 1;
  };
  const report = (offset: number, message: string, hint: string) => {
    diagnostics.push(errorAt({ file: input.file, line: lineAt(offset), column: 1 }, "markdown/unsafe-html", `raw HTML has ${message}`, hint));
  };
  const fromContent = (offset: number | undefined) => offset !== undefined && spans.some((s) => s.start <= offset && offset < s.end);
  const context = parseFragment("<div></div>").childNodes[0] as Element;
  const tree = parseFragment(context, marked, { sourceCodeLocationInfo: true, scriptingEnabled: true });
  const tooDeep = cutTooDeep(tree);
  if (tooDeep !== undefined) {
    diagnostics.push(
      errorAt(
        { file: input.file, line: lineAt(tooDeep), column: 1 },
        "markdown/too-deep",
        `raw HTML nests elements deeper than the limit of ${MAX_HTML_DEPTH} levels; the elements from here on would be lost`,
        "browsers put elements nested this deep beside their parent instead of inside it: flatten the nesting",
      ),
    );
  }
  checkChildren(tree, { report, fromContent, trustedEmbeds: input.trustedEmbeds });
  for (const { offset, id } of duplicateIds(tree, fromContent)) {
    diagnostics.push(
      errorAt(
        { file: input.file, line: lineAt(offset), column: 1 },
        "markdown/duplicate-id",
        `raw HTML has \`id="${id}"\`, which another element of this page has already`,
        "ids must be unique within a page: choose another one",
      ),
    );
  }
  const out = serialize(tree).replace(new RegExp(`<!--${nonce}:(\\d+)-->`, "g"), (_m, n: string) => `\u0000${n}\u0000`);
  return { html: out, diagnostics };
}

/** The ids of content elements that repeat an id of the page (the renderer's or earlier content's); those ids are dropped. */
function duplicateIds(tree: ParentNode, fromContent: (offset: number | undefined) => boolean): { offset: number; id: string }[] {
  const elements: Element[] = [];
  const collect = (parent: ParentNode) => {
    for (const node of parent.childNodes) {
      if (!("tagName" in node)) continue;
      elements.push(node);
      collect(node);
    }
  };
  collect(tree);
  const idOf = (e: Element) => e.attrs.find((a) => a.name === "id" && !a.prefix)?.value;
  const taken = new Set(elements.filter((e) => !fromContent(e.sourceCodeLocation?.startOffset)).map(idOf));
  const found: { offset: number; id: string }[] = [];
  for (const element of elements) {
    const offset = element.sourceCodeLocation?.startOffset;
    const id = idOf(element);
    if (id === undefined || !fromContent(offset)) continue;
    if (taken.has(id)) {
      found.push({ offset: offset!, id });
      element.attrs = element.attrs.filter((a) => a.name !== "id");
    } else taken.add(id);
  }
  return found;
}

/** How deep raw HTML may nest elements: Chromium's HTML parser stops nesting there (kMaximumHTMLParserDOMTreeDepth). */
export const MAX_HTML_DEPTH = 512;

/**
 * Removes every element nested deeper than MAX_HTML_DEPTH (with what it holds), walking the tree without
 * recursion, so the checks and the serialiser after it never recurse deeper; the offset of the first one removed.
 */
function cutTooDeep(tree: ParentNode): number | undefined {
  let first: number | undefined;
  const stack: { parent: ParentNode; depth: number }[] = [{ parent: tree, depth: 0 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { parent, depth } = next;
    for (const node of [...parent.childNodes]) {
      if (!("tagName" in node)) continue;
      if (depth + 1 > MAX_HTML_DEPTH) {
        const offset = node.sourceCodeLocation?.startOffset ?? 0;
        if (first === undefined || offset < first) first = offset;
        removeNode(parent, node);
        continue;
      }
      stack.push({ parent: node, depth: depth + 1 });
      if (node.nodeName === "template") stack.push({ parent: (node as DefaultTreeAdapterMap["template"]).content, depth: depth + 1 });
    }
  }
  return first;
}

interface CheckContext {
  readonly report: (offset: number, message: string, hint: string) => void;
  readonly fromContent: (offset: number | undefined) => boolean;
  readonly trustedEmbeds: readonly string[];
}

function checkChildren(parent: ParentNode, ctx: CheckContext): void {
  for (const node of [...parent.childNodes]) {
    if (!("tagName" in node)) continue;
    const offset = node.sourceCodeLocation?.startOffset;
    // Elements the renderer wrote are trusted; only those whose start tag lies in a raw fragment are checked.
    if (ctx.fromContent(offset) && !checkElement(node, offset!, ctx)) {
      removeNode(parent, node);
      continue;
    }
    checkChildren(node, ctx);
    if (node.nodeName === "template") checkChildren((node as DefaultTreeAdapterMap["template"]).content, ctx);
  }
}

/** Checks one element from content and strips its refused attributes; false when the element itself is refused. */
function checkElement(element: Element, offset: number, ctx: CheckContext): boolean {
  const name = element.tagName;
  const svg = element.namespaceURI === SVG_NS;
  const allowed = element.namespaceURI === HTML_NS ? HTML_ELEMENTS[name] : svg && SVG_ELEMENTS.has(name) ? [] : undefined;
  if (!allowed) {
    if (ACTIVE_ELEMENTS.has(name))
      ctx.report(offset, `${/^[aeiou]/.test(name) ? "an" : "a"} <${name}> element, which loads or runs code in readers' browsers`, USE_MARKDOWN);
    else if (name === "meta") ctx.report(offset, "a <meta> element, which changes how browsers treat the page", USE_MARKDOWN);
    else if (name === "form") ctx.report(offset, "a <form> element, which sends readers' input elsewhere", USE_MARKDOWN);
    else
      ctx.report(
        offset,
        `a <${name}> element${svg ? " (SVG)" : element.namespaceURI === HTML_NS ? "" : " (MathML)"}, which pages may not contain`,
        ALLOWED_HTML,
      );
    return false;
  }
  const kept: Element["attrs"] = [];
  for (const attribute of element.attrs) {
    const qualified = attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;
    const at = element.sourceCodeLocation?.attrs?.[qualified]?.startOffset ?? offset;
    const problem = attributeProblem(name, svg, qualified, attribute.value, allowed, ctx.trustedEmbeds);
    if (problem) ctx.report(at, problem.message, problem.hint);
    else kept.push(attribute);
  }
  element.attrs = kept;
  if (name === "iframe" && element.namespaceURI === HTML_NS) {
    const src = element.attrs.find((a) => a.name === "src")?.value ?? "";
    if (!isTrustedEmbed(src, ctx.trustedEmbeds)) {
      ctx.report(offset, `an <iframe> embedding ${src === "" ? "nothing" : src}, which is not under a prefix of \`trustedEmbeds\``, TRUST_EMBED);
      return false;
    }
  }
  return true;
}

function attributeProblem(
  element: string,
  svg: boolean,
  name: string,
  value: string,
  allowed: readonly string[],
  trustedEmbeds: readonly string[],
): { message: string; hint: string } | undefined {
  if (name.startsWith("on")) return { message: `the event handler \`${name}\`, which runs code in readers' browsers`, hint: USE_MARKDOWN };
  if (name === "srcdoc") return { message: `\`srcdoc\` on <${element}>, which runs an inline document in readers' browsers`, hint: USE_MARKDOWN };
  const known = GLOBAL_ATTRIBUTES.has(name) || /^(aria|data)-[\w.:-]*$/.test(name) || allowed.includes(name) || (svg && SVG_ATTRIBUTES.has(name));
  if (!known) return { message: `the attribute \`${name}\` on <${element}>, which pages may not use`, hint: ALLOWED_HTML };
  if ((name === "id" || name === "name") && isReservedId(value.trim()))
    return { message: `\`${name}="${value}"\`, which the page layout uses itself`, hint: "choose another id" };
  if (URL_ATTRIBUTES.has(name)) {
    if (svg && element === "use" && !value.trim().startsWith("#"))
      return { message: "an SVG <use> that loads another document; only references within the page (#id) are allowed", hint: ALLOWED_HTML };
    for (const url of name.endsWith("srcset") ? srcsetUrls(value) : [value]) {
      const scheme = schemeOf(url);
      if (scheme !== undefined && !SAFE_SCHEMES.has(scheme) && !(element === "iframe" && isTrustedEmbed(url, trustedEmbeds)))
        return { message: `a \`${scheme}:\` URL in \`${name}\`; only http, https, mailto and relative URLs are allowed`, hint: USE_MARKDOWN };
    }
  }
  return undefined;
}

/** The scheme of a URL as a browser reads it (entities already decoded): whitespace and controls removed, lowercased. */
export function schemeOf(url: string): string | undefined {
  // Browsers drop ASCII tab and newline anywhere in a URL and ignore leading and trailing C0 controls and spaces.
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(cleaned)?.[1];
}

/** True when `url` is safe to link or load: http, https, mailto or relative (see schemeOf). */
export function isSafeUrl(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === undefined || SAFE_SCHEMES.has(scheme);
}

/** True when `src` is an https URL under one of the trusted prefixes (same origin, path inside the prefix's path). */
export function isTrustedEmbed(src: string, trustedEmbeds: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return false;
  }
  return trustedEmbeds.some((prefix) => {
    const trusted = new URL(prefix);
    return (
      url.protocol === "https:" && url.origin === trusted.origin && url.pathname.startsWith(trusted.pathname) && url.username === "" && url.password === ""
    );
  });
}

/** Where each raw fragment sits in the rendered HTML (the renderer writes them verbatim, in order). */
function rawSpans(html: string, fragments: readonly RawHtml[]): { start: number; end: number; line: number }[] {
  const spans: { start: number; end: number; line: number }[] = [];
  let from = 0;
  for (const fragment of fragments) {
    const start = html.indexOf(fragment.html, from);
    if (start === -1) continue;
    spans.push({ start, end: start + fragment.html.length, line: fragment.line });
    from = start + fragment.html.length;
  }
  return spans;
}

function removeNode(parent: ParentNode, node: ChildNode): void {
  parent.childNodes.splice(parent.childNodes.indexOf(node), 1);
}

function srcsetUrls(value: string): string[] {
  return value
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter((u) => u !== "");
}

function countNewlines(text: string, from: number, end: number): number {
  let n = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
