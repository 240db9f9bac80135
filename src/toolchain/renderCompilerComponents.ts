// HTML of the data components: <WarningTable /> (the pinned compiler's warnings) and <Docson />
// (the build configuration schema the compiler package ships).
import MarkdownIt from "markdown-it";
import { escapeHtml } from "../shared/escapeHtml.ts";
import type { WarningInfo } from "./parseWarningHelp.ts";

const inline = new MarkdownIt({ html: false, linkify: false });

/** The warnings table. */
export function renderWarningTable(warnings: readonly WarningInfo[], compiler: string): string {
  const rows = warnings.map((w) => `<tr id="warning-${w.number}"><td>${w.number}</td><td>${escapeHtml(w.description)}</td></tr>`).join("");
  return (
    `<table class="warning-table"><caption>Warnings of ${escapeHtml(compiler)}</caption>` +
    `<thead><tr><th scope="col">Number</th><th scope="col">Description</th></tr></thead><tbody>${rows}</tbody></table>\n`
  );
}

/** A JSON schema node (the parts docsgen reads). */
interface SchemaNode {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly description?: string;
  readonly enum?: readonly unknown[];
  readonly oneOf?: readonly SchemaNode[];
  readonly anyOf?: readonly SchemaNode[];
  readonly items?: SchemaNode;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly required?: readonly string[];
  readonly definitions?: Readonly<Record<string, SchemaNode>>;
  readonly title?: string;
}

function resolve(node: SchemaNode, root: SchemaNode): SchemaNode {
  const name = node.$ref?.replace("#/definitions/", "");
  const target = name ? root.definitions?.[name] : undefined;
  return target ? { ...target, description: node.description ?? target.description } : node;
}

function typeLabel(node: SchemaNode, root: SchemaNode, depth = 0): string {
  const n = resolve(node, root);
  if (depth > 3) return "…";
  if (n.enum) return n.enum.map((v) => JSON.stringify(v)).join(" | ");
  const alternatives = n.oneOf ?? n.anyOf;
  if (alternatives) return alternatives.map((a) => typeLabel(a, root, depth + 1)).join(" | ");
  if (n.type === "array" && n.items) return `array of ${typeLabel(n.items, root, depth + 1)}`;
  if (Array.isArray(n.type)) return n.type.join(" | ");
  return typeof n.type === "string" ? n.type : "any";
}

function renderProperties(
  properties: Readonly<Record<string, SchemaNode>>,
  required: readonly string[],
  root: SchemaNode,
  prefix: string,
  depth: number,
): string {
  let html = `<dl class="docson__props">`;
  for (const [name, raw] of Object.entries(properties)) {
    const node = resolve(raw, root);
    const id = `${prefix}${name}`;
    const object = node.properties ?? [...(node.oneOf ?? []), ...(node.anyOf ?? [])].map((a) => resolve(a, root)).find((a) => a.properties)?.properties;
    const mark = required.includes(name) ? ` <span class="docson__required">required</span>` : "";
    const type = `<span class="docson__type">${escapeHtml(typeLabel(raw, root))}</span>`;
    html += `<dt id="schema-${escapeHtml(id)}"><code>${escapeHtml(name)}</code>${mark} ${type}</dt>`;
    html += `<dd>${node.description ? inline.render(node.description) : ""}`;
    if (object && depth < 2) html += renderProperties(object, node.required ?? [], root, `${id}-`, depth + 1);
    html += "</dd>";
  }
  return `${html}</dl>`;
}

/** The build schema as a nested property list. */
export function renderDocson(schema: unknown, source: string): string {
  const root = schema as SchemaNode;
  const title = root.title ?? "Build configuration";
  const properties = renderProperties(root.properties ?? {}, root.required ?? [], root, "", 0);
  return `<section class="docson" aria-label="${escapeHtml(title)}"><p class="docson__source">${escapeHtml(source)}</p>${properties}</section>\n`;
}
