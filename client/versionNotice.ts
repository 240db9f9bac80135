/** Session key of a version switch that could not keep the page (written before leaving, read on arrival). */
export const VERSION_FALLBACK_KEY = "docsgen:version-fallback";

/** What a version switch to a missing page remembers for the page it lands on. */
export interface VersionFallback {
  readonly version: string;
  readonly target: string;
}

/** Remembers that the reader asked for a page `version` does not have and is sent to `target` instead. */
export function rememberFallback(fallback: VersionFallback): void {
  try {
    window.sessionStorage.setItem(VERSION_FALLBACK_KEY, JSON.stringify(fallback));
  } catch {
    // Blocked storage: the reader still lands on the start page, only without the note.
  }
}

/** The note for the page just opened, if it is where a version switch fell back to; the memory is cleared either way. */
export function takeFallback(pathname: string): VersionFallback | undefined {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(VERSION_FALLBACK_KEY);
    window.sessionStorage.removeItem(VERSION_FALLBACK_KEY);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<VersionFallback>;
    if (typeof value.version !== "string" || typeof value.target !== "string" || value.target !== pathname) return undefined;
    return { version: value.version, target: value.target };
  } catch {
    return undefined;
  }
}

/** Shows "This page does not exist in vX; showing its introduction" in the docs notice slot after a fallback. */
export function initVersionNotice(root: Document = document): void {
  const slot = root.querySelector<HTMLElement>("[data-version-notice]");
  if (!slot) return;
  const fallback = takeFallback(window.location.pathname);
  if (!fallback) return;
  const start = fallback.target.endsWith("/introduction") ? "its introduction" : "its start page";
  slot.textContent = `This page does not exist in ${fallback.version}; showing ${start}.`;
  slot.hidden = false;
}
