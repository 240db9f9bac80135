import type { ClientConfig } from "./readConfig.ts";
import { storedVersion } from "./storedVersion.ts";

/**
 * Fills links whose `data-version-href` holds placeholders like `/docs/manual/{manual_version}/introduction`
 * with the stored version of the doc set owning that storage key (its latest when none is valid).
 */
export function initVersionLinks(config: ClientConfig, root: ParentNode = document): void {
  const links = root.querySelectorAll<HTMLAnchorElement>("a[data-version-href]");
  if (links.length === 0) return;
  const versions = new Map(config.docSets.map((d) => [d.storageKey, storedVersion(d)]));
  for (const link of links) {
    const template = link.dataset["versionHref"] ?? "";
    let unknown = false;
    const href = template.replace(/\{(\w+)\}/g, (_whole, key: string) => {
      const version = versions.get(key);
      if (version === undefined) unknown = true;
      return version ?? "";
    });
    if (!unknown) link.setAttribute("href", href);
  }
}
