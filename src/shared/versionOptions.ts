// The entries of the version selector, with its separator rows.

/** A version with the label readers see (`v10.0.0` shows as `v9.1 - v10.1`). */
export interface VersionEntry {
  readonly value: string;
  readonly label: string;
}

/** One row of the version selector: a choosable version or a disabled separator. */
export type VersionOption =
  | { readonly kind: "version"; readonly value: string; readonly label: string }
  | { readonly kind: "separator"; readonly label: string };

/** Separator row shown above unreleased versions. */
export const NEXT_SEPARATOR = "--- Next ---";
/** Separator row shown above released versions. */
export const RELEASED_SEPARATOR = "--- Released ---";

/** Builds the selector rows: next versions under '--- Next ---', the rest under '--- Released ---'. */
export function buildVersionOptions(next: readonly VersionEntry[], released: readonly VersionEntry[]): VersionOption[] {
  const rows: VersionOption[] = [];
  if (next.length > 0) {
    rows.push({ kind: "separator", label: NEXT_SEPARATOR });
    for (const v of next) rows.push({ kind: "version", ...v });
    rows.push({ kind: "separator", label: RELEASED_SEPARATOR });
  }
  for (const v of released) rows.push({ kind: "version", ...v });
  return rows;
}

/** Replaces the version segment of a docs path with another version (same page, other version). */
export function switchVersionInPath(path: string, from: string, to: string): string {
  const parts = path.split("/");
  const i = parts.indexOf(from);
  if (i === -1) return path;
  parts[i] = to;
  return parts.join("/");
}
