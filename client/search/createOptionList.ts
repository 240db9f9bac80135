// The options of the screen shown and which of them is active. The input stays focused while the arrow keys
// move: the combobox's aria-expanded and aria-activedescendant tell screen readers where the selection is.
import type { Option } from "./renderSearchViews.ts";

/** The options of the screen shown, with one active (the first, when a screen is shown). */
export interface OptionList {
  /** Takes the options of a new screen and activates the first. */
  replace(options: Option[]): void;
  count(): number;
  /** Activates the next (`1`) or previous (`-1`) option, wrapping around. */
  move(step: 1 | -1): void;
  /** Activates the option that holds `target` (under the mouse), if any. */
  hover(target: Node): void;
  /** Follows the active option (Enter). */
  activate(): void;
}

/** An empty list for the combobox `input`. */
export function createOptionList(input: HTMLInputElement): OptionList {
  let options: Option[] = [];
  let active = -1;
  const setActive = (index: number) => {
    options[active]?.element.setAttribute("aria-selected", "false");
    active = index;
    const option = options[index];
    if (option) {
      option.element.setAttribute("aria-selected", "true");
      input.setAttribute("aria-activedescendant", option.element.id);
      option.element.scrollIntoView?.({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };
  return {
    replace(next) {
      options = next;
      input.setAttribute("aria-expanded", String(next.length > 0));
      setActive(next.length > 0 ? 0 : -1);
    },
    count: () => options.length,
    move(step) {
      setActive((active + step + options.length) % options.length);
    },
    hover(target) {
      const index = options.findIndex((o) => o.element.contains(target));
      if (index !== -1 && index !== active) setActive(index);
    },
    activate() {
      options[active]?.activate();
    },
  };
}
