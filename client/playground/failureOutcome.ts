// A compiler that throws (a network error, a bundle that broke) still answers the page with a problem it can
// list: one error at the start of the code, so the problems pane and the editor's marks say what happened.
import type { Problem } from "./compilers.ts";

/** An outcome with one error, `what` and the error's message, at row 1, column 1. */
export function failureOutcome(what: string, e: unknown): { readonly problems: readonly Problem[] } {
  const message = `${what}: ${e instanceof Error ? e.message : String(e)}`;
  return { problems: [{ severity: "error", row: 1, column: 1, endRow: 1, endColumn: 2, message }] };
}
