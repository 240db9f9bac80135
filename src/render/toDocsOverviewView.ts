import type { ResolvedSite } from "../config/types.ts";
import { apiDocSetOf } from "../site/chooseLayout.ts";
import type { DocSetOverviewView } from "./views.ts";

/** The docs overview: each doc set with its description, its latest version's start page and its other versions, from site.json. */
export function toDocsOverviewView(site: Pick<ResolvedSite, "docSets" | "api">): DocSetOverviewView[] {
  return site.docSets.map((set) => {
    const latest = set.aliases[set.latest] ?? set.latest;
    const labelOf = (value: string) => set.versions.find((v) => v.value === value)?.label ?? value;
    const home = (version: string) => `${set.base}/${version}/${set.home}`;
    const hasApi = Object.values(site.api).some((api) => api.version === latest && apiDocSetOf(site, api) === set);
    return {
      title: set.title,
      ...(set.description ? { description: set.description } : {}),
      href: home(latest),
      latestLabel: labelOf(latest),
      ...(hasApi ? { apiHref: `${set.base}/${latest}/api` } : {}),
      versions: set.versions.filter((v) => v.value !== latest).map((v) => ({ label: v.label, href: home(v.value), next: set.nextVersions.includes(v.value) })),
    };
  });
}
