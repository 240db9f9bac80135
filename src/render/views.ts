import type { ImageSize } from "./imageSizeOf.ts";
// Template props: everything a page template receives, as plain data. Templates import these types only.
import type { NavLink } from "../config/types.ts";
import type { PlaygroundManual } from "../shared/playgroundVersions.ts";
import type { VersionOption } from "../shared/versionOptions.ts";
import type { Breadcrumb, Sidebar, SidebarItem, TocEntry } from "../site/types.ts";

/** Document head metadata. All URLs absolute where the spec needs them (canonical, og:url, og:image). */
export interface HeadView {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly ogImage?: string;
  readonly ogType: "website" | "article";
  readonly locale: string;
  readonly siteName: string;
  readonly feedHref: string;
  readonly feedTitle: string;
  readonly noindex: boolean;
}

/** The header, menus and footer every page shares. */
export interface ShellView {
  readonly route: string;
  readonly nav: readonly NavLink[];
  /** The second bar on docs pages (Language Manual, API, Syntax Lookup, React); absent elsewhere. */
  readonly docsNav?: readonly NavLink[];
  readonly mobileNav: readonly NavLink[];
  readonly social: readonly NavLink[];
  readonly footer: { readonly copyright: string; readonly links: readonly NavLink[] };
  /** Local-storage keys and defaults the client uses to point header links at the reader's version. */
  readonly versionKeys: readonly { readonly key: string; readonly base: string; readonly fallback: string }[];
  readonly playgroundPath: string;
  /** The landing page's route (the logo's link). */
  readonly home: string;
  /** The first doc set's start page in its latest version (through its `latest` alias when it has one); absent without doc sets. */
  readonly docsStart?: string;
  /** Route prefixes that show the docs bar (site.json's `docsNavOn`): a header link under one stands for every docs page. */
  readonly docsNavOn: readonly string[];
}

/** Hashed asset URLs of the bundled CSS and client script. */
export interface AssetsView {
  readonly css: readonly string[];
  readonly js: readonly string[];
  /** Subresource-integrity values of the CSS and JS URLs. */
  readonly integrity: Readonly<Record<string, string>>;
  /** JSON handed to the client in a script tag of type application/json (escaped for HTML). */
  readonly clientConfig: string;
}

/** The version selector of a docs page. */
export interface VersionSelectView {
  readonly current: string;
  readonly options: readonly VersionOption[];
  readonly storageKey: string;
  /** Route prefix of the doc set; the client swaps the version segment after it. */
  readonly base: string;
  /** Where each version leads from this page: the same page there, else that version's start page. Versions without pages are missing. */
  readonly targets: Readonly<Record<string, string>>;
}

/** A docs banner with its link. */
export interface BannerView {
  readonly kind: "info" | "warning";
  readonly text: string;
  readonly linkText: string;
  readonly href: string;
}

/** A docs page (manual, React, API overview, legacy API). */
export interface DocsBodyView {
  readonly kind: "docs";
  /** The doc set's docs layout (`layout` in site.json) or an API layout: `apiOverview`, `legacyApi`, `apiModule`. */
  readonly layout: string;
  readonly docSetTitle: string;
  readonly title: string;
  readonly html: string;
  readonly sidebar?: Sidebar;
  readonly activeHref: string;
  readonly toc?: TocEntry;
  readonly breadcrumbs: readonly Breadcrumb[];
  readonly prev?: SidebarItem;
  readonly next?: SidebarItem;
  readonly editHref?: string;
  readonly banner?: BannerView;
  readonly versionSelect?: VersionSelectView;
  /** The version's printable page (every chapter on one page), when its doc set has one. */
  readonly printHref?: string;
}

/** A chapter of a printable page: a docs page's HTML with its ids and links made to fit in among the others. */
export interface PrintChapterView {
  /** The chapter's id on the printable page; every id of its HTML starts with it and `--`. */
  readonly anchor: string;
  readonly title: string;
  /** The sidebar category it is listed under. */
  readonly category: string;
  readonly html: string;
}

/** Every chapter of one doc set version on one page, in sidebar order, for printing. */
export interface PrintableBodyView {
  readonly kind: "printable";
  /** The doc set's title and the version's label, e.g. `Language Manual v11.0.0`. */
  readonly title: string;
  readonly breadcrumbs: readonly Breadcrumb[];
  readonly chapters: readonly PrintChapterView[];
}

