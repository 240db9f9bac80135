// The site model of a site with one doc set, the Language Manual (v11.0.0 and v10.0.0, a printable page per
// version at `print`), built from the pages and sidebar files a test gives.
import { DEFAULT_SITE } from "../../src/config/defaults.ts";
import type { ResolvedDocSet, ResolvedSite } from "../../src/config/types.ts";
import type { Page } from "../../src/content/types.ts";
import { buildSiteModel } from "../../src/site/buildSiteModel.ts";

/** The Language Manual doc set: v11.0.0 (the latest, aliased `latest`) and v10.0.0, its printable pages at `print`. */
export const PRINTABLE_MANUAL: ResolvedDocSet = {
  id: "manual",
  base: "/docs/manual",
  title: "Language Manual",
  storageKey: "manual_version",
  latest: "v11.0.0",
  aliases: { latest: "v11.0.0" },
  versions: [
    { value: "v11.0.0", label: "v11.0.0" },
    { value: "v10.0.0", label: "v9.1 - v10.1" },
  ],
  nextVersions: [],
  banners: {},
  crumbs: ["Docs", "Language Manual"],
  home: "introduction",
  layout: "manual",
  printPage: "print",
  unknownVersions: "plain",
};

/** What the site holds besides the defaults: its pages, its sidebar files (their text by content path), API references. */
export interface ManualSiteParts {
  readonly pages: readonly Page[];
  readonly sidebars: Readonly<Record<string, string>>;
  /** The one doc set; `PRINTABLE_MANUAL` unless given. */
  readonly docSet?: ResolvedDocSet;
  readonly api?: ResolvedSite["api"];
}

/** Builds the site model of a site whose one doc set is the manual (or `parts.docSet`), with no assets. */
export function buildManualModel(parts: ManualSiteParts): ReturnType<typeof buildSiteModel> {
  const dataFiles = new Map(Object.entries(parts.sidebars).map(([path, text]) => [path, { path, file: `content/${path}`, text }]));
  return buildSiteModel({
    site: { ...DEFAULT_SITE, docSets: [parts.docSet ?? PRINTABLE_MANUAL], ...(parts.api ? { api: parts.api } : {}) },
    pages: parts.pages,
    dataFiles,
    assets: new Set(),
  });
}
