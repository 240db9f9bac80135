// Headings (# to ######): unique ids via markdown-it-anchor with a linear-time slug registry,
// and each heading recorded with its text and line for the table of contents and anchor checks.
import type { MarkdownIt, StateCore, Token } from "markdown-it";
import anchor from "markdown-it-anchor";
import { envOf } from "./env.ts";
import { slugify, uniqueSlug } from "./slugify.ts";

/** The plain text of a heading's inline tokens (text and inline code). */
export function headingText(children: readonly Token[]): string {
  return children.map((t) => (t.type === "text" || t.type === "code_inline" ? t.content : t.children ? headingText(t.children) : "")).join("");
}

/** Installs markdown-it-anchor and the heading collection pass. */
export function headingsPlugin(md: MarkdownIt): void {
  md.use(anchor, {
    level: 1,
    tabIndex: false,
    getTokensText: headingText,
    // The registry makes the slug unique before markdown-it-anchor sees it, so its own
    // uniqueness loop (quadratic for many equal headings) never iterates.
    slugifyWithState: (title: string, state: { env: unknown }) => uniqueSlug(envOf(state).slugs, envOf(state).idPrefix + slugify(title)),
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
