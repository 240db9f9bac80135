// Raw HTML in a page is recorded, every fragment with its file line, so that sanitizeHtml.ts can check the
// page as a browser parses it and report each refusal at its line.
import type { MarkdownIt, StateCore } from "markdown-it";
import { envOf } from "./env.ts";

/** Installs the pass that records the page's raw HTML fragments (html_block and html_inline tokens). */
export function rawHtmlPlugin(md: MarkdownIt): void {
  md.core.ruler.push("docsgen_raw_html", (state: StateCore) => {
    const env = envOf(state);
    const record = (html: string, bodyLine: number) => env.rawHtml.push({ line: env.lineOffset + bodyLine + 1, html });
    // Inline tokens of table cells have no line of their own: they take the row's (the last line seen).
    let lastLine = 0;
    for (const token of state.tokens) {
      if (token.map) lastLine = token.map[0];
      if (token.type === "html_block") record(token.content, lastLine);
      if (token.type !== "inline" || !token.children) continue;
      let line = lastLine;
      for (const child of token.children) {
        if (child.type === "softbreak" || child.type === "hardbreak") line++;
        if (child.type === "html_inline") record(child.content, line);
      }
    }
  });
}
