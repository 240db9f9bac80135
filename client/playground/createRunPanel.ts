// The Output tab of /try: runs the latest compiled program while the tab is open (and when it opens), stops it
// when a new compile starts or the page goes away, and says in place of the console why nothing runs: errors
// to fix, a program that imports what the playground cannot load, or no runtime to run with (the static site's
// compiler bundle compiles only; the dev server's endpoint also answers with the runnable program).
import type { CompileOutcome } from "./compilers.ts";
import { createRunner, type RunnableScript } from "./createRunner.ts";
import { programNeeds } from "./programNeeds.ts";

/** The status when the compiler gives no runnable program (the static site's browser bundle). */
export const NO_RUNTIME_NOTE = "Running the program needs the dev server (docsgen serve) or a reachable runtime; this page has neither.";

/** The Output panel's controls. */
export interface RunPanel {
  /** A compile started: the running program stops. */
  compiling(): void;
  /** A compile's outcome: run it now if the tab is open, else when it opens. */
  show(outcome: CompileOutcome): void;
  /** The tab was opened or closed. */
  visible(open: boolean): void;
  /** Nothing can compile (no compiler could be loaded). */
  unavailable(note: string): void;
}

/** The panel in `root`, or undefined when the page has none. */
export function createRunPanel(root: Document): RunPanel | undefined {
  const status = root.querySelector<HTMLElement>("[data-playground-run-status]");
  const lines = root.querySelector<HTMLElement>("[data-playground-console]");
  const page = root.querySelector<HTMLElement>("[data-playground-run-page]");
  const again = root.querySelector<HTMLButtonElement>("[data-playground-run-again]");
  if (!status || !lines || !page) return undefined;
  const runner = createRunner(root, { status, console: lines, page });
  let open = false;
  let program: { runnable: RunnableScript; js: string } | undefined;
  let pending = false;
  const start = () => {
    if (!program) return;
    pending = false;
    runner.run(program.runnable, programNeeds(program.js));
  };
  again?.addEventListener("click", start);
  root.defaultView?.addEventListener("pagehide", () => runner.stop());
  return {
    compiling() {
      runner.stop();
    },
    show(outcome) {
      const run = outcome.run;
      program = outcome.js !== undefined && run?.type === "script" ? { runnable: run, js: outcome.js } : undefined;
      if (again) again.disabled = program === undefined;
      if (program) {
        pending = true;
        if (open) start();
        else runner.reset("Ready to run", "The program runs when this tab is open.");
      } else if (outcome.js === undefined) runner.reset("Not running", "Fix the errors to run the program.");
      else if (run?.type === "unavailable") runner.reset("Cannot run this program", `This program cannot run here: ${run.msg}.`);
      else runner.reset("Running is not available", NO_RUNTIME_NOTE);
    },
    visible(now) {
      open = now;
      if (open && pending) start();
    },
    unavailable(note) {
      program = undefined;
      if (again) again.disabled = true;
      runner.reset("Running is not available", note);
    },
  };
}
