// The playground's settings live in the URL, and only when they differ from the defaults: share links stay short,
// and a reload keeps what the reader chose. The address changes in place (no history entry per change).

/** A setting of /try kept in the URL (`?code=` is written by Share only). */
export type PlaygroundSetting = "version" | "module" | "warn" | "jsx";

/** The page URL with one setting changed (empty removes it), everything else kept. */
export function withSetting(name: PlaygroundSetting, value: string, here: Location = window.location): string {
  const params = new URLSearchParams(here.search);
  if (value === "") params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return `${here.pathname}${query ? `?${query}` : ""}${here.hash}`;
}

/** Sets one setting in the address bar (empty removes it). */
export function setSetting(name: PlaygroundSetting, value: string): void {
  window.history.replaceState(window.history.state, "", withSetting(name, value));
}
