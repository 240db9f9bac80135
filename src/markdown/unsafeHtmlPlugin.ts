// Raw HTML in content is trusted, but script elements, inline event handlers and javascript: URLs
// are almost always a mistake (or pasted from somewhere hostile): each one is a warning at its line.
import type { MarkdownIt, StateCore } from "markdown-it";
import { warningAt } from "../diagnostics/diagnostic.ts";
import { envOf } from "./env.ts";

const UNSAFE = /<\s*(script|iframe|object|embed)\b|\son[a-z]+\s*=|javascript\s*:/i;

/** Installs the pass that warns about unsafe raw HTML. */
export function unsafeHtmlPlugin(md: MarkdownIt): void {
  md.core.ruler.push("docsgen_unsafe_html", (state: StateCore) => {
    const env = envOf(state);
    const report = (content: string, bodyLine: number) => {
      const m = UNSAFE.exec(content);
      if (!m) return;
      const linesBefore = content.slice(0, m.index).split("\n").length - 1;
      env.diagnostics.push(warningAt({ file: env.file, line: env.lineOffset + bodyLine + linesBefore + 1, column: 1 }, "markdown/unsafe-html",
        `raw HTML contains \`${m[0].trim()}\`, which runs code in readers' browsers`,
        "use Markdown or a component tag instead of scripts and event handlers"));
    };
    for (const token of state.tokens) {
      if (token.type === "html_block") report(token.content, token.map?.[0] ?? 0);
      if (token.type !== "inline" || !token.children) continue;
      let line = token.map?.[0] ?? 0;
      for (const child of token.children) {
        if (child.type === "softbreak" || child.type === "hardbreak") line++;
        if (child.type === "html_inline") report(child.content, line);
      }
    }
  });
}
