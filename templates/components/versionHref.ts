import type { ShellView } from "../../src/render/views.ts";

/** Fills `{manual_version}`-style placeholders with each doc set's default version (the client swaps in the stored one). */
export function versionHref(href: string, shell: ShellView): string {
  return href.replace(/\{(\w+)\}/g, (whole, key: string) => shell.versionKeys.find((k) => k.key === key)?.fallback ?? whole);
}

/** Props that let the client rewrite a link from local storage: the template with placeholders. */
export function versionLinkProps(href: string, shell: ShellView): { href: string; "data-version-href"?: string } {
  const filled = versionHref(href, shell);
  return filled === href ? { href } : { href: filled, "data-version-href": href };
}

/** True for a link below a prefix of `docsNavOn` (a link into the docs, which stands for every page that shows the docs bar). */
export function isDocsLink(href: string, shell: ShellView): boolean {
  return shell.docsNavOn.some((prefix) => href.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`));
}

/** The prefixes a link stands for: its own path, and for a page link (`/docs/manual/{v}/introduction`) its section. */
function sectionsOf(href: string): string[][] {
  const segs = href
    .split("/")
    .filter(Boolean)
    .map((s) => (/\{\w+\}/.test(s) ? "*" : s));
  return segs.length >= 2 ? [segs, segs.slice(0, -1)] : [segs];
}

function matches(prefix: readonly string[], route: readonly string[]): boolean {
  return prefix.length <= route.length && prefix.every((s, i) => s === "*" || s === route[i]);
}

/** Index of the link the route belongs to: the one whose path or section matches the most segments (-1 if none). */
export function activeLinkIndex(hrefs: readonly string[], route: string): number {
  const segs = route.split("/").filter(Boolean);
  let best = -1;
  let bestScore = 0;
  hrefs.forEach((href, i) => {
    for (const prefix of sectionsOf(href)) {
      const score = prefix.length + (prefix.length === sectionsOf(href)[0]!.length ? 0.5 : 0);
      if (prefix.length > 0 && matches(prefix, segs) && score > bestScore) {
        best = i;
        bestScore = score;
      }
    }
  });
  return best;
}
