import type { ResolvedDocSet } from "../config/types.ts";
import { isUnder } from "../shared/isUnder.ts";
import type { FlatSidebar } from "./buildSidebar.ts";
import type { Breadcrumb, DocsPlacement, Sidebar } from "./types.ts";

/** Places a docs page in its version: sidebar category, prev/next over the flattened sidebar, breadcrumbs. */
export function buildDocsPlacement(options: {
  route: string;
  title: string;
  docSet: ResolvedDocSet;
  version: string;
  sidebar: Sidebar | undefined;
  /** The sidebar flattened once per version (see flattenSidebar). */
  flat: FlatSidebar;
}): DocsPlacement {
  const { route, title, docSet, version, sidebar, flat } = options;
  const i = flat.indexOf.get(route) ?? -1;
  const items = flat.items;
  const prev = i > 0 ? items[i - 1] : undefined;
  const next = i >= 0 && i + 1 < items.length ? items[i + 1] : undefined;
  const home = `${docSet.base}/${version}/${docSet.home}`;
  const apiRoot = `${docSet.base}/${version}/api`;
  const isApi = isUnder(route, apiRoot);
  const trail: Breadcrumb[] = isApi ? apiCrumbs(route, apiRoot, title) : [...docSet.crumbs.map((name) => ({ name, href: home })), { name: title }];
  return {
    docSet,
    version,
    sidebar,
    ...(i >= 0 ? { category: items[i]!.category } : {}),
    ...(prev ? { prev: { name: prev.name, href: prev.href } } : {}),
    ...(next ? { next: { name: next.name, href: next.href } } : {}),
    breadcrumbs: trail,
  };
}

/** API breadcrumbs: API, then each path segment under it capitalised; the last crumb unlinked. */
function apiCrumbs(route: string, apiRoot: string, title: string): Breadcrumb[] {
  const rest = route.slice(apiRoot.length).split("/").filter(Boolean);
  const crumbs: Breadcrumb[] = [{ name: "API", ...(rest.length > 0 ? { href: apiRoot } : {}) }];
  rest.forEach((seg, i) => {
    const last = i === rest.length - 1;
    crumbs.push({ name: last ? title : capitalise(seg), ...(last ? {} : { href: `${apiRoot}/${rest.slice(0, i + 1).join("/")}` }) });
  });
  return crumbs;
}

/** `hash-map` -> `Hash-map`. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
