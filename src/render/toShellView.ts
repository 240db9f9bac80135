import type { ResolvedSite } from "../config/types.ts";
import type { ShellView } from "./views.ts";

/** True for routes that show the docs sub-bar: paths containing /docs/ or /syntax-lookup. */
export function isDocsPath(route: string): boolean {
  return route.includes("/docs/") || route.includes("/syntax-lookup");
}

/** The shared header/footer view of a route. `year` fills `{year}` in the copyright line. */
export function toShellView(site: ResolvedSite, route: string, year: number): ShellView {
  return {
    route,
    nav: site.nav,
    ...(isDocsPath(route) ? { docsNav: site.docsNav } : {}),
    mobileNav: site.mobileNav,
    social: site.social,
    footer: { copyright: site.footer.copyright.replace("{year}", String(year)), links: site.footer.links },
    versionKeys: site.docSets.map((d) => ({ key: d.storageKey, base: d.base, fallback: d.latest })),
    playgroundPath: site.playgroundPath,
  };
}
