import type { ResolvedDocSet, ResolvedSite } from "../config/types.ts";
import type { Page } from "../content/types.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { Layout } from "./chooseLayout.ts";

/** A link in a sidebar. */
export interface SidebarItem {
  readonly name: string;
  /** Site-absolute route. */
  readonly href: string;
}

/** A titled group of sidebar links. */
export interface SidebarCategory {
  readonly name: string;
  readonly items: readonly SidebarItem[];
}

/** A sidebar: categories in `sidebar.json` key order. */
export interface Sidebar {
  readonly categories: readonly SidebarCategory[];
}

/** One crumb; the last crumb of a trail has no href. */
export interface Breadcrumb {
  readonly name: string;
  readonly href?: string;
}

/** A table-of-contents entry, keyed by route: the page's H2 headings and its sidebar category. */
export interface TocEntry {
  readonly id: string;
  readonly title: string;
  readonly headers: readonly TocHeader[];
  readonly category?: string;
}

/** A heading of a page's table of contents; an API page's items also say their kind and whether they are deprecated. */
export interface TocHeader {
  readonly name: string;
  readonly href: string;
  readonly kind?: "type" | "value" | "moduleType";
  readonly deprecated?: true;
}

/** Where a docs page sits: its doc set, version, sidebar and neighbours. */
export interface DocsPlacement {
  readonly docSet: ResolvedDocSet;
  /** The version folder (`v11.0.0`, `latest` for React). */
  readonly version: string;
  readonly sidebar: Sidebar | undefined;
  readonly category?: string;
  readonly prev?: SidebarItem;
  readonly next?: SidebarItem;
  readonly breadcrumbs: readonly Breadcrumb[];
}

/** A blog post with its validated front matter. */
export interface BlogPost {
  readonly page: Page;
  readonly slug: string;
  /** `YYYY-MM-DD`. */
  readonly date: string;
  readonly author: string;
  readonly coAuthors: readonly string[];
  readonly badge?: string;
  readonly previewImg?: string;
  readonly articleImg?: string;
  readonly archived: boolean;
}

/** A syntax-lookup entry. */
export interface SyntaxEntry {
  readonly page: Page;
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly keywords: readonly string[];
  readonly category: string;
  readonly status?: string;
}

/** A chapter of a printable page: a page of the version's sidebar, with the category it is listed under. */
export interface PrintChapter {
  readonly page: Page;
  /** The sidebar's name for it. */
  readonly name: string;
  readonly category: string;
}

/** Every chapter of one doc set version, in sidebar order, for its printable page (`printPage` in site.json). */
export interface PrintableDocs {
  readonly docSet: ResolvedDocSet;
  /** The version folder (`v11.0.0`). */
  readonly version: string;
  readonly chapters: readonly PrintChapter[];
}

/** What produces the file of a route. */
export type RouteTarget =
  | { readonly kind: "page"; readonly page: Page }
  | { readonly kind: "special"; readonly name: "landing" | "blogIndex" | "packages" | "syntaxLookup" | "playground" | "docsOverview" }
  | { readonly kind: "printable"; readonly docs: PrintableDocs }
  | { readonly kind: "redirect"; readonly to: string };

/** A route of the site with its layout. */
export interface RouteEntry {
  readonly route: string;
  readonly target: RouteTarget;
  readonly layout: Layout;
}

/** API index entry of a module page: its name and the anchors of its items. */
export interface ApiIndexEntry {
  readonly moduleName: string;
  readonly headers: readonly { readonly name: string; readonly href: string }[];
}

/** Everything the renderers need: the whole site, resolved and cross-linked. */
export interface SiteModel {
  readonly site: ResolvedSite;
  /** Every route, sorted. */
  readonly routes: ReadonlyMap<string, RouteEntry>;
  readonly placements: ReadonlyMap<string, DocsPlacement>;
  /** Community pages' sidebar. */
  readonly communitySidebar: Sidebar | undefined;
  readonly toc: ReadonlyMap<string, TocEntry>;
  /** API reference pages by route (generated ones and hand-written legacy ones). */
  readonly apiIndex: ReadonlyMap<string, ApiIndexEntry>;
  readonly blog: readonly BlogPost[];
  readonly syntax: readonly SyntaxEntry[];
  /** Parsed JSON of `data/*.json`, keyed by file name without extension. */
  readonly data: Readonly<Record<string, unknown>>;
  /** Files in public/, as site-absolute paths. */
  readonly assets: ReadonlySet<string>;
}

/** The site model with the problems found while building it. */
export interface SiteModelResult {
  readonly model: SiteModel;
  readonly diagnostics: readonly Diagnostic[];
}
