// The modal's fixed frame: the search form, the scope bar, the body the screens go into, the key hints and the
// live region. Built once per page; only the body's content changes afterwards.
import { el } from "./renderSearchViews.ts";

/** Longest query, in characters: the input's maxlength, and what the code puts into the input is cut to it too. */
export const MAX_QUERY_LENGTH = 64;

/** The elements of the modal that its code reads or changes after building it. */
export interface SearchModalParts {
  /** The dialog: appended to the page to open the modal, removed to close it. */
  readonly root: HTMLElement;
  /** Everything inside the dialog's backdrop: Tab cycles within it. */
  readonly panel: HTMLElement;
  readonly form: HTMLElement;
  /** The combobox: its aria-activedescendant points into the listbox of the screen shown. */
  readonly input: HTMLInputElement;
  readonly closeButton: HTMLElement;
  /** The "All versions" checkbox of the scope bar. */
  readonly allVersions: HTMLInputElement;
  /** Hidden until the page's scope has a label. */
  readonly scopeBar: HTMLElement;
  readonly scopeText: HTMLElement;
  /** Holds the screen shown: start, results, no results, stalled or error. */
  readonly body: HTMLElement;
  /** Announces the state of the query to screen readers. */
  readonly live: HTMLElement;
}

/** Builds the modal's elements (not yet in the page), idle. */
export function renderSearchModal(doc: Document): SearchModalParts {
  const input = el(doc, "input", {
    id: "docsgen-search-input",
    type: "search",
    class: "search-modal__input",
    role: "combobox",
    "aria-autocomplete": "list",
    "aria-expanded": "false",
    "aria-controls": "docsgen-search-listbox",
    "aria-label": "Search the docs",
    placeholder: "Search docs",
    autocomplete: "off",
    autocorrect: "off",
    autocapitalize: "off",
    spellcheck: "false",
    maxlength: String(MAX_QUERY_LENGTH),
    enterkeyhint: "go",
  }) as HTMLInputElement;
  const closeButton = el(doc, "button", { type: "button", class: "search-modal__close", "aria-label": "Esc: close search" }, "Esc");
  const spinner = el(doc, "span", { class: "search-modal__spinner", "aria-hidden": "true" });
  const allVersions = el(doc, "input", {
    type: "checkbox",
    class: "search-modal__all",
    "data-search-all-versions": "",
  }) as HTMLInputElement;
  const scopeText = el(doc, "span", { class: "search-modal__scope-text" });
  const scopeBar = el(doc, "div", { class: "search-modal__scope", hidden: "" }, scopeText, el(doc, "label", {}, allVersions, " All versions"));
  const body = el(doc, "div", { class: "search-modal__body", "data-search-body": "" });
  const live = el(doc, "div", { class: "visually-hidden", "aria-live": "polite", role: "status" });
  const form = el(doc, "form", { class: "search-modal__form", role: "search", "data-search-form": "" }, spinner, input, closeButton);
  const panel = el(doc, "div", { class: "search-modal__panel" }, form, scopeBar, body, renderKeyHints(doc), live);
  const root = el(
    doc,
    "div",
    {
      class: "search-modal",
      role: "dialog",
      "aria-modal": "true",
      "aria-label": "Search",
      "data-search-modal": "",
      "data-status": "idle",
    },
    panel,
  );
  return { root, panel, form, input, closeButton, allVersions, scopeBar, scopeText, body, live };
}

/** The footer naming the keys: a visual hint only (aria-hidden). */
function renderKeyHints(doc: Document): HTMLElement {
  return el(
    doc,
    "div",
    { class: "search-modal__footer", "aria-hidden": "true" },
    el(doc, "span", {}, el(doc, "kbd", {}, "↵"), " to select"),
    el(doc, "span", {}, el(doc, "kbd", {}, "↑"), el(doc, "kbd", {}, "↓"), " to navigate"),
    el(doc, "span", {}, el(doc, "kbd", {}, "Esc"), " to close"),
  );
}
