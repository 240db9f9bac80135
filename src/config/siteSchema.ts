// The schema of `content/site.json`, in zod: at once the type of the resolved configuration (types.ts
// infers from it), its validator and its defaults. The messages the build prints for each problem are in
// PROBLEMS below; resolveSite.ts turns zod's issues into diagnostics at the key's line.
import { z } from "zod";
import { parseVersion } from "../shared/version.ts";

/** An http(s) URL string. */
const isHttpUrl = (v: string) => /^https?:\/\/[^/]+/.test(v);

/** A non-empty string. */
const text = z.string().min(1);

/** Strings of a list, anything else left out. */
const strings = z.array(z.unknown()).transform((list) => list.filter((x): x is string => typeof x === "string") as readonly string[]);

const navLink = z.object({ name: z.string(), href: z.string() }).readonly();
const links = z.array(navLink).readonly().default([]);

/** A banner shown on every page of one docs version. `{link}` in `text` marks where the link goes. */
const banner = z
  .object({
    kind: z.enum(["info", "warning"]).catch("info"),
    text: z.string(),
    linkText: z.string().catch(""),
    /** `same-page-latest`: the same page in the latest version; `latest-home`: the latest introduction. */
    link: z.enum(["same-page-latest", "latest-home"]).catch("same-page-latest"),
  })
  .readonly();

/** One selectable version of a doc set; `value` is a version (v11.0.0) or `latest`. */
const versionEntry = z
  .object({ value: z.string().refine((v) => v === "latest" || parseVersion(v) !== undefined, { params: { check: "version" } }), label: z.string().optional() })
  .transform((v) => ({ value: v.value, label: v.label ?? v.value }))
  .readonly();

/** A versioned set of docs under one base path (the language manual, the React docs). */
const docSet = z
  .object({
    id: z.string(),
    /** Route prefix, stored without trailing slash, e.g. `/docs/manual`. */
    base: z.string().transform((b) => b.replace(/\/+$/, "")),
    title: z.string(),
    /** Local-storage key that remembers the reader's chosen version. */
    storageKey: z.string(),
    /** Version folder that `latest` stands for (may itself be named `latest`). */
    latest: z.string(),
    /** Version folder that `next` stands for, if any. */
    next: z.string().optional().catch(undefined),
    /** Route aliases rendered as redirects to a real version folder, e.g. `latest -> v11.0.0`. */
    aliases: z.record(z.string(), z.unknown()).default({}),
    /** Selectable versions, newest first; those listed in `nextVersions` show under '--- Next ---'. */
    versions: z.array(versionEntry).readonly().default([]),
    banners: z.record(z.string(), banner).readonly().default({}),
    /** Breadcrumb trail before the page title, e.g. Docs / Language Manual. */
    crumbs: strings.optional(),
    /** Page slug of each version's start page. */
    home: z.string().default("introduction"),
  })
  .transform((set) => ({
    id: set.id,
    base: set.base,
    title: set.title,
    storageKey: set.storageKey,
    latest: set.latest,
    ...(set.next ? { next: set.next } : {}),
    aliases: Object.fromEntries(Object.entries(set.aliases).filter((e): e is [string, string] => typeof e[1] === "string")) as Readonly<Record<string, string>>,
    versions: set.versions,
    nextVersions: (set.next ? [set.next] : []) as readonly string[],
    banners: set.banners,
    crumbs: set.crumbs ?? (["Docs", set.title] as readonly string[]),
    home: set.home,
  }))
  .readonly();

