// Links and images: [text](href), ![alt](src), and href/src attributes of component tags.
// Rewrites each href (see rewriteHref) and records it with its line and column for link checking.
import type { MarkdownIt, StateCore, Token } from "markdown-it";
import type { ComponentMeta } from "./componentsPlugin.ts";
import { type MarkdownEnv, envOf, metaOf } from "./env.ts";
import { rewriteHref } from "./rewriteHref.ts";

/** Installs the link rewriting pass. */
export function linksPlugin(md: MarkdownIt): void {
  md.core.ruler.push("docsgen_links", rewriteLinks);
}

/** Finds the column of `needle` on a body line, searching after the previous find on that line. */
function columnOf(cursor: Map<number, number>, env: MarkdownEnv, bodyLine: number, needle: string): number {
  const text = env.lines[bodyLine] ?? "";
  const from = cursor.get(bodyLine) ?? 0;
  let col = text.indexOf(`(${needle}`, from);
  col = col === -1 ? text.indexOf(needle, from) : col + 1;
  if (col === -1) return 1;
  cursor.set(bodyLine, col + needle.length);
  return col + 1;
}

function record(env: MarkdownEnv, cursor: Map<number, number>, raw: string, kind: "link" | "image", bodyLine: number): string {
  const { href, internal } = rewriteHref(raw, env.route);
  env.links.push({ raw, href, kind, internal, line: env.lineOffset + bodyLine + 1, column: columnOf(cursor, env, bodyLine, raw) });
  return href;
}

function rewriteLinks(state: StateCore): void {
  const env = envOf(state);
  const cursor = new Map<number, number>();
  // Table cells' inline tokens carry no line map: use the line of the nearest block token before them.
  let lastLine = 0;
  for (const token of state.tokens) {
    if (token.map) lastLine = token.map[0];
    if (token.type === "inline" && token.children) rewriteInline(env, cursor, token.map?.[0] ?? lastLine, token.children);
    if (token.type === "component_open" || token.type === "component_self") {
      const meta = metaOf<ComponentMeta>(token);
      for (const key of ["href", "src"] as const) {
        const value = meta.attrs[key];
        if (typeof value === "string" && meta.render) {
          const href = record(env, cursor, value, key === "src" ? "image" : "link", token.map?.[0] ?? 0);
          token.meta = { ...meta, attrs: { ...meta.attrs, [key]: href } };
        }
      }
    }
  }
}

function rewriteInline(env: MarkdownEnv, cursor: Map<number, number>, firstLine: number, children: Token[]): void {
  let line = firstLine;
  for (const child of children) {
    if (child.type === "softbreak" || child.type === "hardbreak") line++;
    const attr = child.type === "link_open" ? "href" : child.type === "image" ? "src" : undefined;
    if (!attr) continue;
    const attrValue = child.attrGet(attr);
    const raw = attrValue === null ? null : String(attrValue);
    if (raw === null || child.markup === "autolink" || child.markup === "linkify") continue;
    child.attrSet(attr, record(env, cursor, raw, attr === "src" ? "image" : "link", line));
  }
}
