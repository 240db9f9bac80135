/** One toggleable panel: its button and how to show or hide it. */
interface Disclosure {
  readonly button: HTMLElement;
  readonly panel: HTMLElement;
  readonly show: (open: boolean) => void;
}

function disclosure(
  button: HTMLElement | null,
  panel: HTMLElement | null,
  apply: (panel: HTMLElement, open: boolean) => void,
  labels?: [string, string],
): Disclosure | undefined {
  if (!button || !panel) return undefined;
  const show = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    if (labels) button.setAttribute("aria-label", open ? labels[1] : labels[0]);
    apply(panel, open);
  };
  return { button, panel, show };
}

const isOpen = (d: Disclosure) => d.button.getAttribute("aria-expanded") === "true";

/**
 * The mobile menu (`data-menu-toggle` / `data-mobile-menu`, shown with `hidden`) and the docs sidebar drawer
 * (`data-sidebar-toggle` / `data-sidebar`, shown with `.is-open`): open and close by button, close on Escape
 * (focus returns to the button), on hash or history change, when a link inside is followed, and on a click outside.
 */
export function initMenus(root: Document = document): void {
  const menu = disclosure(
    root.querySelector<HTMLElement>("[data-menu-toggle]"),
    root.querySelector<HTMLElement>("[data-mobile-menu]"),
    (panel, open) => {
      panel.hidden = !open;
    },
    ["Open menu", "Close menu"],
  );
  const sidebar = disclosure(root.querySelector<HTMLElement>("[data-sidebar-toggle]"), root.querySelector<HTMLElement>("[data-sidebar]"), (panel, open) =>
    panel.classList.toggle("is-open", open),
  );
  const all = [menu, sidebar].filter((d): d is Disclosure => d !== undefined);
  if (all.length === 0) return;
  const closeAll = () => {
    for (const d of all) d.show(false);
  };
  for (const d of all) {
    d.show(false);
    d.button.addEventListener("click", () => {
      const open = !isOpen(d);
      closeAll();
      d.show(open);
    });
    d.panel.addEventListener("click", (e) => {
      if ((e.target as Element | null)?.closest("a[href]")) d.show(false);
    });
  }
  window.addEventListener("hashchange", closeAll);
  window.addEventListener("popstate", closeAll);
  window.addEventListener("pageshow", closeAll);
  root.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    const open = all.find(isOpen);
    if (!open) return;
    open.show(false);
    open.button.focus();
  });
  root.addEventListener("click", (e) => {
    const target = e.target as Node | null;
    for (const d of all) if (isOpen(d) && target && !d.panel.contains(target) && !d.button.contains(target)) d.show(false);
  });
}
