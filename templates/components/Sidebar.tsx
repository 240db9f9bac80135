import type { Sidebar as SidebarModel, TocEntry } from "../../src/site/types.ts";
import { escapeHtml } from "../../src/shared/escapeHtml.ts";

/** Above this many links, categories other than the current page's show as one link each (to their first page). */
export const COLLAPSE_AFTER = 200;

/**
 * The sidebar's list markup: categories with items; the active item shows its table of contents under it.
 * Built as a string because big sidebars repeat on every page and React elements cost far more per item.
 * Very large sidebars keep only the current category open, so each page does not carry thousands of links.
 */
export function sidebarHtml(sidebar: SidebarModel, activeHref: string, toc: TocEntry | undefined): string {
  let html = "";
  const total = sidebar.categories.reduce((n, c) => n + c.items.length, 0);
  for (const category of sidebar.categories) {
    const first = category.items[0];
    if (total > COLLAPSE_AFTER && first && !category.items.some((i) => i.href === activeHref)) {
      html +=
        `<div class="sidebar__category sidebar__category--collapsed">` +
        `<a class="sidebar__heading sidebar__heading--link" href="${escapeHtml(first.href)}">${escapeHtml(category.name)}</a> ` +
        `<span class="sidebar__count">${category.items.length} pages</span></div>`;
      continue;
    }
    html += `<div class="sidebar__category"><p class="sidebar__heading">${escapeHtml(category.name)}</p><ul class="sidebar__items">`;
    for (const item of category.items) {
      if (item.href !== activeHref) {
        html += `<li><a href="${escapeHtml(item.href)}">${escapeHtml(item.name)}</a></li>`;
        continue;
      }
      html += `<li class="is-active"><a href="${escapeHtml(item.href)}" aria-current="page">${escapeHtml(item.name)}</a>`;
      if (toc && toc.headers.length > 0) {
        html += `<ul class="sidebar__toc">`;
        for (const h of toc.headers) html += `<li><a href="${escapeHtml(h.href)}">${markHtml(h)}${escapeHtml(h.name)}</a></li>`;
        html += "</ul>";
      }
      html += "</li>";
    }
    html += "</ul></div>";
  }
  return html;
}

const MARKS = { type: ["t", "type"], value: ["v", "value"], moduleType: ["m", "module type"] } as const;

/** An API item's marks before its name: a letter for its kind and a note when deprecated, each with its words for screen readers. */
export function markHtml(header: TocEntry["headers"][number]): string {
  let html = "";
  if (header.kind) {
    const [letter, words] = MARKS[header.kind];
    html += `<span class="sidebar__mark sidebar__mark--${letter}" aria-hidden="true">${letter}</span><span class="visually-hidden">${words} </span>`;
  }
  if (header.deprecated) html += `<span class="sidebar__deprecated">deprecated</span> `;
  return html;
}

/** The docs sidebar navigation. */
export function Sidebar({ sidebar, activeHref, toc, label }: { sidebar: SidebarModel; activeHref: string; toc?: TocEntry; label: string }) {
  return <nav className="sidebar" aria-label={label} dangerouslySetInnerHTML={{ __html: sidebarHtml(sidebar, activeHref, toc) }} />;
}
