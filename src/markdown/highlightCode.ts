// Build-time syntax highlighting with highlight.js for the languages the site uses.
import { escapeHtml } from "../shared/escapeHtml.ts";
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import css from "highlight.js/lib/languages/css";
import diff from "highlight.js/lib/languages/diff";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import ocaml from "highlight.js/lib/languages/ocaml";
import plaintext from "highlight.js/lib/languages/plaintext";
import reasonml from "highlight.js/lib/languages/reasonml";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import rescript from "highlightjs-rescript";

const GRAMMARS = { bash, css, diff, javascript, json, ocaml, plaintext, reasonml, typescript, xml, rescript };
for (const [name, grammar] of Object.entries(GRAMMARS)) hljs.registerLanguage(name, grammar);

/**
 * Fence language names (lowercase) -> highlight.js grammar and the short name used for labels; `label` where the
 * label is a name instead (ReScript blocks say "ReScript", as the ReScript / JS Output tabs do).
 */
const LANGUAGES: Readonly<Record<string, { grammar: keyof typeof GRAMMARS; short: string; label?: string }>> = {
  res: { grammar: "rescript", short: "res", label: "ReScript" },
  rescript: { grammar: "rescript", short: "res", label: "ReScript" },
  resi: { grammar: "rescript", short: "resi" },
  re: { grammar: "reasonml", short: "re" },
  reason: { grammar: "reasonml", short: "re" },
  reasonml: { grammar: "reasonml", short: "re" },
  js: { grammar: "javascript", short: "js" },
  javascript: { grammar: "javascript", short: "js" },
  jsx: { grammar: "javascript", short: "jsx" },
  mjs: { grammar: "javascript", short: "js" },
  ts: { grammar: "typescript", short: "ts" },
  typescript: { grammar: "typescript", short: "ts" },
  tsx: { grammar: "typescript", short: "tsx" },
  ml: { grammar: "ocaml", short: "ml" },
  ocaml: { grammar: "ocaml", short: "ml" },
  sh: { grammar: "bash", short: "sh" },
  bash: { grammar: "bash", short: "sh" },
  shell: { grammar: "bash", short: "sh" },
  console: { grammar: "bash", short: "sh" },
  json: { grammar: "json", short: "json" },
  css: { grammar: "css", short: "css" },
  html: { grammar: "xml", short: "html" },
  xml: { grammar: "xml", short: "xml" },
  diff: { grammar: "diff", short: "diff" },
  text: { grammar: "plaintext", short: "text" },
  txt: { grammar: "plaintext", short: "text" },
};

/** True for the ReScript fence names `res` and `rescript`. */
export function isReScriptLang(lang: string): boolean {
  return LANGUAGES[lang]?.grammar === "rescript";
}

/** The default tab or block label of a language: "ReScript" for ReScript, else its short extension upper-cased (bash -> SH, ocaml -> ML). */
export function languageLabel(lang: string): string {
  const entry = LANGUAGES[lang];
  return entry?.label ?? (entry?.short ?? (lang === "" ? "text" : lang)).toUpperCase();
}

/** The CSS class suffix for a fence: the grammar name, or `text` for unknown languages. */
export function languageClass(lang: string): string {
  return LANGUAGES[lang]?.grammar ?? "text";
}

/** Highlighted HTML of `code`; unknown languages come back as escaped plain text. */
export function highlightCode(code: string, lang: string): string {
  const entry = LANGUAGES[lang];
  if (!entry || entry.grammar === "plaintext") return escapeHtml(code);
  return hljs.highlight(code, { language: entry.grammar, ignoreIllegals: true }).value;
}

/** Splits highlighted HTML into lines, closing and reopening spans that cross a line break. */
export function splitHighlightedLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let current = "";
  const tag = /<\/?span[^>]*>|\n/g;
  let last = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    current += html.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[0] === "\n") {
      lines.push(current + "</span>".repeat(open.length));
      current = open.join("");
    } else if (m[0].startsWith("</")) {
      open.pop();
      current += m[0];
    } else {
      open.push(m[0]);
      current += m[0];
    }
  }
  lines.push(current + html.slice(last));
  return lines;
}
