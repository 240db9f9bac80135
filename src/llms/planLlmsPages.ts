// The `llms` page of a docs version: generated (never written by hand) for every version whose
// sidebar lists `llms`. It explains and links the LLM-friendly exports written by renderLlmsFiles.
import type { ResolvedDocSet } from "../config/types.ts";
import type { SourceFile } from "../content/types.ts";

/** Site paths of a version's exports. */
export function llmsFiles(base: string, version: string): { index: string; full: string } {
  return { index: `${base}/${version}/llms.txt`, full: `${base}/${version}/llm-full.txt` };
}

/** Generated `llms.mdx` sources for versions that list `llms` in their sidebar and have no such page. */
export function planLlmsPages(docSets: readonly ResolvedDocSet[], pages: readonly SourceFile[], data: ReadonlyMap<string, SourceFile>): SourceFile[] {
  const out: SourceFile[] = [];
  const existing = new Set(pages.map((p) => p.path));
  for (const set of docSets) {
    for (const [path, source] of data) {
      const m = new RegExp(`^${set.base.slice(1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/([^/]+)/sidebar\\.json$`).exec(path);
      if (!m || !/"llms"/.test(source.text)) continue;
      const version = m[1]!;
      const contentPath = `${set.base.slice(1)}/${version}/llms.mdx`;
      if (existing.has(contentPath)) continue;
      const files = llmsFiles(set.base, version);
      out.push({
        path: contentPath,
        file: `(generated) ${contentPath}`,
        generated: true,
        text: [
          "---",
          'title: "LLMs"',
          `description: ${JSON.stringify(`Plain-text exports of the ${set.title} ${version} docs for language models and offline tools.`)}`,
          "---",
          "",
          "# LLMs",
          "",
          `<Intro>\n\nThe build writes the ${set.title} docs of this version as plain text, ` +
            "so that you can hand them to a language model, search them offline or read them in a terminal.\n\n</Intro>",
          "",
          "## Files",
          "",
          `- [llms.txt](${files.index}): an index of every page of this version, with its title, a one-line description and its address.`,
          `- [llm-full.txt](${files.full}): the full Markdown source of every page, one after the other, in sidebar order.`,
          "",
          "## Using them",
          "",
          "Give a model the index when it should pick pages itself, and the full file when it should answer from the docs alone. " +
            "Both files are regenerated on every build, so they always match the pages you read here.",
          "",
        ].join("\n"),
      });
    }
  }
  return out;
}
