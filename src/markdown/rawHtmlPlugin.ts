// Raw HTML in a page is kept as written, and every fragment is recorded with its file line so that a
// later stage (content/checkRawHtml.ts) can refuse active content with the site's embed allow-list.
import type { MarkdownIt, StateCore } from "markdown-it";
import { envOf } from "./env.ts";

/** Installs the pass that records the page's raw HTML fragments (html_block and html_inline tokens). */
export function rawHtmlPlugin(md: MarkdownIt): void {
  md.core.ruler.push("docsgen_raw_html", (state: StateCore) => {
    const env = envOf(state);
    const record = (html: string, bodyLine: number) => env.rawHtml.push({ line: env.lineOffset + bodyLine + 1, html });
    for (const token of state.tokens) {
      if (token.type === "html_block") record(token.content, token.map?.[0] ?? 0);
      if (token.type !== "inline" || !token.children) continue;
      let line = token.map?.[0] ?? 0;
      for (const child of token.children) {
        if (child.type === "softbreak" || child.type === "hardbreak") line++;
        if (child.type === "html_inline") record(child.content, line);
      }
    }
  });
}
