import { errorAt, warningAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { parseVersion } from "../shared/version.ts";
import type {
  ResolvedApiArea,
  ResolvedApiVersion,
  ExampleRoute,
  NavLink,
  ResolvedBanner,
  ResolvedDocSet,
  ResolvedSearch,
  ResolvedSite,
  ResolvedToolchain,
} from "./types.ts";
import { lineOfKey } from "./jsonPlace.ts";
import { DEFAULT_SITE } from "./defaults.ts";

/** The site configuration after validation, with the problems found. */
export interface ResolveSiteResult {
  readonly site: ResolvedSite;
  readonly diagnostics: readonly Diagnostic[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

const KNOWN_KEYS = [
  "name",
  "description",
  "locale",
  "baseUrl",
  "ogImage",
  "nav",
  "docsNav",
  "mobileNav",
  "social",
  "footer",
  "editUrl",
  "docSets",
  "search",
  "playgroundPath",
  "feed",
  "toolchains",
  "exampleRoutes",
  "defaultToolchain",
  "api",
  "redirects",
  "trustedEmbeds",
  "playground",
];

/** Validates the raw `site.json` value against the schema and fills in defaults. */
export function resolveSite(raw: unknown, file: string, text: string): ResolveSiteResult {
  const diagnostics: Diagnostic[] = [];
  const at = (key: string) => ({ file, line: lineOfKey(text, key), column: 1 });
  const fail = (key: string, message: string, hint?: string) => diagnostics.push(errorAt(at(key), "config/invalid", message, hint));
  if (!isObj(raw)) {
    diagnostics.push(errorAt({ file, line: 1 }, "config/invalid", "site configuration must be a JSON object"));
    return { site: DEFAULT_SITE, diagnostics };
  }
  for (const key of Object.keys(raw)) {
    if (!KNOWN_KEYS.includes(key)) {
      diagnostics.push(warningAt(at(key), "config/unknown-key", `unknown key \`${key}\` in site configuration`, `known keys: ${KNOWN_KEYS.join(", ")}`));
    }
  }
  const str = (key: string, fallback: string): string => {
    const v = raw[key];
    if (v === undefined) return fallback;
    if (typeof v === "string" && v.length > 0) return v;
    fail(key, `\`${key}\` must be a non-empty string`);
    return fallback;
  };
  const links = (key: string, fallback: readonly NavLink[]): readonly NavLink[] => {
    const v = raw[key];
    if (v === undefined) return fallback;
    const list = toLinks(v);
    if (list) return list;
    fail(key, `\`${key}\` must be a list of { "name": string, "href": string }`);
    return fallback;
  };
  const baseUrl = str("baseUrl", DEFAULT_SITE.baseUrl).replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+/.test(baseUrl)) fail("baseUrl", "`baseUrl` must be an absolute http(s) URL", 'e.g. "https://rescript-lang.org"');
  const footerRaw = raw["footer"];
  const footer = isObj(footerRaw)
    ? {
        copyright: typeof footerRaw["copyright"] === "string" ? footerRaw["copyright"] : DEFAULT_SITE.footer.copyright,
        links: toLinks(footerRaw["links"]) ?? [],
      }
    : DEFAULT_SITE.footer;
  const editUrl = raw["editUrl"] === undefined ? undefined : str("editUrl", "");
  if (editUrl !== undefined && (!/^https?:\/\/[^/]+\//.test(editUrl) || !editUrl.includes("{path}"))) {
    fail("editUrl", "`editUrl` must be an http(s) URL containing {path}", '"https://github.com/owner/repo/edit/main/{path}"');
  }
  const feedRaw = isObj(raw["feed"]) ? raw["feed"] : {};
  return {
    site: {
      name: str("name", DEFAULT_SITE.name),
      description: str("description", DEFAULT_SITE.description),
      locale: str("locale", DEFAULT_SITE.locale),
      baseUrl,
      ...(raw["ogImage"] !== undefined ? { ogImage: str("ogImage", "") } : {}),
      nav: links("nav", DEFAULT_SITE.nav),
      docsNav: links("docsNav", DEFAULT_SITE.docsNav),
      mobileNav: links("mobileNav", DEFAULT_SITE.mobileNav),
      social: links("social", DEFAULT_SITE.social),
      footer,
      ...(editUrl?.includes("{path}") ? { editUrl } : {}),
      docSets: resolveDocSets(raw["docSets"], (m, h) => fail("docSets", m, h)),
      search: resolveSearch(raw["search"], (m, h) => fail("search", m, h)),
      playgroundPath: str("playgroundPath", DEFAULT_SITE.playgroundPath),
      feed: {
        path: typeof feedRaw["path"] === "string" ? feedRaw["path"] : DEFAULT_SITE.feed.path,
        title: typeof feedRaw["title"] === "string" ? feedRaw["title"] : DEFAULT_SITE.feed.title,
        description: typeof feedRaw["description"] === "string" ? feedRaw["description"] : DEFAULT_SITE.feed.description,
      },
      ...resolveToolchains(raw, (key, m, h) => fail(key, m, h)),
      api: resolveApi(raw["api"], (key, m, h) => fail(key, m, h)),
      redirects: resolveRedirects(raw["redirects"], (key, m, h) => fail(key, m, h)),
      trustedEmbeds: resolveTrustedEmbeds(raw["trustedEmbeds"], (m, h) => fail("trustedEmbeds", m, h)),
      playground: resolvePlayground(raw["playground"], raw["toolchains"], (m, h) => fail("playground", m, h)),
    },
    diagnostics,
  };
}

function toLinks(v: unknown): NavLink[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const out: NavLink[] = [];
  for (const item of v) {
    if (!isObj(item) || typeof item["name"] !== "string" || typeof item["href"] !== "string") return undefined;
    out.push({ name: item["name"], href: item["href"] });
  }
  return out;
}

type Fail = (message: string, hint?: string) => void;

/** `playground`: `compilerBase` (an http(s) URL), `versions` (`vX.Y.Z`) and `devToolchains` (configured toolchain ids). */
function resolvePlayground(v: unknown, toolchains: unknown, fail: Fail): ResolvedSite["playground"] {
  const fallback = DEFAULT_SITE.playground;
  if (v === undefined) return fallback;
  if (!isObj(v)) {
    fail("`playground` must be an object with compilerBase, versions and devToolchains");
    return fallback;
  }
  const base = v["compilerBase"] ?? fallback.compilerBase;
  if (typeof base !== "string" || !/^https?:\/\/[^/]+/.test(base)) fail("`playground.compilerBase` must be an http(s) URL", '"https://cdn.rescript-lang.org"');
  const versions = Array.isArray(v["versions"]) ? v["versions"] : [];
  if (!Array.isArray(v["versions"] ?? []) || versions.some((x) => typeof x !== "string" || !/^v\d+\.\d+\.\d+(-[\w.]+)?$/.test(x)))
    fail('`playground.versions` must be a list of versions like "v12.0.0"');
  const dev = Array.isArray(v["devToolchains"]) ? v["devToolchains"] : [];
  const known = isObj(toolchains) ? Object.keys(toolchains) : [];
  const unknown = dev.filter((id) => typeof id !== "string" || !known.includes(id));
  if (!Array.isArray(v["devToolchains"] ?? []) || unknown.length > 0)
    fail(`\`playground.devToolchains\` must name configured toolchains${unknown.length > 0 ? `; unknown: ${unknown.map(String).join(", ")}` : ""}`);
  return {
    compilerBase: typeof base === "string" ? base.replace(/\/+$/, "") : fallback.compilerBase,
    versions: versions.filter((x): x is string => typeof x === "string"),
    devToolchains: dev.filter((id): id is string => typeof id === "string" && known.includes(id)),
  };
}

/** `trustedEmbeds`: https URL prefixes whose pages raw HTML may embed in an iframe. */
function resolveTrustedEmbeds(v: unknown, fail: Fail): readonly string[] {
  if (v === undefined) return [];
  const hint = '["https://www.youtube-nocookie.com/embed/"]';
  if (!Array.isArray(v)) {
    fail("`trustedEmbeds` must be a list of https URL prefixes", hint);
    return [];
  }
  const out: string[] = [];
  for (const item of v) {
    let url: URL | undefined;
    try {
      url = typeof item === "string" ? new URL(item) : undefined;
    } catch {
      url = undefined;
    }
    if (url?.protocol !== "https:" || url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") {
      fail(`\`trustedEmbeds\` entry ${JSON.stringify(item)} is not an https URL prefix`, hint);
      continue;
    }
    out.push(url.href);
  }
  return out;
}

function resolveDocSets(v: unknown, fail: Fail): ResolvedDocSet[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) {
    fail("`docSets` must be a list");
    return [];
  }
  const sets: ResolvedDocSet[] = [];
  for (const item of v) {
    const set = resolveDocSet(item, fail);
    if (set) sets.push(set);
  }
  return sets;
}

function resolveDocSet(v: unknown, fail: Fail): ResolvedDocSet | undefined {
  if (!isObj(v)) return void fail("each entry of `docSets` must be an object");
  const { id, base, title, storageKey, latest } = v;
  if (typeof id !== "string" || typeof base !== "string" || typeof title !== "string" || typeof storageKey !== "string" || typeof latest !== "string") {
    return void fail(
      "a doc set needs string `id`, `base`, `title`, `storageKey` and `latest`",
      'e.g. { "id": "manual", "base": "/docs/manual", "title": "Language Manual", "storageKey": "manual_version", "latest": "v11.0.0", "versions": [...] }',
    );
  }
  const versions: { value: string; label: string }[] = [];
  for (const entry of Array.isArray(v["versions"]) ? v["versions"] : []) {
    if (!isObj(entry) || typeof entry["value"] !== "string") {
      fail(`doc set \`${id}\`: each version needs a string \`value\``);
      continue;
    }
    const value = entry["value"];
    if (value !== "latest" && !parseVersion(value)) {
      fail(`doc set \`${id}\`: \`${value}\` is not a version`, "versions look like v11.0.0 (three numbers, optional v)");
    }
    versions.push({ value, label: typeof entry["label"] === "string" ? entry["label"] : value });
  }
  const next = typeof v["next"] === "string" ? v["next"] : undefined;
  const aliases: Record<string, string> = {};
  if (isObj(v["aliases"])) {
    for (const [k, target] of Object.entries(v["aliases"])) if (typeof target === "string") aliases[k] = target;
  }
  const banners: Record<string, ResolvedBanner> = {};
  if (isObj(v["banners"])) {
    for (const [version, b] of Object.entries(v["banners"])) {
      if (!isObj(b) || typeof b["text"] !== "string") {
        fail(`doc set \`${id}\`: banner for \`${version}\` needs a string \`text\``);
        continue;
      }
      banners[version] = {
        kind: b["kind"] === "warning" ? "warning" : "info",
        text: b["text"],
        linkText: typeof b["linkText"] === "string" ? b["linkText"] : "",
        link: b["link"] === "latest-home" ? "latest-home" : "same-page-latest",
      };
    }
  }
  return {
    id,
    base: base.replace(/\/+$/, ""),
    title,
    storageKey,
    latest,
    ...(next ? { next } : {}),
    aliases,
    versions,
    nextVersions: next ? [next] : [],
    banners,
    crumbs: Array.isArray(v["crumbs"]) ? v["crumbs"].filter((c): c is string => typeof c === "string") : ["Docs", title],
    home: typeof v["home"] === "string" ? v["home"] : "introduction",
  };
}

function resolveSearch(v: unknown, fail: Fail): ResolvedSearch {
  if (v === undefined) return { provider: "local" };
  if (!isObj(v) || (v["provider"] !== undefined && v["provider"] !== "local" && v["provider"] !== "algolia")) {
    fail('`search.provider` must be "local" or "algolia"');
    return { provider: "local" };
  }
  const common: { personalization?: boolean; missingResultsUrl?: string } = {};
  if (v["personalization"] !== undefined) {
    if (typeof v["personalization"] === "boolean") common.personalization = v["personalization"];
    else fail("`search.personalization` must be true or false", "false keeps recent and favorite searches out of local storage");
  }
  if (v["missingResultsUrl"] !== undefined) {
    if (typeof v["missingResultsUrl"] === "string" && /^https?:\/\//.test(v["missingResultsUrl"])) common.missingResultsUrl = v["missingResultsUrl"];
    else fail("`search.missingResultsUrl` must be an http(s) URL", 'e.g. "https://github.com/org/docs/issues/new?title=Missing+results+for+{query}"');
  }
  if (v["provider"] !== "algolia") return { provider: "local", ...common };
  const missing = ["appId", "apiKey", "indexName"].filter((k) => typeof v[k] !== "string" || v[k] === "");
  if (missing.length > 0) {
    fail(
      `Algolia search is missing ${missing.map((k) => `\`${k}\``).join(" and ")}`,
      'set search.appId, search.apiKey and search.indexName, or use the offline index with provider "local"',
    );
    return { provider: "local", ...common };
  }
  return { provider: "algolia", appId: String(v["appId"]), apiKey: String(v["apiKey"]), indexName: String(v["indexName"]), ...common };
}

function resolveToolchains(
  raw: Obj,
  fail: (key: string, message: string, hint?: string) => void,
): Pick<ResolvedSite, "toolchains" | "exampleRoutes" | "defaultToolchain"> {
  const toolchains: Record<string, ResolvedToolchain> = {};
  const rawChains = raw["toolchains"];
  if (rawChains !== undefined && !isObj(rawChains)) fail("toolchains", "`toolchains` must map ids to compiler settings");
  for (const [id, t] of Object.entries(isObj(rawChains) ? rawChains : {})) {
    if (!isObj(t) || typeof t["compiler"] !== "string") {
      fail(
        id,
        `toolchain \`${id}\` needs a string \`compiler\` (the npm package of the compiler)`,
        '{ "compiler": "rescript-11", "libraries": ["@rescript/core"] }',
      );
      continue;
    }
    const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
    toolchains[id] = {
      id,
      compiler: t["compiler"],
      libraries: strings(t["libraries"]),
      open: strings(t["open"]),
      flags: strings(t["flags"]),
      uncurried: t["uncurried"] === true,
      ...(typeof t["jsx"] === "number" ? { jsx: t["jsx"] } : {}),
      ...(t["jsxMode"] === "classic" || t["jsxMode"] === "automatic" ? { jsxMode: t["jsxMode"] } : {}),
      module: t["module"] === "commonjs" ? "commonjs" : "esmodule",
    };
  }
  const routes: ExampleRoute[] = [];
  const rawRoutes = raw["exampleRoutes"];
  for (const r of Array.isArray(rawRoutes) ? rawRoutes : []) {
    if (!isObj(r) || typeof r["prefix"] !== "string" || typeof r["toolchain"] !== "string" || !toolchains[r["toolchain"]]) {
      fail("exampleRoutes", "each of `exampleRoutes` needs a `prefix` and the id of a configured `toolchain`");
      continue;
    }
    routes.push({ prefix: r["prefix"], toolchain: r["toolchain"] });
  }
  routes.sort((a, b) => b.prefix.length - a.prefix.length);
  const def = raw["defaultToolchain"];
  if (def !== undefined && (typeof def !== "string" || !toolchains[def])) fail("defaultToolchain", "`defaultToolchain` must name a configured toolchain");
  return { toolchains, exampleRoutes: routes, ...(typeof def === "string" && toolchains[def] ? { defaultToolchain: def } : {}) };
}

