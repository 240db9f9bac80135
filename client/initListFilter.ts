/** The words of a query, lower-cased; an item matches when its `data-search` text contains every one. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((t) => t !== "");
}

/**
 * How well an item's names (`data-filter-names`, one per line: a syntax entry's name, then its keywords) match a
 * query: 0 when the name is the query, 1 when a keyword is, 2 when the name starts with it, 3 when a keyword does,
 * 4 otherwise (or without names, or without a query).
 */
export function nameRank(names: string | undefined, query: string): number {
  const wanted = query.trim().toLowerCase().replace(/\s+/g, " ");
  if (names === undefined || wanted === "") return 4;
  const [name = "", ...keywords] = names.split("\n").map((n) => n.trim().toLowerCase());
  if (name === wanted) return 0;
  if (keywords.includes(wanted)) return 1;
  if (name.startsWith(wanted)) return 2;
  return keywords.some((k) => k.startsWith(wanted)) ? 3 : 4;
}

/** Puts `elements` into this order within their parents (stably by `rank`, then their first order). */
function reorder(elements: readonly HTMLElement[], rank: (element: HTMLElement) => number): void {
  const sorted = elements.map((element, i) => ({ element, i, rank: rank(element) })).sort((a, b) => a.rank - b.rank || a.i - b.i);
  for (const { element } of sorted) element.parentElement?.append(element);
}

/** Writes `?q=` (removed when empty) into the address bar without a new history entry, keeping other parameters and the hash. */
function reflectQuery(query: string): void {
  const url = new URL(window.location.href);
  if (query === "") url.searchParams.delete("q");
  else url.searchParams.set("q", query);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url.href);
}

/**
 * Client-side filtering of a list (packages, syntax lookup): the form's `data-filter-input` filters `data-filter-item`
 * elements by their `data-search` text, optional `data-filter-official` / `data-filter-community` checkboxes filter by
 * `data-kind`, groups (`data-filter-group`) without a visible item hide, `data-filter-count` and `data-filter-empty`
 * follow, and the query lives in the URL (`?q=`) so a reload or shared link restores it. Items with names
 * (`data-filter-names`) come by nameRank (the entry named by the query first, then one with it as a keyword, then those
 * whose names start with it): entries within their group, groups by their best entry; no query, the first order.
 */
export function initListFilter(form: HTMLFormElement, root: ParentNode = document): void {
  const input = form.querySelector<HTMLInputElement>("[data-filter-input]");
  if (!input) return;
  const official = form.querySelector<HTMLInputElement>("[data-filter-official]");
  const community = form.querySelector<HTMLInputElement>("[data-filter-community]");
  const items = Array.from(root.querySelectorAll<HTMLElement>("[data-filter-item]"));
  const groups = Array.from(root.querySelectorAll<HTMLElement>("[data-filter-group]"));
  const count = root.querySelector<HTMLElement>("[data-filter-count]");
  const empty = root.querySelector<HTMLElement>("[data-filter-empty]");
  const ranked = items.some((item) => item.dataset["filterNames"] !== undefined);
  const countText = count?.textContent ?? "";
  const countLabel = (n: number) => {
    const word = n === 1 ? count?.dataset["one"] : count?.dataset["other"];
    return word === undefined ? countText.replace(/^\d+/, String(n)) : `${n} ${word}`;
  };
  const apply = () => {
    const terms = queryTerms(input.value);
    let shown = 0;
    for (const item of items) {
      const text = item.dataset["search"] ?? "";
      const kind = item.dataset["kind"];
      const kindOk = (kind !== "official" || !official || official.checked) && (kind !== "community" || !community || community.checked);
      const visible = kindOk && terms.every((t) => text.includes(t));
      item.hidden = !visible;
      if (visible) shown++;
    }
    for (const group of groups) group.hidden = !group.querySelector("[data-filter-item]:not([hidden])");
    if (ranked) {
      const rank = (item: HTMLElement) => nameRank(item.dataset["filterNames"], input.value);
      reorder(items, rank);
      reorder(groups, (group) => Math.min(4, ...Array.from(group.querySelectorAll<HTMLElement>("[data-filter-item]"), rank)));
    }
    if (count) count.textContent = countLabel(shown);
    if (empty) empty.hidden = shown !== 0;
  };
  const initial = new URLSearchParams(window.location.search).get("q");
  if (initial !== null) input.value = initial;
  form.addEventListener("submit", (e) => e.preventDefault());
  input.addEventListener("input", () => {
    apply();
    reflectQuery(input.value.trim());
  });
  official?.addEventListener("change", apply);
  community?.addEventListener("change", apply);
  apply();
}
