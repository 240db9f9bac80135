import type { ResolvedSite } from "../config/types.ts";
import type { ShellView } from "./views.ts";
import { isUnder } from "../shared/isUnder.ts";

/** True for routes that show the docs sub-bar: those under a prefix of `docsNavOn` (site.json). */
export function isDocsPath(route: string, site: Pick<ResolvedSite, "docsNavOn">): boolean {
  return site.docsNavOn.some((prefix) => isUnder(route, prefix));
}

/**
 * The header and footer view of each route of a site (`year` fills `{year}` in the copyright line). Every part
 * but the route is one object for all routes: page fingerprints hash each shared object once (a footer and version
 * keys made anew for each page were hashed once per page).
 */
export function createShellViews(site: ResolvedSite, year: number): (route: string) => ShellView {
  const footer = { copyright: site.footer.copyright.replace("{year}", String(year)), links: site.footer.links };
  const versionKeys = site.docSets.map((d) => ({ key: d.storageKey, base: d.base, fallback: d.latest }));
  const docsStart = docsStartOf(site);
  return (route) => ({
    route,
    nav: site.nav,
    ...(isDocsPath(route, site) ? { docsNav: site.docsNav } : {}),
    mobileNav: site.mobileNav,
    social: site.social,
    footer,
    versionKeys,
    playgroundPath: site.playgroundPath,
    home: site.sections.landing,
    ...docsStart,
    docsNavOn: site.docsNavOn,
  });
}

/** The first doc set's start page in its latest version, through the `latest` alias where the doc set has one. */
function docsStartOf(site: ResolvedSite): { docsStart?: string } {
  const first = site.docSets[0];
  if (!first) return {};
  const version = Object.hasOwn(first.aliases, "latest") ? "latest" : first.latest;
  return { docsStart: `${first.base}/${version}/${first.home}` };
}
