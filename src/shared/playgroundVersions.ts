// The playground's versions as readers know them: a `?version=` link may name a compiler (`v11.1.4`) or a
// manual version (`v11.0.0`, what code-block Playground links carry), and the compiler selector labels each
// compiler as the site's version selector labels the manual version it serves. Shared by the /try template
// and its browser code; the compile request still carries the compiler's own version.

/** A manual version with the label readers see (`v10.0.0` shows as `v9.1 - v10.1`). */
export interface PlaygroundManualVersion {
  readonly value: string;
  readonly label: string;
}

/** The manual's versions and aliases (`latest`, `next`), as the playground page gets them. */
export interface PlaygroundManual {
  readonly versions: readonly PlaygroundManualVersion[];
  readonly aliases: Readonly<Record<string, string>>;
}

/** Warning flags the compiler accepts (`+a-4-9`, `-20@8`); empty means the compiler's defaults. */
export const WARN_FLAGS_PATTERN = /^[+-]?[a-zA-Z0-9@+-]*$/;

/** The major version of `v11.1.4` / `11.0.0` / `v12`, if it has one. */
export function majorOf(version: string): number | undefined {
  const m = /^v?(\d+)(?:[.-]|$)/.exec(version);
  return m ? Number(m[1]) : undefined;
}

/** The manual version a compiler serves (same major version), if any. */
function manualOf(compiler: string, manual: PlaygroundManual): PlaygroundManualVersion | undefined {
  const major = majorOf(compiler);
  return major === undefined ? undefined : manual.versions.find((v) => majorOf(v.value) === major);
}

/** The selector label of a compiler: its manual version's label, with the compiler version when they differ. */
export function compilerLabel(compiler: string, manual: PlaygroundManual): string {
  return labelWithCompiler(manualOf(compiler, manual)?.label, compiler);
}

/**
 * The one label format of a compiler in the /try select, on the static page and under `docsgen serve` alike:
 * `v11.0.0 (v11.1.4)`, the label of the manual version it serves and the compiler's own version; the compiler
 * alone when it serves none or the two read the same (`v12.0.0`).
 */
export function labelWithCompiler(manualLabel: string | undefined, compiler: string): string {
  return manualLabel === undefined || manualLabel === compiler ? compiler : `${manualLabel} (${compiler})`;
}

/** The label of a manual version (`v10.0.0` is `v9.1 - v10.1`), or the value itself. */
export function manualLabel(value: string, manual: PlaygroundManual): string {
  return manual.versions.find((v) => v.value === value)?.label ?? value;
}

/**
 * The offered compiler a `?version=` value names: a compiler version as is, a manual version (or alias) through
 * its major version. Undefined when nothing offered matches.
 */
export function resolvePlaygroundVersion(wanted: string, offered: readonly string[], manual: PlaygroundManual): string | undefined {
  if (offered.includes(wanted)) return wanted;
  const value = Object.hasOwn(manual.aliases, wanted) ? manual.aliases[wanted]! : wanted;
  if (!manual.versions.some((v) => v.value === value)) return undefined;
  const major = majorOf(value);
  return major === undefined ? undefined : offered.find((c) => majorOf(c) === major);
}

/** The JSX versions a compiler supports (`-bs-jsx`), the first being the playground's default for it. */
export function jsxVersionsOf(compiler: string): readonly string[] {
  const major = majorOf(compiler);
  if (major === undefined) return [];
  // JSX 4 came with ReScript 10.1 (beside 3, the default there); 11 made it the default and 12 dropped 3.
  return major >= 11 ? ["4"] : major === 10 ? ["3", "4"] : ["3"];
}
