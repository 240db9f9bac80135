import { ThemeIcon } from "./Icons.tsx";

/**
 * The colour theme control: a native select (keyboard and screen readers know it), named by its label.
 * client/initTheme.ts shows the stored choice and applies a new one; without JavaScript it is hidden (base.css).
 */
export function ThemeSelect() {
  return (
    <label className="theme-select">
      <ThemeIcon />
      <span className="visually-hidden">Theme</span>
      <select className="theme-select__control" data-theme-select defaultValue="system">
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  );
}
