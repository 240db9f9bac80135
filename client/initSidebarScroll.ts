import { revealCurrentEntry } from "./revealCurrentEntry.ts";

/**
 * On load, scrolls the docs sidebar (`data-sidebar`: the desktop column and the phone drawer are one element with
 * its own scroll box) to the current page's entry when that entry is out of view. Only the sidebar scrolls: the
 * page keeps its place (or its #hash target). The sidebar's layout is read when the browser has laid it out (the
 * first ResizeObserver callback, before that frame is painted), never while the page's own script runs: there,
 * on a long page (the array API page), the read forced a layout of the whole page inside the script's task.
 */
export function initSidebarScroll(root: Document = document): void {
  const sidebar = root.querySelector<HTMLElement>("[data-sidebar]");
  if (!sidebar) return;
  const view = root.defaultView;
  if (!view || typeof view.ResizeObserver !== "function") {
    revealCurrentEntry(sidebar);
    return;
  }
  const observer = new view.ResizeObserver(() => {
    observer.disconnect();
    revealCurrentEntry(sidebar);
    sidebar.dataset["revealed"] = "";
  });
  observer.observe(sidebar);
}
