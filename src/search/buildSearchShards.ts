import type { SiteModel } from "../site/types.ts";
import type { PageSection } from "../content/splitSections.ts";
import { distinctCodeTokens } from "../shared/search/tokenizeSearchText.ts";
import type { BrowserDocSet } from "../shared/BrowserDocSet.ts";
import type { ShardPage, ShardRow } from "../shared/search/types.ts";

/** The records of one shard, with the doc set and version it covers (none for blog, community, syntax lookup, other pages). */
export interface BuiltShard {
  readonly id: string;
  readonly docSet?: string;
  readonly version?: string;
  readonly pages: readonly ShardPage[];
  readonly rows: readonly ShardRow[];
}

/** Everything the search index is made from, as plain data (it is built in a worker thread). */
export interface SearchInput {
  readonly baseUrl: string;
  /** The configured doc sets, versions as configured (newest first). */
  readonly docSets: readonly BrowserDocSet[];
  /** Indexed pages in route order, each with the shard it belongs to and its level-0 title. */
  readonly pages: readonly SearchInputPage[];
  /** The syntax-lookup page's route and entries, when the site has one. */
  readonly syntax?: { readonly route: string; readonly entries: readonly SearchInputSyntaxEntry[] };
}

export interface SearchInputPage {
  readonly shard: string;
  readonly docSet?: string;
  readonly version?: string;
  readonly lvl0: string | null;
  readonly route: string;
  readonly title: string;
  /** `api` for an API module page: its title is the module's qualified name, its level-2 headings its items. */
  readonly kind?: "api";
  readonly description?: string;
  readonly sections: readonly PageSection[];
}

export interface SearchInputSyntaxEntry {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly keywords: readonly string[];
  readonly sections: readonly PageSection[];
}

/**
 * What of the site model the index needs: docs, blog, community and other Markdown pages (one shard per
 * doc-set version, plus `blog`, `community` and `pages`) and the syntax-lookup entries.
 */
export function collectSearchInput(model: SiteModel): SearchInput {
  const pages: SearchInputPage[] = [];
  for (const entry of model.routes.values()) {
    if (entry.target.kind !== "page") continue;
    const page = entry.target.page;
    const common = {
      route: page.route,
      title: page.meta.title,
      sections: page.sections,
      ...(page.meta.description ? { description: page.meta.description } : {}),
    };
    const placement = model.placements.get(page.route);
    if (placement) {
      // A module page of an API reference (not the reference's overview at `<version>/api`): the API index
      // names the module by its qualified name, which is the page title.
      const module = model.apiIndex.get(page.route);
      const isModule = module !== undefined && page.route !== `${placement.docSet.base}/${placement.version}/api`;
      pages.push({
        shard: `${placement.docSet.id}-${placement.version}`,
        docSet: placement.docSet.id,
        version: placement.version,
        lvl0: placement.category ?? placement.docSet.title,
        ...common,
        ...(isModule ? { title: module.moduleName, kind: "api" as const } : {}),
      });
    } else if (page.kind === "blog") pages.push({ shard: "blog", lvl0: "Blog", ...common });
    else if (page.kind === "community") pages.push({ shard: "community", lvl0: "Community", ...common });
    else if (page.kind !== "syntax") pages.push({ shard: "pages", lvl0: null, ...common });
  }
  const lookup = [...model.routes.values()].find((e) => e.target.kind === "special" && e.target.name === "syntaxLookup");
  const docSets = model.site.docSets.map((d) => ({
    id: d.id,
    title: d.title,
    base: d.base,
    latest: d.latest,
    storageKey: d.storageKey,
    aliases: d.aliases,
    versions: d.versions.map((v) => v.value),
  }));
  return {
    baseUrl: model.site.baseUrl,
    docSets,
    pages,
    ...(lookup
      ? {
          syntax: {
            route: lookup.route,
            entries: model.syntax.map((e) => ({
              id: e.id,
              name: e.name,
              summary: e.summary,
              keywords: e.keywords,
              sections: e.page.sections,
            })),
          },
        }
      : {}),
  };
}

/**
 * The search records of the site, one per page section (the intro under the page title, then each heading)
 * for docs, blog, community and other Markdown pages, and one per syntax-lookup entry. Sorted by shard id,
 * pages in route order.
 */
export function buildSearchShards(input: SearchInput): BuiltShard[] {
  const shards = new Map<string, { docSet?: string; version?: string; pages: ShardPage[]; rows: ShardRow[] }>();
  const shardFor = (id: string, extra: { docSet?: string; version?: string } = {}) => {
    let shard = shards.get(id);
    if (!shard) shards.set(id, (shard = { ...extra, pages: [], rows: [] }));
    return shard;
  };
  for (const page of input.pages) addPage(shardFor(page.shard, page.docSet ? { docSet: page.docSet, version: page.version! } : {}), page);
  for (const entry of input.syntax?.entries ?? []) {
    const shard = shardFor("syntax-lookup");
    const sections = entry.sections;
    const prose = sections.map((s) => [s.heading, s.text].filter(Boolean).join(" "));
    shard.pages.push({ path: input.syntax!.route, lvl0: "Syntax Lookup", title: entry.name });
    shard.rows.push([
      shard.pages.length - 1,
      entry.id,
      1,
      null,
      [entry.summary, ...prose].filter(Boolean).join(" "),
      distinctCodeTokens(sections.map((s) => s.code).join(" ")),
      entry.keywords.join(" "),
    ]);
  }
  return [...shards].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id, s]) => ({ id, ...s }));
}

/** Adds a page's rows: the intro (text before the first heading below a leading `# Title`), then one per heading. */
function addPage(shard: { pages: ShardPage[]; rows: ShardRow[] }, page: SearchInputPage): void {
  shard.pages.push({ path: page.route, lvl0: page.lvl0, title: page.title, ...(page.kind ? { kind: page.kind } : {}) });
  const index = shard.pages.length - 1;
  let [intro, ...rest] = page.sections as [PageSection, ...PageSection[]];
  if (rest[0]?.level === 1) {
    intro = {
      ...intro,
      text: [intro.text, rest[0].text].filter(Boolean).join(" "),
      code: [intro.code, rest[0].code].filter(Boolean).join(" "),
    };
    rest = rest.slice(1);
  }
  shard.rows.push([index, null, 1, null, intro.text || page.description || "", distinctCodeTokens(intro.code), ""]);
  for (const s of rest) shard.rows.push([index, s.id, s.level, s.heading, s.text, distinctCodeTokens(s.code), ""]);
}
