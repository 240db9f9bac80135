// The search modal: a dialog with a combobox input and a listbox of grouped hits, recent and favorite
// searches, and the loading, stalled (after 300 ms), no-results and error states. Every piece of text from
// the index, Algolia, storage or the reader goes into the DOM as a text node; only this code creates elements.
import { readConfig, type ClientConfig } from "../readConfig.ts";
import { trapFocus } from "../trapFocus.ts";
import type { SearchScope } from "../../src/shared/search/resolveSearchScope.ts";
import { createOptionList, type OptionList } from "./createOptionList.ts";
import { createSearchHistory, type SearchHistory } from "./createSearchHistory.ts";
import { createSearchProvider } from "./createSearchProvider.ts";
import { groupHits, insertByRank, type GroupedHit } from "./groupHits.ts";
import { snippetWordsFor } from "./makeSnippet.ts";
import { renderSearchModal, MAX_QUERY_LENGTH, type SearchModalParts } from "./renderSearchModal.ts";
import { renderGroups, renderStart, renderNoResults, renderError, renderStalled, type Option } from "./renderSearchViews.ts";
import { searchAcrossDocSets, type QueryHits, type SearchScopes } from "./searchAcrossDocSets.ts";
import type { SearchProvider } from "./types.ts";

/** A query still loading after this many milliseconds is shown as stalled. */
export const STALL_MS = 300;

type Status = "idle" | "loading" | "stalled" | "error";

/** The modal of one page: its elements, what it searches with, and the state of the query shown. */
interface Modal extends SearchModalParts {
  readonly doc: Document;
  readonly config: ClientConfig;
  readonly provider: SearchProvider;
  readonly history: SearchHistory;
  readonly list: OptionList;
  status: Status;
  /** The page's scopes, once the provider has given them. */
  scopes?: SearchScopes;
  /** Counts queries and closings: an answer is shown only while its query is the newest. */
  seq: number;
  stallTimer?: ReturnType<typeof setTimeout>;
  /** What had the focus before the modal opened; it gets it back on close. */
  returnFocus?: Element | null;
  /** Ends keeping Tab inside the panel (set while the modal is open). */
  releaseFocus?: (() => void) | undefined;
}

/** Builds the modal for this page (reading `#docsgen-config`); `open()` shows it. */
export function createSearchModal(doc: Document): { open(typed?: string): void } {
  const config = readConfig(doc);
  const parts = renderSearchModal(doc);
  const modal: Modal = {
    ...parts,
    doc,
    config,
    provider: createSearchProvider(doc, config),
    history: createSearchHistory(doc, config.search.personalization !== false),
    list: createOptionList(parts.input),
    status: "idle",
    seq: 0,
  };
  listenToModal(modal);
  return { open: (typed = "") => openModal(modal, typed) };
}

/** Shows the modal with the start screen and focuses its input; `typed` (keys typed while it loaded) is searched. */
function openModal(modal: Modal, typed: string): void {
  const { doc, root, input } = modal;
  if (root.isConnected) {
    input.focus();
    return;
  }
  modal.returnFocus = doc.activeElement;
  doc.body.append(root);
  doc.documentElement.classList.add("search-is-open");
  showStart(modal);
  modal.releaseFocus = trapFocus(modal.panel, input);
  if (typed !== "") {
    input.value = typed.slice(0, MAX_QUERY_LENGTH);
    runQuery(modal);
  }
  modal.provider.scopes(doc.location.pathname).then(
    (s) => {
      modal.scopes = s;
      updateScopeBar(modal, s.current);
    },
    () => undefined,
  );
}

/** Removes the modal, drops the query in flight and gives the focus back. */
function closeModal(modal: Modal): void {
  const { root, returnFocus } = modal;
  if (!root.isConnected) return;
  modal.seq++;
  clearTimeout(modal.stallTimer);
  modal.releaseFocus?.();
  modal.releaseFocus = undefined;
  root.remove();
  modal.doc.documentElement.classList.remove("search-is-open");
  modal.input.value = "";
  setStatus(modal, "idle");
  if (returnFocus instanceof HTMLElement) returnFocus.focus();
}

/** Wires typing, the close button, the scope checkbox, the mouse and the keys. */
function listenToModal(modal: Modal): void {
  const { doc, root, input, form, closeButton, allVersions, body, list } = modal;
  input.addEventListener("input", () => runQuery(modal));
  form.addEventListener("submit", (e) => e.preventDefault());
  closeButton.addEventListener("click", () => closeModal(modal));
  allVersions.addEventListener("change", () => {
    if (modal.scopes) updateScopeBar(modal, modal.scopes.current);
    if (input.value.trim() !== "") runQuery(modal);
  });
  root.addEventListener("mousedown", (e) => {
    if (e.target === root) closeModal(modal);
  });
  body.addEventListener("mousemove", (e) => list.hover(e.target as Node));
  root.addEventListener("keydown", (e) => onModalKey(modal, e));
  doc.addEventListener("click", (e) => {
    // Following a hit on the current page only changes the hash: close the modal then too.
    const link = (e.target as Element | null)?.closest?.("a[data-search-hit]");
    if (link && root.contains(link)) setTimeout(() => closeModal(modal), 0);
  });
}

/** Escape closes, the arrows move through the options (wrapping), Enter follows the active one (Tab stays inside: trapFocus). */
function onModalKey(modal: Modal, e: KeyboardEvent): void {
  if (e.key === "Escape") {
    e.preventDefault();
    closeModal(modal);
  } else if ((e.key === "ArrowDown" || e.key === "ArrowUp") && modal.list.count() > 0) {
    e.preventDefault();
    modal.list.move(e.key === "ArrowDown" ? 1 : -1);
  } else if (e.key === "Enter" && e.target === modal.input) {
    e.preventDefault();
    modal.list.activate();
  }
}

