import { closestMatch } from "../diagnostics/closestMatch.ts";
import type { LinkRef } from "../markdown/env.ts";
import { errorAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import type { SiteModel } from "./types.ts";
import { isUnder } from "../shared/isUnder.ts";

/** Ids each route's HTML will contain: page headings, plus syntax-lookup entry ids (on the lookup page). */
export function buildAnchorIndex(model: SiteModel): Map<string, Set<string>> {
  const anchors = new Map<string, Set<string>>();
  for (const [route, entry] of model.routes) {
    // A page whose front matter has no end was not read: its anchors are unknown, not missing.
    if (entry.target.kind === "page" && entry.target.page.failed !== "file") anchors.set(route, new Set(entry.target.page.headings.map((h) => h.id)));
  }
  anchors.set(model.site.sections.syntaxLookup, new Set(model.syntax.map((e) => e.id)));
  for (const [route, entry] of model.routes) {
    if (entry.target.kind === "redirect") anchors.set(route, anchors.get(entry.target.to) ?? new Set());
  }
  return anchors;
}

/**
 * Reports every internal link or image whose route, file or #anchor does not exist. `files` are non-page outputs;
 * a link into `pending` (route prefixes whose pages a later build adds: serve's first build) that is no route yet is not checked.
 */
export function checkLinks(model: SiteModel, files: ReadonlySet<string>, pending: readonly string[] = []): Diagnostic[] {
  const anchors = buildAnchorIndex(model);
  const diagnostics: Diagnostic[] = [];
  const check = (from: string, file: string, link: LinkRef) => {
    if (!link.internal) return;
    const hashAt = link.href.indexOf("#");
    const pathAndQuery = hashAt === -1 ? link.href : link.href.slice(0, hashAt);
    const rawPath = pathAndQuery.split("?")[0] ?? "";
    const path = rawPath === "" ? from : safeDecode(rawPath);
    const hash = hashAt === -1 ? "" : safeDecode(link.href.slice(hashAt + 1));
    const place = { file, line: link.line, column: link.column };
    const isRoute = model.routes.has(path);
    if (!isRoute && pending.some((prefix) => isUnder(path, prefix))) return;
    const apiModule = /^\/docs\/manual\/[^/]+\/api\/[^/]+\/(.+)$/.exec(path)?.[1];
    if (!isRoute && apiModule) {
      diagnostics.push(errorAt(place, "api/no-index-data", `Not found index data for module: ${apiModule}`, suggest(path, model)));
      return;
    }
    if (!isRoute && !files.has(path) && !model.assets.has(path)) {
      diagnostics.push(errorAt(place, "link/dead", `dead ${link.kind} to ${path}${link.raw !== path ? ` (written ${link.raw})` : ""}`, suggest(path, model)));
      return;
    }
    if (hash !== "" && isRoute) {
      const ids = anchors.get(path);
      if (ids && !ids.has(hash)) {
        diagnostics.push(
          errorAt(
            place,
            "link/dead-anchor",
            `#${hash} is not an anchor on ${path}`,
            ids.size > 0
              ? `anchors there: ${[...ids]
                  .slice(0, 8)
                  .map((i) => `#${i}`)
                  .join(", ")}${ids.size > 8 ? ", ..." : ""}`
              : "that page has no headings",
          ),
        );
      }
    }
  };
  for (const [route, entry] of model.routes) {
    if (entry.target.kind === "page") for (const link of entry.target.page.links) check(route, entry.target.page.source.file, link);
  }
  for (const e of model.syntax) for (const link of e.page.links) check(model.site.sections.syntaxLookup, e.page.source.file, link);
  for (const [route, entry] of model.routes) {
    if (entry.target.kind === "redirect" && !model.routes.has(entry.target.to) && !files.has(entry.target.to)) {
      diagnostics.push(
        errorAt({ file: "content/site.json", line: 1 }, "link/dead-redirect", `the redirect ${route} leads to ${entry.target.to}, which does not exist`),
      );
    }
  }
  return diagnostics;
}

function safeDecode(text: string): string {
  if (!text.includes("%")) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A hint naming the most similar existing route in the same directory, if any. */
function suggest(path: string, model: SiteModel): string | undefined {
  const dir = path.slice(0, path.lastIndexOf("/") + 1);
  const siblings = [...model.routes.keys()].filter((route) => route.startsWith(dir) && !route.slice(dir.length).includes("/"));
  const best = closestMatch(
    path.slice(dir.length),
    siblings.map((route) => route.slice(dir.length)),
  );
  return best !== undefined ? `did you mean ${dir}${best}?` : undefined;
}
