import type { VersionEntry } from "../shared/versionOptions.ts";

/** A link in the header, footer or menus. */
export interface NavLink {
  readonly name: string;
  readonly href: string;
}

/** A banner shown on every page of one docs version. `{link}` in `text` marks where the link goes. */
export interface ResolvedBanner {
  readonly kind: "info" | "warning";
  readonly text: string;
  readonly linkText: string;
  /** `same-page-latest`: the same page in the latest version; `latest-home`: the latest introduction. */
  readonly link: "same-page-latest" | "latest-home";
}

/** A versioned set of docs under one base path (the language manual, the React docs). */
export interface ResolvedDocSet {
  readonly id: string;
  /** Route prefix without trailing slash, e.g. `/docs/manual`. */
  readonly base: string;
  readonly title: string;
  /** Local-storage key that remembers the reader's chosen version. */
  readonly storageKey: string;
  /** Version folder that `latest` stands for (may itself be named `latest`). */
  readonly latest: string;
  /** Version folder that `next` stands for, if any. */
  readonly next?: string;
  /** Route aliases rendered as redirects to a real version folder, e.g. `latest -> v11.0.0`. */
  readonly aliases: Readonly<Record<string, string>>;
  /** Selectable versions, newest first; those listed in `nextVersions` show under '--- Next ---'. */
  readonly versions: readonly VersionEntry[];
  readonly nextVersions: readonly string[];
  readonly banners: Readonly<Record<string, ResolvedBanner>>;
  /** Breadcrumb trail before the page title, e.g. Docs / Language Manual. */
  readonly crumbs: readonly string[];
  /** Page slug of each version's start page. */
  readonly home: string;
}

/** Settings of the search modal whatever the provider. */
export interface ResolvedSearchCommon {
  /** False turns off recent and favorite searches (nothing is stored); absent means on. */
  readonly personalization?: boolean;
  /** The no-results screen's report link; `{query}` is replaced by the URL-encoded query. */
  readonly missingResultsUrl?: string;
}

/** Offline search (default) or Algolia DocSearch. */
export type ResolvedSearch = ResolvedSearchCommon &
  ({ readonly provider: "local" } | { readonly provider: "algolia"; readonly appId: string; readonly apiKey: string; readonly indexName: string });

/** A pinned ReScript compiler for the examples of some docs versions. */
export interface ResolvedToolchain {
  readonly id: string;
  /** npm package (or alias) of the compiler, e.g. `rescript-11`. */
  readonly compiler: string;
  /** ReScript libraries compiled once and put on the include path, e.g. `@rescript/core`. */
  readonly libraries: readonly string[];
  /** Modules opened in every example, e.g. `RescriptCore`. */
  readonly open: readonly string[];
  readonly uncurried: boolean;
  /** JSX version (4), or undefined for no JSX transform. */
  readonly jsx?: number;
  /** JSX v4 mode (`classic` or `automatic`); the compiler's default when absent. */
  readonly jsxMode?: "classic" | "automatic";
  /** Extra compiler flags for every example, e.g. `["-enable-experimental", "LetUnwrap"]`. */
  readonly flags: readonly string[];
  /** Module format of the generated JS Output. */
  readonly module: "esmodule" | "commonjs";
}

/** Where the playground finds compilers. */
export interface ResolvedPlayground {
  /** Base URL of the compiler bundles, without a trailing slash. */
  readonly compilerBase: string;
  /** Bundle versions offered in the static site (`v12.0.0`), the first being the default. */
  readonly versions: readonly string[];
  /** Toolchain ids `docsgen serve` compiles with instead (the first being the default). */
  readonly devToolchains: readonly string[];
}

/** Which toolchain compiles the examples under a route prefix. */
export interface ExampleRoute {
  readonly prefix: string;
  readonly toolchain: string;
}

/** One area of an API reference (Core, Belt, Js, Dom...). */
export interface ResolvedApiArea {
  readonly id: string;
  readonly title: string;
  /** For `tools` versions: `stdlib:<file>` in the compiler's library, or `<package>/<file>`. */
  readonly source?: string;
  /** For `legacy` versions: the module page slugs, e.g. `hash-map-int`. */
  readonly modules?: readonly string[];
}

/** The API reference of one docs version: extracted with rescript-tools, or read from legacy interfaces. */
export interface ResolvedApiVersion {
  readonly version: string;
  readonly toolchain: string;
  readonly kind: "tools" | "legacy";
  readonly areas: readonly ResolvedApiArea[];
}

/** The validated site configuration with every default applied. */
export interface ResolvedSite {
  readonly name: string;
  readonly description: string;
  readonly locale: string;
  /** Absolute site URL without trailing slash, used for canonical links, og:url and the feed. */
  readonly baseUrl: string;
  /** Default social preview image, site-absolute path. */
  readonly ogImage?: string;
  readonly nav: readonly NavLink[];
  readonly docsNav: readonly NavLink[];
  readonly mobileNav: readonly NavLink[];
  readonly social: readonly NavLink[];
  readonly footer: { readonly copyright: string; readonly links: readonly NavLink[] };
  /** Pattern of "Edit this page" links: `{path}` becomes the source file's path from the project root. */
  readonly editUrl?: string;
  readonly docSets: readonly ResolvedDocSet[];
  readonly search: ResolvedSearch;
  readonly playgroundPath: string;
  readonly feed: { readonly path: string; readonly title: string; readonly description: string };
  /** Pinned compilers by id; empty when examples are not compiled. */
  readonly toolchains: Readonly<Record<string, ResolvedToolchain>>;
  /** Route prefixes mapped to toolchains, longest prefix first; `defaultToolchain` elsewhere. */
  readonly exampleRoutes: readonly ExampleRoute[];
  readonly defaultToolchain?: string;
  /** API references by docs version. */
  readonly api: Readonly<Record<string, ResolvedApiVersion>>;
  /** Extra routes that redirect to another route, e.g. `/community` -> `/community/overview`. */
  readonly redirects: Readonly<Record<string, string>>;
  /** The /try page's compilers: the browser bundles (`{compilerBase}/{version}/compiler.js`) and, in `serve`, the pinned toolchains. */
  readonly playground: ResolvedPlayground;
  /** https URL prefixes that raw HTML may embed in an iframe; every other active HTML is an error. */
  readonly trustedEmbeds: readonly string[];
}

/** Where things are on disk, absolute paths. */
export interface ResolvedPaths {
  readonly root: string;
  readonly content: string;
  readonly out: string;
  readonly templates: string;
  readonly client: string;
  readonly public: string;
  readonly cache: string;
}

/** Everything a build needs to know before it reads content. */
export interface ResolvedConfig {
  readonly site: ResolvedSite;
  readonly paths: ResolvedPaths;
  readonly strict: boolean;
}
