// The search modal: a dialog with a combobox input and a listbox of grouped hits, recent and favorite
// searches, and the loading, stalled (after 300 ms), no-results and error states. Every piece of text from
// the index, Algolia, storage or the reader goes into the DOM as a text node; only this code creates elements.
import { groupHits, insertByRank, MAX_PER_GROUP, reduceHitUrl, type GroupedHit } from "./groupHits.ts";
import { snippetWordsFor } from "./makeSnippet.ts";
import { renderGroups, renderStart, renderNoResults, renderError, renderStalled, el, type Option } from "./renderSearchViews.ts";
import {
  createStoredSearches,
  FAVORITES_KEY,
  MAX_FAVORITES,
  MAX_RECENT,
  MAX_RECENT_WITH_FAVORITES,
  RECENT_KEY,
  safeLocalStorage,
  type StoredSearch,
} from "./searchStorage.ts";
import type { SearchScope } from "../../src/shared/search/resolveSearchScope.ts";
import { readConfig, type ClientConfig } from "../readConfig.ts";
import type { SearchProvider } from "./types.ts";

/** Longest query, in characters. */
export const MAX_QUERY_LENGTH = 64;
/** At most this many hits of other doc sets are shown beside hits of the current one. */
export const MAX_ELSEWHERE = 3;
/** A query still loading after this many milliseconds is shown as stalled. */
export const STALL_MS = 300;

type Status = "idle" | "loading" | "stalled" | "error";

