// The schema of `content/site.json`, in zod: at once the type of the resolved configuration (types.ts infers
// from it), its validator, its defaults and the words of each problem (configProblem.ts: `must` for a wrong or
// missing value, `closed` for unknown keys, `problemText` in the checks). resolveSite.ts places each problem at
// its setting's line and column.
import { z } from "zod";
import { didYouMean } from "../diagnostics/closestMatch.ts";
import { schemeOf } from "../markdown/sanitizeHtml.ts";
import { parseVersion } from "../shared/version.ts";
import { closed, type Expectation, either, must, nameOf, problemText, shown } from "./configProblem.ts";
import { httpUrlOf } from "./httpUrlOf.ts";
import { sitePathProblem } from "./sitePathProblem.ts";

/** An absolute http(s) URL, as the browser parses it (httpUrlOf.ts). */
const isHttpUrl = (v: string) => httpUrlOf(v) !== undefined;

/**
 * A string that must be `what`: `problemOf` says why a value is not (shown as the hint), or undefined when it is.
 * The message is the one of `must`, so every shape problem reads like a type problem.
 */
const shaped = (what: string, problemOf: (value: string) => string | undefined, expect: Expectation = {}) => {
  const error = must(what, expect);
  return z
    .string({ error })
    .min(1, { error })
    .check((ctx) => {
      const problem = problemOf(ctx.value);
      if (problem === undefined) return;
      ctx.issues.push({
        code: "custom",
        input: ctx.value,
        message: problemText({ message: `must be ${what}, not ${shown(ctx.value)}`, hint: problem, named: true }),
      });
    });
};

