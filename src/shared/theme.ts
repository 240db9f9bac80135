// The colour theme: the reader's choice (light, dark or the system's), kept in local storage, and the inline
// script that puts the chosen theme on <html> before the body paints (templates/components/Head.tsx).

/** Local storage key of the reader's choice. */
export const THEME_STORAGE_KEY = "theme";

/** The choices the header offers; "system" follows `prefers-color-scheme`. */
export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = "light" | "dark";

/** A stored value read back as a choice: anything unknown (or nothing) is "system". */
export function toThemeChoice(stored: string | null): ThemeChoice {
  return stored === "light" || stored === "dark" ? stored : "system";
}

/** The theme a choice gives under the system's preference. */
export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): Theme {
  return choice === "system" ? (prefersDark ? "dark" : "light") : choice;
}

/**
 * Runs in <head>, before any stylesheet applies to the body: marks the document as scripted (CSS hides inactive
 * tabs only when JS runs) and sets `data-theme` on <html> (base.css keys the palette and `color-scheme` on it).
 * Kept tiny and self-contained: it is inlined into every page.
 */
export const EARLY_HEAD_SCRIPT =
  "(function(d){d.classList.add('js');var c=null;try{c=localStorage.getItem('" +
  THEME_STORAGE_KEY +
  "')}catch(e){}" +
  "d.setAttribute('data-theme',c==='light'||c==='dark'?c:window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')" +
  "})(document.documentElement)";
