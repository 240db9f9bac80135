// The printable pages' chapters behind the memo: a chapter's HTML is rewritten (rewriteChapterHtml) only when its
// page's HTML or its place on the printable page changed, not at every rebuild (the ReScript site's five printable
// manuals rewrite some 1,000 pages, about a fifth of a rebuild).
import { createHash } from "node:crypto";
import { type ChapterPlace, rewriteChapterHtml } from "../render/rewriteChapterHtml.ts";
import type { RewriteChapter } from "../render/toPrintableView.ts";
import type { BuildMemo } from "./BuildMemo.ts";

/**
 * A rewrite of chapters kept in the memo (`chapterHtml`), by the page's HTML (the key of a value: a table of the
 * rewritten HTML by place, its route, anchor and the anchors of its page's chapters). `retain`, once the build's
 * pages are planned, drops what that build did not use.
 */
export function chapterHtmlOnce(memo: BuildMemo): { rewrite: RewriteChapter; retain: () => void } {
  /** Each printable page's anchors as one hash (the same map for all its chapters). */
  const digests = new WeakMap<ReadonlyMap<string, string>, string>();
  const used = new Map<string, Map<string, string>>();
  const rewrite = (html: string, place: ChapterPlace) => {
    let anchors = digests.get(place.anchors);
    if (anchors === undefined) {
      anchors = createHash("sha1")
        .update(JSON.stringify([...place.anchors]))
        .digest("base64");
      digests.set(place.anchors, anchors);
    }
    const placeKey = `${place.route}\0${place.anchor}\0${anchors}`;
    let now = used.get(html);
    if (!now) used.set(html, (now = new Map()));
    let rewritten = now.get(placeKey) ?? memo.values.peek<ReadonlyMap<string, string>>("chapterHtml", html)?.get(placeKey);
    rewritten ??= rewriteChapterHtml(html, place);
    now.set(placeKey, rewritten);
    return rewritten;
  };
  const retain = () => {
    for (const [html, byPlace] of used) memo.values.set("chapterHtml", html, byPlace);
    memo.values.retain("chapterHtml", new Set(used.keys()));
  };
  return { rewrite, retain };
}