/** Builds the modal for this page (reading `#docsgen-config`); `open()` shows it. */
export function createSearchModal(doc: Document): { open(typed?: string): void } {
  const config = readConfig(doc);
  const personalization = config.search.personalization !== false;
  const storage = () => (personalization ? safeLocalStorage(doc.defaultView ?? window) : null);
  // The reader's doc-set versions (manual_version...) belong to the version selector, not to search personalization.
  const stored = (key: string) => {
    try {
      return safeLocalStorage(doc.defaultView ?? window)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const favorites = createStoredSearches(storage, FAVORITES_KEY, MAX_FAVORITES);
  const recents = createStoredSearches(storage, RECENT_KEY, MAX_RECENT);
  const provider = createProvider(config, stored);

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
  const closeButton = el(doc, "button", { type: "button", class: "search-modal__close", "aria-label": "Close search" }, "Esc");
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
  const footer = el(
    doc,
    "div",
    { class: "search-modal__footer", "aria-hidden": "true" },
    el(doc, "span", {}, el(doc, "kbd", {}, "↵"), " to select"),
    el(doc, "span", {}, el(doc, "kbd", {}, "↑"), el(doc, "kbd", {}, "↓"), " to navigate"),
    el(doc, "span", {}, el(doc, "kbd", {}, "Esc"), " to close"),
  );
  const form = el(doc, "form", { class: "search-modal__form", role: "search", "data-search-form": "" }, spinner, input, closeButton);
  const panel = el(doc, "div", { class: "search-modal__panel" }, form, scopeBar, body, footer, live);
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

  let status: Status = "idle";
  let scopes: { current: SearchScope; all: SearchScope; widened?: SearchScope } | undefined;
  let options: Option[] = [];
  let active = -1;
  let seq = 0;
  let stallTimer: ReturnType<typeof setTimeout> | undefined;
  let returnFocus: Element | null = null;

  const setStatus = (next: Status) => {
    status = next;
    root.setAttribute("data-status", next);
  };
  const scope = (): SearchScope | undefined => (scopes ? (allVersions.checked ? scopes.all : scopes.current) : undefined);
  const setOptions = (next: Option[]) => {
    options = next;
    input.setAttribute("aria-expanded", String(next.length > 0));
    setActive(next.length > 0 ? 0 : -1);
  };
  const setActive = (index: number) => {
    options[active]?.element.setAttribute("aria-selected", "false");
    active = index;
    const option = options[index];
    if (option) {
      option.element.setAttribute("aria-selected", "true");
      input.setAttribute("aria-activedescendant", option.element.id);
      option.element.scrollIntoView?.({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };
  const show = (content: Node, nextOptions: Option[]) => {
    body.replaceChildren(content);
    setOptions(nextOptions);
  };
  const remember = (item: StoredSearch) => {
    if (!favorites.all().some((f) => f.href === item.href)) recents.add(item);
  };
  const showStart = () => {
    const favs = favorites.all();
    const recent = recents.all().slice(0, favs.length > 0 ? MAX_RECENT_WITH_FAVORITES : MAX_RECENT);
    const view = renderStart(
      doc,
      { personalization, recent, favorites: favs },
      {
        open: (item) => remember(item),
        favorite: (item) => {
          recents.remove(item.href);
          favorites.add(item);
          showStart();
        },
        remove: (list, item) => {
          (list === "favorite" ? favorites : recents).remove(item.href);
          showStart();
          input.focus();
        },
      },
    );
    show(view.node, view.options);
  };

  const run = () => {
    if (input.value.length > MAX_QUERY_LENGTH) input.value = input.value.slice(0, MAX_QUERY_LENGTH);
    const query = input.value;
    const mine = ++seq;
    clearTimeout(stallTimer);
    if (query.trim() === "") {
      setStatus("idle");
      live.textContent = "";
      showStart();
      return;
    }
    setStatus("loading");
    stallTimer = setTimeout(() => {
      if (mine !== seq || status !== "loading") return;
      setStatus("stalled");
      live.textContent = "Searching";
      show(renderStalled(doc), []);
    }, STALL_MS);
    const words = snippetWordsFor(doc.defaultView?.matchMedia?.("(max-width: 768px)").matches ?? false);
    const ready = scopes ? Promise.resolve(scopes) : provider.scopes(doc.location.pathname).then((s) => (scopes = s));
    ready
      .then(async (s) => {
        updateScopeBar(s.current);
        // Unless searching all versions, the query also looks at the other doc sets (at the reader's versions):
        // their hits that outrank everything of the current doc set are shown in a group of their own.
        const wide = !allVersions.checked && s.widened && s.current.prefix ? s.widened : undefined;
        const [result, widened] = await Promise.all([
          provider.search(query, allVersions.checked ? s.all : s.current, words),
          wide ? provider.search(query, wide, words) : undefined,
        ]);
        if (!widened) return { hits: result.hits, others: [], ranking: [] };
        const prefix = s.current.prefix!;
        const docSetBase = prefix.slice(0, prefix.lastIndexOf("/") + 1);
        const pathOf = (url: string) => reduceHitUrl(url) ?? "";
        const isOther = (url: string) => pathOf(url).startsWith("/docs/") && !pathOf(url).startsWith(docSetBase);
        const firstOwn = widened.hits.findIndex((h) => pathOf(h.url).startsWith(`${prefix}/`));
        const others = widened.hits
          .filter((h, i) => isOther(h.url) && (firstOwn === -1 || i < firstOwn))
          .slice(0, firstOwn === -1 ? MAX_PER_GROUP : MAX_ELSEWHERE);
        return { hits: result.hits, others, ranking: widened.hits.map((h) => pathOf(h.url)) };
      })
      .then(
        ({ hits, others, ranking }) => {
          if (mine !== seq) return;
          clearTimeout(stallTimer);
          setStatus("idle");
          let groups = groupHits(hits);
          const elsewhere = groupHits(others).flatMap((g) => g.hits);
          // Shown where it ranks among the others: the React docs' useState page before blog posts that mention it.
          if (elsewhere.length > 0) groups = insertByRank(groups, { id: "elsewhere", title: "In other docs", hits: elsewhere }, ranking);
          const total = hits.length + elsewhere.length;
          live.textContent = total === 0 ? `No results for ${query}` : `${total} results`;
          if (groups.every((g) => g.hits.length === 0)) return showNoResults(query);
          const view = renderGroups(doc, groups, (hit: GroupedHit) => remember({ href: hit.href, title: titleText(hit), label: hit.label }));
          view.node.setAttribute("data-total-hits", String(Math.min(total, 20)));
          show(view.node, view.options);
        },
        (error: unknown) => {
          if (mine !== seq) return;
          clearTimeout(stallTimer);
          console.error("search failed", error);
          setStatus("error");
          live.textContent = "Unable to fetch results";
          show(renderError(doc), []);
        },
      );
  };
  const showNoResults = (query: string) => {
    const current = scope();
    const view = renderNoResults(
      doc,
      {
        query,
        missingResultsUrl: config.search.missingResultsUrl,
        canSearchAll: !!scopes && !allVersions.checked && current?.version !== undefined,
      },
      {
        pick: (suggestion) => {
          input.value = suggestion.slice(0, MAX_QUERY_LENGTH);
          input.focus();
          run();
        },
        searchAll: () => {
          allVersions.checked = true;
          input.focus();
          run();
        },
      },
    );
    show(view.node, view.options);
    if (current) {
      provider.suggest(query, current).then(
        (suggestions) => {
          if (input.value === query && body.contains(view.node)) view.setSuggestions(suggestions.slice(0, 3));
        },
        () => undefined,
      );
    }
  };
  const updateScopeBar = (current: SearchScope) => {
    if (!current.label) return;
    scopeBar.hidden = false;
    scopeText.textContent = allVersions.checked ? "Searching all versions" : `Searching ${current.label}`;
  };

  const close = () => {
    if (!root.isConnected) return;
    seq++;
    clearTimeout(stallTimer);
    root.remove();
    doc.documentElement.classList.remove("search-is-open");
    input.value = "";
    setStatus("idle");
    if (returnFocus instanceof HTMLElement) returnFocus.focus();
  };

  input.addEventListener("input", run);
  form.addEventListener("submit", (e) => e.preventDefault());
  closeButton.addEventListener("click", close);
  allVersions.addEventListener("change", () => {
    if (scopes) updateScopeBar(scopes.current);
    if (input.value.trim() !== "") run();
  });
  root.addEventListener("mousedown", (e) => {
    if (e.target === root) close();
  });
  body.addEventListener("mousemove", (e) => {
    const index = options.findIndex((o) => o.element.contains(e.target as Node));
    if (index !== -1 && index !== active) setActive(index);
  });
  root.addEventListener("keydown", (e) => {
    if (e.key === "Escape") {
      e.preventDefault();
      close();
    } else if ((e.key === "ArrowDown" || e.key === "ArrowUp") && options.length > 0) {
      e.preventDefault();
      setActive((active + (e.key === "ArrowDown" ? 1 : -1) + options.length) % options.length);
    } else if (e.key === "Enter" && e.target === input) {
      e.preventDefault();
      options[active]?.activate();
    } else if (e.key === "Tab") trapFocus(e, panel);
  });
  doc.addEventListener("click", (e) => {
    // Following a hit on the current page only changes the hash: close the modal then too.
    const link = (e.target as Element | null)?.closest?.("a[data-search-hit]");
    if (link && root.contains(link)) setTimeout(close, 0);
  });

  return {
    open(typed = "") {
      if (root.isConnected) return input.focus();
      returnFocus = doc.activeElement;
      doc.body.append(root);
      doc.documentElement.classList.add("search-is-open");
      showStart();
      input.focus();
      if (typed !== "") {
        input.value = typed.slice(0, MAX_QUERY_LENGTH);
        run();
      }
      provider.scopes(doc.location.pathname).then(
        (s) => {
          scopes = s;
          updateScopeBar(s.current);
        },
        () => undefined,
      );
    },
  };
}

function titleText(hit: GroupedHit): string {
  return hit.hit.title.map((s) => s.text).join("");
}

function trapFocus(e: KeyboardEvent, container: HTMLElement): void {
  const focusable = [...container.querySelectorAll<HTMLElement>("input, button, a[href], [tabindex]:not([tabindex='-1'])")].filter(
    (x) => !x.hidden && x.tabIndex >= 0 && x.offsetParent !== null,
  );
  if (focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable.at(-1)!;
  const current = container.ownerDocument.activeElement;
  if (e.shiftKey && (current === first || !container.contains(current))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (current === last || !container.contains(current))) {
    e.preventDefault();
    first.focus();
  }
}

/** The configured provider; the Algolia client is imported only in Algolia mode. */
function createProvider(config: ClientConfig, stored: (key: string) => string | null): SearchProvider {
  const { search } = config;
  if (search.provider === "algolia" && search.appId && search.apiKey && search.indexName) {
    const options = { appId: search.appId, apiKey: search.apiKey, indexName: search.indexName, docSets: config.docSets, stored };
    let loaded: Promise<SearchProvider> | undefined;
    const load = () => {
      loaded ??= import("./algoliaProvider.ts").then((m) => m.createAlgoliaProvider(options));
      loaded.catch(() => (loaded = undefined));
      return loaded;
    };
    return {
      scopes: (pathname) => load().then((p) => p.scopes(pathname)),
      search: (query, scope, words) => load().then((p) => p.search(query, scope, words)),
      suggest: (query, scope) => load().then((p) => p.suggest(query, scope)),
    };
  }
  let local: Promise<SearchProvider> | undefined;
  const loadLocal = () => (local ??= import("./localProvider.ts").then((m) => m.createLocalProvider(stored)));
  return {
    scopes: (pathname) => loadLocal().then((p) => p.scopes(pathname)),
    search: (query, scope, words) => loadLocal().then((p) => p.search(query, scope, words)),
    suggest: (query, scope) => loadLocal().then((p) => p.suggest(query, scope)),
  };
}
