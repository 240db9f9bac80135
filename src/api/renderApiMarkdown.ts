// Generated Markdown of an API page: the module's docs, its submodules, then one `##` section per item
// (so every item has an anchor made from its name, with numeric suffixes where names repeat).
import type { ApiModule } from "./types.ts";

/** How a module page refers to its neighbours. */
export interface ApiPageContext {
  /** Title shown for the module, e.g. `Belt.Array`. */
  readonly title: string;
  readonly description: string;
  /** Links to the submodules' pages. */
  readonly submodules: readonly { readonly title: string; readonly href: string }[];
  /** A sentence saying where the reference comes from. */
  readonly origin: string;
  /** Compile the docstrings' `res example` fences (true for references the compiler tests, false for legacy ones). */
  readonly compileExamples: boolean;
  /** Rewrites a relative link of a docstring to a site route, or returns undefined to leave it. */
  readonly resolveLink: (href: string) => string | undefined;
}

/** Escapes text for a YAML double-quoted string. */
function yamlString(text: string): string {
  return JSON.stringify(text);
}

/** Docstring Markdown with its headings pushed below the item headings (to `###`). */
export function demoteHeadings(markdown: string): string {
  let inFence = false;
  return markdown
    .split("\n")
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      return !inFence && /^ {0,3}#{1,6}\s/.test(line) ? line.replace(/^( {0,3})#{1,6}/, "$1###") : line;
    })
    .join("\n");
}

/**
 * Docstring Markdown with its headings as bold labels: an item's "Examples" is a label of that item, not a section
 * of the page (no heading, no anchor: the array page had 91 headings `#examples` .. `#examples-90`).
 */
export function headingsAsLabels(markdown: string): string {
  let inFence = false;
  return markdown
    .split("\n")
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      // Up to three spaces before the #s still make a heading (CommonMark): upstream docstrings are often indented.
      const heading = inFence ? null : /^( {0,3})#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      return heading ? `${heading[1]}**${heading[2]}**` : line;
    })
    .join("\n");
}

/** Docstring Markdown as an API page shows it: fences normalised, headings demoted (or labels, for items), links resolved. */
function normaliseDoc(markdown: string, context: ApiPageContext, headings: "demote" | "label" = "demote"): string {
  // Every ReScript fence of a docstring is an example: compiled where the compiler's own tests keep them compiling.
  const fence = context.compileExamples ? "```res example" : "```res";
  const text = markdown.replace(/^(\s*)```(?:rescript|res)\b[^\n]*/gm, `$1${fence}`);
  return (
    (headings === "label" ? headingsAsLabels(text) : demoteHeadings(text))
      // Component-like tags would be read as docsgen components; docstrings never mean that.
      .replace(/^(\s*)<([A-Z])/gm, "$1&lt;$2")
      // Upstream docs have links with no target (`[hash]()`): keep their text only.
      .replace(/\[([^\]]*)\]\(\)/g, "$1")
      // Item anchors are the lowercase names.
      .replace(/\]\(#([^)\s]+)\)/g, (_m, anchor: string) => `](#${anchor.toLowerCase()})`)
      .replace(/\]\(([a-zA-Z][\w./-]*)(#[^)\s]*)?\)/g, (whole, href: string, hash: string | undefined) => {
        if (/^[a-z]+:/.test(href)) return whole;
        const route = context.resolveLink(href);
        return route ? `](${route}${(hash ?? "").toLowerCase()})` : whole;
      })
  );
}

/** The first sentence of the module's docs, for the page description. */
export function firstSentence(docs: readonly string[], fallback: string): string {
  const text = (docs[0] ?? "")
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/[`*_#>[\]]/g, "")
    .replace(/\([^)]*\)/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const sentence = /^(.{20,200}?[.!?])(\s|$)/.exec(text)?.[1] ?? text.slice(0, 160);
  return sentence === "" ? fallback : sentence;
}

/** The Markdown source of one API page. */
export function renderApiMarkdown(module: ApiModule, context: ApiPageContext): string {
  const parts: string[] = [
    "---",
    `title: ${yamlString(context.title)}`,
    `description: ${yamlString(context.description)}`,
    // Each item's kind, in page order (its `##` heading): the sidebar marks types, values and deprecated items.
    ...(module.items.length > 0 ? [`apiItems: ${JSON.stringify(module.items.map((i) => [i.name, i.kind, ...(i.deprecated ? ["deprecated"] : [])]))}`] : []),
    "---",
    "",
    `# ${context.title}`,
    "",
    ...module.docstrings.map((d) => normaliseDoc(d, context)).flatMap((d) => [d, ""]),
    `<Info>\n\n${context.origin}\n\n</Info>`,
    "",
  ];
  if (context.submodules.length > 0) {
    parts.push("Modules:", "", ...context.submodules.map((m) => `- [${m.title}](${m.href})`), "");
  }
  for (const item of module.items) {
    parts.push(`## ${item.name}`, "", "```res signature", item.signature, "```", "");
    if (item.deprecated) parts.push(`<Warn>\n\nDeprecated: ${item.deprecated}\n\n</Warn>`, "");
    // An item without docs shows its signature only.
    for (const doc of item.docstrings) parts.push(normaliseDoc(doc, context, "label"), "");
  }
  return parts.join("\n");
}
