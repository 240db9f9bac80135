import { HEADER_TOP_MARGIN, type HeaderControl } from "./initHeaderScroll.ts";

/** Space (px) between a #fragment's target and the bottom of the header visible above it (or the window's top). */
export const LANDING_GAP = 16;

/** Where a jump to a target at document offset `top` lands, and whether the header shows there. */
export interface Landing {
  readonly y: number;
  readonly hidden: boolean;
  /** The `scroll-padding-top` (px) that makes the browser's own jump land at `y`. */
  readonly padding: number;
}

/**
 * The landing for a target at document offset `top`, with a header `headerHeight` px tall (docs bar included) and
 * the page scrollable to `maxY`. Beyond the header's top margin the header hides (the page moved down) and the
 * target lands `LANDING_GAP` below the window's top; nearer the top the header shows and the target lands that
 * far below the header.
 */
export function landingFor(top: number, headerHeight: number, maxY: number): Landing {
  const low = Math.min(Math.max(0, top - LANDING_GAP), maxY);
  if (low > HEADER_TOP_MARGIN) return { y: low, hidden: true, padding: LANDING_GAP };
  const padding = headerHeight + LANDING_GAP;
  return { y: Math.min(Math.max(0, top - padding), maxY), hidden: false, padding };
}

function targetOf(hash: string, root: Document): HTMLElement | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return root.getElementById(id);
}

/**
 * Deep links land just below whatever header is visible: a click on a same-page #link, a fresh load with a #hash
 * and a history step (back, forward) between fragments. The header hides on a jump down the page, so the jump
 * sets the header's state and the page's scroll padding together (the browser's own jump then lands right) and
 * scrolls the target into place where the browser would not.
 */
export function initDeepLinks(control: HeaderControl | undefined, root: Document = document): void {
  if (!control) return;
  const html = root.documentElement;
  const prepare = (target: Element) => {
    const top = target.getBoundingClientRect().top + window.scrollY;
    const maxY = Math.max(0, html.scrollHeight - window.innerHeight);
    const landing = landingFor(top, control.header.offsetHeight, maxY);
    html.style.scrollPaddingTop = `${landing.padding}px`;
    control.settle(landing.hidden, landing.y);
  };
  const land = () => {
    const target = targetOf(window.location.hash, root);
    if (!target) return;
    prepare(target);
    target.scrollIntoView({ block: "start" });
  };
  // Before the link's default action: the browser's jump then uses the padding set here.
  root.addEventListener(
    "click",
    (e) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || (link.target !== "" && link.target !== "_self")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname || url.search !== window.location.search) return;
      const target = targetOf(url.hash, root);
      if (target) prepare(target);
    },
    true,
  );
  window.addEventListener("hashchange", land);
  // A fresh load with a #hash; a history step back to this page keeps the position the reader left.
  const nav = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (nav?.type !== "back_forward") land();
}
