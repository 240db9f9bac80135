// DOM for the modal's screens. Text only ever goes in through text nodes (append of strings) and `<mark>`
// elements made here; no HTML string is ever parsed.
import type { GroupedHit, HitGroup } from "./groupHits.ts";
import type { StoredSearch } from "./searchStorage.ts";
import type { TextSegment } from "./types.ts";

/** A selectable row: arrow keys move between them, Enter activates the current one. */
export interface Option {
  readonly element: HTMLElement;
  activate(): void;
}

/** A screen and its options. */
export interface View {
  readonly node: HTMLElement;
  readonly options: Option[];
}

/** `<tag attrs>children</tag>`; strings become text nodes. */
export function el(doc: Document, tag: string, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElement {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** Text segments as text nodes and `<mark>` elements. */
export function segmentsNode(doc: Document, segments: readonly TextSegment[], className: string): HTMLElement {
  return el(doc, "span", { class: className }, ...segments.map((s) => (s.mark ? el(doc, "mark", {}, s.text) : s.text)));
}

let optionIds = 0;
const nextOptionId = () => `docsgen-search-option-${++optionIds}`;

/** The list of options every screen with results uses. */
function listbox(doc: Document, label: string, attrs: Record<string, string> = {}): HTMLElement {
  return el(doc, "div", { role: "listbox", id: "docsgen-search-listbox", class: "search-results", "aria-label": label, ...attrs });
}

/** A titled group of options; `attrs` names what it holds. */
function optionGroup(doc: Document, titleId: string, title: string, attrs: Record<string, string>): HTMLElement {
  return el(
    doc,
    "div",
    { role: "group", class: "search-group", "aria-labelledby": titleId, ...attrs },
    el(doc, "div", { class: "search-group__title", id: titleId }, title),
  );
}

/** A link option: its title, then its label (the page's section or version) when there is one. */
function optionLink(
  doc: Document,
  href: string,
  attrs: Record<string, string>,
  title: HTMLElement,
  label: string | undefined,
  onOpen: () => void,
): HTMLElement {
  const link = el(
    doc,
    "a",
    { role: "option", id: nextOptionId(), class: "search-hit", href, "aria-selected": "false", tabindex: "-1", "data-search-hit": "", ...attrs },
    title,
  );
  if (label) link.append(el(doc, "span", { class: "search-hit__label" }, label));
  link.addEventListener("click", onOpen);
  return link;
}

/** Link options, one per hit, under a heading per group. */
export function renderGroups(doc: Document, groups: readonly HitGroup[], onOpen: (hit: GroupedHit) => void): View {
  const options: Option[] = [];
  const list = listbox(doc, "Search results");
  for (const group of groups) {
    if (group.hits.length === 0) continue;
    const node = optionGroup(doc, `docsgen-search-group-${group.id.replace(/[^\w-]/g, "_")}`, group.title, { "data-search-group": group.id });
    for (const hit of group.hits) {
      const title = segmentsNode(doc, hit.hit.title, "search-hit__title");
      const link = optionLink(doc, hit.href, { "data-type": hit.hit.type }, title, hit.label, () => onOpen(hit));
      if (hit.hit.snippet.length > 0) link.append(segmentsNode(doc, hit.hit.snippet, "search-hit__snippet"));
      node.append(link);
      options.push({ element: link, activate: () => link.click() });
    }
    list.append(node);
  }
  return { node: list, options };
}

/** The screen before typing: recent and favorite searches (or a hint when there are none). */
export function renderStart(
  doc: Document,
  data: { personalization: boolean; recent: readonly StoredSearch[]; favorites: readonly StoredSearch[] },
  actions: {
    open(item: StoredSearch): void;
    favorite(item: StoredSearch): void;
    remove(list: "recent" | "favorite", item: StoredSearch): void;
  },
): View {
  if (!data.personalization || (data.recent.length === 0 && data.favorites.length === 0)) {
    return {
      node: el(doc, "p", { class: "search-start__empty", "data-search-start": "" }, "Type to search the docs, the blog and the syntax lookup."),
      options: [],
    };
  }
  const options: Option[] = [];
  const stored = listbox(doc, "Recent and favorite searches", { "data-search-start": "" });
  const section = (list: "recent" | "favorite", title: string, items: readonly StoredSearch[]) => {
    if (items.length === 0) return;
    const group = optionGroup(doc, `docsgen-search-group-${list}`, title, { "data-search-list": list });
    for (const item of items) {
      const itemTitle = el(doc, "span", { class: "search-hit__title" }, item.title);
      const link = optionLink(doc, item.href, {}, itemTitle, item.label, () => actions.open(item));
      const row = el(doc, "div", { class: "search-stored", role: "none" }, link);
      if (list === "recent") {
        const star = el(
          doc,
          "button",
          {
            type: "button",
            class: "search-stored__action",
            title: "Save this search",
            "aria-label": `Save ${item.title}`,
            "data-search-favorite": "",
          },
          "☆",
        );
        star.addEventListener("click", () => actions.favorite(item));
        row.append(star);
      }
      const remove = el(
        doc,
        "button",
        {
          type: "button",
          class: "search-stored__action",
          title: "Remove this search",
          "aria-label": `Remove ${item.title}`,
          "data-search-remove": "",
        },
        "✕",
      );
      remove.addEventListener("click", () => actions.remove(list, item));
      row.append(remove);
      group.append(row);
      options.push({ element: link, activate: () => link.click() });
    }
    stored.append(group);
  };
  section("recent", "Recent", data.recent);
  section("favorite", "Favorites", data.favorites);
  return { node: stored, options };
}

/** 'No results for' the query, suggested queries (filled in later), a search-all button and the report link. */
export function renderNoResults(
  doc: Document,
  data: { query: string; missingResultsUrl: string | undefined; canSearchAll: boolean },
  actions: { pick(suggestion: string): void; searchAll(): void },
): View & { setSuggestions(suggestions: readonly string[]): void } {
  const list = el(doc, "ul", { class: "search-no-results__suggestions" });
  const suggestions = el(doc, "div", { hidden: "", "data-search-suggestions": "" }, el(doc, "p", {}, "Try searching for:"), list);
  const node = el(
    doc,
    "div",
    { class: "search-no-results", "data-search-no-results": "" },
    el(doc, "p", { class: "search-no-results__title" }, "No results for \u201c", el(doc, "strong", {}, data.query), "\u201d"),
    suggestions,
  );
  if (data.canSearchAll) {
    const all = el(doc, "button", { type: "button", class: "search-no-results__all", "data-search-all": "" }, "Search all versions");
    all.addEventListener("click", () => actions.searchAll());
    node.append(el(doc, "p", {}, all));
  }
  const href = missingResultsHref(data.missingResultsUrl, data.query);
  if (href) {
    node.append(
      el(
        doc,
        "p",
        { class: "search-no-results__help" },
        "Believe this query should return results? ",
        el(doc, "a", { href, target: "_blank", rel: "noopener noreferrer", "data-search-report": "" }, "Let us know"),
        ".",
      ),
    );
  }
  return {
    node,
    options: [],
    setSuggestions(items) {
      list.replaceChildren(
        ...items.map((s) => {
          const button = el(doc, "button", { type: "button", class: "search-no-results__suggestion", "data-search-suggestion": "" }, s);
          button.addEventListener("click", () => actions.pick(s));
          return el(doc, "li", {}, button);
        }),
      );
      suggestions.hidden = items.length === 0;
    },
  };
}

/** The stalled screen: the query has waited STALL_MS for the index (slow network), so say that it is searching. */
export function renderStalled(doc: Document): HTMLElement {
  return el(
    doc,
    "div",
    { class: "search-stalled", "data-search-stalled": "" },
    el(doc, "span", { class: "search-stalled__spinner", "aria-hidden": "true" }),
    el(doc, "p", {}, "Searching\u2026 the search index is still loading."),
  );
}

/** The error screen shown when the index (or Algolia) cannot be reached. */
export function renderError(doc: Document): HTMLElement {
  return el(
    doc,
    "div",
    { class: "search-error", "data-search-error": "" },
    el(doc, "p", { class: "search-error__title" }, "Unable to fetch results"),
    el(doc, "p", { class: "search-error__help" }, "You might want to check your network connection."),
  );
}

/** The report link with the query URL-encoded (`'` too), or undefined unless the template is an http(s) URL. */
export function missingResultsHref(template: string | undefined, query: string): string | undefined {
  if (!template || !/^https?:\/\//.test(template)) return undefined;
  return template.replace("{query}", encodeURIComponent(query).replace(/'/g, "%27"));
}
