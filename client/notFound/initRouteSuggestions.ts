// The 404 page's suggestions: fetches the route list and shows the routes closest to the address that failed.
import type { ClientDocSet } from "../../src/shared/clientConfig.ts";
import type { RouteList } from "../../src/shared/routeList.ts";
import { rankRoutes } from "./rankRoutes.ts";

/** Fills `[data-route-suggestions]` (its `data-route-list` names the list); its `data-state` ends `ready`, `empty` or `failed`. */
export async function initRouteSuggestions(box: HTMLElement, docSets: readonly ClientDocSet[], path = location.pathname): Promise<void> {
  const list = box.querySelector("ul");
  const url = box.dataset["routeList"];
  if (!list || !url) return;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const routes = (await response.json()) as RouteList;
    const found = rankRoutes(path, routes, docSets);
    for (const { route, title } of found) {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = route;
      link.textContent = title;
      const where = document.createElement("span");
      where.className = "not-found__route";
      where.textContent = route;
      item.append(link, " ", where);
      list.append(item);
    }
    box.hidden = found.length === 0;
    box.dataset["state"] = found.length === 0 ? "empty" : "ready";
  } catch (error) {
    box.dataset["state"] = "failed";
    console.error("docsgen: no route suggestions", error);
  }
}
