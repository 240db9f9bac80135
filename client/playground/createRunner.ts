// Runs compiled programs for the Output panel, one at a time, each in a fresh `<iframe sandbox="allow-scripts">`
// (an opaque origin: no access to this page, its storage or cookies; its document's policy allows no network).
// The page takes one message from the current frame's window ("ready"), then listens only to the MessagePort
// it handed over with the program. A run ends when the next one starts, when
// `stop` is called (a new compile, leaving the page), or when the frame goes quiet for the time limit: the
// frame sends a heartbeat whenever its thread is free, so a program that keeps it busy (an endless loop, before
// or after its top level finished) is stopped, and one that waits (timers, a top-level await) is not. Ending
// a run removes its frame; Chromium gives a sandboxed frame a process of its own, which goes with it.
import type { Runnable } from "../../src/shared/playground/types.ts";
import type { ProgramNeeds } from "./programNeeds.ts";
import { MAX_RUN_LINES, type RunnerMessage, type RunnerReady, type RunRequest, runnerDocument } from "./runnerDocument.ts";

/** How long a program may run before "finished", and go without a heartbeat after it, in milliseconds. */
export const RUN_TIME_LIMIT_MS = 3_000;

/** How long the frame may take to start (a new process on a busy machine), in milliseconds. */
const START_LIMIT_MS = 15_000;

/** Longest console line shown, in characters (the frame caps them too). */
const MAX_LINE_CHARS = 2_001;

/** A program ready to run. */
export type RunnableScript = Extract<Runnable, { type: "script" }>;

/** The panel's parts a runner writes to. */
export interface RunnerParts {
  /** One line of state ("Ran in 2 ms", "Stopped after 3 s: ..."); its `data-run-state` says which. */
  readonly status: HTMLElement;
  /** The list console lines go to. */
  readonly console: HTMLElement;
  /** Where the frame goes; shown only for programs that show a page. */
  readonly page: HTMLElement;
}

/** The state of the Output panel, as `data-run-state` of the status. */
export type RunState = "idle" | "running" | "finished" | "stopped";

/** A runner over the panel's parts. */
export interface Runner {
  /** Ends the current run and starts the program in a new frame. */
  run(program: RunnableScript, needs: ProgramNeeds): void;
  /** Ends the current run (its lines stay); `status` replaces the status when given. */
  stop(status?: string): void;
  /** Ends the current run and shows a short `status` and, in place of the lines, a `note` saying why nothing runs. */
  reset(status: string, note: string): void;
}

/** Creates the runner; `timeLimitMs` is RUN_TIME_LIMIT_MS but in tests. */
export function createRunner(doc: Document, parts: RunnerParts, timeLimitMs = RUN_TIME_LIMIT_MS): Runner {
  const view = doc.defaultView!;
  let frame: HTMLIFrameElement | undefined;
  let watchdog: ReturnType<typeof setInterval> | undefined;
  let listener: ((e: MessageEvent) => void) | undefined;
  let port: MessagePort | undefined;
  let lines = 0;
  const setStatus = (text: string, state: RunState) => {
    parts.status.textContent = text;
    parts.status.title = text; // the whole text where the bar cuts it short (phones)
    parts.status.dataset["runState"] = state;
  };
  const addLine = (level: string, text: string) => {
    if (lines > MAX_RUN_LINES) return;
    lines++;
    const item = doc.createElement("div");
    item.className = `playground__line playground__line--${level}`;
    item.textContent = text.length > MAX_LINE_CHARS ? `${text.slice(0, MAX_LINE_CHARS)}\u2026` : text;
    parts.console.append(item);
    // Keep the newest line in view unless the reader scrolled up to read.
    const box = parts.console;
    if (box.scrollHeight - box.scrollTop - box.clientHeight < 48 || lines === 1) box.scrollTop = box.scrollHeight;
  };
  const stop = (status?: string) => {
    clearInterval(watchdog);
    watchdog = undefined;
    if (listener) view.removeEventListener("message", listener);
    listener = undefined;
    port?.close();
    port = undefined;
    frame?.remove();
    frame = undefined;
    if (status !== undefined) setStatus(status, "stopped");
  };
  const seconds = `${timeLimitMs / 1000} s`;
  return {
    stop,
    reset(status, note) {
      stop();
      const text = doc.createElement("p");
      text.className = "playground__run-note";
      text.textContent = note;
      parts.console.replaceChildren(text);
      lines = 0;
      parts.page.hidden = true;
      setStatus(status, "idle");
    },
    run(program, needs) {
      stop();
      parts.console.replaceChildren();
      lines = 0;
      parts.page.hidden = !needs.page;
      setStatus("Running\u2026", "running");
      const current = doc.createElement("iframe");
      current.setAttribute("sandbox", "allow-scripts");
      current.title = "The program's page";
      current.className = "playground__frame";
      current.srcdoc = runnerDocument();
      let phase: "starting" | "running" | "finished" = "starting";
      let since = Date.now(); // the frame's last sign of life
      let ticked = false; // a heartbeat came after the program started
      let loads = 0;
      current.addEventListener("load", () => {
        // The first load is the srcdoc; another is the program navigating its frame.
        if (++loads > 1 && frame === current) stop("Stopped: the program left its frame");
      });
      const channel = new MessageChannel();
      port = channel.port1;
      channel.port1.onmessage = (e: MessageEvent) => {
        if (frame !== current) return;
        const message = e.data as RunnerMessage | null;
        if (message?.type === "line" && typeof message.text === "string") {
          addLine(message.level === "warn" || message.level === "error" ? message.level : "log", message.text);
        } else if (message?.type === "finished" && phase === "running") {
          phase = "finished";
          since = Date.now();
          setStatus(`Ran in ${Math.max(0, Math.round(Number(message.ms) || 0))} ms`, "finished");
        } else if (message?.type === "tick") {
          since = Date.now();
          if (message.started === true) ticked = true;
        }
      };
      listener = (e: MessageEvent) => {
        if (frame !== current || e.source !== current.contentWindow || phase !== "starting") return;
        if ((e.data as RunnerReady | null)?.type !== "ready") return;
        phase = "running";
        since = Date.now();
        const request: RunRequest = { type: "run", script: program.script, module: program.module === true, ids: needs.ids };
        current.contentWindow?.postMessage(request, "*", [channel.port2]); // an opaque origin has no name to target
      };
      view.addEventListener("message", listener);
      watchdog = setInterval(() => {
        // A hidden page's timers are slowed down: only time the reader could see counts.
        if (doc.visibilityState !== "visible") {
          since = Date.now();
          return;
        }
        const waited = Date.now() - since;
        if (phase === "starting") {
          if (waited > START_LIMIT_MS) stop("The program could not be started");
        } else if (waited > timeLimitMs) {
          stop(ticked ? `Stopped: no answer for ${seconds} (an endless loop?)` : `Stopped after ${seconds} (an endless loop?)`);
        }
      }, 250);
      frame = current;
      parts.page.append(current);
    },
  };
}
