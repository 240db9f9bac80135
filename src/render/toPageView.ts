import type { ResolvedDocSet, ResolvedSite } from "../config/types.ts";
import { editHrefOf } from "./editHrefOf.ts";
import { socialImageOf } from "./socialImageOf.ts";
import type { Page } from "../content/types.ts";
import { buildVersionOptions } from "../shared/versionOptions.ts";
import type { RouteEntry, SiteModel } from "../site/types.ts";
import { toBlogPostView } from "./toBlogPostView.ts";
import { toPackagesView } from "./toPackagesView.ts";
import { toDocsOverviewView } from "./toDocsOverviewView.ts";
import { toSyntaxCategories } from "./toSyntaxCategories.ts";
import { siteUrlOf } from "../config/siteUrlOf.ts";
import type { ImageSize } from "./imageSizeOf.ts";
import type { PlaygroundManual } from "../shared/playgroundVersions.ts";
import { playgroundDocSetOf } from "../content/playgroundRoutesOf.ts";
import { isUnder } from "../shared/isUnder.ts";
import { printRouteOf } from "../site/buildPrintableDocs.ts";
import { type RewriteChapter, toPrintableView } from "./toPrintableView.ts";
import type { AssetsView, BannerView, BodyView, HeadView, PageView, ShellView, VersionSelectView } from "./views.ts";

/** Inputs shared by every page of one build. */
export interface RenderContext {
  readonly model: SiteModel;
  readonly assets: AssetsView;
  readonly landingExamples: Extract<BodyView, { kind: "landing" }>["examples"];
  readonly playgroundDefault: string;
  /** Intrinsic sizes of the public images, by site path. */
  readonly imageSizes: ReadonlyMap<string, ImageSize>;
  /** A route's header and footer (createShellViews). */
  readonly shell: (route: string) => ShellView;
  /** How printable pages rewrite their chapters' HTML (rewriteChapterHtml when not given). */
  readonly rewriteChapter?: RewriteChapter;
}

/** The view of one route, or undefined when its layout renders nothing. */
export function toPageView(entry: RouteEntry, ctx: RenderContext): PageView | undefined {
  const body = toBodyView(entry, ctx);
  if (!body) return undefined;
  const { site } = ctx.model;
  const page = entry.target.kind === "page" ? entry.target.page : undefined;
  return {
    route: entry.route,
    head: toHeadView(site, entry.route, body, page),
    shell: ctx.shell(entry.route),
    assets: ctx.assets,
    body,
  };
}

/** The view of the 404 page. */
export function toNotFoundView(ctx: RenderContext): PageView {
  const body: BodyView = { kind: "notFound", syntaxLookupHref: ctx.model.site.sections.syntaxLookup };
  const head = { ...toHeadView(ctx.model.site, "/404", body, undefined), noindex: true };
  return { route: "/404", head, shell: ctx.shell("/404"), assets: ctx.assets, body };
}

const SPECIAL_TITLES: Record<string, string> = {
  landing: "",
  blogIndex: "Blog",
  packages: "Packages",
  syntaxLookup: "Syntax Lookup",
  playground: "Playground",
  docsOverview: "Documentation",
  notFound: "Page not found",
};

function toHeadView(site: ResolvedSite, route: string, body: BodyView, page: Page | undefined): HeadView {
  const baseTitle = page ? page.meta.title : body.kind === "printable" ? `${body.title}, all chapters` : (SPECIAL_TITLES[body.kind] ?? "");
  const title = page?.meta.metaTitle ?? (baseTitle ? `${baseTitle} | ${site.name}` : site.name);
  const canonicalPath = page?.meta.canonical ?? route;
  return {
    title,
    description: page?.meta.description ?? (body.kind === "printable" ? `Every chapter of the ${body.title} on one page, for printing.` : site.description),
    canonical: /^https?:/.test(canonicalPath) ? canonicalPath : site.baseUrl + canonicalPath,
    ...(body.kind === "blogArticle" && body.post.previewImg
      ? { ogImage: siteUrlOf(site.baseUrl, socialImageOf(body.post.previewImg)) }
      : site.ogImage
        ? { ogImage: siteUrlOf(site.baseUrl, site.ogImage) }
        : {}),
    ogType: body.kind === "blogArticle" ? "article" : "website",
    locale: site.locale,
    siteName: site.name,
    feedHref: site.feed.path,
    feedTitle: site.feed.title,
    // A printable page repeats its chapters: search engines keep to the chapters' own pages.
    noindex: body.kind === "printable",
  };
}

