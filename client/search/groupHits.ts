// Hit URLs reduced to path + hash, grouped by first path segment (blog, community, docs; syntax lookup counts
// as docs), with the breadcrumb label docs hits show. Pure: the modal and the unit tests share it.
import type { DisplayHit } from "./types.ts";

/** At most this many hits per query. */
export const MAX_HITS = 20;
/** At most this many hits per group. */
export const MAX_PER_GROUP = 5;

/** A hit ready to render: its same-site link and the label under its title. */
export interface GroupedHit {
  readonly hit: DisplayHit;
  /** Path plus hash, e.g. `/docs/manual/v11.0.0/record#optional-fields`. */
  readonly href: string;
  /** Breadcrumb for docs hits (`Manual / V11.0.0 / Record`), otherwise the page title for section hits. */
  readonly label: string;
}

/** Hits sharing a first path segment. */
export interface HitGroup {
  /** `docs`, `blog`, `community`, or another first segment. */
  readonly id: string;
  readonly title: string;
  readonly hits: readonly GroupedHit[];
}

/** The path and hash of an absolute URL; logs 'Failed to parse URL' and returns undefined when it cannot be parsed. */
export function reduceHitUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.hash;
  } catch (error) {
    console.error("Failed to parse URL", url, error);
    return undefined;
  }
}

/** The group of a path: its first segment, with `syntax-lookup` under `docs`. */
export function groupOf(path: string): string {
  const first = path.split(/[/?#]/).filter(Boolean)[0] ?? "";
  if (first === "syntax-lookup") return "docs";
  return first === "" ? "home" : first;
}

/** The segments after `/docs/`, capitalised and joined by ` / ` (`api` written `API`); `Syntax Lookup` for the lookup. */
export function breadcrumbOf(path: string): string {
  const segments = path.split(/[?#]/)[0]!.split("/").filter(Boolean);
  if (segments[0] === "syntax-lookup") return "Syntax Lookup";
  return segments
    .slice(1)
    .map((s) => (s === "api" ? "API" : capitalize(s)))
    .join(" / ");
}

/** Groups the first MAX_HITS hits by first path segment, in order of first appearance, MAX_PER_GROUP each; unparsable URLs are skipped. */
export function groupHits(hits: readonly DisplayHit[], limits: { maxHits?: number; perGroup?: number } = {}): HitGroup[] {
  const groups = new Map<string, GroupedHit[]>();
  for (const hit of hits.slice(0, limits.maxHits ?? MAX_HITS)) {
    const href = reduceHitUrl(hit.url);
    if (href === undefined) continue;
    const id = groupOf(href);
    const list = groups.get(id) ?? [];
    groups.set(id, list);
    if (list.length >= (limits.perGroup ?? MAX_PER_GROUP)) continue;
    const label = id === "docs" ? breadcrumbOf(href) : hit.type === "lvl1" ? "" : (hit.hierarchy.lvl1 ?? "");
    list.push({ hit, href, label });
  }
  return [...groups].map(([id, list]) => ({ id, title: capitalize(id), hits: list }));
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
