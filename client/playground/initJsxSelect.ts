// The JSX select of /try: offers the JSX versions the selected compiler supports (`None` when it supports none),
// disabled when there is nothing to choose, and keeps a choice other than the compiler's default in the URL.
import { jsxVersionsOf } from "../../src/shared/playgroundVersions.ts";
import { setSetting } from "./setSetting.ts";

/** The JSX choice as the compile loop reads it. */
export interface JsxChoice {
  /** The JSX version to compile with, or undefined for the compiler's own (no choice, or none offered). */
  value(): string | undefined;
  /** The selected compiler changed: offer its versions, keeping the reader's choice while it is one of them. */
  versionChanged(): void;
}

/** Starts `select` (when the page has one) for the compiler selected in `versionSelect`, with the link's `?jsx=` choice. */
export function initJsxSelect(select: HTMLSelectElement | null, versionSelect: HTMLSelectElement, fromLink: string | null, root: Document): JsxChoice {
  const update = (preferred: string | null) => {
    if (!select) return;
    const offered = jsxVersionsOf(versionSelect.value);
    const keep = preferred !== null && offered.includes(preferred) ? preferred : (offered[0] ?? "");
    select.replaceChildren(
      ...(offered.length === 0 ? [""] : offered).map((v) =>
        Object.assign(root.createElement("option"), { value: v, textContent: v === "" ? "None" : `JSX ${v}` }),
      ),
    );
    select.value = keep;
    select.disabled = offered.length < 2;
    setSetting("jsx", keep === (offered[0] ?? "") ? "" : keep);
  };
  update(fromLink);
  select?.addEventListener("change", () => update(select.value));
  return {
    value: () => (select && !select.disabled && select.value ? select.value : undefined),
    versionChanged: () => update(select?.value ?? null),
  };
}
