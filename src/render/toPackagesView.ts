import { checkUrl } from "../markdown/checkUrl.ts";
import type { PackageView } from "./views.ts";

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
/** A URL that keeps the content rule (data/packages.json is checked by its schema; this holds whatever got here). */
const href = (v: unknown): string | undefined => (typeof v === "string" && checkUrl(v) === undefined ? v : undefined);

/** Package entries from `data/packages.json`, sorted official first, then by name. Malformed entries are skipped (the data check reports them). */
export function toPackagesView(raw: unknown): PackageView[] {
  if (!Array.isArray(raw)) return [];
  const out: PackageView[] = [];
  for (const p of raw as Record<string, unknown>[]) {
    const name = str(p?.["name"]);
    if (!name) continue;
    const repositoryHref = href(p["repositoryHref"]);
    out.push({
      name,
      description: str(p["description"]) ?? "",
      keywords: Array.isArray(p["keywords"]) ? p["keywords"].filter((k): k is string => typeof k === "string") : [],
      version: str(p["version"]) ?? "",
      ...(repositoryHref ? { repositoryHref } : {}),
      npmHref: href(p["npmHref"]) ?? `https://www.npmjs.com/package/${name}`,
      official: p["official"] === true,
    });
  }
  return out.sort((a, b) => Number(b.official) - Number(a.official) || a.name.localeCompare(b.name));
}
