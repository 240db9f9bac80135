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
      /** The program ready to run in the page's sandboxed frame (the dev endpoint fills it; the browser bundle does not). */
      readonly runnable?: Runnable;
    }
  | {
      readonly type: "syntax_error" | "type_error" | "warning_error" | "other_error";
      readonly errors: readonly LocMsg[];
      readonly warnings?: readonly CompileWarning[];
    }
  | { readonly type: "warning_flag_error" | "unexpected_error"; readonly msg: string };

/**
 * A compiled program as the Output panel runs it: one self-contained classic script (the program and the runtime
 * modules it imports, no imports left), or why there is none (the page says so in the panel).
 */
export type Runnable =
  | {
      readonly type: "script";
      readonly script: string;
      /** A module script (the program waits at its top level): it calls `globalThis[RUN_FINISHED_HOOK]()` when done. */
      readonly module?: true;
    }
  | { readonly type: "unavailable"; readonly msg: string };

/** The global function a module-script Runnable calls when its top level is done. */
export const RUN_FINISHED_HOOK = "__docsgenRunFinished";

/** Largest runnable script the dev endpoint answers with, in bytes (a React program is about 200 KiB). */
export const MAX_RUNNABLE_BYTES = 2 * 1024 * 1024;

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
  /** Warning flags as the compiler's `-w` takes them (`+a-4-9`); absent for the compiler's defaults. */
  readonly warnFlags?: string;
  /** The JSX version (`-bs-jsx`), one of jsxVersionsOf the compiler; absent for the toolchain's own. */
  readonly jsx?: string;
}

/** Largest source the dev endpoint compiles, in bytes. */
export const MAX_PLAYGROUND_SOURCE = 64 * 1024;

/** One compiler the dev endpoint offers, with the name the site's version select gives it. */
export interface PlaygroundVersionChoice {
  /** The compiler's version (`v12.0.2`), as in `versions`; a request may name it or `manualVersion`. */
  readonly version: string;
  /** The manual version select's label of `manualVersion` (`v9.1 - v10.1`), else the compiler version. */
  readonly label: string;
  /** The manual version whose examples this compiler checks (`v10.0.0`), when there is one. */
  readonly manualVersion?: string;
}

/** The dev endpoint's answer to GET. */
export interface PlaygroundVersions {
  readonly versions: readonly string[];
  readonly choices?: readonly PlaygroundVersionChoice[];
}

/** The dev endpoint's answer (status 503) when a compiler already has a compile running and enough waiting. */
export interface PlaygroundBusy {
  readonly error: "busy";
  readonly msg: string;
}

/** Most requests that wait for one compiler of the dev endpoint while it compiles; more are answered "busy". */
export const MAX_PLAYGROUND_WAITING = 2;
