import { revealCurrentEntry } from "./revealCurrentEntry.ts";
import { trapFocus } from "./trapFocus.ts";

/** Where the docs sidebar is a drawer (docs.css: `@media (max-width: 1023px)`); wider, it is a column and never "open". */
const DRAWER_MEDIA = "(max-width: 1023px)";

/** One toggleable panel: its button and how to show or hide it. */
interface Disclosure {
  readonly button: HTMLElement;
  readonly panel: HTMLElement;
  readonly show: (open: boolean) => void;
  /** A modal panel (the sidebar drawer): focus moves in on open, stays inside, and goes back to the button when dismissed. */
  readonly modal: boolean;
}

function disclosure(
  button: HTMLElement | null,
  panel: HTMLElement | null,
  apply: (panel: HTMLElement, open: boolean) => void,
  options: { labels?: [string, string]; modal?: boolean } = {},
): Disclosure | undefined {
  if (!button || !panel) return undefined;
  const show = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    if (options.labels) button.setAttribute("aria-label", open ? options.labels[1] : options.labels[0]);
    apply(panel, open);
  };
  return { button, panel, show, modal: options.modal ?? false };
}

const isOpen = (d: Disclosure) => d.button.getAttribute("aria-expanded") === "true";

/**
 * The mobile menu (`data-menu-toggle` / `data-mobile-menu`, shown with `hidden`) and the docs sidebar drawer
 * (`data-sidebar-toggle` / `data-sidebar`, shown with `.is-open`): open and close by button, close on Escape
 * (focus returns to the button), on hash or history change, when a link inside is followed, and on a click outside.
 * The drawer is modal: a backdrop (docs.css) covers the page, a click on it closes the drawer; opening it scrolls the
 * current page's entry into view and moves the focus there (else to its first control), Tab and Shift+Tab cycle
 * inside it, and a dismissal (button, Escape, backdrop) gives the focus back to the button. Widening the window past
 * the drawer breakpoint closes it.
 */
export function initMenus(root: Document = document): void {
  const menu = disclosure(
    root.querySelector<HTMLElement>("[data-menu-toggle]"),
    root.querySelector<HTMLElement>("[data-mobile-menu]"),
    (panel, open) => {
      panel.hidden = !open;
    },
    { labels: ["Open menu", "Close menu"] },
  );
  const sidebar = disclosure(
    root.querySelector<HTMLElement>("[data-sidebar-toggle]"),
    root.querySelector<HTMLElement>("[data-sidebar]"),
    (panel, open) => panel.classList.toggle("is-open", open),
    { modal: true },
  );
  const all = [menu, sidebar].filter((d): d is Disclosure => d !== undefined);
  if (all.length === 0) return;
  let release: (() => void) | undefined;
  /** Opens or closes one panel; `dismissed`: closed by the reader (button, Escape, outside click), so the focus goes back to the button. */
  const set = (d: Disclosure, open: boolean, dismissed = false) => {
    const was = isOpen(d);
    d.show(open);
    if (!d.modal || open === was) return;
    if (open) {
      release = trapFocus(d.panel, revealCurrentEntry(d.panel));
      return;
    }
    release?.();
    release = undefined;
    if (dismissed) d.button.focus();
  };
  const closeAll = () => {
    for (const d of all) set(d, false);
  };
  for (const d of all) {
    d.show(false);
    d.button.addEventListener("click", () => {
      const open = !isOpen(d);
      for (const other of all) if (other !== d) set(other, false);
      set(d, open, true);
    });
    d.panel.addEventListener("click", (e) => {
      if ((e.target as Element | null)?.closest("a[href]")) set(d, false);
    });
  }
  window.addEventListener("hashchange", closeAll);
  window.addEventListener("popstate", closeAll);
  window.addEventListener("pageshow", closeAll);
  root.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    const open = all.find(isOpen);
    if (!open) return;
    set(open, false, true);
    open.button.focus();
  });
  root.addEventListener("click", (e) => {
    const target = e.target as Node | null;
    for (const d of all) if (isOpen(d) && target && !d.panel.contains(target) && !d.button.contains(target)) set(d, false, d.modal);
  });
  if (sidebar && typeof window.matchMedia === "function") {
    window.matchMedia(DRAWER_MEDIA).addEventListener("change", (e) => {
      if (!e.matches) set(sidebar, false);
    });
  }
}
