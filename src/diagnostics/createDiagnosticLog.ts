import { type Diagnostic, sortDiagnostics } from "./diagnostic.ts";

/** The diagnostics of one build, collected stage by stage. */
export interface DiagnosticLog {
  /** Keeps a stage result's diagnostics and hands the result back. */
  take<T extends { readonly diagnostics: readonly Diagnostic[] }>(result: T): T;
  add(diagnostics: readonly Diagnostic[]): void;
  /** Everything collected, sorted by file, line and column. */
  sorted(): Diagnostic[];
}

/** An empty log. */
export function createDiagnosticLog(): DiagnosticLog {
  const all: Diagnostic[] = [];
  return {
    take(result) {
      all.push(...result.diagnostics);
      return result;
    },
    add(diagnostics) {
      all.push(...diagnostics);
    },
    sorted: () => sortDiagnostics(all),
  };
}