/** Offline search (default) or Algolia DocSearch, with the modal's settings. */
const search = z
  .object({
    provider: z.enum(["local", "algolia"]).default("local"),
    /** False turns off recent and favorite searches (nothing is stored); absent means on. */
    personalization: z.boolean().optional(),
    /** The no-results screen's report link; `{query}` is replaced by the URL-encoded query. */
    missingResultsUrl: z
      .string()
      .regex(/^https?:\/\//)
      .optional(),
    appId: z.string().optional(),
    apiKey: z.string().optional(),
    indexName: z.string().optional(),
  })
  .check((ctx) => {
    const missing = (["appId", "apiKey", "indexName"] as const).filter((k) => !ctx.value[k]);
    if (ctx.value.provider === "algolia" && missing.length > 0) ctx.issues.push({ code: "custom", input: ctx.value, params: { check: "algolia", missing } });
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

/** A pinned ReScript compiler for the examples of some docs versions. */
const toolchain = z
  .object({
    /** npm package (or alias) of the compiler, e.g. `rescript-11`. */
    compiler: z.string(),
    /** ReScript libraries compiled once and put on the include path, e.g. `@rescript/core`. */
    libraries: strings.default([]),
    /** Modules opened in every example, e.g. `RescriptCore`. */
    open: strings.default([]),
    /** Extra compiler flags for every example, e.g. `["-enable-experimental", "LetUnwrap"]`. */
    flags: strings.default([]),
    uncurried: z
      .unknown()
      .optional()
      .transform((v) => v === true),
    /** JSX version (4), or absent for no JSX transform. */
    jsx: z.number().optional().catch(undefined),
    /** JSX v4 mode; the compiler's default when absent. */
    jsxMode: z.enum(["classic", "automatic"]).optional().catch(undefined),
    /** Module format of the generated JS Output. */
    module: z
      .unknown()
      .optional()
      .transform((v) => (v === "commonjs" ? ("commonjs" as const) : ("esmodule" as const))),
  })
  .readonly();

/** Which toolchain compiles the examples under a route prefix. */
const exampleRoute = z.object({ prefix: z.string(), toolchain: z.string() }).readonly();

/** Areas a legacy (v8 to v10) API reference may have. */
const LEGACY_API_AREAS = ["belt", "dom", "js"];

/** One area of an API reference (Core, Belt, Js, Dom...). */
const apiArea = z
  .object({
    id: z.string(),
    title: z.string(),
    /** For `tools` versions: `stdlib:<file>` in the compiler's library, or `<package>/<file>`. */
    source: z.string().optional().catch(undefined),
    /** For `legacy` versions: the module page slugs, e.g. `hash-map-int`. */
    modules: strings.optional().catch(undefined),
  })
  .readonly();

/** The API reference of one docs version: extracted with rescript-tools, or read from legacy interfaces. */
const apiVersion = z
  .object({
    toolchain: z.string(),
    kind: z
      .unknown()
      .optional()
      .transform((v) => (v === "legacy" ? ("legacy" as const) : ("tools" as const))),
    areas: z.array(apiArea).readonly(),
  })
  .check((ctx) => {
    if (ctx.value.kind !== "legacy") return;
    for (const [i, area] of ctx.value.areas.entries()) {
      if (!LEGACY_API_AREAS.includes(area.id))
        ctx.issues.push({ code: "custom", input: area.id, path: ["areas", i, "id"], params: { check: "legacy", id: area.id } });
    }
  })
  .readonly();

/** An https URL prefix with nothing after its path, as its `URL.href`. */
const embedPrefix = z.string().transform((item, ctx) => {
  let url: URL | undefined;
  try {
    url = new URL(item);
  } catch {
    url = undefined;
  }
  if (url?.protocol === "https:" && url.username === "" && url.password === "" && url.search === "" && url.hash === "") return url.href;
  ctx.issues.push({ code: "custom", input: item });
  return z.NEVER;
});

/** Where the playground finds compilers. */
const playground = z
  .object({
    /** Base URL of the compiler bundles, stored without a trailing slash. */
    compilerBase: z
      .string()
      .refine(isHttpUrl, { params: { check: "compilerBase" } })
      .transform((b) => b.replace(/\/+$/, ""))
      .default("https://cdn.rescript-lang.org"),
    /** Bundle versions offered in the static site (`v12.0.0`), the first being the default. */
    versions: z
      .array(z.string().regex(/^v\d+\.\d+\.\d+(-[\w.]+)?$/))
      .readonly()
      .default([]),
    /** Toolchain ids `docsgen serve` compiles with instead (the first being the default). */
    devToolchains: z.array(z.string()).readonly().default([]),
  })
  .readonly();

/** Route paths only: `/` followed by word characters, dots, dashes and slashes, never `..`. */
const redirectFrom = /^\/[\w./-]*$/;

/** The schema of site.json; keys it does not know are warned about by resolveSite. */
export const siteSchema = z
  .object({
    name: text.default("ReScript Documentation"),
    description: text.default("The ReScript language and ecosystem docs"),
    locale: text.default("en_US"),
    /** Absolute site URL, stored without trailing slash, used for canonical links, og:url and the feed. */
    baseUrl: text
      .transform((u) => u.replace(/\/+$/, ""))
      .refine(isHttpUrl, { params: { check: "url" } })
      .default("https://rescript-lang.org"),
    /** Default social preview image, site-absolute path. */
    ogImage: text.optional(),
    nav: links,
    docsNav: links,
    mobileNav: links,
    social: links,
    footer: z
      .object({ copyright: z.string().default("© {year} The ReScript Project"), links })
      .readonly()
      .default({ copyright: "© {year} The ReScript Project", links: [] }),
    /**
     * Where this site's sources live, for the "Edit this page" links: the repository's web address, the branch and
     * the path of a source in it (`{path}`: its path from the project root). Without it no page has an edit link.
     */
    edit: z
      .object({
        repository: text.refine((u) => /^https?:\/\/[^/\s]+\/[^\s?#]+$/.test(u), { params: { check: "repository" } }),
        branch: text.refine((b) => !/[\s?#]|\.\./.test(b), { params: { check: "branch" } }),
        path: text.refine((p) => p.includes("{path}") && !p.startsWith("/"), { params: { check: "path" } }).default("{path}"),
      })
      .strict()
      .readonly()
      .optional(),
    docSets: z.array(docSet).readonly().default([]),
    search: search.default({ provider: "local" }),
    playgroundPath: text.default("/try"),
    feed: z
      .object({
        path: z.string().default("/blog/feed.xml"),
        title: z.string().default("ReScript Blog"),
        description: z.string().default("News and articles about ReScript"),
      })
      .readonly()
      .default({ path: "/blog/feed.xml", title: "ReScript Blog", description: "News and articles about ReScript" }),
    /** Pinned compilers by id; empty when examples are not compiled. */
    toolchains: z.record(z.string(), toolchain).default({}),
    /** Route prefixes mapped to toolchains, longest prefix first; `defaultToolchain` elsewhere. */
    // Sorted longest prefix first at the end, after the checks below name entries by their place in the file.
    exampleRoutes: z.array(exampleRoute).readonly().default([]),
    defaultToolchain: z.string().optional(),
    /** API references by docs version. */
    api: z.record(z.string(), apiVersion).default({}),
    /** Extra routes that redirect to another route, e.g. `/community` -> `/community/overview`. */
    redirects: z
      .record(
        z.string(),
        z.string().refine((to) => to.startsWith("/") && !to.startsWith("//")),
      )
      .default({}),
    /** https URL prefixes that raw HTML may embed in an iframe; every other active HTML is an error. */
    trustedEmbeds: z.array(embedPrefix).readonly().default([]),
    /** The /try page's compilers: the browser bundles (`{compilerBase}/{version}/compiler.js`) and, in `serve`, the pinned toolchains. */
    playground: playground.default({ compilerBase: "https://cdn.rescript-lang.org", versions: [], devToolchains: [] }),
  })
  .check((ctx) => {
    // References between keys: example routes, the default toolchain and the playground's name configured toolchains.
    const site = ctx.value;
    const known = (id: string) => Object.hasOwn(site.toolchains, id);
    for (const [i, route] of site.exampleRoutes.entries()) {
      if (!known(route.toolchain)) ctx.issues.push({ code: "custom", input: route, path: ["exampleRoutes", i] });
    }
    if (site.defaultToolchain !== undefined && !known(site.defaultToolchain))
      ctx.issues.push({ code: "custom", input: site.defaultToolchain, path: ["defaultToolchain"] });
    const unknown = site.playground.devToolchains.filter((id) => !known(id));
    if (unknown.length > 0) ctx.issues.push({ code: "custom", input: unknown, path: ["playground", "devToolchains"], params: { unknown } });
    for (const from of Object.keys(site.redirects)) {
      if (!redirectFrom.test(from) || from.includes("..")) ctx.issues.push({ code: "custom", input: from, path: ["redirects", from] });
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

/** The keys of site.json. */
export const SITE_KEYS: readonly string[] = Object.keys(siteSchema.unwrap().in.shape);

/**
 * Keys whose entries (list items or map values) are checked one by one: a bad entry is reported and left
 * out while the good ones stay. A problem elsewhere puts the whole key back to its default.
 */
export const ENTRY_KEYS: ReadonlySet<string> = new Set(["docSets", "toolchains", "exampleRoutes", "api", "redirects", "trustedEmbeds"]);

/** A problem as the build prints it. */
export interface SiteProblem {
  readonly message: string;
  readonly hint?: string;
  /** The key whose line the problem is shown at (an entry's own key for map entries). */
  readonly lineKey: string;
}

type Issue = z.core.$ZodIssue;
const paramsOf = (issue: Issue): Record<string, unknown> => ((issue as { params?: Record<string, unknown> }).params ?? {}) as Record<string, unknown>;

/** What to print for a zod issue of site.json (its path starts with the top-level key). */
export function problemOf(issue: Issue, raw: Readonly<Record<string, unknown>>): SiteProblem {
  const [key, entry, ...rest] = issue.path.map(String);
  const top = key ?? "";
  const params = paramsOf(issue);
  const at = (message: string, hint?: string, lineKey = top): SiteProblem => ({ message, ...(hint ? { hint } : {}), lineKey });
  switch (top) {
    case "name":
    case "description":
    case "locale":
    case "ogImage":
    case "playgroundPath":
      return at(`\`${top}\` must be a non-empty string`);
    case "baseUrl":
      return params["check"] === "url"
        ? at("`baseUrl` must be an absolute http(s) URL", 'e.g. "https://rescript-lang.org"')
        : at("`baseUrl` must be a non-empty string");
    case "edit":
      return editProblem(entry, params, at);
    case "nav":
    case "docsNav":
    case "mobileNav":
    case "social":
      return at(`\`${top}\` must be a list of { "name": string, "href": string }`);
    case "footer":
      return at("`footer` must be an object with a `copyright` text and a list of `links`", '{ "copyright": "© {year} Me", "links": [] }');
    case "feed":
      return at("`feed` must be an object with `path`, `title` and `description` texts");
    case "docSets":
      return docSetProblem(entry, rest, raw["docSets"], params, at);
    case "search":
      return searchProblem(entry, params, at);
    case "toolchains":
      return entry === undefined
        ? at("`toolchains` must map ids to compiler settings")
        : at(
            `toolchain \`${entry}\` needs a string \`compiler\` (the npm package of the compiler)`,
            '{ "compiler": "rescript-11", "libraries": ["@rescript/core"] }',
            entry,
          );
    case "exampleRoutes":
      return at("each of `exampleRoutes` needs a `prefix` and the id of a configured `toolchain`");
    case "defaultToolchain":
      return at("`defaultToolchain` must name a configured toolchain");
    case "api":
      if (entry === undefined) return at("`api` must map docs versions to API settings");
      if (params["check"] === "legacy")
        return at(`assertion failed: a legacy API area must be belt, dom or js, not \`${String(params["id"])}\``, undefined, entry);
      if (rest[0] === "areas" && rest.length > 1) return at(`each API area of ${entry} needs a string \`id\` and \`title\``, undefined, entry);
      return at(`API settings of ${entry} need a \`toolchain\` and a list of \`areas\``, undefined, entry);
    case "redirects":
      return entry === undefined
        ? at("`redirects` must map routes to routes", '{ "/community": "/community/overview" }')
        : at(`redirect ${JSON.stringify(entry)} needs a site path on both sides`, '{ "/community": "/community/overview" }', entry);
    case "trustedEmbeds": {
      const hint = '["https://www.youtube-nocookie.com/embed/"]';
      const items = raw["trustedEmbeds"];
      return entry === undefined || !Array.isArray(items)
        ? at("`trustedEmbeds` must be a list of https URL prefixes", hint)
        : at(`\`trustedEmbeds\` entry ${JSON.stringify(items[Number(entry)])} is not an https URL prefix`, hint);
    }
    case "playground":
      if (entry === "compilerBase") return at("`playground.compilerBase` must be an http(s) URL", '"https://cdn.rescript-lang.org"');
      if (entry === "versions") return at('`playground.versions` must be a list of versions like "v12.0.0"');
      if (entry === "devToolchains") {
        const unknown = Array.isArray(params["unknown"]) ? params["unknown"].map(String) : [];
        return at(`\`playground.devToolchains\` must name configured toolchains${unknown.length > 0 ? `; unknown: ${unknown.join(", ")}` : ""}`);
      }
      return at("`playground` must be an object with compilerBase, versions and devToolchains");
    default:
      return at(issue.message);
  }
}

function docSetProblem(
  entry: string | undefined,
  rest: readonly string[],
  sets: unknown,
  params: Record<string, unknown>,
  at: (message: string, hint?: string) => SiteProblem,
): SiteProblem {
  if (entry === undefined) return at("`docSets` must be a list");
  const set = Array.isArray(sets) ? (sets[Number(entry)] as unknown) : undefined;
  if (typeof set !== "object" || set === null || Array.isArray(set)) return at("each entry of `docSets` must be an object");
  const id = String((set as { id?: unknown }).id);
  const [field, index, part] = rest;
  if (field === "versions" && index !== undefined) {
    const value = ((set as { versions?: unknown[] }).versions ?? [])[Number(index)] as { value?: unknown } | undefined;
    if (part === "value" && params["check"] === "version") {
      return at(`doc set \`${id}\`: \`${String(value?.value)}\` is not a version`, "versions look like v11.0.0 (three numbers, optional v)");
    }
    return at(`doc set \`${id}\`: each version needs a string \`value\``);
  }
  if (field === "banners" && index !== undefined) return at(`doc set \`${id}\`: banner for \`${index}\` needs a string \`text\``);
  return at(
    "a doc set needs string `id`, `base`, `title`, `storageKey` and `latest`",
    'e.g. { "id": "manual", "base": "/docs/manual", "title": "Language Manual", "storageKey": "manual_version", "latest": "v11.0.0", "versions": [...] }',
  );
}

function editProblem(field: string | undefined, params: Record<string, unknown>, at: (message: string, hint?: string) => SiteProblem): SiteProblem {
  const example = '"edit": {"repository": "https://github.com/owner/repo", "branch": "main", "path": "{path}"}';
  if (field === "repository" || params["check"] === "repository") return at("`edit.repository` must be the repository's http(s) address", example);
  if (field === "branch" || params["check"] === "branch") return at("`edit.branch` must be a branch name", example);
  if (field === "path" || params["check"] === "path")
    return at("`edit.path` must be a relative path containing {path} (the source's path from the project root)", example);
  return at("`edit` must be an object with `repository`, `branch` and optionally `path`", example);
}

function searchProblem(field: string | undefined, params: Record<string, unknown>, at: (message: string, hint?: string) => SiteProblem): SiteProblem {
  if (params["check"] === "algolia") {
    const missing = Array.isArray(params["missing"]) ? params["missing"].map(String) : [];
    return at(
      `Algolia search is missing ${missing.map((k) => `\`${k}\``).join(" and ")}`,
      'set search.appId, search.apiKey and search.indexName, or use the offline index with provider "local"',
    );
  }
  if (field === "personalization") return at("`search.personalization` must be true or false", "false keeps recent and favorite searches out of local storage");
  if (field === "missingResultsUrl") {
    return at("`search.missingResultsUrl` must be an http(s) URL", 'e.g. "https://github.com/org/docs/issues/new?title=Missing+results+for+{query}"');
  }
  return at('`search.provider` must be "local" or "algolia"');
}
