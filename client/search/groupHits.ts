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
  /** Breadcrumb for docs hits (`Manual / v11.0.0 / Record`), otherwise the page title for section hits. */
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

/**
 * The breadcrumb of a docs hit: the doc set and version folders of its path (capitalised, a version number as it
 * is: `Manual / v12.0.0`), `API` for a page of the API reference, then the page's title (`pageTitle`; the last
 * path segment capitalised when there is none); `Syntax Lookup` for the lookup.
 */
export function breadcrumbOf(path: string, pageTitle?: string | null): string {
  const segments = path.split(/[?#]/)[0]!.split("/").filter(Boolean);
  if (segments[0] === "syntax-lookup") return "Syntax Lookup";
  const [docSet, version, ...rest] = segments.slice(1);
  const crumbs = [docSet, version].filter((s) => s !== undefined).map((s) => (/^v\d/.test(s) ? s : capitalize(s)));
  if (rest.length === 0) return crumbs.join(" / ");
  const middle = rest.slice(0, -1);
  // Below `api/` the folders are the module's path, which the page title (`Belt.Array`) already names.
  crumbs.push(...(middle[0] === "api" ? ["API"] : middle.map(capitalize)));
  crumbs.push(pageTitle?.trim() || capitalize(rest.at(-1)!));
  return crumbs.join(" / ");
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
    const label = id === "docs" ? breadcrumbOf(href, hit.hierarchy.lvl1) : hit.type === "lvl1" ? "" : (hit.hierarchy.lvl1 ?? "");
    list.push({ hit, href, label });
  }
  return [...groups].map(([id, list]) => ({ id, title: capitalize(id), hits: list }));
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * `groups` with `extra` inserted before the first group whose best hit ranks below `extra`'s best one in
 * `ranking` (the hrefs of a search over both, best first; a hit missing from it ranks last): another doc set's
 * page about the query comes before blog posts that only mention it.
 */
export function insertByRank(groups: readonly HitGroup[], extra: HitGroup, ranking: readonly string[]): HitGroup[] {
  const rank = (group: HitGroup) =>
    Math.min(...group.hits.map((h) => ranking.indexOf(h.href)).map((i) => (i === -1 ? Number.POSITIVE_INFINITY : i)), Number.POSITIVE_INFINITY);
  const mine = rank(extra);
  const at = groups.findIndex((g) => g.hits.length > 0 && rank(g) > mine);
  return at === -1 ? [...groups, extra] : [...groups.slice(0, at), extra, ...groups.slice(at)];
}
