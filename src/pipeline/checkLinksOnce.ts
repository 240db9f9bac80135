// The link checks behind the memo: a page's links are checked again only when the page, the site's routes and
// files, or the anchors its links read have changed (serve's rebuilds check the pages an edit touched, not some
// 15,000 links of a 1,000-page site).
import { createHash } from "node:crypto";
import { sourceTextHash } from "../content/sourceTextHash.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { checkLinks, checkPageLinks, checkRedirects, linkedPagesOf, linkTargetsOf, type LinkTargets, type PageLinkCheck } from "../site/checkLinks.ts";
import type { SiteModel } from "../site/types.ts";
import type { BuildMemo } from "./BuildMemo.ts";

/**
 * The diagnostics of checkLinks, each page's check kept in the memo (`linkCheck`). Its key is everything the check
 * reads besides anchors: the page's source and route, the parse settings its links were resolved with, and every
 * route, file, asset and pending prefix of the site. The anchors it read are kept with it and compared at reuse.
 */
export function checkLinksOnce(
  input: { model: SiteModel; files: ReadonlySet<string>; pending: readonly string[]; parseSettingsKey: string },
  memo: BuildMemo | undefined,
): Diagnostic[] {
  const { model, files, pending } = input;
  if (!memo) return checkLinks(model, files, pending);
  const targets = linkTargetsOf(model, files, pending);
  const site = JSON.stringify([input.parseSettingsKey, [...model.routes.keys()], [...files], [...model.assets], pending]);
  const siteKey = createHash("sha1").update(site).digest("base64");
  const live = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const { from, page } of linkedPagesOf(model)) {
    const { source } = page;
    const key = `${siteKey}\0${from}\0${source.path}\0${source.file}\0${source.generated ? 1 : 0}\0${source.textHash ?? sourceTextHash(source.text)}`;
    live.add(key);
    let check = memo.values.peek<PageLinkCheck>("linkCheck", key);
    if (!check || !anchorsAsRead(check, targets)) {
      check = checkPageLinks(from, source.file, page.links, targets);
      memo.values.set("linkCheck", key, check);
    }
    diagnostics.push(...check.diagnostics);
  }
  memo.values.retain("linkCheck", live);
  return [...diagnostics, ...checkRedirects(model, files)];
}

/** True when every anchor set `check` read is still the same. */
function anchorsAsRead(check: PageLinkCheck, targets: LinkTargets): boolean {
  for (const [route, anchors] of check.anchorsRead) if (targets.anchorsKey(route) !== anchors) return false;
  return true;
}
