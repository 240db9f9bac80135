// Ranks the site's routes by how close they are to a path that does not exist: the last segment spelled alike
// counts most, then the other segments the two share; version folders (v11.0.0, latest, next) are ignored, so a
// page of another version (or without one) is found, and of its versions the one asked for (or the latest) is kept.
import type { ClientDocSet } from "../../src/shared/clientConfig.ts";
import type { RouteList } from "../../src/shared/routeList.ts";

const VERSION = /^(v\d+(\.\d+){0,2}(-[\w.]+)?|latest|next)$/;

/** The path's segments without version folders, lower case. */
function partsOf(path: string): { segments: string[]; version: string | undefined } {
  const segments: string[] = [];
  let version: string | undefined;
  for (const raw of path.toLowerCase().split("/")) {
    if (raw === "") continue;
    if (VERSION.test(raw)) version ??= raw;
    else segments.push(raw);
  }
  return { segments, version };
}

/** Edit distance of two short strings. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** 1 for equal strings, 0 for nothing alike. */
function likeness(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - distance(a, b) / longest;
}

/** The least score a suggestion needs: a name more than half alike with the same folders, or more alike in others. */
const MINIMUM = 2.6;

/** A suggested route. */
export interface RouteSuggestion {
  readonly route: string;
  readonly title: string;
}

/** The `limit` routes closest to `path`, best first, one version of each page, none below a minimal likeness. */
export function rankRoutes(path: string, routes: RouteList, docSets: readonly ClientDocSet[], limit = 5): RouteSuggestion[] {
  const asked = partsOf(decodeURIComponent(path).replace(/\.html$|\/+$/g, ""));
  const last = asked.segments.at(-1) ?? "";
  const preferred = (route: string) => {
    if (asked.version && asked.version !== "latest") return asked.version;
    return docSets.find((d) => route.startsWith(`${d.base}/`))?.latest.toLowerCase();
  };
  const scored: { route: string; title: string; key: string; score: number }[] = [];
  for (const [route, title] of routes) {
    const candidate = partsOf(route);
    const key = candidate.segments.join("/");
    let score = 0;
    if (key === asked.segments.join("/")) score = 10;
    else {
      const candidateLast = candidate.segments.at(-1) ?? "";
      score += 3 * likeness(last, candidateLast);
      // A shortened name (`intro` for `introduction`) counts as close, and a name with words added (`record-extra` for
      // `record`), but not a longer word (`intro` for `int`).
      if (last.length >= 3 && candidateLast !== last && (candidateLast.startsWith(last) || last.startsWith(`${candidateLast}-`))) score += 1;
      const shared = asked.segments.slice(0, -1).filter((s) => candidate.segments.includes(s)).length;
      score += asked.segments.length > 1 ? shared / (asked.segments.length - 1) : 0;
      if (last !== "" && candidate.segments.includes(last)) score += 1;
    }
    if (candidate.version !== undefined && candidate.version === preferred(route)) score += 0.01;
    if (score >= MINIMUM) scored.push({ route, title, key, score });
  }
  scored.sort((a, b) => b.score - a.score || a.route.length - b.route.length || (a.route < b.route ? -1 : 1));
  const seen = new Set<string>();
  const out: RouteSuggestion[] = [];
  for (const s of scored) {
    if (seen.has(s.key)) continue;
    seen.add(s.key);
    out.push({ route: s.route, title: s.title });
    if (out.length === limit) break;
  }
  return out;
}
