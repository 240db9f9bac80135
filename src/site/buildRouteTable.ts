import type { ResolvedDocSet } from "../config/types.ts";
import type { Page } from "../content/types.ts";
import { errorAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { chooseLayout, type LayoutRules } from "./chooseLayout.ts";
import type { RouteEntry, RouteTarget } from "./types.ts";

/** The pages templates produce rather than Markdown files, by name. */
export type SpecialPage = "landing" | "blogIndex" | "packages" | "syntaxLookup" | "playground" | "docsOverview";

/** Where the special pages are: the site's sections and its playground path (site.json). */
export function specialRoutesOf(site: {
  readonly sections: {
    readonly landing: string;
    readonly blog: string;
    readonly packages: string;
    readonly syntaxLookup: string;
    readonly docs?: string | undefined;
  };
  readonly playgroundPath: string;
}): readonly { route: string; name: SpecialPage }[] {
  return [
    { route: site.sections.landing, name: "landing" },
    { route: site.sections.blog, name: "blogIndex" },
    { route: site.sections.packages, name: "packages" },
    { route: site.sections.syntaxLookup, name: "syntaxLookup" },
    { route: site.playgroundPath, name: "playground" },
    ...(site.sections.docs ? [{ route: site.sections.docs, name: "docsOverview" as const }] : []),
  ];
}

/** Builds the route table: one entry per page, special page and alias redirect, with duplicate checks. */
export function buildRouteTable(options: {
  pages: readonly Page[];
  docSets: readonly ResolvedDocSet[];
  layouts: LayoutRules;
  redirects: Readonly<Record<string, string>>;
  specialRoutes: readonly { route: string; name: SpecialPage }[];
}): { routes: Map<string, RouteEntry>; diagnostics: Diagnostic[] } {
  const { pages, docSets, layouts } = options;
  const diagnostics: Diagnostic[] = [];
  const routes = new Map<string, RouteEntry>();
  const owners = new Map<string, Page>();
  const folded = new Map<string, Page>();
  const add = (route: string, target: RouteTarget) => routes.set(route, { route, target, layout: chooseLayout(route, layouts) });
  for (const page of pages) {
    if (page.kind === "syntax") continue;
    const other = owners.get(page.route);
    if (other) {
      diagnostics.push(
        errorAt(
          { file: page.source.file, line: 1 },
          "route/duplicate",
          `${page.source.file} and ${other.source.file} both produce the route ${page.route}`,
          "rename or remove one of them",
        ),
      );
      continue;
    }
    const key = page.route.toLowerCase();
    const caseTwin = folded.get(key);
    if (caseTwin) {
      diagnostics.push(
        errorAt(
          { file: page.source.file, line: 1 },
          "route/case-collision",
          `${page.source.file} and ${caseTwin.source.file} produce routes that differ only in case (${page.route}, ${caseTwin.route})`,
          "case-insensitive file systems and hosts cannot keep both; rename one",
        ),
      );
      continue;
    }
    owners.set(page.route, page);
    folded.set(key, page);
    add(page.route, { kind: "page", page });
  }
  for (const { route, name } of options.specialRoutes) if (!routes.has(route)) add(route, { kind: "special", name });
  for (const [from, to] of Object.entries(options.redirects)) if (!routes.has(from)) add(from, { kind: "redirect", to });
  for (const set of docSets) {
    for (const [alias, target] of Object.entries(set.aliases)) {
      const from = `${set.base}/${target}`;
      for (const route of [...routes.keys()]) {
        if (!route.startsWith(`${from}/`)) continue;
        const aliasRoute = `${set.base}/${alias}${route.slice(from.length)}`;
        if (!routes.has(aliasRoute)) add(aliasRoute, { kind: "redirect", to: route });
      }
    }
  }
  return { routes: new Map([...routes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), diagnostics };
}
