import { revealCurrentEntry } from "./revealCurrentEntry.ts";

/**
 * On load, scrolls the docs sidebar (`data-sidebar`: the desktop column and the phone drawer are one element with
 * its own scroll box) to the current page's entry when that entry is out of view. Only the sidebar scrolls: the
 * page keeps its place (or its #hash target) and nothing is laid out again.
 */
export function initSidebarScroll(root: Document = document): void {
  const sidebar = root.querySelector<HTMLElement>("[data-sidebar]");
  if (sidebar) revealCurrentEntry(sidebar);
}
