// Which layout renders a route, exactly as the spec's "Layout choice by route" says.
import type { ResolvedDocSet } from "../config/types.ts";

/** The layout of a route. `none` renders nothing at all. */
export type Layout =
  | { readonly name: "landing" }
  | { readonly name: "manual"; readonly version: string }
  | { readonly name: "apiOverview"; readonly version: string }
  | { readonly name: "legacyApi"; readonly version: string }
  | { readonly name: "react"; readonly version: string }
  | { readonly name: "community" }
  | { readonly name: "bare" }
  | { readonly name: "generic" }
  | { readonly name: "none" };

/** The versions the layout rules distinguish, from configuration. */
export interface LayoutVersions {
  /** Manual versions with the modern API (generated from the compiler): latest, next and their aliases. */
  readonly modernApi: readonly string[];
  /** Manual versions with hand-written legacy API pages. */
  readonly legacyApi: readonly string[];
  /** All manual versions (and aliases) that have a manual layout. */
  readonly manual: readonly string[];
  /** React docs versions with a layout. */
  readonly react: readonly string[];
}

/** Derives the layout version lists from the doc sets `manual` and `react`. */
export function layoutVersionsFrom(docSets: readonly ResolvedDocSet[]): LayoutVersions {
  const manual = docSets.find((d) => d.id === "manual");
  const react = docSets.find((d) => d.id === "react");
  const manualVersions = manual ? [...manual.versions.map((v) => v.value), ...Object.keys(manual.aliases)] : [];
  const modern = manual ? [manual.latest, ...(manual.next ? [manual.next] : []), ...Object.keys(manual.aliases)] : [];
  return {
    manual: manualVersions,
    modernApi: modern,
    legacyApi: manualVersions.filter((v) => !modern.includes(v)),
    react: react ? react.versions.map((v) => v.value) : [],
  };
}

/** Chooses the layout of a route (a path without query, hash or trailing slash). */
export function chooseLayout(route: string, versions: LayoutVersions): Layout {
  const segs = route.split("/").filter(Boolean);
  if (segs.length === 0) return { name: "landing" };
  const [first, second, version = ""] = segs;
  if (first === "docs" && second === "manual") {
    const pagePath = segs.slice(3);
    if (pagePath[0] === "api") {
      if (versions.modernApi.includes(version)) return pagePath.length === 1 ? { name: "apiOverview", version } : { name: "bare" };
      if (versions.legacyApi.includes(version)) return { name: "legacyApi", version };
      return { name: "bare" };
    }
    if (versions.manual.includes(version)) return { name: "manual", version };
    return { name: "bare" };
  }
  if (first === "docs" && second === "react") {
    return versions.react.includes(version) ? { name: "react", version } : { name: "none" };
  }
  if (first === "blog") return { name: "bare" };
  if (first === "community") return { name: "community" };
  if (segs.length === 1 && (first === "packages" || first === "syntax-lookup" || first === "try")) return { name: "bare" };
  return { name: "generic" };
}
