import { jsonPlaces, parseJsonWithPlace } from "../config/jsonPlace.ts";
import { checkSchema } from "../content/checkSchema.ts";
import type { ResolvedSite } from "../config/types.ts";
import type { Page, SourceFile } from "../content/types.ts";
import { errorAt, warningAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { buildBlog } from "./buildBlog.ts";
import { buildDocsPlacement } from "./buildDocsPlacement.ts";
import { buildSidebar, flattenSidebar } from "./buildSidebar.ts";
import { buildSyntaxLookup } from "./buildSyntaxLookup.ts";
import { DATA_FILE_SCHEMAS } from "./dataFileSchemas.ts";
import { chooseLayout, layoutRulesFrom } from "./chooseLayout.ts";
import { versionlessRedirects } from "./versionlessRedirects.ts";
import { isUnder } from "../shared/isUnder.ts";
import { buildRouteTable, specialRoutesOf } from "./buildRouteTable.ts";
import { buildPrintableDocs } from "./buildPrintableDocs.ts";
import type { ApiIndexEntry, DocsPlacement, RouteEntry, Sidebar, SiteModelResult, TocEntry, TocHeader } from "./types.ts";

/** Inputs of the site model: parsed pages, JSON sources and the public files. */
export interface SiteModelInput {
  readonly site: ResolvedSite;
  readonly pages: readonly Page[];
  readonly dataFiles: ReadonlyMap<string, SourceFile>;
  readonly assets: ReadonlySet<string>;
}

/** Builds routes, layouts, sidebars, prev/next, breadcrumbs, TOC, blog and syntax lookup from parsed pages. */
export function buildSiteModel(input: SiteModelInput): SiteModelResult {
  const { site, pages, dataFiles, assets } = input;
  const diagnostics: Diagnostic[] = [];
  const layouts = layoutRulesFrom(site);
  const table = buildRouteTable({
    pages,
    docSets: site.docSets,
    layouts,
    specialRoutes: specialRoutesOf(site),
    redirects: site.redirects,
  });
  diagnostics.push(...table.diagnostics);
  const knownRoutes = [...table.routes.keys()];
  const titleOf = (route: string) => {
    const target = table.routes.get(route)?.target;
    return target?.kind === "page" ? target.page.meta.title : undefined;
  };

  const placements = new Map<string, DocsPlacement>();
  const toc = new Map<string, TocEntry>();
  const apiIndex = new Map<string, ApiIndexEntry>();
  const printables: RouteEntry[] = [];
  for (const set of site.docSets) {
    const byVersion = new Map<string, Page[]>();
    for (const page of pages) {
      if (page.kind !== "doc" || !page.route.startsWith(`${set.base}/`)) continue;
      const version = page.route.slice(set.base.length + 1).split("/")[0] ?? "";
      const list = byVersion.get(version);
      if (list) list.push(page);
      else byVersion.set(version, [page]);
    }
    for (const [version, versionPages] of byVersion) {
      const apiRoot = `${set.base}/${version}/api`;
      const isApi = (route: string) => isUnder(route, apiRoot);
      const sidebars = [false, true].map((api) => {
        const source = dataFiles.get(`${set.base.slice(1)}/${version}${api ? "/api" : ""}/sidebar.json`);
        if (!source) return { sidebar: undefined, flat: flattenSidebar(undefined), failed: false };
        const built = buildSidebar(source, api ? apiRoot : `${set.base}/${version}`, titleOf, knownRoutes);
        diagnostics.push(...built.diagnostics);
        return { sidebar: built.sidebar, flat: flattenSidebar(built.sidebar), failed: built.sidebar === undefined };
      });
      const printable = buildPrintableDocs({ set, version, sidebar: sidebars[0]!.sidebar, routes: table.routes, layouts });
      diagnostics.push(...printable.diagnostics);
      if (printable.entry) printables.push(printable.entry);
      for (const page of versionPages) {
        const { sidebar, flat, failed } = sidebars[isApi(page.route) ? 1 : 0]!;
        const placement = buildDocsPlacement({ route: page.route, title: page.meta.title, docSet: set, version, sidebar, flat });
        placements.set(page.route, placement);
        // A sidebar.json that does not parse has its own error: its pages are not "in no category" because of it.
        if (!placement.category && !isApi(page.route) && !failed) {
          diagnostics.push(
            warningAt(
              { file: page.source.file, line: 1 },
              "sidebar/missing-category",
              `docs page ${page.route} is in no sidebar category`,
              `add "${page.route.split("/").at(-1)}" to ${set.base.slice(1)}/${version}/sidebar.json`,
            ),
          );
        }
        toc.set(page.route, tocEntryOf(page, placement.category));
        if (isApi(page.route)) apiIndex.set(page.route, { moduleName: page.meta.title, headers: tocEntryOf(page, undefined).headers });
      }
    }
  }

  const versionless = versionlessRedirects({
    routes: new Set(table.routes.keys()),
    pages: [...table.routes.values()].flatMap((e) => (e.target.kind === "page" ? [e.route] : [])),
    docSets: site.docSets,
    categoryOf: (route) => placements.get(route)?.category,
  });
  const routes =
    versionless.size === 0 && printables.length === 0
      ? table.routes
      : new Map(
          [
            ...table.routes,
            ...[...versionless].map(([from, to]) => [from, { route: from, target: { kind: "redirect", to }, layout: chooseLayout(from, layouts) }] as const),
            ...printables.map((entry) => [entry.route, entry] as const),
          ].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        );

  let communitySidebar: Sidebar | undefined;
  const community = site.sections.community;
  const communitySource = dataFiles.get(`${community.slice(1)}/sidebar.json`);
  if (communitySource) {
    const built = buildSidebar(communitySource, community, titleOf, knownRoutes);
    diagnostics.push(...built.diagnostics);
    communitySidebar = built.sidebar;
  }
  for (const page of pages) {
    if (page.kind === "community") {
      const category = communitySidebar?.categories.find((c) => c.items.some((i) => i.href === page.route))?.name;
      toc.set(page.route, tocEntryOf(page, category));
    }
  }

  const data = parseDataFiles(dataFiles, diagnostics);
  const authors = data["authors"] && typeof data["authors"] === "object" ? new Set(Object.keys(data["authors"] as object)) : undefined;
  const blog = buildBlog(pages, authors, site.sections.blog);
  const syntax = buildSyntaxLookup(pages);
  diagnostics.push(...blog.diagnostics, ...syntax.diagnostics);
  return {
    model: {
      site,
      routes,
      placements,
      communitySidebar,
      toc,
      apiIndex,
      blog: blog.posts,
      syntax: syntax.entries,
      data,
      assets,
    },
    diagnostics,
  };
}

/** The TOC entry of a page: its H2 headings, with each API item's kind (the `apiItems` front matter, in page order). */
function tocEntryOf(page: Page, category: string | undefined): TocEntry {
  const items = apiItemsOf(page.data["apiItems"]);
  return {
    id: page.route.split("/").at(-1) ?? "",
    title: page.meta.title,
    headers: page.headings
      .filter((h) => h.level === 2)
      .map((h, i): TocHeader => {
        const item = items[i];
        const marks = item && item[0] === h.text ? { kind: item[1], ...(item[2] ? { deprecated: true as const } : {}) } : {};
        return { name: h.text, href: `#${h.id}`, ...marks };
      }),
    ...(category ? { category } : {}),
  };
}

const ITEM_KINDS = new Set(["type", "value", "moduleType"]);

/** The `apiItems` front matter of a generated API page: `[name, kind, "deprecated"?]` per item; anything else is none. */
function apiItemsOf(value: unknown): readonly (readonly [string, NonNullable<TocHeader["kind"]>, boolean])[] {
  if (!Array.isArray(value)) return [];
  return value.map((v: unknown) =>
    Array.isArray(v) && typeof v[0] === "string" && ITEM_KINDS.has(v[1]) ? ([v[0], v[1], v[2] === "deprecated"] as const) : (["", "value", false] as const),
  );
}

/**
 * Parses `data/*.json` into values keyed by base name, each checked by its schema (DATA_FILE_SCHEMAS) where it has
 * one; syntax errors and schema problems become diagnostics at their place, and a file with errors is left out.
 */
function parseDataFiles(files: ReadonlyMap<string, SourceFile>, diagnostics: Diagnostic[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [path, source] of files) {
    const m = /^data\/([^/]+)\.json$/.exec(path);
    if (!m) continue;
    const parsed = parseJsonWithPlace(source.text);
    if (!parsed.ok) {
      diagnostics.push(errorAt({ file: source.file, line: parsed.line, column: parsed.column }, "data/invalid-json", parsed.message));
      continue;
    }
    const schema = Object.hasOwn(DATA_FILE_SCHEMAS, m[1]!) ? DATA_FILE_SCHEMAS[m[1]!] : undefined;
    if (!schema) {
      data[m[1]!] = parsed.value;
      continue;
    }
    const places = jsonPlaces(source.text);
    const checked = checkSchema(schema, parsed.value, source.file, (at, where) => (where === "key" ? places.key(at) : places.value(at)), "data/invalid");
    diagnostics.push(...checked.diagnostics);
    // The file as written (the schema only checks it): what the templates read stays byte for byte what it was.
    if (checked.value !== undefined) data[m[1]!] = parsed.value;
  }
  return data;
}
