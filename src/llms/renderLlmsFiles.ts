import type { SiteModel } from "../site/types.ts";
import { flattenSidebar } from "../site/buildSidebar.ts";
import { llmsFiles } from "./planLlmsPages.ts";

/** The versions that have an `llms` page, by that page's route. */
function llmsVersions(model: SiteModel): Map<string, LlmsVersion> {
  const versions = new Map<string, LlmsVersion>();
  for (const [route, placement] of model.placements) {
    if (route === `${placement.docSet.base}/${placement.version}/llms`)
      versions.set(route, { base: placement.docSet.base, title: placement.docSet.title, version: placement.version, latest: placement.docSet.latest });
  }
  return versions;
}

/** `llms.txt` (index) and `llm-full.txt` (full Markdown) of every version that has an `llms` page. */
export function renderLlmsFiles(model: SiteModel): Map<string, string> {
  const files = new Map<string, string>();
  const versions = llmsVersions(model);
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

/** The site's root llms.txt (as rescript-lang.org serves one). */
export const ROOT_LLMS = "/llms.txt";

const ROOT_SUMMARY = "LLM-friendly text of the documentation: for each version, an index of its pages and its full text in one Markdown file.";

interface LlmsVersion {
  readonly base: string;
  readonly title: string;
  readonly version: string;
  readonly latest: string;
}

/**
 * The site's root `/llms.txt` (undefined when no version has LLM files): one section per doc set (in site.json's
 * order), one entry per version with LLM files (in the doc set's version order, the latest marked), each linking
 * its page index and its full text.
 */
export function renderLlmsRootIndex(model: SiteModel): string | undefined {
  const versions = [...llmsVersions(model).values()];
  if (versions.length === 0) return undefined;
  const setOrder = model.site.docSets.map((d) => d.base);
  const rank = (v: LlmsVersion) => {
    const set = model.site.docSets.find((d) => d.base === v.base);
    const at = set ? set.versions.findIndex((x) => x.value === v.version) : -1;
    return [setOrder.indexOf(v.base) === -1 ? setOrder.length : setOrder.indexOf(v.base), at === -1 ? Number.MAX_SAFE_INTEGER : at] as const;
  };
  const sorted = [...versions].sort((a, b) => {
    const [sa, va] = rank(a);
    const [sb, vb] = rank(b);
    return sa - sb || va - vb;
  });
  const url = (path: string) => `${model.site.baseUrl}${path}`;
  return [
    `# ${model.site.name}`,
    "",
    `> ${sentence(model.site.description)} ${ROOT_SUMMARY}`,
    "",
    ...groupBy(sorted, (v) => v.title).flatMap(([title, list]) => [
      `## ${title}`,
      "",
      ...list.flatMap((v) => {
        const paths = llmsFiles(v.base, v.version);
        // The latest version marked, unless its name says so already (React's `latest` folder).
        const name = `${title} ${v.version}${v.version === v.latest && v.version !== "latest" ? " (latest)" : ""}`;
        return [`- [${name}](${url(paths.index)}): every page, in reading order`, `- [${name}, full text](${url(paths.full)}): all pages in one file`];
      }),
      "",
    ]),
  ].join("\n");
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
