// A doc set version's printable page (`printPage` in site.json): the pages of the version's sidebar, in sidebar
// order, on one page at `<base>/<version>/<printPage>`. The model holds the chapters; src/render/toPrintableView.ts
// joins their rendered HTML.
import type { ResolvedDocSet } from "../config/types.ts";
import { errorAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { chooseLayout, type LayoutRules } from "./chooseLayout.ts";
import type { PrintChapter, RouteEntry, Sidebar } from "./types.ts";

/** The route of a version's printable page, when its doc set has one. */
export function printRouteOf(set: Pick<ResolvedDocSet, "base" | "printPage">, version: string): string | undefined {
  return set.printPage === undefined ? undefined : `${set.base}/${version}/${set.printPage}`;
}

/**
 * The printable page of one version of a doc set: its route entry (none when the set has no `printPage`, the version is
 * not one the set lists, or its sidebar has no page), or the error when another route of the site already has its route.
 */
export function buildPrintableDocs(input: {
  readonly set: ResolvedDocSet;
  readonly version: string;
  readonly sidebar: Sidebar | undefined;
  readonly routes: ReadonlyMap<string, RouteEntry>;
  readonly layouts: LayoutRules;
}): { entry?: RouteEntry; diagnostics: Diagnostic[] } {
  const { set, version, sidebar, routes } = input;
  const route = printRouteOf(set, version);
  if (route === undefined || !sidebar || !set.versions.some((v) => v.value === version)) return { diagnostics: [] };
  const taken = routes.get(route);
  if (taken) {
    const place = taken.target.kind === "page" ? { file: taken.target.page.source.file, line: 1 } : { file: "content/site.json", line: 1 };
    const what = taken.target.kind === "page" ? `${taken.target.page.source.file} produces` : "the site already has";
    const message = `${what} the route ${route}, where the printable page of ${set.title} ${version} goes (\`printPage\` of the doc set "${set.id}")`;
    return { diagnostics: [errorAt(place, "route/print-page-taken", message, "rename that page, or give the doc set another `printPage`")] };
  }
  const chapters: PrintChapter[] = [];
  const seen = new Set<string>();
  for (const category of sidebar.categories) {
    for (const item of category.items) {
      const entry = routes.get(item.href);
      // A sidebar may list a page twice, or link to a route that is no docs page of the version (a redirect).
      if (entry?.target.kind !== "page" || entry.layout.name !== "docs" || entry.target.page.failed || seen.has(item.href)) continue;
      seen.add(item.href);
      chapters.push({ page: entry.target.page, name: item.name, category: category.name });
    }
  }
  if (chapters.length === 0) return { diagnostics: [] };
  const target = { kind: "printable", docs: { docSet: set, version, chapters } } as const;
  return { entry: { route, target, layout: chooseLayout(route, input.layouts) }, diagnostics: [] };
}
