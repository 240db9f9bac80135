import { watchShiftsAbove } from "./watchShiftsAbove.ts";

/** Scroll positions (px) at or above which the header always shows. */
export const HEADER_TOP_MARGIN = 80;
/** Distance (px) the page must move against the current direction, strictly more than this, before the header flips. */
export const HEADER_HYSTERESIS = 20;

/** Header state after a scroll: whether it is hidden and the extreme position the next flip is measured from. */
export interface HeaderScrollState {
  readonly hidden: boolean;
  readonly anchor: number;
}

/**
 * The next header state for scroll position `y`: shown within 80 px of the top; otherwise it hides once the page
 * has moved down more than 20 px past the lowest point seen while shown, and shows again once it has moved up more
 * than 20 px from the highest point seen while hidden.
 */
export function nextHeaderState(state: HeaderScrollState, y: number): HeaderScrollState {
  if (y <= HEADER_TOP_MARGIN) return { hidden: false, anchor: y };
  if (state.hidden) {
    if (y < state.anchor - HEADER_HYSTERESIS) return { hidden: false, anchor: y };
    return { hidden: true, anchor: Math.max(state.anchor, y) };
  }
  if (y > state.anchor + HEADER_HYSTERESIS) return { hidden: true, anchor: y };
  return { hidden: false, anchor: Math.min(state.anchor, y) };
}

function hasKeyboardFocus(el: Element): boolean {
  try {
    return el.querySelector(":focus-visible") !== null;
  } catch {
    return false; // browsers without :focus-visible
  }
}

/** Sets the header's state from outside: a jump to a #fragment decides it before the jump's scroll event arrives. */
export interface HeaderControl {
  readonly header: HTMLElement;
  /** The header is `hidden` at scroll position `y` (where the coming jump lands). */
  settle(hidden: boolean, y: number): void;
}

/**
 * Hides the `[data-site-header]` (class `is-hidden`, and `header-hidden` on <html> so sticky columns can take the
 * space) when scrolling down and shows it when scrolling up. A move of the scroll position that only follows content
 * above the window changing height (scroll anchoring) is no scroll of the reader's: it moves the anchor along.
 */
export function initHeaderScroll(root: Document = document): HeaderControl | undefined {
  const header = root.querySelector<HTMLElement>("[data-site-header]");
  if (!header) return undefined;
  let state: HeaderScrollState = { hidden: false, anchor: window.scrollY };
  const show = () => {
    header.classList.toggle("is-hidden", state.hidden);
    root.documentElement.classList.toggle("header-hidden", state.hidden);
  };
  const apply = () => {
    // An open mobile menu or keyboard focus inside the header keeps it on screen.
    const pinned = header.querySelector('[data-menu-toggle][aria-expanded="true"]') !== null || hasKeyboardFocus(header);
    state = nextHeaderState(state, window.scrollY);
    if (pinned && state.hidden) state = { hidden: false, anchor: window.scrollY };
    show();
  };
  window.addEventListener("scroll", apply, { passive: true });
  const main = root.querySelector("main");
  if (main) {
    watchShiftsAbove(main, (px) => {
      state = { hidden: state.hidden, anchor: state.anchor + px };
    });
  }
  header.addEventListener("focusin", () => {
    if (!hasKeyboardFocus(header)) return;
    state = { hidden: false, anchor: window.scrollY };
    show();
  });
  apply();
  return {
    header,
    settle(hidden, y) {
      state = { hidden, anchor: y };
      show();
    },
  };
}
