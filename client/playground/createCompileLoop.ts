// Compiling on /try: after each edit once typing pauses, at once when a setting changes. Only the latest compile
// is shown: a slower earlier one that answers after it is dropped. The page's state and the compile status line
// say what is going on ("Compiling…", "Compiled with v11.1.4, 2 warnings", "3 errors").
import type { CompileOptions, CompileOutcome, PlaygroundCompilerAdapter } from "./compilers.ts";
import type { RunPanel } from "./createRunPanel.ts";
import type { PlaygroundEditor } from "./createEditor.ts";
import { failureOutcome } from "./failureOutcome.ts";
import { setPageState } from "./setPageState.ts";
import { showText } from "./showText.ts";

/** Quiet time after the last keystroke before compiling, in milliseconds. */
export const COMPILE_DEBOUNCE_MS = 300;

/** What a compile reads and where it shows. */
export interface CompileLoopParts {
  readonly page: HTMLElement;
  readonly compileStatus: HTMLElement | null;
  readonly compiler: PlaygroundCompilerAdapter;
  readonly editor: Pick<PlaygroundEditor, "text">;
  readonly output: { show(outcome: CompileOutcome): void };
  readonly runPanel: RunPanel | undefined;
  /** The settings as they are now, read when a compile starts. */
  readonly options: () => CompileOptions;
}

/** The two ways to compile the editor's code. */
export interface CompileLoop {
  /** Compiles now; resolves when the outcome is shown (or dropped for a later compile). */
  now(): Promise<void>;
  /** Compiles once no call came for COMPILE_DEBOUNCE_MS. */
  soon(): void;
}

export function createCompileLoop(parts: CompileLoopParts): CompileLoop {
  const { page, compileStatus, compiler, editor, output, runPanel } = parts;
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const now = async () => {
    const mine = ++seq;
    runPanel?.compiling();
    setPageState(page, "compiling");
    showText(compileStatus, "Compiling\u2026");
    const options = parts.options();
    let outcome: CompileOutcome;
    try {
      outcome = await compiler.compile(editor.text(), options);
    } catch (e) {
      outcome = failureOutcome("The compiler failed", e);
    }
    if (mine !== seq) return;
    output.show(outcome);
    setPageState(page, outcome.js !== undefined ? "success" : "errors");
    showText(compileStatus, statusLine(outcome, options.version));
  };
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void now(), COMPILE_DEBOUNCE_MS);
  };
  return { now, soon };
}

/** The compile status line: the compiler and the warnings when it compiled, else the number of errors. */
function statusLine(outcome: CompileOutcome, version: string): string {
  const errors = outcome.problems.filter((p) => p.severity === "error").length;
  const warnings = outcome.problems.length - errors;
  if (outcome.js === undefined) return `${errors} error${errors === 1 ? "" : "s"}`;
  return `Compiled with ${version}${warnings > 0 ? `, ${warnings} warning${warnings === 1 ? "" : "s"}` : ""}`;
}
