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

/** True when `href` is the current route or a section the route is in. */
export function isActive(href: string, route: string): boolean {
  const path = href.replace(/\{\w+\}/g, "");
  const section = path.split("/").filter(Boolean).slice(0, 2).join("/");
  return route === path || (section !== "" && route.startsWith(`/${section}`));
}
