import type { Page } from "../content/types.ts";
import type { SiteModel } from "../site/types.ts";
import { splitSections } from "./splitSections.ts";
import { distinctCodeTokens } from "../shared/search/tokenizeSearchText.ts";
import type { ShardPage, ShardRow } from "../shared/search/types.ts";

/** The records of one shard, with the doc set and version it covers (none for blog, community, syntax lookup, other pages). */
export interface BuiltShard {
  readonly id: string;
  readonly docSet?: string;
  readonly version?: string;
  readonly pages: readonly ShardPage[];
  readonly rows: readonly ShardRow[];
}

/**
 * The search records of the site, one per page section (the intro under the page title, then each heading)
 * for docs, blog, community and other Markdown pages, and one per syntax-lookup entry; one shard per doc-set
 * version, plus `blog`, `community`, `syntax-lookup` and `pages`. Sorted by shard id, pages in route order.
 */
export function buildSearchShards(model: SiteModel): BuiltShard[] {
  const shards = new Map<string, { docSet?: string; version?: string; pages: ShardPage[]; rows: ShardRow[] }>();
  const shardFor = (id: string, extra: { docSet?: string; version?: string } = {}) => {
    let shard = shards.get(id);
    if (!shard) shards.set(id, (shard = { ...extra, pages: [], rows: [] }));
    return shard;
  };
  for (const entry of model.routes.values()) {
    if (entry.target.kind !== "page") continue;
    const page = entry.target.page;
    const placement = model.placements.get(page.route);
    if (placement) {
      addPage(shardFor(`${placement.docSet.id}-${placement.version}`, { docSet: placement.docSet.id, version: placement.version }), page, placement.category ?? placement.docSet.title);
    } else if (page.kind === "blog") addPage(shardFor("blog"), page, "Blog");
    else if (page.kind === "community") addPage(shardFor("community"), page, "Community");
    else if (page.kind !== "syntax") addPage(shardFor("pages"), page, null);
  }
  const lookup = [...model.routes.values()].find((e) => e.target.kind === "special" && e.target.name === "syntaxLookup");
  for (const entry of lookup ? model.syntax : []) {
    const shard = shardFor("syntax-lookup");
    const sections = splitSections(entry.page.html);
    const prose = sections.map((s) => [s.heading, s.text].filter(Boolean).join(" "));
    shard.pages.push({ path: lookup!.route, lvl0: "Syntax Lookup", title: entry.name });
    shard.rows.push([shard.pages.length - 1, entry.id, 1, null, [entry.summary, ...prose].filter(Boolean).join(" "),
      distinctCodeTokens(sections.map((s) => s.code).join(" ")), entry.keywords.join(" ")]);
  }
  return [...shards].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id, s]) => ({ id, ...s }));
}

/** Adds a page's rows: the intro (text before the first heading below a leading `# Title`), then one per heading. */
function addPage(shard: { pages: ShardPage[]; rows: ShardRow[] }, page: Page, lvl0: string | null): void {
  shard.pages.push({ path: page.route, lvl0, title: page.meta.title });
  const index = shard.pages.length - 1;
  const sections = splitSections(page.html);
  let [intro, ...rest] = sections as [typeof sections[0], ...typeof sections];
  if (rest[0]?.level === 1) {
    intro = { ...intro, text: [intro.text, rest[0].text].filter(Boolean).join(" "), code: [intro.code, rest[0].code].filter(Boolean).join(" ") };
    rest = rest.slice(1);
  }
  shard.rows.push([index, null, 1, null, intro.text || page.meta.description || "", distinctCodeTokens(intro.code), ""]);
  for (const s of rest) shard.rows.push([index, s.id, s.level, s.heading, s.text, distinctCodeTokens(s.code), ""]);
}
