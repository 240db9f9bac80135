import { resolveTheme, THEME_STORAGE_KEY, type ThemeChoice, toThemeChoice } from "../src/shared/theme.ts";
import { readStorage } from "./readStorage.ts";
import { writeStorage } from "./writeStorage.ts";

const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * The header's theme control (`select[data-theme-select]`: system, light, dark): shows the stored choice, applies a
 * new one to <html data-theme> at once and keeps it in local storage for every page; under "system" the theme
 * follows the system's preference as it changes. The first paint's theme is set earlier, by the inline head script.
 */
export function initTheme(root: Document = document): void {
  const html = root.documentElement;
  const media = typeof window.matchMedia === "function" ? window.matchMedia(DARK_QUERY) : undefined;
  let choice: ThemeChoice = toThemeChoice(readStorage(THEME_STORAGE_KEY));
  const apply = () => html.setAttribute("data-theme", resolveTheme(choice, media?.matches ?? false));
  apply();
  media?.addEventListener("change", apply);
  for (const select of root.querySelectorAll<HTMLSelectElement>("select[data-theme-select]")) {
    select.value = choice;
    select.addEventListener("change", () => {
      choice = toThemeChoice(select.value);
      if (choice === "system") {
        try {
          window.localStorage.removeItem(THEME_STORAGE_KEY);
        } catch {
          // storage blocked: the choice holds for this page only
        }
      } else writeStorage(THEME_STORAGE_KEY, choice);
      apply();
    });
  }
  // Another tab changed the choice.
  window.addEventListener("storage", (e) => {
    if (e.key !== THEME_STORAGE_KEY) return;
    choice = toThemeChoice(e.newValue);
    for (const select of root.querySelectorAll<HTMLSelectElement>("select[data-theme-select]")) select.value = choice;
    apply();
  });
}
