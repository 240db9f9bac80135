// Routes without a version folder (`/docs/manual/record`, `/docs/react/introduction`), as a doc set's `versionless`
// setting asks: each leads to the page of the latest version, or of the newest version that has it, and never
// takes the place of a route the site already has.
import type { ResolvedDocSet } from "../config/types.ts";

/** A doc set's versionless redirects, `from -> to`, for the page routes given (`to` is always one of them). */
export function versionlessRedirects(input: {
  /** Every route the site has (pages, special pages, redirects): none of them is ever redirected. */
  readonly routes: ReadonlySet<string>;
  /** The routes of real pages, the only targets. */
  readonly pages: readonly string[];
  readonly docSets: readonly ResolvedDocSet[];
  /** The sidebar category of a docs page, for `versionless.categories`. */
  readonly categoryOf: (route: string) => string | undefined;
}): Map<string, string> {
  const redirects = new Map<string, string>();
  const add = (from: string, to: string) => {
    if (!input.routes.has(from) && !redirects.has(from)) redirects.set(from, to);
  };
  for (const set of input.docSets) {
    if (!set.versionless) continue;
    const latest = set.aliases[set.latest] ?? set.latest;
    // The latest version first, then the others newest first: the first version that has a page gives its target.
    const versions = [latest, ...set.versions.map((v) => v.value).filter((v) => v !== latest)];
    const categories = Object.entries(set.versionless.categories);
    for (const version of versions) {
      const root = `${set.base}/${version}/`;
      for (const route of input.pages) {
        if (!route.startsWith(root)) continue;
        const rest = route.slice(root.length);
        if (rest === "") continue;
        add(`${set.base}/${rest}`, route);
        const category = input.categoryOf(route);
        for (const [name, base] of categories) if (name === category) add(`${base}/${rest}`, route);
      }
    }
  }
  return redirects;
}
