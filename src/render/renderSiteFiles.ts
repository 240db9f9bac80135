import type { ImageSize } from "./imageSizeOf.ts";
import { outputPathOf } from "./outputPath.ts";
import type { ClientConfig } from "../shared/clientConfig.ts";
import type { SiteModel } from "../site/types.ts";
import { renderFeed } from "./renderFeed.ts";
import { renderPage } from "./renderPage.ts";
import { renderRedirect } from "./renderRedirect.ts";
import { renderSitemap } from "./renderSitemap.ts";
import { toNotFoundView, toPageView, type RenderContext } from "./toPageView.ts";
import { createShellViews } from "./createShellViews.ts";
import type { RewriteChapter } from "./toPrintableView.ts";
import { createFingerprinter } from "./fingerprintView.ts";
import { syntaxBodyFiles } from "./toSyntaxCategories.ts";
import type { AssetsView, PageView, TemplateModule } from "./views.ts";
import LZString from "lz-string";
import { highlightCode } from "../markdown/highlightCode.ts";
import { ROUTE_LIST_PATH, type RouteList } from "../shared/routeList.ts";

/** The landing example's highlighted source and JS, and its playground link. */
function toLandingExample(source: string, js: string, playgroundPath: string) {
  return {
    sourceHtml: highlightCode(source, "res"),
    jsHtml: highlightCode(js, "js"),
    playgroundHref: `${playgroundPath}?code=${LZString.compressToEncodedURIComponent(source)}`,
  };
}

/** The configuration every page embeds for the browser (key order is part of the output). */
function toClientConfig(site: SiteModel["site"]): ClientConfig {
  return {
    playgroundPath: site.playgroundPath,
    search: site.search,
    docSets: site.docSets.map((d) => ({
      id: d.id,
      title: d.title,
      base: d.base,
      storageKey: d.storageKey,
      latest: d.latest,
      versions: d.versions.map((v) => v.value),
      aliases: Object.keys(d.aliases),
    })),
  };
}

/** The compiled landing example (data/landing-example.json, made by the examples stage), if any. */
function landingExampleOf(value: unknown): { readonly res: string; readonly js: string } | undefined {
  const { res, js } = (value ?? {}) as { res?: unknown; js?: unknown };
  return typeof res === "string" && typeof js === "string" ? { res, js } : undefined;
}

/** Serialises data for a `<script type="application/json">` element: `<`, `>`, `&`, U+2028/9 escaped. */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A page the templates render, with a fingerprint of everything its HTML depends on. */
export interface PlannedPage {
  readonly route: string;
  readonly view: PageView;
  /** Equal keys give equal HTML (for the same templates), so renders can be reused. */
  readonly key: string;
  /** The key ignoring the stylesheet URLs. */
  readonly cssFreeKey: string;
}

/** What a build outputs: template pages (rendered on demand) and every other file, ready. */
export interface SitePlan {
  readonly pages: ReadonlyMap<string, PlannedPage>;
  readonly files: ReadonlyMap<string, string>;
  /** The hashes of this plan's page bodies, for the next plan (only when it was given `bodyHashes`). */
  readonly bodyHashes?: ReadonlyMap<string, string>;
}

/** Plans every route's output: page views with fingerprints, plus redirects, the feed and the sitemap. */
export function planSiteFiles(input: {
  model: SiteModel;
  /** The bundled stylesheets and scripts. */
  client: Pick<AssetsView, "css" | "js" | "integrity">;
  templatesKey: string;
  year: number;
  /**
   * Body hashes kept between builds (see createFingerprinter). Without them the renders are never reused:
   * each page's key is its output path and nothing is hashed.
   */
  bodyHashes?: ReadonlyMap<string, string>;
  /** Intrinsic sizes of the public images, by site path (none when not given). */
  imageSizes?: ReadonlyMap<string, ImageSize>;
  /** How printable pages rewrite their chapters (rewriteChapterHtml when not given). */
  rewriteChapter?: RewriteChapter;
}): SitePlan {
  const { model, client } = input;
  const { site } = model;
  const landing = landingExampleOf(model.data["landing-example"]);
  const assets: AssetsView = {
    css: client.css,
    js: client.js,
    integrity: client.integrity,
    clientConfig: toScriptJson(toClientConfig(site)),
  };
  const ctx: RenderContext = {
    model,
    assets,
    landingExamples: landing ? { hero: toLandingExample(landing.res, landing.js, site.playgroundPath) } : {},
    playgroundDefault: landing?.res ?? "",
    imageSizes: input.imageSizes ?? new Map(),
    shell: createShellViews(site, input.year),
    ...(input.rewriteChapter ? { rewriteChapter: input.rewriteChapter } : {}),
  };
  const fingerprinter = input.bodyHashes ? createFingerprinter(input.templatesKey, input.bodyHashes) : undefined;
  const fingerprint = (view: PageView, output: string) => fingerprinter?.(view) ?? { key: output, cssFreeKey: output };
  const pages = new Map<string, PlannedPage>();
  const files = new Map<string, string>();
  const urls: string[] = [];
  const redirects: string[] = [];
  const routeList: [string, string][] = [];
  for (const entry of model.routes.values()) {
    if (entry.target.kind === "redirect") {
      files.set(outputPathOf(entry.route), renderRedirect(entry.target.to, site.baseUrl + entry.target.to));
      redirects.push(`${entry.route} ${entry.target.to} 301`);
      continue;
    }
    const view = toPageView(entry, ctx);
    if (!view) continue;
    const output = outputPathOf(entry.route);
    pages.set(output, { route: entry.route, view, ...fingerprint(view, output) });
    // A page kept from search engines (a printable page, which repeats its chapters) is in no list of the site's pages:
    // neither the sitemap nor the 404 page's suggestions, which lead to the chapters' own pages.
    if (view.head.noindex) continue;
    urls.push(site.baseUrl + (entry.route === "/" ? "/" : entry.route));
    const title = entry.target.kind === "page" ? entry.target.page.meta.title : view.head.title.replace(` | ${site.name}`, "");
    routeList.push([entry.route, title]);
  }
  const notFound = toNotFoundView(ctx);
  pages.set("/404.html", { route: "/404", view: notFound, ...fingerprint(notFound, "/404.html") });
  files.set(site.feed.path, renderFeed(site, model.blog, (model.data["authors"] ?? {}) as Record<string, unknown>, input.year));
  files.set("/sitemap.xml", renderSitemap(urls));
  // What the 404 page ranks to suggest the routes closest to a missing one.
  files.set(ROUTE_LIST_PATH, JSON.stringify(routeList satisfies RouteList));
  // Hosts that read redirect rules (Netlify, Cloudflare Pages, `docsgen preview`) answer 301 instead of the page above.
  if (redirects.length > 0) files.set(REDIRECTS_FILE, `${redirects.sort().join("\n")}\n`);
  for (const [path, body] of syntaxBodyFiles(site.sections.syntaxLookup, model.syntax)) files.set(path, body);
  return { pages, files, ...(fingerprinter ? { bodyHashes: fingerprinter.bodyHashes() } : {}) };
}

/** The site's redirects as host rules, one `from to 301` per line (Netlify's `_redirects` format). */
export const REDIRECTS_FILE = "/_redirects";

/** Renders a planned page. */
export function renderPlannedPage(page: PlannedPage, templates: TemplateModule): string {
  return renderPage(page.view, templates);
}
