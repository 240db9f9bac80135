// Raw HTML in content is trusted, but script elements, inline event handlers and javascript: URLs
// are almost always a mistake (or pasted from somewhere hostile): each one is a warning at its line.
import type { MarkdownIt } from "markdown-it";
import type { StateCore } from "markdown-it";
import { warningAt } from "../diagnostics/diagnostic.ts";
import { type MarkdownEnv, envOf } from "./env.ts";

const UNSAFE = /<\s*(script|iframe|object|embed)\b|\son[a-z]+\s*=|javascript\s*:/i;

/** Installs the pass that warns about unsafe raw HTML. */
export function unsafeHtmlPlugin(md: MarkdownIt): void {
  md.core.ruler.push("docsgen_unsafe_html", (state: StateCore) => {
    const env = envOf(state);
    for (const token of state.tokens) {
      const pieces = token.type === "html_block" ? [{ t: token, line: token.map?.[0] ?? 0 }]
        : token.type === "inline" ? (token.children ?? []).filter((c) => c.type === "html_inline").map((t) => ({ t, line: token.map?.[0] ?? 0 }))
        : [];
      for (const { t, line } of pieces) {
        const m = UNSAFE.exec(t.content);
        if (m) {
          env.diagnostics.push(warningAt({ file: env.file, line: env.lineOffset + line + 1, column: 1 }, "markdown/unsafe-html",
            `raw HTML contains \`${m[0].trim()}\`, which runs code in readers' browsers`,
            "use Markdown or a component tag instead of scripts and event handlers"));
        }
      }
    }
  });
}