/** A community page with its own sidebar. */
export interface CommunityBodyView {
  readonly kind: "community";
  readonly title: string;
  readonly html: string;
  readonly sidebar?: Sidebar;
  readonly activeHref: string;
  readonly toc?: TocEntry;
  readonly breadcrumbs: readonly Breadcrumb[];
  readonly editHref?: string;
}

/** An author as shown on posts. */
export interface AuthorView {
  readonly id: string;
  readonly fullname: string;
  /** What the author writes here, e.g. `Release notes`. */
  readonly role?: string;
  readonly url?: string;
}

/** A post on the blog index or at the top of an article. */
export interface BlogPostView {
  readonly href: string;
  readonly title: string;
  readonly description: string;
  /** `YYYY-MM-DD`. */
  readonly date: string;
  /** e.g. `Jan 15, 2024`. */
  readonly dateLabel: string;
  readonly badge?: string;
  readonly authors: readonly AuthorView[];
  readonly previewImg?: string;
  readonly articleImg?: string;
}

/** Bodies of the special and content pages. */
export type BodyView =
  | {
      readonly kind: "landing";
      readonly data: Readonly<Record<string, unknown>>;
      readonly examples: Readonly<Record<string, { readonly sourceHtml: string; readonly jsHtml: string; readonly playgroundHref: string }>>;
      /** Where a company proposes its logo: the edit location of the logo wall's data file. */
      readonly companiesEditHref?: string;
      /** Intrinsic sizes of the logo wall's images, by site path (for their width and height attributes). */
      readonly imageSizes: Readonly<Record<string, ImageSize>>;
    }
  | DocsBodyView
  | PrintableBodyView
  | CommunityBodyView
  | {
      readonly kind: "blogIndex";
      /** The blog's feed (site.json's `feed.path`). */
      readonly feedHref: string;
      readonly featured?: BlogPostView;
      readonly posts: readonly BlogPostView[];
      readonly archived: readonly BlogPostView[];
    }
  | {
      readonly kind: "blogArticle";
      readonly post: BlogPostView;
      readonly html: string;
      readonly editHref?: string;
      /** The blog index (site.json's `sections.blog`). */
      readonly indexHref: string;
    }
  /** `href`: the page's own route, where its filter form submits. */
  | { readonly kind: "packages"; readonly href: string; readonly packages: readonly PackageView[] }
  | { readonly kind: "syntaxLookup"; readonly href: string; readonly categories: readonly SyntaxCategoryView[] }
  | {
      readonly kind: "playground";
      readonly defaultCode: string;
      readonly compilerBase: string;
      readonly versions: readonly string[];
      /** The manual's versions and aliases: `?version=` may name one, and compiler options carry their labels. */
      readonly manual: PlaygroundManual;
    }
  | { readonly kind: "generic"; readonly title: string; readonly description?: string; readonly html: string; readonly editHref?: string }
  /** `syntaxLookupHref`: the syntax lookup page (site.json's `sections.syntaxLookup`). */
  | { readonly kind: "notFound"; readonly syntaxLookupHref: string }
  | { readonly kind: "docsOverview"; readonly docSets: readonly DocSetOverviewView[] };

/** A doc set on the docs overview page. */
export interface DocSetOverviewView {
  readonly title: string;
  readonly description?: string;
  /** The latest version's start page. */
  readonly href: string;
  readonly latestLabel: string;
  /** The latest version's API reference, if it has one. */
  readonly apiHref?: string;
  /** The other versions' start pages, as listed in site.json; `next` marks the upcoming ones. */
  readonly versions: readonly { readonly label: string; readonly href: string; readonly next: boolean }[];
}

/** A package on the packages page. */
export interface PackageView {
  readonly name: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly version: string;
  readonly repositoryHref?: string;
  readonly npmHref: string;
  readonly official: boolean;
}

/** A category of syntax-lookup entries. */
export interface SyntaxCategoryView {
  readonly id: string;
  readonly title: string;
  readonly entries: readonly {
    readonly id: string;
    readonly name: string;
    readonly summary: string;
    /** The summary with its inline Markdown (code spans, emphasis) rendered. */
    readonly summaryHtml: string;
    readonly keywords: readonly string[];
    /** The HTML fragment with the entry's explanation, loaded when the entry is opened. */
    readonly bodyHref: string;
    readonly status?: string;
  }[];
}

/** Everything a template needs to render one page. */
export interface PageView {
  readonly route: string;
  readonly head: HeadView;
  readonly shell: ShellView;
  readonly assets: AssetsView;
  readonly body: BodyView;
}

/** The module a site's `templates/index.tsx` exports. */
export interface TemplateModule {
  readonly Document: (props: { view: PageView }) => unknown;
}
