import type { Diagnostic } from "./diagnostic.ts";

// C0 and C1 controls, DEL, line and paragraph separators and the bidirectional overrides: printed raw,
// a value quoted from content could start a new diagnostic line, move the cursor or reorder the text.
const UNPRINTABLE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;
const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** A value as it may appear on one diagnostic line: every control and bidi character escaped (`\n`, `\u001b`). */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Any value of a diagnostic as printable text (a diagnostic read back from the cache may hold anything in any field). */
const field = (value: unknown): string => printable(String(value));

/**
 * Formats one diagnostic as `path:line:col - error code: message` plus an indented hint line. Every field is
 * escaped, whatever its source: diagnostics also come back from the cache (build records, parse results).
 */
export function formatDiagnostic(d: Diagnostic, strict = false): string {
  const severity = strict ? "error" : d.severity;
  const place = d.file ? `${field(d.file)}${d.line ? `:${field(d.line)}:${field(d.column ?? 1)}` : ""} - ` : "";
  const head = `${place}${field(severity)} ${field(d.code)}: ${field(d.message)}`;
  return d.hint ? `${head}\n  hint: ${field(d.hint)}` : head;
}

/** Formats the closing line of a run: `build failed: 1 error, 0 warnings`. */
export function formatTally(errors: number, warnings: number): string {
  const e = `${errors} error${errors === 1 ? "" : "s"}`;
  const w = `${warnings} warning${warnings === 1 ? "" : "s"}`;
  return errors > 0 ? `build failed: ${e}, ${w}` : `build succeeded: ${e}, ${w}`;
}
