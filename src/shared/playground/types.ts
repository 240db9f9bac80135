// The compile result shared by the playground's two compilers: the ReScript project's browser bundle
// (its `rescript.compile` result) and `docsgen serve`'s endpoint, which answers in the same shape.

/** A located message: rows 1-based, columns 0-based, end exclusive (as the browser bundle reports them). */
export interface LocMsg {
  readonly fullMsg: string;
  readonly shortMsg: string;
  readonly row: number;
  readonly column: number;
  readonly endRow: number;
  readonly endColumn: number;
}

/** A warning of a successful (or warning-as-error) compile. */
export interface CompileWarning {
  readonly isError: boolean;
  readonly warnNumber: number;
  readonly details: LocMsg;
}

/** What compiling a source gives. */
export type CompileResult =
  | {
      readonly type: "success";
      readonly js_code: string;
      readonly warnings: readonly CompileWarning[];
      readonly type_hints: readonly unknown[];
    }
  | {
      readonly type: "syntax_error" | "type_error" | "warning_error" | "other_error";
      readonly errors: readonly LocMsg[];
      readonly warnings?: readonly CompileWarning[];
    }
  | { readonly type: "warning_flag_error" | "unexpected_error"; readonly msg: string };

/** What formatting a source gives. */
export type FormatResult =
  | { readonly type: "success"; readonly code: string }
  | { readonly type: "syntax_error"; readonly errors: readonly LocMsg[] }
  | { readonly type: "unexpected_error"; readonly msg: string };

/** A request to the dev server's compile endpoint. */
export interface CompileRequest {
  readonly action: "compile" | "format";
  readonly source: string;
  /** A version the endpoint offers (see `versions` of its answer to GET). */
  readonly version: string;
  readonly moduleSystem: "esmodule" | "commonjs";
}

/** Largest source the dev endpoint compiles, in bytes. */
export const MAX_PLAYGROUND_SOURCE = 64 * 1024;
