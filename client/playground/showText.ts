// The playground's notes and status lines: an element with no text is hidden, so an empty line takes no room.

/** Puts `text` in `el` (as text, never markup) and hides it when `text` is empty. */
export function showText(el: HTMLElement | null, text: string): void {
  if (!el) return;
  el.textContent = text;
  el.hidden = text === "";
}
