import type { OutputFile, SiteOutput } from "../output/SiteOutput.ts";
import type { LiveMessage } from "./LiveReloadHub.ts";
import { routeOfOutput } from "../render/outputPath.ts";

/** What open pages must do after a successful rebuild: nothing, swap stylesheets, or reload some routes. */
export function diffBuilds(before: SiteOutput, after: SiteOutput): LiveMessage | undefined {
  const changed = new Set<string>();
  let cssOnly = true;
  for (const [path, page] of after.fingerprints) {
    const old = before.fingerprints.get(path);
    if (old?.key === page.key) continue;
    changed.add(routeOfOutput(path));
    if (!old || old.cssFreeKey !== page.cssFreeKey) cssOnly = false;
  }
  for (const path of before.fingerprints.keys())
    if (!after.fingerprints.has(path)) {
      changed.add(routeOfOutput(path));
      cssOnly = false;
    }
  let otherFiles = false;
  // Bundled stylesheets (hashed names under /assets/) are swapped in place; files no open page has loaded (the
  // host's redirect and header lists, text, feeds, JSON fetched when needed, such as the 404 page's route list)
  // need no reload; any other file may be used by any page.
  const touch = (path: string) => {
    if (path.startsWith("/assets/") && path.endsWith(".css")) return;
    if (path === "/_redirects" || path === "/_headers" || path.endsWith(".json")) return;
    if (path.endsWith(".html")) {
      // Redirect pages of alias routes.
      changed.add(routeOfOutput(path));
      cssOnly = false;
    } else if (!/\.(txt|xml)$/.test(path)) otherFiles = true;
  };
  // Template pages (renderers) were compared by their fingerprints above.
  for (const [path, body] of after.files) {
    if (after.fingerprints.has(path)) continue;
    const old = before.files.get(path);
    if (old === undefined || !sameBody(old, body)) touch(path);
  }
  for (const path of before.files.keys()) if (!after.files.has(path) && !before.fingerprints.has(path)) touch(path);
  if (changed.size > 0 && cssOnly && !otherFiles) {
    return { type: "css", from: [...before.css], to: [...after.css] };
  }
  if (changed.size === 0 && !otherFiles) return undefined;
  // A changed asset (image, script, data file) may be used by any page.
  return { type: "reload", routes: [...changed].sort(), all: otherFiles };
}

function sameBody(a: OutputFile, b: OutputFile): boolean {
  if (a === b) return true;
  if (typeof a === "function" || typeof b === "function") return false;
  if (typeof a === "string" || typeof b === "string") return typeof a === typeof b && a === b;
  return a.byteLength === b.byteLength && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
}
