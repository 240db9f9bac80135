// Element ids the page layout and the browser code use. Content may not take them: a heading or raw HTML
// with `id="main"` would duplicate the layout's landmark, and one named like the client's configuration or
// search elements could stand in for them (DOM clobbering). tests/unit/reservedIds.test.ts keeps this list
// in step with the literal ids of templates/ and client/.

/** Ids written by templates/ and client/. */
const LAYOUT_IDS: ReadonlySet<string> = new Set([
  "archive",
  "docs-sidebar",
  "example-title",
  "install-title",
  "main",
  "mobile-menu",
  "not-found-query",
  "not-found-suggestions",
  "more-posts",
  "playground-js",
  "playground-output",
  "playground-problems",
  "playground-source",
  "playground-tab-js",
  "playground-tab-output",
  "playground-tab-problems",
  "playground-warn-help",
  "resources-title",
  "tooling-title",
  "trusted-title",
  "version-select",
]);

/** True for an id content may not use: the layout's own and every `docsgen-*` id (the engine's namespace). */
export function isReservedId(id: string): boolean {
  return LAYOUT_IDS.has(id) || id.startsWith("docsgen-");
}
