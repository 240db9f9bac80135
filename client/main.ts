// The browser entry: small behaviours on every page; heavy features (search UI, playground editor) load on demand.
import { initCarousel } from "./initCarousel.ts";
import { initCodeTabs } from "./initCodeTabs.ts";
import { initCopyButtons } from "./initCopyButtons.ts";
import { initPlayLinks } from "./initPlayLinks.ts";
import { initDeepLinks } from "./initDeepLinks.ts";
import { initDetailsHash } from "./initDetailsHash.ts";
import { initHeaderScroll } from "./initHeaderScroll.ts";
import { initLazyDetails } from "./initLazyDetails.ts";
import { initListFilter } from "./initListFilter.ts";
import { initMenus } from "./initMenus.ts";
import { initPrefetch } from "./initPrefetch.ts";
import { initSidebarScroll } from "./initSidebarScroll.ts";
import { initTheme } from "./initTheme.ts";
import { initVersionLinks } from "./initVersionLinks.ts";
import { initVersionSelect } from "./initVersionSelect.ts";
import { initVersionNotice } from "./versionNotice.ts";
import { readConfig } from "./readConfig.ts";
import { initSearch } from "./search/initSearch.ts";

/** Runs one behaviour; a failure in one never stops the others. */
function run(name: string, init: () => void): void {
  try {
    init();
  } catch (e) {
    console.error(`docsgen: ${name} failed`, e);
  }
}

document.documentElement.classList.add("js");
const config = readConfig();
run("theme", () => initTheme());
run("version links", () => initVersionLinks(config));
run("version select", () => initVersionSelect(config));
run("version notice", () => initVersionNotice());
run("header and deep links", () => initDeepLinks(initHeaderScroll()));
run("menus", () => initMenus());
run("sidebar scroll", () => initSidebarScroll());
run("copy buttons", () => initCopyButtons());
run("playground links", () => initPlayLinks());
run("code tabs", () => initCodeTabs());
run("carousel", () => initCarousel());
run("filters", () => {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-packages-filter], form[data-syntax-filter]")) initListFilter(form);
});
run("lazy details", () => initLazyDetails());
run("details hash", () => initDetailsHash());
run("search", () => initSearch());
run("prefetch", () => initPrefetch());

const suggestions = document.querySelector<HTMLElement>("[data-route-suggestions]");
if (suggestions) {
  import("./notFound/initRouteSuggestions.ts")
    .then((m) => m.initRouteSuggestions(suggestions, config.docSets))
    .catch((e: unknown) => console.error("docsgen: the route suggestions failed to load", e));
}

const editor = document.querySelector<HTMLElement>("[data-playground-editor]");
if (editor) {
  import("./playground/initPlayground.ts")
    .then((m) => m.initPlayground(editor))
    .catch((e: unknown) => console.error("docsgen: the playground failed to load", e));
}
