import type { ClientConfig } from "./readConfig.ts";
import { rememberFallback } from "./versionNotice.ts";
import { writeStorage } from "./writeStorage.ts";

/** The same page under another version: replaces the segment after `base` (`/docs/manual/v11.0.0/x` -> `/docs/manual/v10.0.0/x`). */
export function switchVersionPath(pathname: string, base: string, current: string, to: string): string {
  if (pathname.startsWith(`${base}/`)) {
    const rest = pathname.slice(base.length + 1).split("/");
    rest[0] = to;
    return `${base}/${rest.join("/")}`;
  }
  const parts = pathname.split("/");
  const i = parts.indexOf(current);
  if (i === -1) return `${base}/${to}`;
  parts[i] = to;
  return parts.join("/");
}

/**
 * Version selectors: choosing a version stores it under the selector's `data-storage-key` (`manual_version`,
 * `react_version`) and opens the same page under that version. A failing store still navigates.
 *
 * Only an explicit choice navigates (WCAG 3.2.2, no change of context on input): a pick from the opened list, or
 * Enter. On a focused, closed select, arrow keys, Home/End, PageUp/PageDown and type-ahead change the value and fire
 * `change` during the key's default action; such a value stays selected, without navigating, until Enter.
 */
export function initVersionSelect(config: ClientConfig, root: ParentNode = document): void {
  for (const select of root.querySelectorAll<HTMLSelectElement>("select[data-version-select]")) {
    const { storageKey = "", base = "", current = "" } = select.dataset;
    const docSet = config.docSets.find((d) => d.storageKey === storageKey && d.base === base);
    const choose = () => {
      const chosen = select.value;
      if (!docSet?.versions.includes(chosen)) {
        select.value = current;
        return;
      }
      writeStorage(storageKey, chosen);
      if (chosen === current) return;
      // The build says where each version leads (the same page, else that version's start page).
      const target = select.selectedOptions[0]?.dataset["href"];
      const samePage = target === undefined || target === switchVersionPath(window.location.pathname, base, current, chosen);
      if (!samePage) rememberFallback({ version: chosen, target });
      window.location.assign((target ?? switchVersionPath(window.location.pathname, base, current, chosen)) + (samePage ? window.location.hash : ""));
    };
    // True from a key's keydown to the end of its task: a `change` then comes from browsing with that key.
    let browsing = false;
    select.addEventListener("keydown", (e) => {
      if (e.key === "Enter") {
        if (select.value !== current) {
          e.preventDefault();
          choose();
        }
        return;
      }
      if (e.key === "Tab" || e.key === "Escape") return;
      browsing = true;
      setTimeout(() => {
        browsing = false;
      }, 0);
    });
    select.addEventListener("change", () => {
      if (!browsing) choose();
    });
    // Back/forward restores the page from the cache with the chosen option still selected.
    window.addEventListener("pageshow", () => {
      select.value = current;
    });
  }
}
