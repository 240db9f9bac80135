// Which layout renders a route, from the configuration: a doc set's version folders use the docs layout of the
// set (`layout` in site.json, the set's id by default), an API reference's pages the API layouts, the community
// section its own; a version folder a set does not list is plain or not rendered (`unknownVersions`).
import type { ResolvedSite } from "../config/types.ts";
import { isUnder } from "../shared/isUnder.ts";

/** The layout of a route. `none` renders nothing at all; `generic` a plain page. */
export type Layout =
  | { readonly name: "landing" }
  | { readonly name: "docs"; readonly variant: string; readonly version: string }
  | { readonly name: "apiOverview"; readonly version: string }
  | { readonly name: "apiModule"; readonly version: string }
  | { readonly name: "legacyApi"; readonly version: string }
  | { readonly name: "community" }
  | { readonly name: "generic" }
  | { readonly name: "none" };

/** What the layout rules need of a doc set. */
export interface LayoutDocSet {
  readonly base: string;
  /** The docs layout's name. */
  readonly variant: string;
  /** Version folders (and aliases) with the docs layout. */
  readonly versions: readonly string[];
  readonly unknownVersions: "plain" | "none";
  /** The kind of each version's API reference (`<base>/<version>/api`), if it has one. */
  readonly api: ReadonlyMap<string, "tools" | "legacy">;
}

/** The layout rules of a site, from its configuration. */
export interface LayoutRules {
  readonly landing: string;
  readonly community: string;
  readonly docSets: readonly LayoutDocSet[];
}

/** The doc set an API reference belongs to: its `docSet`, else the first doc set. */
export function apiDocSetOf(site: Pick<ResolvedSite, "docSets">, api: { readonly docSet?: string | undefined }): ResolvedSite["docSets"][number] | undefined {
  return api.docSet === undefined ? site.docSets[0] : site.docSets.find((d) => d.id === api.docSet);
}

/** Derives the layout rules from the doc sets, the API references and the sections of site.json. */
export function layoutRulesFrom(site: Pick<ResolvedSite, "docSets" | "api" | "sections">): LayoutRules {
  return {
    landing: site.sections.landing,
    community: site.sections.community,
    docSets: site.docSets.map((set) => ({
      base: set.base,
      variant: set.layout,
      versions: [...set.versions.map((v) => v.value), ...Object.keys(set.aliases)],
      unknownVersions: set.unknownVersions,
      api: new Map(Object.values(site.api).flatMap((api) => (apiDocSetOf(site, api) === set ? [[api.version, api.kind] as const] : []))),
    })),
  };
}

/** Chooses the layout of a route (a path without query, hash or trailing slash). */
export function chooseLayout(route: string, rules: LayoutRules): Layout {
  if (route === rules.landing) return { name: "landing" };
  const set = rules.docSets.find((s) => isUnder(route, s.base));
  if (set) return docSetLayout(route, set);
  if (isUnder(route, rules.community)) return { name: "community" };
  return { name: "generic" };
}

function docSetLayout(route: string, set: LayoutDocSet): Layout {
  const [version = "", ...pagePath] = route.slice(set.base.length).split("/").filter(Boolean);
  const known = set.versions.includes(version);
  if (pagePath[0] === "api" && set.api.size > 0) {
    if (set.api.get(version) === "tools") return pagePath.length === 1 ? { name: "apiOverview", version } : { name: "apiModule", version };
    if (known) return { name: "legacyApi", version };
  } else if (known) return { name: "docs", variant: set.variant, version };
  return set.unknownVersions === "none" ? { name: "none" } : { name: "generic" };
}
