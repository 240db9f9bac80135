// Every error and warning of a bsc run, located. bsc prints each report as a header ("We've found a bug
// for you!", "Syntax error!", "Warning number N"), a location `file:ROW:COL-ENDCOL` or
// `file:ROW:COL-ENDROW:ENDCOL` (1-based, end inclusive), a code frame (lines with │) and the message.
import type { CompileWarning, LocMsg } from "../shared/playground/types.ts";

const ANSI = /\x1b\[[0-9;]*m/g;
const HEADER = /We've found a bug for you!|Syntax error!|Warning number (\d+)(?: \(configured as error\))?/;

/** One report of a bsc run. */
export interface CompilerReport {
  readonly kind: "type_error" | "syntax_error" | "warning";
  readonly warnNumber?: number;
  readonly isError: boolean;
  readonly loc: LocMsg;
}

/** The reports of bsc's output, in order. */
export function parseCompilerReports(output: string): CompilerReport[] {
  const lines = output.replace(ANSI, "").split("\n");
  const reports: CompilerReport[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = HEADER.exec(lines[i] ?? "");
    if (!header) continue;
    let j = i + 1;
    while (j < lines.length && lines[j]!.trim() === "") j++;
    const where = /:(\d+):(\d+)(?:-(\d+)(?::(\d+))?)?\s*$/.exec(lines[j] ?? "");
    const message: string[] = [];
    let k = where ? j + 1 : j;
    for (; k < lines.length && !HEADER.test(lines[k]!); k++) {
      if (lines[k]!.includes("│")) continue;
      message.push(lines[k]!.trim());
    }
    i = k - 1;
    const text = message
      .join("\n")
      .replace(/^\n+|\n+$/g, "")
      .replace(/\n{3,}/g, "\n\n");
    const row = where ? Number(where[1]) : 1;
    const column = where ? Number(where[2]) - 1 : 0;
    const endRow = where?.[4] !== undefined ? Number(where[3]) : row;
    const endColumn = where?.[4] !== undefined ? Number(where[4]) : where?.[3] !== undefined ? Number(where[3]) : column + 1;
    const loc: LocMsg = { fullMsg: text, shortMsg: text.split("\n")[0] ?? text, row, column, endRow, endColumn };
    const isWarning = header[1] !== undefined;
    reports.push(
      isWarning
        ? { kind: "warning", warnNumber: Number(header[1]), isError: header[0].includes("configured as error"), loc }
        : { kind: header[0].startsWith("Syntax") ? "syntax_error" : "type_error", isError: true, loc },
    );
  }
  return reports;
}

/** The warnings among the reports, in the browser bundle's shape. */
export function warningsOf(reports: readonly CompilerReport[]): CompileWarning[] {
  return reports.filter((r) => r.kind === "warning").map((r) => ({ isError: r.isError, warnNumber: r.warnNumber ?? 0, details: r.loc }));
}
