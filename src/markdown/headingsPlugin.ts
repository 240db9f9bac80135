// Headings (# to ######): unique ids via markdown-it-anchor with a linear-time slug registry,
// each heading recorded with its text and line for the table of contents and anchor checks,
// and a permalink beside every h2-h4.
import type { MarkdownIt, StateCore, Token } from "markdown-it";
import anchor from "markdown-it-anchor";
import { envOf } from "./env.ts";
import { slugify, uniqueSlug } from "./slugify.ts";

/** Class of the permalink beside a heading (`<a class="header-anchor" href="#id">`; splitSections.ts leaves it out of search text). */
const PERMALINK_CLASS = "header-anchor";

/** Class of the block that holds a heading and its permalink (markdown.css: shows the link on hover and positions it). */
const HEADING_WRAPPER_CLASS = "md-heading";

/** The heading levels that get a permalink. */
const PERMALINK_LEVELS = { min: 2, max: 4 };

/** The plain text of a heading's inline tokens (text and inline code). */
export function headingText(children: readonly Token[]): string {
  return children.map((t) => (t.type === "text" || t.type === "code_inline" ? t.content : t.children ? headingText(t.children) : "")).join("");
}

// The link goes after the heading, not inside it: a screen reader reads the heading by its text alone (no "#",
// no link name inside it), and the link is named "Permalink: <heading>" (markdown-it-anchor's accessible style).
const linkAfterHeading = anchor.permalink.linkAfterHeader({
  style: "aria-label",
  assistiveText: (title) => (title === "" ? "Permalink" : `Permalink: ${title}`),
  class: PERMALINK_CLASS,
  symbol: "#",
});

/**
 * Adds the permalink after an h2-h4 and wraps both in one block, so that hovering the heading can show the link.
 * The wrapper is a pair of block tokens, not linkAfterHeader's `wrapper` option: that one inserts html_block
 * tokens, which rawHtmlPlugin would record as the page's raw HTML (and send every page through the sanitiser).
 */
const permalink: anchor.PermalinkGenerator = (slug, opts, state, idx) => {
  const tokens = state.tokens;
  const level = Number(tokens[idx]!.tag.slice(1));
  if (level < PERMALINK_LEVELS.min || level > PERMALINK_LEVELS.max) return;
  const before = tokens.length;
  linkAfterHeading(slug, opts, state, idx);
  // heading_open, inline, heading_close, then the link's tokens.
  const end = idx + 3 + (tokens.length - before);
  const open = new state.Token("heading_wrapper_open", "div", 1);
  open.attrSet("class", HEADING_WRAPPER_CLASS);
  open.block = true;
  const close = new state.Token("heading_wrapper_close", "div", -1);
  close.block = true;
  tokens.splice(end, 0, close);
  tokens.splice(idx, 0, open);
};

/** Installs markdown-it-anchor and the heading collection pass. */
export function headingsPlugin(md: MarkdownIt): void {
  md.use(anchor, {
    level: 1,
    tabIndex: false,
    getTokensText: headingText,
    // The registry makes the slug unique before markdown-it-anchor sees it, so its own
    // uniqueness loop (quadratic for many equal headings) never iterates.
    slugifyWithState: (title: string, state: { env: unknown }) => uniqueSlug(envOf(state).slugs, envOf(state).idPrefix + slugify(title)),
    permalink,
  });
  md.core.ruler.push("docsgen_headings", collectHeadings);
}

function collectHeadings(state: StateCore): void {
  const env = envOf(state);
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type !== "heading_open") continue;
    const inline = tokens[i + 1];
    env.headings.push({
      level: Number(t.tag.slice(1)),
      text: headingText(inline?.children ?? []),
      id: String(t.attrGet("id") ?? ""),
      line: env.lineOffset + (t.map?.[0] ?? 0) + 1,
    });
  }
}
