/**
 * Scrolls the sidebar's own scroll box (never the window) so that its current entry, the link with
 * `aria-current="page"`, is in view when it lies outside the visible part: it lands a third of the way down,
 * leaving room for its table of contents below. Returns the entry (null when the sidebar has none).
 */
export function revealCurrentEntry(sidebar: HTMLElement): HTMLElement | null {
  const entry = sidebar.querySelector<HTMLElement>('[aria-current="page"]');
  if (!entry || sidebar.clientHeight === 0) return entry;
  const top = sidebar.getBoundingClientRect().top + sidebar.clientTop;
  const rect = entry.getBoundingClientRect();
  if (rect.top >= top && rect.bottom <= top + sidebar.clientHeight) return entry;
  sidebar.scrollTop += rect.top - top - sidebar.clientHeight / 3;
  return entry;
}
