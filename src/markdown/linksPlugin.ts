// Links and images: [text](href), ![alt](src), and href/src attributes of component tags.
// Rewrites each href (see rewriteHref) and records it with its line and column for link checking.
import type { MarkdownIt } from "markdown-it";
import type { StateCore } from "markdown-it";
import type { Token } from "markdown-it";
import type { ComponentMeta } from "./componentsPlugin.ts";
import { type MarkdownEnv, envOf, metaOf } from "./env.ts";
import { rewriteHref } from "./rewriteHref.ts";

/** Installs the link rewriting pass. */
export function linksPlugin(md: MarkdownIt): void {
  md.core.ruler.push("docsgen_links", rewriteLinks);
}

function columnOf(env: MarkdownEnv, bodyLine: number, needle: string): number {
  const col = env.lines[bodyLine]?.indexOf(needle) ?? -1;
  return col === -1 ? 1 : col + 1;
}

function record(env: MarkdownEnv, raw: string, kind: "link" | "image", bodyLine: number): string {
  const { href, internal } = rewriteHref(raw, env.route);
  env.links.push({ raw, href, kind, internal, line: env.lineOffset + bodyLine + 1, column: columnOf(env, bodyLine, raw) });
  return href;
}

function rewriteLinks(state: StateCore): void {
  const env = envOf(state);
  for (const token of state.tokens) {
    if (token.type === "inline" && token.children) rewriteInline(env, token, token.children);
    if (token.type === "component_open" || token.type === "component_self") {
      const meta = metaOf<ComponentMeta>(token);
      for (const key of ["href", "src"] as const) {
        const value = meta.attrs[key];
        if (typeof value === "string" && meta.render) {
          const href = record(env, value, key === "src" ? "image" : "link", token.map?.[0] ?? 0);
          token.meta = { ...meta, attrs: { ...meta.attrs, [key]: href } };
        }
      }
    }
  }
}

function rewriteInline(env: MarkdownEnv, inline: Token, children: Token[]): void {
  let line = inline.map?.[0] ?? 0;
  for (const child of children) {
    if (child.type === "softbreak" || child.type === "hardbreak") line++;
    const attr = child.type === "link_open" ? "href" : child.type === "image" ? "src" : undefined;
    if (!attr) continue;
    const attrValue = child.attrGet(attr);
    const raw = attrValue === null ? null : String(attrValue);
    if (raw === null || child.markup === "autolink" || child.markup === "linkify") continue;
    child.attrSet(attr, record(env, raw, attr === "src" ? "image" : "link", line));
  }
}