/** Why a link target is not an http(s) URL or a site path (with its query and fragment); the content rules (sanitizeHtml.ts) name the scheme. */
const linkProblem = (href: string): string | undefined => {
  const scheme = schemeOf(href);
  if (scheme !== undefined && scheme !== "http" && scheme !== "https") return `a \`${scheme}:\` URL; links may only be http(s) URLs or paths of the site`;
  if (/[\u0000-\u001f\u007f-\u009f]/.test(href)) return "it contains a control character";
  if (scheme !== undefined) {
    return httpUrlOf(href) ? undefined : "an http(s) URL needs // and a host, and no spaces, backslashes, user or password";
  }
  const pathEnd = href.search(/[?#]/);
  const problem = sitePathProblem(pathEnd === -1 ? href : href.slice(0, pathEnd));
  if (problem) return href.startsWith("/") ? problem : "links may only be http(s) URLs or paths of the site, starting with /";
  return /\s/.test(href) ? "it contains white space" : undefined;
};

/** A non-empty string. */
const text = (what = "a non-empty string", expect: Expectation = {}) => {
  const error = must(what, expect);
  return z.string({ error }).min(1, { error });
};

const BASE_URL_EXAMPLE = 'e.g. "https://rescript-lang.org"';

/** Why a value is not the site's address: an http(s) URL with no query or fragment, which paths are joined to. */
const baseUrlProblem = (value: string): string | undefined => {
  if (/[\u0000-\u0020\u007f-\u009f]/.test(value)) return `it contains a control character or white space; ${BASE_URL_EXAMPLE}`;
  const url = httpUrlOf(value);
  if (!url) return BASE_URL_EXAMPLE;
  return url.search !== "" || url.hash !== "" || value.includes("?") || value.includes("#")
    ? `the site's address has no query or fragment; ${BASE_URL_EXAMPLE}`
    : undefined;
};

/** Why a value is not a site path or an https URL (the default social image). */
const ogImageProblem = (value: string): string | undefined => {
  if (schemeOf(value) !== undefined) return httpUrlOf(value, ["https:"]) ? undefined : "an image elsewhere must have an https URL with a host";
  return sitePathProblem(value);
};

/** A site path: `/` and more. */
const sitePath = (example: string) => shaped(`a site path starting with /, e.g. "${example}"`, sitePathProblem);

/** One of a few strings, with the nearest as a hint; null (which once quietly meant the default) is a warning when `nullMeans` says what. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, nullMeans?: string) =>
  z.enum(values, { error: must(either(values), { choices: values, ...(nullMeans ? { nullMeans } : {}) }) });

/** A list of strings. */
const strings = (what: string, nullMeans?: string) => z.array(text(), { error: must(what, nullMeans ? { nullMeans } : {}) }).readonly();

/** A header, footer or menu link. */
const navLink = closed(
  {
    name: text("a non-empty string (the link's text)"),
    href: shaped('an http(s) URL or a site path (the link\'s target), e.g. "/blog"', linkProblem),
  },
  "an object with `name` and `href`",
).readonly();
const links = z
  .array(navLink, { error: must('a list of links like { "name": "Blog", "href": "/blog" }') })
  .readonly()
  .default([]);

/** A banner shown on every page of one docs version. `{link}` in `text` marks where the link goes. */
const banner = closed(
  {
    kind: oneOf(["info", "warning"], "`info`").default("info"),
    text: text("a non-empty string (the banner's text; {link} marks where the link goes)"),
    linkText: z.string({ error: must("a string (the link's text)", { nullMeans: "no link text" }) }).default(""),
    /** `same-page-latest`: the same page in the latest version; `latest-home`: the latest introduction. */
    link: oneOf(["same-page-latest", "latest-home"], "`same-page-latest`").default("same-page-latest"),
  },
  "an object with a `text` and optionally `kind`, `linkText` and `link`",
).readonly();

/** One selectable version of a doc set; `value` is a version (v11.0.0) or `latest`. */
const versionEntry = closed(
  {
    value: z.string({ error: must('a version like "v11.0.0", or "latest"') }).refine((v) => v === "latest" || parseVersion(v) !== undefined, {
      error: must('a version like "v11.0.0", or "latest"', { hint: "versions are three numbers with an optional v" }),
    }),
    label: text("a non-empty string (the version select's label)").optional(),
  },
  'an object like { "value": "v11.0.0", "label": "v11" }',
)
  .transform((v) => ({ value: v.value, label: v.label ?? v.value }))
  .readonly();

/** Why a value is not the slug of a version's printable page: one path segment, and not the API reference's. */
const printPageProblem = (value: string): string | undefined => {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(value)) return "a slug is one path segment: lowercase letters, digits and -";
  return value === "api" ? "`api` is where each version's API reference lives" : undefined;
};

const DOC_SET_EXAMPLE =
  'e.g. { "id": "manual", "base": "/docs/manual", "title": "Language Manual", "storageKey": "manual_version", "latest": "v11.0.0", "versions": [...] }';

/** A versioned set of docs under one base path (the language manual, the React docs). */
const docSet = closed(
  {
    id: text('a non-empty string (the doc set\'s id, e.g. "manual")', { hint: DOC_SET_EXAMPLE }),
    /** Route prefix, stored without trailing slash, e.g. `/docs/manual`. */
    base: sitePath("/docs/manual").transform((b) => b.replace(/\/+$/, "")),
    title: text("a non-empty string (the doc set's title)", { hint: DOC_SET_EXAMPLE }),
    /** One sentence on what the doc set documents, for the docs overview page. */
    description: z.string({ error: must("a string (one sentence on what the doc set documents)") }).optional(),
    /** Local-storage key that remembers the reader's chosen version. */
    storageKey: text('a non-empty string (the local-storage key of the chosen version, e.g. "manual_version")', { hint: DOC_SET_EXAMPLE }),
    /** Version folder that `latest` stands for (may itself be named `latest`). */
    latest: text('a non-empty string (the version folder `latest` stands for, e.g. "v11.0.0")', { hint: DOC_SET_EXAMPLE }),
    /** Version folder that `next` stands for, if any. */
    next: z.string({ error: must('a string (the version folder `next` stands for, e.g. "v12.0.0")', { nullMeans: "no next version" }) }).optional(),
    /** Route aliases rendered as redirects to a real version folder, e.g. `latest -> v11.0.0`. */
    aliases: z
      .record(z.string(), text('a non-empty string (the version folder it stands for, e.g. "v11.0.0")'), {
        error: must('an object of route aliases, e.g. { "latest": "v11.0.0" }'),
      })
      .default({}),
    /** Selectable versions, newest first; those listed in `nextVersions` show under '--- Next ---'. */
    versions: z
      .array(versionEntry, { error: must('a list of versions like { "value": "v11.0.0" }') })
      .readonly()
      .default([]),
    banners: z
      .record(z.string(), banner, { error: must("an object of banners by version folder") })
      .readonly()
      .default({}),
    /** Breadcrumb trail before the page title, e.g. Docs / Language Manual. */
    crumbs: strings('a list of strings, e.g. ["Docs", "Language Manual"]').optional(),
    /** Page slug of each version's start page. */
    home: text('a non-empty string (the page slug of a version\'s start page, e.g. "introduction")').default("introduction"),
    /** The name of the docs layout its pages use (`docs--<layout>` on the page); the doc set's id when left out. */
    layout: text('a non-empty string (the docs layout\'s name, e.g. "manual")').optional(),
    /**
     * The page slug of a printable page in each listed version folder (`<base>/<version>/<printPage>`): every chapter of
     * the version's sidebar on one page, in sidebar order. None when left out.
     */
    printPage: shaped('a page slug, e.g. "print"', printPageProblem).optional(),
    /** Pages under a version folder the doc set does not list: rendered plain (no sidebar), or not at all. */
    unknownVersions: oneOf(["plain", "none"]).default("plain"),
    /**
     * Routes without a version folder (`<base>/<page>`) redirect to the page of the latest version (or of the newest
     * version that has it); `categories` also serves a sidebar category's pages under another base, e.g. `{ "Guides": "/docs/guides" }`.
     */
    versionless: closed(
      {
        categories: z
          .record(
            z.string(),
            sitePath("/docs/guides").transform((b) => b.replace(/\/+$/, "")),
            {
              error: must('an object of sidebar categories and the base their pages are also served under, e.g. { "Guides": "/docs/guides" }'),
            },
          )
          .default({}),
      },
      "an object",
      '{ "categories": { "Guides": "/docs/guides" } }',
    ).optional(),
  },
  "an object",
  DOC_SET_EXAMPLE,
)
  .transform((set) => ({
    id: set.id,
    base: set.base,
    title: set.title,
    ...(set.description ? { description: set.description } : {}),
    storageKey: set.storageKey,
    latest: set.latest,
    ...(set.next ? { next: set.next } : {}),
    aliases: set.aliases as Readonly<Record<string, string>>,
    versions: set.versions,
    nextVersions: (set.next ? [set.next] : []) as readonly string[],
    banners: set.banners,
    crumbs: set.crumbs ?? (["Docs", set.title] as readonly string[]),
    home: set.home,
    layout: set.layout ?? set.id,
    ...(set.printPage ? { printPage: set.printPage } : {}),
    unknownVersions: set.unknownVersions,
    ...(set.versionless ? { versionless: { categories: set.versionless.categories as Readonly<Record<string, string>> } } : {}),
  }))
  .readonly();

const ALGOLIA_KEYS = ["appId", "apiKey", "indexName"] as const;

/** Offline search (default) or Algolia DocSearch, with the modal's settings. */
const search = closed(
  {
    provider: oneOf(["local", "algolia"]).default("local"),
    /** False turns off recent and favorite searches (nothing is stored); absent means on. */
    personalization: z.boolean({ error: must("true or false", { hint: "false keeps recent and favorite searches out of local storage" }) }).optional(),
    /** The no-results screen's report link; `{query}` is replaced by the URL-encoded query. */
    missingResultsUrl: z
      .string({ error: must("an http(s) URL") })
      .refine(isHttpUrl, { error: must("an http(s) URL", { hint: 'e.g. "https://github.com/org/docs/issues/new?title=Missing+results+for+{query}"' }) })
      .optional(),
    appId: z.string({ error: must("a string (the Algolia application id)") }).optional(),
    apiKey: z.string({ error: must("a string (the Algolia search key)") }).optional(),
    indexName: z.string({ error: must("a string (the Algolia index)") }).optional(),
  },
  'an object like { "provider": "local" }',
)
  .check((ctx) => {
    const missing = ALGOLIA_KEYS.filter((k) => !ctx.value[k]);
    if (ctx.value.provider !== "algolia" || missing.length === 0) return;
    ctx.issues.push({
      code: "custom",
      input: ctx.value,
      path: ["provider"],
      message: problemText({
        message: `Algolia search is missing ${missing.map((k) => `\`${k}\``).join(" and ")}`,
        hint: 'set search.appId, search.apiKey and search.indexName, or use the offline index with provider "local"',
      }),
    });
  })
  .transform((s) => {
    const common = {
      ...(s.personalization !== undefined ? { personalization: s.personalization } : {}),
      ...(s.missingResultsUrl !== undefined ? { missingResultsUrl: s.missingResultsUrl } : {}),
    };
    return s.provider === "algolia"
      ? { provider: "algolia" as const, appId: s.appId!, apiKey: s.apiKey!, indexName: s.indexName!, ...common }
      : { provider: "local" as const, ...common };
  })
  .readonly();

const TOOLCHAIN_EXAMPLE = '{ "compiler": "rescript-11", "libraries": ["@rescript/core"] }';

/** A pinned ReScript compiler for the examples of some docs versions. */
const toolchain = closed(
  {
    /** npm package (or alias) of the compiler, e.g. `rescript-11`. */
    compiler: text("a non-empty string (the npm package of the compiler)", { hint: TOOLCHAIN_EXAMPLE }),
    /** ReScript libraries compiled once and put on the include path, e.g. `@rescript/core`. */
    libraries: strings('a list of npm packages, e.g. ["@rescript/core"]').default([]),
    /** Modules opened in every example, e.g. `RescriptCore`. */
    open: strings('a list of module names, e.g. ["RescriptCore"]').default([]),
    /** Extra compiler flags for every example, e.g. `["-enable-experimental", "LetUnwrap"]`. */
    flags: strings('a list of compiler flags, e.g. ["-enable-experimental", "LetUnwrap"]').default([]),
    uncurried: z.boolean({ error: must("true or false", { nullMeans: "false" }) }).default(false),
    /** JSX version (4), or absent for no JSX transform. */
    jsx: z
      .number({ error: must(either([3, 4]), { nullMeans: "no JSX transform" }) })
      .refine((v) => v === 3 || v === 4, { error: must(either([3, 4])) })
      .optional(),
    /** JSX v4 mode; the compiler's default when absent. */
    jsxMode: oneOf(["classic", "automatic"], "the compiler's default mode").optional(),
    /** Module format of the generated JS Output. */
    module: oneOf(["esmodule", "commonjs"], "`esmodule`").default("esmodule"),
  },
  "an object with the `compiler` and its settings",
  TOOLCHAIN_EXAMPLE,
).readonly();

/** Which toolchain compiles the examples under a route prefix. */
const exampleRoute = closed(
  { prefix: sitePath("/docs/manual/v11.0.0"), toolchain: z.string({ error: must("the id of a configured toolchain") }) },
  'an object like { "prefix": "/docs/manual/v11.0.0", "toolchain": "v11" }',
).readonly();

/** Areas a legacy (v8 to v10) API reference may have. */
const LEGACY_API_AREAS = ["belt", "dom", "js"];

/** One area of an API reference (Core, Belt, Js, Dom...). */
const apiArea = closed(
  {
    id: text('a non-empty string (the area\'s id, e.g. "belt")'),
    title: text('a non-empty string (the area\'s title, e.g. "Belt")'),
    /** For `tools` versions: `stdlib:<file>` in the compiler's library, or `<package>/<file>`. */
    source: text('a non-empty string: "stdlib:<file>" or "<package>/<file>"', { nullMeans: "no source" }).optional(),
    /** For `legacy` versions: the module page slugs, e.g. `hash-map-int`. */
    modules: strings('a list of module page slugs, e.g. ["hash-map-int"]', "no modules").optional(),
  },
  'an object like { "id": "belt", "title": "Belt", "source": "stdlib:belt.res" }',
).readonly();

/** The API reference of one docs version: extracted with rescript-tools, or read from legacy interfaces. */
const apiVersion = closed(
  {
    toolchain: z.string({ error: must("the id of a configured toolchain") }),
    /** The doc set whose version folder gets the reference (`<base>/<version>/api`); the first doc set when left out. */
    docSet: text("the id of a configured doc set").optional(),
    kind: oneOf(["tools", "legacy"], "`tools`").default("tools"),
    areas: z.array(apiArea, { error: must("a list of API areas") }).readonly(),
  },
  'an object like { "toolchain": "v11", "areas": [...] }',
)
  .check((ctx) => {
    if (ctx.value.kind !== "legacy") return;
    for (const [i, area] of ctx.value.areas.entries()) {
      if (LEGACY_API_AREAS.includes(area.id)) continue;
      ctx.issues.push({
        code: "custom",
        input: area.id,
        path: ["areas", i, "id"],
        message: problemText({
          message: `must be ${either(LEGACY_API_AREAS)} in a legacy API reference, not ${shown(area.id)}`,
          hint: 'areas of other ids need `kind` "tools"',
          named: true,
        }),
      });
    }
  })
  .readonly();

/** An https URL with nothing after its path: no user, query or fragment. */
const httpsPrefixOf = (item: string): URL | undefined => {
  let url: URL | undefined;
  try {
    url = new URL(item);
  } catch {
    return undefined;
  }
  return url.protocol === "https:" && url.username === "" && url.password === "" && url.search === "" && url.hash === "" ? url : undefined;
};

/** An https URL prefix with nothing after its path, as its `URL.href`. */
const embedPrefix = z
  .string({ error: must("an https URL prefix") })
  .refine((item) => httpsPrefixOf(item) !== undefined, {
    error: must("an https URL prefix (no user, query or fragment)", { hint: 'e.g. "https://www.youtube-nocookie.com/embed/"' }),
  })
  .transform((item) => httpsPrefixOf(item)!.href);

/** Where the playground finds compilers. */
const playground = closed(
  {
    /** Base URL of the compiler bundles, stored without a trailing slash. */
    compilerBase: z
      .string({ error: must("an http(s) URL") })
      .refine(isHttpUrl, { error: must("an http(s) URL", { hint: '"https://cdn.rescript-lang.org"' }) })
      .transform((b) => b.replace(/\/+$/, ""))
      .default("https://cdn.rescript-lang.org"),
    /** Bundle versions offered in the static site (`v12.0.0`), the first being the default. */
    versions: z
      .array(z.string({ error: must('a version like "v12.0.0"') }).regex(/^v\d+\.\d+\.\d+(-[\w.]+)?$/, { error: must('a version like "v12.0.0"') }), {
        error: must('a list of versions like "v12.0.0"'),
      })
      .readonly()
      .default([]),
    /** The doc set whose versions name the playground's compilers (`?version=`); the first doc set when left out. */
    docSet: text("the id of a configured doc set").optional(),
    /** Toolchain ids `docsgen serve` compiles with instead (the first being the default). */
    devToolchains: z
      .array(z.string({ error: must("a toolchain id") }), { error: must("a list of toolchain ids") })
      .readonly()
      .default([]),
  },
  "an object with `compilerBase`, `versions` and `devToolchains`",
).readonly();

const EDIT_EXAMPLE = '"edit": {"repository": "https://github.com/owner/repo", "branch": "main", "path": "{path}"}';

/** Where this site's sources live, for the "Edit this page" links: all three right, or no edit links. */
const editPart = (what: string, valid: (value: string) => boolean) => {
  const error = must(what, { hint: EDIT_EXAMPLE, leavesObject: true });
  return z.string({ error }).min(1, { error }).refine(valid, { error });
};
const edit = closed(
  {
    repository: editPart("the repository's http(s) address", (u) => /^https?:\/\/[^/\s]+\/[^\s?#]+$/.test(u) && isHttpUrl(u)),
    branch: editPart("a branch name", (b) => !/[\s?#]|\.\./.test(b)),
    path: editPart("a relative path containing {path} (the source's path from the project root)", (p) => p.includes("{path}") && !p.startsWith("/")).default(
      "{path}",
    ),
  },
  "an object with `repository`, `branch` and optionally `path`",
  EDIT_EXAMPLE,
).readonly();

/** Route paths only: `/` followed by word characters, dots, dashes and slashes, never `..`. */
const redirectFrom = /^\/[\w./-]*$/;
const REDIRECT_EXAMPLE = '{ "/community": "/community/overview" }';

/** A redirect route as the route table keys it: no trailing slash (but `/`), no query or fragment. */
const redirectRoute = (route: string) => route.replace(/[?#].*$/s, "").replace(/\/+$/, "") || "/";

/**
 * The loops among the redirects, each once, as the raw keys from the first in file order: a chain of redirects
 * that comes back to where it started never ends at a page (browsers stop it with "too many redirects").
 */
function redirectLoops(redirects: Readonly<Record<string, string>>): string[][] {
  const keyOf = new Map<string, string>();
  for (const from of Object.keys(redirects)) if (!keyOf.has(redirectRoute(from))) keyOf.set(redirectRoute(from), from);
  const loops: string[][] = [];
  const seen = new Set<string>();
  for (const start of Object.keys(redirects)) {
    const chain: string[] = [];
    let route = redirectRoute(start);
    while (keyOf.has(route) && !seen.has(route) && !chain.includes(route)) {
      chain.push(route);
      route = redirectRoute(redirects[keyOf.get(route)!]!);
    }
    const at = chain.indexOf(route);
    if (at !== -1) loops.push(chain.slice(at).map((r) => keyOf.get(r)!));
    for (const r of chain) seen.add(r);
  }
  return loops;
}

/** A problem of a reference to a toolchain id, with the nearest configured one. */
const unknownToolchain = (id: string, path: readonly PropertyKey[], known: readonly string[]) =>
  problemText({
    message: `\`${nameOf(path)}\` names the toolchain ${shown(id)}, which \`toolchains\` does not configure`,
    hint: didYouMean(id, known) ?? (known.length === 0 ? "configure it in `toolchains`" : `configured: ${known.join(", ")}`),
    refersTo: ["toolchains", id],
  });

/** The schema of site.json. */
export const siteSchema = closed(
  {
    name: text().default("ReScript Documentation"),
    description: text().default("The ReScript language and ecosystem docs"),
    locale: text('a non-empty string, e.g. "en_US"').default("en_US"),
    /** Absolute site URL, stored without trailing slash, used for canonical links, og:url and the feed. */
    baseUrl: shaped("an absolute http(s) URL", baseUrlProblem, { hint: BASE_URL_EXAMPLE })
      .transform((u) => httpUrlOf(u)!.href.replace(/\/+$/, ""))
      .default("https://rescript-lang.org"),
    /** Default social preview image: a site path (of an image in public/) or an https URL. */
    ogImage: shaped('a site path of an image in public/ or an https URL, e.g. "/img/og.png"', ogImageProblem).optional(),
    nav: links,
    docsNav: links,
    /** Route prefixes whose pages show `docsNav` (the docs sub-bar). */
    docsNavOn: z
      .array(sitePath("/docs"), { error: must('a list of route prefixes, e.g. ["/docs"]') })
      .readonly()
      .default([]),
    mobileNav: links,
    social: links,
    footer: closed(
      { copyright: z.string({ error: must("a string ({year} is the current year)") }).default("© {year} The ReScript Project"), links },
      "an object with a `copyright` text and a list of `links`",
      '{ "copyright": "© {year} Me", "links": [] }',
    )
      .readonly()
      .prefault({}),
    /**
     * Where this site's sources live, for the "Edit this page" links: the repository's web address, the branch and
     * the path of a source in it (`{path}`: its path from the project root). Without it no page has an edit link.
     */
    edit: edit.optional(),
    docSets: z
      .array(docSet, { error: must("a list of doc sets", { hint: DOC_SET_EXAMPLE }) })
      .readonly()
      .default([]),
    search: search.prefault({}),
    playgroundPath: sitePath("/try").default("/try"),
    /**
     * The site's sections: where its generated pages are and, for the blog, the community pages and the syntax lookup,
     * the content folder of their pages (the route without its leading /).
     */
    sections: closed(
      {
        /** The landing page. */
        landing: sitePath("/").default("/"),
        /** Blog posts (`<folder>/<date>-<slug>.mdx` -> `<route>/<slug>`) and the blog index at the route. */
        blog: sitePath("/blog").default("/blog"),
        /** Pages with the community layout and the folder's own `sidebar.json`. */
        community: sitePath("/community").default("/community"),
        /** The syntax lookup page, made of the folder's entries. */
        syntaxLookup: sitePath("/syntax-lookup").default("/syntax-lookup"),
        /** The package list, from `data/packages.json`. */
        packages: sitePath("/packages").default("/packages"),
        /** An overview of the doc sets (each one's title, description and versions), made from `docSets`; none when left out. */
        docs: sitePath("/docs").optional(),
      },
      "an object of section routes",
      '{ "blog": "/blog", "community": "/community", "syntaxLookup": "/syntax-lookup", "packages": "/packages" }',
    )
      .readonly()
      .prefault({}),
    feed: closed(
      {
        path: sitePath("/blog/feed.xml").default("/blog/feed.xml"),
        title: z.string({ error: must("a string (the feed's title)") }).default("ReScript Blog"),
        description: z.string({ error: must("a string (the feed's description)") }).default("News and articles about ReScript"),
      },
      "an object with `path`, `title` and `description` texts",
    )
      .readonly()
      .prefault({}),
    /** Pinned compilers by id; empty when examples are not compiled. */
    toolchains: z.record(z.string(), toolchain, { error: must("an object of toolchains by id", { hint: `{ "v11": ${TOOLCHAIN_EXAMPLE} }` }) }).default({}),
    /** Route prefixes mapped to toolchains, longest prefix first; `defaultToolchain` elsewhere. */
    // Sorted longest prefix first at the end, after the checks below name entries by their place in the file.
    exampleRoutes: z
      .array(exampleRoute, { error: must("a list of example routes") })
      .readonly()
      .default([]),
    defaultToolchain: z.string({ error: must("the id of a configured toolchain") }).optional(),
    /** API references by docs version. */
    api: z.record(z.string(), apiVersion, { error: must("an object of API references by docs version") }).default({}),
    /** Extra routes that redirect to another route, e.g. `/community` -> `/community/overview`. */
    redirects: z
      .record(
        z.string(),
        z
          .string({ error: must("a site path (a string)", { hint: REDIRECT_EXAMPLE }) })
          .refine((to) => to.startsWith("/") && !to.startsWith("//"), { error: must("a site path starting with a single /", { hint: REDIRECT_EXAMPLE }) })
          .check((ctx) => {
            const problem = linkProblem(ctx.value);
            if (problem === undefined || !ctx.value.startsWith("/") || ctx.value.startsWith("//")) return;
            const message = `must be a site path starting with a single /, not ${shown(ctx.value)}`;
            ctx.issues.push({ code: "custom", input: ctx.value, message: problemText({ message, hint: problem, named: true }) });
          }),
        { error: must("an object of redirects, from route to route", { hint: REDIRECT_EXAMPLE }) },
      )
      .default({}),
    /** https URL prefixes that raw HTML may embed in an iframe; every other active HTML is an error. */
    trustedEmbeds: z
      .array(embedPrefix, { error: must("a list of https URL prefixes", { hint: '["https://www.youtube-nocookie.com/embed/"]' }) })
      .readonly()
      .default([]),
    /** The /try page's compilers: the browser bundles (`{compilerBase}/{version}/compiler.js`) and, in `serve`, the pinned toolchains. */
    playground: playground.prefault({}),
  },
  "a JSON object",
)
  .check((ctx) => {
    // References between keys: example routes, the default toolchain, the API references and the playground name configured toolchains.
    const site = ctx.value;
    const ids = Object.keys(site.toolchains);
    const refer = (id: string, path: PropertyKey[]) => {
      if (!Object.hasOwn(site.toolchains, id)) ctx.issues.push({ code: "custom", input: id, path, message: unknownToolchain(id, path, ids) });
    };
    for (const [i, route] of site.exampleRoutes.entries()) refer(route.toolchain, ["exampleRoutes", i, "toolchain"]);
    if (site.defaultToolchain !== undefined) refer(site.defaultToolchain, ["defaultToolchain"]);
    for (const [version, api] of Object.entries(site.api)) refer(api.toolchain, ["api", version, "toolchain"]);
    for (const [i, id] of site.playground.devToolchains.entries()) refer(id, ["playground", "devToolchains", i]);
    // The doc sets an API reference and the playground name.
    const sets = site.docSets.map((d) => d.id);
    const referSet = (id: string | undefined, path: PropertyKey[]) => {
      if (id === undefined || sets.includes(id)) return;
      const message = problemText({
        message: `\`${nameOf(path)}\` names the doc set ${shown(id)}, which \`docSets\` does not configure`,
        hint: didYouMean(id, sets) ?? (sets.length === 0 ? "configure it in `docSets`" : `configured: ${sets.join(", ")}`),
      });
      ctx.issues.push({ code: "custom", input: id, path, message });
    };
    for (const [version, api] of Object.entries(site.api)) referSet(api.docSet, ["api", version, "docSet"]);
    referSet(site.playground.docSet, ["playground", "docSet"]);
    for (const from of Object.keys(site.redirects)) {
      if (redirectFrom.test(from) && !from.includes("..")) continue;
      ctx.issues.push({
        code: "custom",
        input: from,
        path: ["redirects", from],
        message: problemText({
          message: `the redirect from ${shown(from)} must start from a site path: /, then letters, digits, _ . - and /, never ..`,
          hint: REDIRECT_EXAMPLE,
          at: "key",
        }),
      });
    }
    for (const loop of redirectLoops(site.redirects)) {
      const [from] = loop;
      ctx.issues.push({
        code: "custom",
        input: from,
        path: ["redirects", from!],
        message: problemText({
          message:
            loop.length === 1
              ? `the redirect from ${shown(from)} leads to itself`
              : `the redirects loop: ${loop.map((r) => shown(r)).join(" -> ")} -> ${shown(from)}`,
          hint: "a redirect must end at a page; change or remove one of them",
          at: "key",
        }),
      });
    }
  })
  .transform((site) => ({
    ...site,
    exampleRoutes: [...site.exampleRoutes].sort((a, b) => b.prefix.length - a.prefix.length) as readonly z.output<typeof exampleRoute>[],
    toolchains: Object.fromEntries(Object.entries(site.toolchains).map(([id, t]) => [id, { id, ...t }])) as Readonly<
      Record<string, z.output<typeof toolchain> & { readonly id: string }>
    >,
    api: Object.fromEntries(Object.entries(site.api).map(([version, a]) => [version, { version, ...a }])) as Readonly<
      Record<string, z.output<typeof apiVersion> & { readonly version: string }>
    >,
    redirects: Object.fromEntries(Object.entries(site.redirects).map(([from, to]) => [from.replace(/\/+$/, "") || "/", to])) as Readonly<
      Record<string, string>
    >,
  }))
  .readonly();
