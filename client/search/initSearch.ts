// Wires the header's search button and the `/`, Ctrl+K and Cmd+K shortcuts. Everything else (the modal,
// the index, the Algolia client) is loaded with import() the first time search opens.

/** The modal as initSearch drives it. */
export interface SearchModalHandle {
  /** Opens the modal; `typed` is what the reader typed while it was loading. */
  open(typed?: string): void;
}

/** Opens the search modal on `[data-search-open]` clicks and on `/` or Ctrl/Cmd+K outside editable fields. */
export function initSearch(doc: Document = document): void {
  let modal: Promise<SearchModalHandle> | undefined;
  // Keys typed between the shortcut and the modal's first appearance would be lost: keep them for its input.
  let typed: string | undefined;
  const buffer = (event: KeyboardEvent) => {
    if (typed === undefined || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key.length === 1) typed += event.key;
    else if (event.key === "Backspace") typed = typed.slice(0, -1);
    else return;
    event.preventDefault();
  };
  doc.addEventListener("keydown", buffer, true);
  /** `initial`: a query typed elsewhere (a page's own search box). */
  const open = (initial = "") => {
    const loading = modal === undefined;
    modal ??= import("./searchModal.ts").then((m) => m.createSearchModal(doc));
    if (loading) typed = "";
    modal.then(
      (m) => {
        const text = initial + (typed ?? "");
        typed = undefined;
        m.open(text);
      },
      (error: unknown) => {
        modal = undefined;
        typed = undefined;
        console.error("search failed to load", error);
      },
    );
  };
  for (const button of doc.querySelectorAll("[data-search-open]")) button.addEventListener("click", () => open());
  // A page's own search box (the 404 page's) opens the modal with what was typed in it.
  for (const form of doc.querySelectorAll<HTMLFormElement>("form[data-search-form]")) {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      open(form.querySelector("input")?.value.trim() ?? "");
    });
  }
  doc.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.isComposing || event.altKey) return;
    const slash = event.key === "/" && !event.ctrlKey && !event.metaKey;
    const k = (event.key === "k" || event.key === "K") && (event.ctrlKey || event.metaKey) && !event.shiftKey;
    if ((!slash && !k) || isEditable(event.target)) return;
    event.preventDefault();
    open();
  });
}

/** True for inputs, selects, textareas and contenteditable elements (and anything inside them). */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest("input, select, textarea") !== null || (target instanceof HTMLElement && target.isContentEditable);
}