/** Areas a legacy (v8 to v10) API reference may have. */
export const LEGACY_API_AREAS = ["belt", "dom", "js"];

function resolveApi(v: unknown, fail: (key: string, message: string, hint?: string) => void): Record<string, ResolvedApiVersion> {
  const out: Record<string, ResolvedApiVersion> = {};
  if (v === undefined) return out;
  if (!isObj(v)) {
    fail("api", "`api` must map docs versions to API settings");
    return out;
  }
  for (const [version, raw] of Object.entries(v)) {
    if (!isObj(raw) || typeof raw["toolchain"] !== "string" || !Array.isArray(raw["areas"])) {
      fail(version, `API settings of ${version} need a \`toolchain\` and a list of \`areas\``);
      continue;
    }
    const kind = raw["kind"] === "legacy" ? "legacy" : "tools";
    const areas: ResolvedApiArea[] = [];
    for (const a of raw["areas"] as unknown[]) {
      if (!isObj(a) || typeof a["id"] !== "string" || typeof a["title"] !== "string") {
        fail(version, `each API area of ${version} needs a string \`id\` and \`title\``);
        continue;
      }
      if (kind === "legacy" && !LEGACY_API_AREAS.includes(a["id"])) {
        fail(version, `assertion failed: a legacy API area must be belt, dom or js, not \`${a["id"]}\``);
        continue;
      }
      const modules = Array.isArray(a["modules"]) ? a["modules"].filter((m): m is string => typeof m === "string") : undefined;
      areas.push({
        id: a["id"],
        title: a["title"],
        ...(typeof a["source"] === "string" ? { source: a["source"] } : {}),
        ...(modules ? { modules } : {}),
      });
    }
    out[version] = { version, toolchain: raw["toolchain"], kind, areas };
  }
  return out;
}

function resolveRedirects(v: unknown, fail: (key: string, message: string, hint?: string) => void): Record<string, string> {
  const out: Record<string, string> = {};
  if (v === undefined) return out;
  if (!isObj(v)) {
    fail("redirects", "`redirects` must map routes to routes", '{ "/community": "/community/overview" }');
    return out;
  }
  for (const [from, to] of Object.entries(v)) {
    if (!/^\/[\w./-]*$/.test(from) || from.includes("..") || typeof to !== "string" || !to.startsWith("/") || to.startsWith("//")) {
      fail(from, `redirect ${JSON.stringify(from)} needs a site path on both sides`, '{ "/community": "/community/overview" }');
      continue;
    }
    out[from.replace(/\/+$/, "") || "/"] = to;
  }
  return out;
}
