import { isReservedId } from "../shared/reservedIds.ts";
import type { PrintableDocs } from "../site/types.ts";
import { type ChapterPlace, rewriteChapterHtml } from "./rewriteChapterHtml.ts";
import type { PrintableBodyView } from "./views.ts";

/** How a chapter's HTML is rewritten: rewriteChapterHtml, or the same kept between builds (src/pipeline/chapterHtmlOnce.ts). */
export type RewriteChapter = (html: string, place: ChapterPlace) => string;

/** The printable page of a doc set version: its chapters' HTML, each with ids and links that fit in among the others. */
export function toPrintableView(docs: PrintableDocs, rewrite: RewriteChapter = rewriteChapterHtml): PrintableBodyView {
  const { docSet: set, version, chapters } = docs;
  const label = set.versions.find((v) => v.value === version)?.label ?? version;
  const used = new Set<string>();
  const anchors = new Map<string, string>();
  const aliases = Object.entries(set.aliases).flatMap(([alias, target]) => (target === version ? [alias] : []));
  const versionRoot = `${set.base}/${version}`;
  const placed = chapters.map((chapter) => {
    const anchor = chapterAnchor(chapter.page.route.split("/").at(-1) ?? "", used);
    used.add(anchor);
    anchors.set(chapter.page.route, anchor);
    // A link through an alias of this version (`/docs/manual/latest/record`) leads to the same chapter.
    const rest = chapter.page.route.slice(versionRoot.length);
    for (const alias of aliases) anchors.set(`${set.base}/${alias}${rest}`, anchor);
    return { chapter, anchor };
  });
  const home = `${versionRoot}/${set.home}`;
  return {
    kind: "printable",
    title: `${set.title} ${label}`,
    breadcrumbs: [...set.crumbs.map((name) => ({ name, href: home })), { name: `${label}, all chapters` }],
    chapters: placed.map(({ chapter, anchor }) => ({
      anchor,
      title: chapter.name,
      category: chapter.category,
      html: rewrite(chapter.page.html, { route: chapter.page.route, anchor, anchors }),
    })),
  };
}

/**
 * A chapter's id on the printable page: its page slug, made unique. It never holds `--` (which parts it from the ids
 * of the chapters' own elements, `<anchor>--<id>`) and is never an id of the layout.
 */
function chapterAnchor(slug: string, used: ReadonlySet<string>): string {
  const plain = slug.replace(/-{2,}/g, "-") || "chapter";
  const base = isReservedId(plain) ? `chapter-${plain}` : plain;
  let anchor = base;
  for (let n = 2; used.has(anchor); n++) anchor = `${base}-${n}`;
  return anchor;
}
