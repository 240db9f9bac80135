import { initCodeTabs } from "./initCodeTabs.ts";
import { revealCopyButtons } from "./initCopyButtons.ts";

/**
 * Syntax-lookup entries carry only their summary; the explanation (`data-entry-body`, an HTML fragment the
 * build wrote beside the page) is fetched the first time its `<details>` opens, by a click or a #id link.
 * A failed fetch leaves the link to the fragment in place and says so.
 */
export function initLazyDetails(root: Document = document): void {
  const load = async (body: HTMLElement) => {
    const href = body.dataset["entryBody"];
    if (!href || body.dataset["state"]) return;
    body.dataset["state"] = "loading";
    body.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(href, { credentials: "same-origin" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      // Our own build's HTML, fetched from this origin (the same markup the page would otherwise inline).
      body.innerHTML = await response.text();
      revealCopyButtons(body);
      initCodeTabs(body);
      body.dataset["state"] = "loaded";
    } catch {
      body.dataset["state"] = "failed";
      const note = root.createElement("p");
      note.className = "syntax-entry__error";
      note.textContent = "The explanation could not be loaded. Open it with the link above, or try again later.";
      body.append(note);
    } finally {
      body.removeAttribute("aria-busy");
    }
  };
  for (const details of root.querySelectorAll<HTMLDetailsElement>("details")) {
    const body = details.querySelector<HTMLElement>(":scope > [data-entry-body]");
    if (!body) continue;
    details.addEventListener("toggle", () => {
      if (details.open) void load(body);
    });
    if (details.open) void load(body);
  }
}
