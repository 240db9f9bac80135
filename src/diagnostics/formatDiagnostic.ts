import type { Diagnostic } from "./diagnostic.ts";

/** Formats one diagnostic as `path:line:col - error code: message` plus an indented hint line. */
export function formatDiagnostic(d: Diagnostic, strict = false): string {
  const severity = strict ? "error" : d.severity;
  const place = d.file ? `${d.file}${d.line ? `:${d.line}:${d.column ?? 1}` : ""} - ` : "";
  const head = `${place}${severity} ${d.code}: ${d.message}`;
  return d.hint ? `${head}\n  hint: ${d.hint}` : head;
}

/** Formats the closing line of a run: `build failed: 1 error, 0 warnings`. */
export function formatTally(errors: number, warnings: number): string {
  const e = `${errors} error${errors === 1 ? "" : "s"}`;
  const w = `${warnings} warning${warnings === 1 ? "" : "s"}`;
  return errors > 0 ? `build failed: ${e}, ${w}` : `build succeeded: ${e}, ${w}`;
}
