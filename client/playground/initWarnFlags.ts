// The warning-flags input of /try (`+a-4-9`): flags are applied, and kept in the URL, only while they are
// well-formed; a malformed value is marked invalid and explained on the status line. Flags from a link that are
// malformed are dropped from the URL, so sharing again does not pass them on.
import { WARN_FLAGS_PATTERN } from "../../src/shared/playgroundVersions.ts";
import { setSetting } from "./setSetting.ts";
import { showText } from "./showText.ts";

/** The flags in effect, and who to tell when they change. */
export interface WarnFlags {
  /** The last well-formed flags (empty: the compiler's defaults). */
  value(): string;
  /** Called when the flags in effect change; none before it is set, as the first compile reads `value()` anyway. */
  onChange(listener: () => void): void;
}

/** Starts `input` (when the page has one) with the link's flags, `fromLink` being the `?warn=` value. */
export function initWarnFlags(input: HTMLInputElement | null, status: HTMLElement | null, fromLink: string | null): WarnFlags {
  let flags = "";
  let changed = () => {};
  const update = (isLink: boolean) => {
    if (!input) return;
    const value = input.value.trim();
    const valid = WARN_FLAGS_PATTERN.test(value);
    input.setAttribute("aria-invalid", String(!valid));
    if (!valid) {
      showText(
        status,
        isLink
          ? "The warning flags of the link were ignored: use + or - with numbers or letters, like +a-4-9"
          : "Warning flags: use + or - with numbers or letters, like +a-4-9",
      );
      if (isLink) setSetting("warn", "");
      return;
    }
    showText(status, "");
    setSetting("warn", value);
    if (value !== flags) {
      flags = value;
      changed();
    }
  };
  if (input) {
    input.value = fromLink ?? "";
    update(true);
    input.addEventListener("input", () => update(false));
  }
  return {
    value: () => flags,
    onChange(listener) {
      changed = listener;
    },
  };
}
