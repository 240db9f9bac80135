import type { SiteModel } from "../site/types.ts";
import { flattenSidebar } from "../site/buildSidebar.ts";
import { llmsFiles } from "./planLlmsPages.ts";

/** `llms.txt` (index) and `llm-full.txt` (full Markdown) of every version that has an `llms` page. */
export function renderLlmsFiles(model: SiteModel): Map<string, string> {
  const files = new Map<string, string>();
  const versions = new Map<string, { base: string; title: string; version: string }>();
  for (const [route, placement] of model.placements) {
    if (route === `${placement.docSet.base}/${placement.version}/llms`)
      versions.set(route, { base: placement.docSet.base, title: placement.docSet.title, version: placement.version });
  }
  for (const [route, v] of versions) {
    const placement = model.placements.get(route)!;
    const items = flattenSidebar(placement.sidebar).items.filter((i) => !i.href.endsWith("/llms"));
    const paths = llmsFiles(v.base, v.version);
    const pages = items.flatMap((item) => {
      const target = model.routes.get(item.href)?.target;
      return target?.kind === "page" ? [{ item, page: target.page }] : [];
    });
    const index = [
      `# ${model.site.name}: ${v.title} ${v.version}`,
      "",
      `> ${sentence(model.site.description)} Every page of the ${v.title} for ${v.version}, in reading order.`,
      "",
      ...groupBy(pages, (p) => p.item.category).flatMap(([category, list]) => [
        `## ${category}`,
        "",
        ...list.map(
          ({ item, page }) => `- [${page.meta.title}](${model.site.baseUrl}${item.href})${page.meta.description ? `: ${page.meta.description}` : ""}`,
        ),
        "",
      ]),
      `Full text: ${model.site.baseUrl}${paths.full}`,
      "",
    ].join("\n");
    const full = pages.map(({ item, page }) => `<!-- ${model.site.baseUrl}${item.href} -->\n${bodyOf(page.source.text)}\n`).join("\n");
    files.set(paths.index, index);
    files.set(paths.full, full);
  }
  return files;
}

function groupBy<T>(list: readonly T[], key: (t: T) => string): [string, T[]][] {
  const map = new Map<string, T[]>();
  for (const t of list) map.set(key(t), [...(map.get(key(t)) ?? []), t]);
  return [...map];
}

/** A text ending in a full stop (unless it ends in one, or in ? or !). */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** A source file's Markdown without its front matter, with LF line endings (sources may use CRLF). */
function bodyOf(text: string): string {
  return text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n/g, "\n")
    .replace(/^---\n[\s\S]*?\n---\n/, "")
    .trim();
}