/**
 * Searches what the input holds (the start screen when it is blank). Shown as stalled after STALL_MS; the
 * answer is shown only if no other query or closing came after it.
 */
function runQuery(modal: Modal): void {
  const { doc, input, provider } = modal;
  if (input.value.length > MAX_QUERY_LENGTH) input.value = input.value.slice(0, MAX_QUERY_LENGTH);
  const query = input.value;
  const mine = ++modal.seq;
  clearTimeout(modal.stallTimer);
  if (query.trim() === "") {
    setStatus(modal, "idle");
    modal.live.textContent = "";
    showStart(modal);
    return;
  }
  setStatus(modal, "loading");
  modal.stallTimer = setTimeout(() => showStalled(modal, mine), STALL_MS);
  const words = snippetWordsFor(doc.defaultView?.matchMedia?.("(max-width: 768px)").matches ?? false);
  const ready = modal.scopes ? Promise.resolve(modal.scopes) : provider.scopes(doc.location.pathname).then((s) => (modal.scopes = s));
  ready
    .then((s) => {
      updateScopeBar(modal, s.current);
      return searchAcrossDocSets(provider, query, s, modal.allVersions.checked, words);
    })
    .then(
      (found) => {
        if (mine === modal.seq) showResults(modal, query, found);
      },
      (error: unknown) => {
        if (mine === modal.seq) showError(modal, error);
      },
    );
}

function setStatus(modal: Modal, next: Status): void {
  modal.status = next;
  modal.root.setAttribute("data-status", next);
}

/** Puts a screen into the body; its options become the ones the keys move through. */
function show(modal: Modal, content: Node, options: Option[]): void {
  modal.body.replaceChildren(content);
  modal.list.replace(options);
}

/** The screen before typing: recent and favorite searches, which the reader can star and remove. */
function showStart(modal: Modal): void {
  const { history } = modal;
  const view = renderStart(
    modal.doc,
    { personalization: history.personalization, ...history.shown() },
    {
      open: (item) => history.remember(item),
      favorite: (item) => {
        history.favorite(item);
        showStart(modal);
      },
      remove: (list, item) => {
        history.remove(list, item);
        showStart(modal);
        modal.input.focus();
      },
    },
  );
  show(modal, view.node, view.options);
}

/** The query `mine` is still loading after STALL_MS (slow network): say that it is searching. */
function showStalled(modal: Modal, mine: number): void {
  if (mine !== modal.seq || modal.status !== "loading") return;
  setStatus(modal, "stalled");
  modal.live.textContent = "Searching";
  show(modal, renderStalled(modal.doc), []);
}

/** The hits grouped by section, the other doc sets' hits in a group of their own; or the no-results screen. */
function showResults(modal: Modal, query: string, { hits, others, ranking }: QueryHits): void {
  clearTimeout(modal.stallTimer);
  setStatus(modal, "idle");
  let groups = groupHits(hits);
  const elsewhere = groupHits(others).flatMap((g) => g.hits);
  // Shown where it ranks among the others: the React docs' useState page before blog posts that mention it.
  if (elsewhere.length > 0) groups = insertByRank(groups, { id: "elsewhere", title: "In other docs", hits: elsewhere }, ranking);
  const total = hits.length + elsewhere.length;
  modal.live.textContent = total === 0 ? `No results for ${query}` : `${total} results`;
  if (groups.every((g) => g.hits.length === 0)) {
    showNoResults(modal, query);
    return;
  }
  const view = renderGroups(modal.doc, groups, (hit: GroupedHit) => modal.history.remember({ href: hit.href, title: titleText(hit), label: hit.label }));
  view.node.setAttribute("data-total-hits", String(Math.min(total, 20)));
  show(modal, view.node, view.options);
}

/** The query, a search-all button, the report link, and the provider's suggestions once they come. */
function showNoResults(modal: Modal, query: string): void {
  const { doc, input, allVersions, scopes } = modal;
  const current = scopes ? (allVersions.checked ? scopes.all : scopes.current) : undefined;
  const view = renderNoResults(
    doc,
    {
      query,
      missingResultsUrl: modal.config.search.missingResultsUrl,
      canSearchAll: !!scopes && !allVersions.checked && current?.version !== undefined,
    },
    {
      pick: (suggestion) => {
        input.value = suggestion.slice(0, MAX_QUERY_LENGTH);
        input.focus();
        runQuery(modal);
      },
      searchAll: () => {
        allVersions.checked = true;
        input.focus();
        runQuery(modal);
      },
    },
  );
  show(modal, view.node, view.options);
  if (current) {
    modal.provider.suggest(query, current).then(
      (suggestions) => {
        if (input.value === query && modal.body.contains(view.node)) view.setSuggestions(suggestions.slice(0, 3));
      },
      () => undefined,
    );
  }
}

/** The screen of a query that failed (the index or Algolia could not be reached). */
function showError(modal: Modal, error: unknown): void {
  clearTimeout(modal.stallTimer);
  console.error("search failed", error);
  setStatus(modal, "error");
  modal.live.textContent = "Unable to fetch results";
  show(modal, renderError(modal.doc), []);
}

/** Shows the scope bar once the page's scope has a label: the scope searched, or all versions. */
function updateScopeBar(modal: Modal, current: SearchScope): void {
  if (!current.label) return;
  modal.scopeBar.hidden = false;
  modal.scopeText.textContent = modal.allVersions.checked ? "Searching all versions" : `Searching ${current.label}`;
}

function titleText(hit: GroupedHit): string {
  return hit.hit.title.map((s) => s.text).join("");
}
