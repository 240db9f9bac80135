// The compiler select of /try: one option per compiler offered, labelled as readers know the versions, and the
// one `?version=` names chosen. The link may name a compiler or a manual version (code-block Playground links carry
// the manual's); when nothing offered matches, the default is used and the status line says so.
import { compilerLabel, labelWithCompiler, manualLabel, type PlaygroundManual, resolvePlaygroundVersion } from "../../src/shared/playgroundVersions.ts";
import type { VersionChoice } from "./compilers.ts";
import { setSetting } from "./setSetting.ts";
import { showText } from "./showText.ts";

/** What the select offers: `versions` (the first is the default) as the compiler and the manual name them. */
export interface VersionOffer {
  readonly versions: readonly string[];
  /** The dev endpoint's own labels and manual versions of its compilers; empty for the browser bundles. */
  readonly choices: readonly VersionChoice[];
  readonly manual: PlaygroundManual;
}

/** Fills `select` with the offer and chooses the compiler `wanted` names (the `?version=` value), noting on `status` when none. */
export function initVersionSelect(select: HTMLSelectElement, offer: VersionOffer, wanted: string | null, status: HTMLElement | null, root: Document): void {
  const { versions, choices, manual } = offer;
  // The dev endpoint may name its compilers' manual versions itself; else the manual's versions name them. One
  // format either way, the static page's: `v11.0.0 (v11.1.4)`.
  const labelOf = (v: string) => {
    const choice = choices.find((c) => c.version === v);
    return choice ? labelWithCompiler(choice.label, v) : compilerLabel(v, manual);
  };
  select.replaceChildren(...versions.map((v) => Object.assign(root.createElement("option"), { value: v, textContent: labelOf(v) })));
  const chosen = wanted === null || wanted === "" ? undefined : versionNamed(wanted, offer);
  select.value = chosen ?? versions[0]!;
  if (wanted && chosen === undefined) {
    showText(status, `No compiler for ${manualLabel(wanted, manual).slice(0, 40)} here: using ${labelOf(versions[0]!)}`);
    // The toolbar line may cut the note short on a phone: the whole of it on hover and for assistive tools.
    if (status) status.title = status.textContent ?? "";
  }
  rememberVersion(select, versions);
}

/** Keeps the selected compiler in the URL, none for the default (the first of `versions`). */
export function rememberVersion(select: HTMLSelectElement, versions: readonly string[]): void {
  setSetting("version", select.value === versions[0] ? "" : select.value);
}

/** The offered compiler `wanted` names: the endpoint's compiler of that manual version, else as the manual's versions say. */
function versionNamed(wanted: string, { versions, choices, manual }: VersionOffer): string | undefined {
  return choices.find((c) => c.manualVersion === wanted && versions.includes(c.version))?.version ?? resolvePlaygroundVersion(wanted, versions, manual);
}
