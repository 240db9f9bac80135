import { closestMatch } from "../diagnostics/closestMatch.ts";
import type { LinkRef } from "../markdown/env.ts";
import { errorAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import type { SiteModel } from "./types.ts";
import type { Page } from "../content/types.ts";
import { isUnder } from "../shared/isUnder.ts";

/** Ids each route's HTML will contain: page headings, plus syntax-lookup entry ids (on the lookup page). */
export function buildAnchorIndex(model: SiteModel): Map<string, Set<string>> {
  const anchors = new Map<string, Set<string>>();
  for (const [route, entry] of model.routes) {
    // A page whose front matter has no end was not read: its anchors are unknown, not missing.
    if (entry.target.kind === "page" && entry.target.page.failed !== "file") anchors.set(route, new Set(entry.target.page.headings.map((h) => h.id)));
  }
  anchors.set(model.site.sections.syntaxLookup, new Set(model.syntax.map((e) => e.id)));
  for (const [route, entry] of model.routes) {
    if (entry.target.kind === "redirect") anchors.set(route, anchors.get(entry.target.to) ?? new Set());
  }
  return anchors;
}

/** What link checks look things up in: the site's routes, the other files it outputs, and each route's anchors. */
export interface LinkTargets {
  readonly model: SiteModel;
  /** Non-page outputs (the feed, the sitemap, feature files). */
  readonly files: ReadonlySet<string>;
  /** Route prefixes whose pages a later build adds (serve's first build): a link into one that is no route yet is not checked. */
  readonly pending: readonly string[];
  /** The ids of a route (see buildAnchorIndex), undefined when unknown. */
  anchors(route: string): ReadonlySet<string> | undefined;
  /** What stands for a route's anchors: equal values (`===`), the same ids in the same order. */
  anchorsKey(route: string): unknown;
}

/** The lookups of a site's link checks; the anchor index is made when first needed. */
export function linkTargetsOf(model: SiteModel, files: ReadonlySet<string>, pending: readonly string[] = []): LinkTargets {
  let index: Map<string, Set<string>> | undefined;
  const anchors = (route: string) => (index ??= buildAnchorIndex(model)).get(route);
  const indexKeys = new Map<string, string | undefined>();
  const anchorsKey = (route: string): unknown => {
    // A page's headings (an immutable parse result: the same array while the page is unchanged) stand for its
    // anchors; the syntax-lookup route and redirects take theirs from the index, as a string of the ids.
    const entry = model.routes.get(route);
    if (entry?.target.kind === "page" && entry.target.page.failed !== "file" && route !== model.site.sections.syntaxLookup) return entry.target.page.headings;
    if (!indexKeys.has(route)) {
      const ids = anchors(route);
      indexKeys.set(route, ids && [...ids].join("\n"));
    }
    return indexKeys.get(route);
  };
  return { model, files, pending, anchors, anchorsKey };
}

/** A page's link check: what it found, and the anchors it read (by route: `anchorsKey` then), on which it depends besides the routes. */
export interface PageLinkCheck {
  readonly diagnostics: readonly Diagnostic[];
  readonly anchorsRead: ReadonlyMap<string, unknown>;
}

/** Every page whose links are checked: its route (where a link to "#id" leads), its file, and its links. */
export function linkedPagesOf(model: SiteModel): { readonly from: string; readonly page: Page }[] {
  const pages: { from: string; page: Page }[] = [];
  for (const [route, entry] of model.routes) if (entry.target.kind === "page") pages.push({ from: route, page: entry.target.page });
  for (const e of model.syntax) pages.push({ from: model.site.sections.syntaxLookup, page: e.page });
  return pages;
}

/** Reports every internal link or image of one page whose route, file or #anchor does not exist. */
export function checkPageLinks(from: string, file: string, links: readonly LinkRef[], targets: LinkTargets): PageLinkCheck {
  const { model, files, pending } = targets;
  const diagnostics: Diagnostic[] = [];
  const anchorsRead = new Map<string, unknown>();
  for (const link of links) {
    if (!link.internal) continue;
    const hashAt = link.href.indexOf("#");
    const pathAndQuery = hashAt === -1 ? link.href : link.href.slice(0, hashAt);
    const rawPath = pathAndQuery.split("?")[0] ?? "";
    const path = rawPath === "" ? from : safeDecode(rawPath);
    const hash = hashAt === -1 ? "" : safeDecode(link.href.slice(hashAt + 1));
    const place = { file, line: link.line, column: link.column };
    const isRoute = model.routes.has(path);
    if (!isRoute && pending.some((prefix) => isUnder(path, prefix))) continue;
    const apiModule = /^\/docs\/manual\/[^/]+\/api\/[^/]+\/(.+)$/.exec(path)?.[1];
    if (!isRoute && apiModule) {
      diagnostics.push(errorAt(place, "api/no-index-data", `Not found index data for module: ${apiModule}`, suggest(path, model)));
      continue;
    }
    if (!isRoute && !files.has(path) && !model.assets.has(path)) {
      diagnostics.push(errorAt(place, "link/dead", `dead ${link.kind} to ${path}${link.raw !== path ? ` (written ${link.raw})` : ""}`, suggest(path, model)));
      continue;
    }
    if (hash !== "" && isRoute) {
      if (!anchorsRead.has(path)) anchorsRead.set(path, targets.anchorsKey(path));
      const ids = targets.anchors(path);
      if (ids && !ids.has(hash)) diagnostics.push(errorAt(place, "link/dead-anchor", `#${hash} is not an anchor on ${path}`, anchorsHint(ids)));
    }
  }
  return { diagnostics, anchorsRead };
}

/** The hint of a dead anchor: the first anchors of its page. */
function anchorsHint(ids: ReadonlySet<string>): string {
  if (ids.size === 0) return "that page has no headings";
  const first = [...ids].slice(0, 8).map((i) => `#${i}`);
  return `anchors there: ${first.join(", ")}${ids.size > 8 ? ", ..." : ""}`;
}

/** Reports every redirect of site.json that leads nowhere. */
export function checkRedirects(model: SiteModel, files: ReadonlySet<string>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const [route, entry] of model.routes) {
    if (entry.target.kind === "redirect" && !model.routes.has(entry.target.to) && !files.has(entry.target.to)) {
      diagnostics.push(
        errorAt({ file: "content/site.json", line: 1 }, "link/dead-redirect", `the redirect ${route} leads to ${entry.target.to}, which does not exist`),
      );
    }
  }
  return diagnostics;
}

/**
 * Reports every internal link or image whose route, file or #anchor does not exist, and every redirect that leads
 * nowhere. `files` are non-page outputs; a link into `pending` that is no route yet is not checked.
 */
export function checkLinks(model: SiteModel, files: ReadonlySet<string>, pending: readonly string[] = []): Diagnostic[] {
  const targets = linkTargetsOf(model, files, pending);
  const pages = linkedPagesOf(model).flatMap(({ from, page }) => checkPageLinks(from, page.source.file, page.links, targets).diagnostics);
  return [...pages, ...checkRedirects(model, files)];
}

function safeDecode(text: string): string {
  if (!text.includes("%")) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A hint naming the most similar existing route in the same directory, if any. */
function suggest(path: string, model: SiteModel): string | undefined {
  const dir = path.slice(0, path.lastIndexOf("/") + 1);
  const siblings = [...model.routes.keys()].filter((route) => route.startsWith(dir) && !route.slice(dir.length).includes("/"));
  const best = closestMatch(
    path.slice(dir.length),
    siblings.map((route) => route.slice(dir.length)),
  );
  return best !== undefined ? `did you mean ${dir}${best}?` : undefined;
}
