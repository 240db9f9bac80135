const TABBABLE = "a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]";

/** The elements of `container` that Tab can reach, in document order: enabled, not tabindex -1, rendered. */
function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
}

/**
 * Moves the focus into `container` (to `start` when given, else to its first tabbable element) without scrolling,
 * and keeps Tab and Shift+Tab cycling inside it until the returned function is called: Tab on the last element
 * goes to the first, Shift+Tab on the first to the last. Focus elsewhere (a dialog opened on top) is left alone.
 */
export function trapFocus(container: HTMLElement, start?: HTMLElement | null): () => void {
  const doc = container.ownerDocument;
  (start ?? tabbables(container)[0])?.focus({ preventScroll: true });
  const onKeydown = (e: KeyboardEvent) => {
    if (e.key !== "Tab" || e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
    const active = doc.activeElement;
    const inside = active !== null && container.contains(active);
    if (!inside && active !== null && active !== doc.body) return;
    const all = tabbables(container);
    const first = all[0];
    const last = all[all.length - 1];
    if (!first || !last) return;
    const to = !inside ? (e.shiftKey ? last : first) : e.shiftKey && active === first ? last : !e.shiftKey && active === last ? first : undefined;
    if (!to) return;
    e.preventDefault();
    to.focus();
  };
  doc.addEventListener("keydown", onKeydown);
  return () => doc.removeEventListener("keydown", onKeydown);
}