function toBodyView(entry: RouteEntry, ctx: RenderContext): BodyView | undefined {
  const { model } = ctx;
  const { target, layout } = entry;
  if (layout.name === "none" || target.kind === "redirect") return undefined;
  if (target.kind === "special") {
    switch (target.name) {
      case "landing": {
        const companiesEditHref = editHrefOf(model.site.edit, "content/data/companies.json");
        return {
          kind: "landing",
          data: model.data,
          examples: ctx.landingExamples,
          imageSizes: logoSizes(model.data["companies"], ctx.imageSizes),
          ...(companiesEditHref ? { companiesEditHref } : {}),
        };
      }
      case "blogIndex": {
        const live = model.blog.filter((p) => !p.archived).map((p) => toBlogPostView(p, model.data));
        const [featured, ...posts] = live;
        return {
          kind: "blogIndex",
          feedHref: model.site.feed.path,
          ...(featured ? { featured } : {}),
          posts,
          archived: model.blog.filter((p) => p.archived).map((p) => toBlogPostView(p, model.data)),
        };
      }
      case "packages":
        return { kind: "packages", href: entry.route, packages: toPackagesView(model.data["packages"]) };
      case "syntaxLookup":
        return { kind: "syntaxLookup", href: entry.route, categories: toSyntaxCategories(model.site.sections.syntaxLookup, model.syntax) };
      case "docsOverview":
        return { kind: "docsOverview", docSets: toDocsOverviewView(model.site) };
      case "playground":
        return {
          kind: "playground",
          defaultCode: ctx.playgroundDefault,
          compilerBase: model.site.playground.compilerBase,
          versions: model.site.playground.versions,
          manual: playgroundManual(model.site),
        };
    }
  }
  if (target.kind === "printable") return toPrintableView(target.docs, ctx.rewriteChapter);
  const page = target.page;
  const html = page.html;
  // Generated pages (API reference, llms) have no source file to edit.
  const editHref = page.source.generated ? undefined : editHrefOf(model.site.edit, page.source.file);
  if (page.kind === "blog") {
    const post = model.blog.find((p) => p.page === page);
    return post
      ? { kind: "blogArticle", post: toBlogPostView(post, model.data), html, indexHref: model.site.sections.blog, ...(editHref ? { editHref } : {}) }
      : { kind: "generic", title: page.meta.title, html, ...(editHref ? { editHref } : {}) };
  }
  const toc = model.toc.get(entry.route);
  if (layout.name === "community") {
    return {
      kind: "community",
      title: page.meta.title,
      html,
      activeHref: entry.route,
      ...(model.communitySidebar ? { sidebar: model.communitySidebar } : {}),
      ...(toc ? { toc } : {}),
      ...(editHref ? { editHref } : {}),
      breadcrumbs: [...communityCrumb(model.site), { name: page.meta.title }],
    };
  }
  const placement = model.placements.get(entry.route);
  if (placement && (layout.name === "docs" || layout.name === "apiOverview" || layout.name === "legacyApi" || layout.name === "apiModule")) {
    const banner = toBannerView(placement.docSet, placement.version, entry.route, model);
    const printHref = printRouteOf(placement.docSet, placement.version);
    return {
      kind: "docs",
      layout: layout.name === "docs" ? layout.variant : layout.name,
      docSetTitle: placement.docSet.title,
      title: page.meta.title,
      html,
      activeHref: entry.route,
      ...(placement.sidebar ? { sidebar: placement.sidebar } : {}),
      ...(toc ? { toc } : {}),
      breadcrumbs: placement.breadcrumbs,
      ...(placement.prev ? { prev: placement.prev } : {}),
      ...(placement.next ? { next: placement.next } : {}),
      ...(editHref ? { editHref } : {}),
      ...(banner ? { banner } : {}),
      versionSelect: toVersionSelect(placement.docSet, placement.version, entry.route, model),
      ...(printHref && layout.name === "docs" && model.routes.get(printHref)?.target.kind === "printable" ? { printHref } : {}),
    };
  }
  return {
    kind: "generic",
    title: page.meta.title,
    ...(page.meta.description ? { description: page.meta.description } : {}),
    html,
    ...(editHref ? { editHref } : {}),
  };
}

/** The community section's crumb: the header link into the section (the section's own route without one). */
function communityCrumb(site: SiteModel["site"]): { name: string; href: string }[] {
  const link = site.nav.find((l) => isUnder(l.href, site.sections.community));
  return [link ? { name: link.name, href: link.href } : { name: site.sections.community.slice(1), href: site.sections.community }];
}

/** The doc set whose versions the playground's `?version=` links name (playground.docSet, else the first). */
function playgroundManual(site: SiteModel["site"]): PlaygroundManual {
  const set = playgroundDocSetOf(site);
  return set ? { versions: set.versions.map((v) => ({ value: v.value, label: v.label })), aliases: set.aliases } : { versions: [], aliases: {} };
}

function toVersionSelect(set: ResolvedDocSet, version: string, route: string, model: SiteModel): VersionSelectView {
  const next = set.versions.filter((v) => set.nextVersions.includes(v.value));
  const released = set.versions.filter((v) => !set.nextVersions.includes(v.value));
  const rest = route.slice(`${set.base}/${version}`.length);
  const targets: Record<string, string> = {};
  for (const { value } of set.versions) {
    const same = `${set.base}/${value}${rest}`;
    const home = `${set.base}/${value}/${set.home}`;
    const target = model.routes.has(same) ? same : model.routes.has(home) ? home : undefined;
    if (target) targets[value] = target;
  }
  return { current: version, options: buildVersionOptions(next, released), storageKey: set.storageKey, base: set.base, targets };
}

function toBannerView(set: ResolvedDocSet, version: string, route: string, model: SiteModel): BannerView | undefined {
  const banner = set.banners[version];
  if (!banner) return undefined;
  const home = `${set.base}/${set.latest}/${set.home}`;
  const same = `${set.base}/${set.latest}${route.slice(`${set.base}/${version}`.length)}`;
  const href = banner.link === "same-page-latest" && model.routes.has(same) ? same : home;
  return { kind: banner.kind, text: banner.text, linkText: banner.linkText, href };
}

/** The sizes of the logo wall's images (the companies' `image` paths) that the site's public files state. */
function logoSizes(companies: unknown, sizes: ReadonlyMap<string, ImageSize>): Record<string, ImageSize> {
  const out: Record<string, ImageSize> = {};
  for (const company of Array.isArray(companies) ? companies : []) {
    const image = (company as { image?: unknown } | null)?.image;
    const size = typeof image === "string" ? sizes.get(image) : undefined;
    if (typeof image === "string" && size) out[image] = size;
  }
  return out;
}
