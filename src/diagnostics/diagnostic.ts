/** Severity of a finding: errors fail `build`; warnings fail it only with `--strict`. */
export type Severity = "error" | "warning";

/** One finding about the input, with the place it was found (compiler style). */
export interface Diagnostic {
  readonly severity: Severity;
  /** `area/kebab-name`, e.g. `frontmatter/missing-title`. */
  readonly code: string;
  readonly message: string;
  readonly hint?: string;
  /** Path relative to the project root (the working directory), posix separators. */
  readonly file?: string;
  /** 1-based line in `file`. */
  readonly line?: number;
  /** 1-based column in `file`. */
  readonly column?: number;
}

/** Where a diagnostic points. */
export interface Place {
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
}

/** Builds an error diagnostic at a place. */
export function errorAt(place: Place | undefined, code: string, message: string, hint?: string): Diagnostic {
  return { severity: "error", code, message, ...(hint ? { hint } : {}), ...place };
}

/** Builds a warning diagnostic at a place. */
export function warningAt(place: Place | undefined, code: string, message: string, hint?: string): Diagnostic {
  return { severity: "warning", code, message, ...(hint ? { hint } : {}), ...place };
}

/** Sorts diagnostics by file, line and column so output is stable whatever order stages ran in. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      (a.file ?? "").localeCompare(b.file ?? "") ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      a.code.localeCompare(b.code) ||
      a.message.localeCompare(b.message),
  );
}

/** Counts errors and warnings; with `strict`, warnings count as errors. */
export function countDiagnostics(list: readonly Diagnostic[], strict: boolean): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const d of list) {
    if (d.severity === "error" || strict) errors++;
    else warnings++;
  }
  return { errors, warnings };
}
