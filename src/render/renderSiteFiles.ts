import type { ClientBundle } from "../bundle/bundleClient.ts";
import type { SiteModel } from "../site/types.ts";
import { renderFeed } from "./renderFeed.ts";
import { renderPage } from "./renderPage.ts";
import { renderRedirect } from "./renderRedirect.ts";
import { renderSitemap } from "./renderSitemap.ts";
import { toNotFoundView, toPageView, type RenderContext } from "./toPageView.ts";
import type { AssetsView, TemplateModule } from "./views.ts";
import LZString from "lz-string";
import { highlightCode } from "../markdown/highlightCode.ts";

/** The landing example's highlighted source and JS, and its playground link. */
function toLandingExample(source: string, js: string, playgroundPath: string) {
  return { sourceHtml: highlightCode(source, "res"), jsHtml: highlightCode(js, "js"), playgroundHref: `${playgroundPath}?code=${LZString.compressToEncodedURIComponent(source)}` };
}

/** The output file of a route: `/` -> `/index.html`, `/docs/x` -> `/docs/x/index.html`. */
export function outputPathOf(route: string): string {
  return route === "/" ? "/index.html" : `${route}/index.html`;
}

/** Serialises data for a `<script type="application/json">` element: `<`, `>`, `&`, U+2028/9 escaped. */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Renders every route, the 404 page, redirects, the feed and the sitemap. */
export function renderSiteFiles(input: {
  model: SiteModel;
  client: ClientBundle;
  templates: TemplateModule;
  year: number;
  html?: ReadonlyMap<string, string>;
  landing?: { readonly source: string; readonly js: string };
}): { files: Map<string, string>; pages: number } {
  const { model, client, templates } = input;
  const { site } = model;
  const assets: AssetsView = {
    css: client.css,
    js: client.js,
    integrity: client.integrity,
    clientConfig: toScriptJson({
      playgroundPath: site.playgroundPath,
      search: site.search,
      docSets: site.docSets.map((d) => ({ id: d.id, title: d.title, base: d.base, storageKey: d.storageKey, latest: d.latest, versions: d.versions.map((v) => v.value), aliases: Object.keys(d.aliases) })),
    }),
  };
  const ctx: RenderContext = { model, assets, year: input.year, html: input.html ?? new Map(), landingExamples: input.landing ? { hero: toLandingExample(input.landing.source, input.landing.js, site.playgroundPath) } : {},
    playgroundDefault: input.landing?.source ?? "" };
  const files = new Map<string, string>();
  const urls: string[] = [];
  let pages = 0;
  for (const entry of model.routes.values()) {
    if (entry.target.kind === "redirect") {
      files.set(outputPathOf(entry.route), renderRedirect(entry.target.to, site.baseUrl + entry.target.to));
      continue;
    }
    const view = toPageView(entry, ctx);
    if (!view) continue;
    files.set(outputPathOf(entry.route), renderPage(view, templates));
    urls.push(site.baseUrl + (entry.route === "/" ? "/" : entry.route));
    pages++;
  }
  files.set("/404.html", renderPage(toNotFoundView(ctx), templates));
  files.set(site.feed.path, renderFeed(site, model.blog, (model.data["authors"] ?? {}) as Record<string, unknown>, input.year));
  files.set("/sitemap.xml", renderSitemap(urls));
  return { files, pages };
}
