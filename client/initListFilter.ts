/** The words of a query, lower-cased; an item matches when its `data-search` text contains every one. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((t) => t !== "");
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
 * follow, and the query lives in the URL (`?q=`) so a reload or shared link restores it.
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
