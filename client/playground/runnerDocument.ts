// The document of the Output panel's frame (its srcdoc): a Content-Security-Policy that allows no network
// at all (inline scripts and styles only), the mount points React examples render into, and a bootstrap that
// says "ready", waits for one program from the page with a MessagePort, runs it, and reports console lines,
// uncaught errors, "finished" and a heartbeat through that port. A port, not `parent.postMessage`: Chromium
// delivers a port's messages while the sending frame is still busy, so the lines a program logs before an
// endless loop reach the page; a window's messages wait for the sender to be free. The page gives the frame
// `sandbox="allow-scripts"` only, so it runs with an opaque origin.
import { RUN_FINISHED_HOOK } from "../../src/shared/playground/types.ts";
import { formatValue } from "./formatValue.ts";

/** Most console lines a run reports; later ones are dropped with one note. */
export const MAX_RUN_LINES = 500;

/** How often the frame tells the page it is still responsive, in milliseconds. */
export const HEARTBEAT_MS = 250;

/** The frame's policy: no fetch, no images, fonts, frames or workers from anywhere; only its own inline code. */
export const RUNNER_CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:";

/** The frame's first message, to the page's window: it can take a program. */
export interface RunnerReady {
  readonly type: "ready";
}

/** A message of the frame to the page, through the run's port. */
export type RunnerMessage =
  | { readonly type: "line"; readonly level: "log" | "warn" | "error"; readonly text: string }
  | { readonly type: "finished"; readonly ms: number }
  /** The heartbeat; `started`: the program was handed over before it (so the frame's thread was free after that). */
  | { readonly type: "tick"; readonly started: boolean };

/**
 * The page's one message to the frame (with the port to answer through): the script to run and ids of elements
 * the program looks up (`#clock`).
 */
export interface RunRequest {
  readonly type: "run";
  readonly script: string;
  /** A module script, which calls the finished hook when its top level is done (it may wait there). */
  readonly module: boolean;
  readonly ids: readonly string[];
}

/**
 * Runs in the frame (its source text is copied there, so it refers to nothing outside itself): wraps the
 * console and the error events, then waits for the page's run request.
 */
function runnerBootstrap(format: (value: unknown, top?: boolean) => string, maxLines: number, heartbeatMs: number, finishedHook: string): void {
  const host = window.parent;
  let port: MessagePort | undefined;
  const post = (message: RunnerMessage) => port?.postMessage(message);
  let start = 0;
  let done = true; // until a program runs
  const finish = () => {
    if (done) return;
    done = true;
    post({ type: "finished", ms: Math.round(performance.now() - start) });
  };
  let sent = 0;
  const line = (level: "log" | "warn" | "error", values: readonly unknown[]) => {
    if (sent > maxLines) return;
    sent++;
    if (sent > maxLines) return post({ type: "line", level: "warn", text: `More than ${maxLines} lines: the rest are not shown.` });
    let text: string;
    try {
      text = values.map((v) => format(v)).join(" ");
    } catch {
      text = "[a value that cannot be shown]";
    }
    post({ type: "line", level, text });
  };
  const levels = { log: "log", info: "log", debug: "log", warn: "warn", error: "error" } as const;
  for (const name of Object.keys(levels) as (keyof typeof levels)[]) {
    const original = console[name];
    console[name] = (...values: unknown[]) => {
      line(levels[name], values);
      original.apply(console, values);
    };
  }
  const uncaught = (prefix: string, value: unknown) => {
    let text: string;
    try {
      text = format(value);
    } catch {
      text = "[a value that cannot be shown]";
    }
    line("error", [`${prefix} ${text}`]);
  };
  window.addEventListener("error", (e) => {
    uncaught("Uncaught", e.error !== undefined && e.error !== null ? e.error : e.message);
    finish(); // a module script that throws at its top level never reaches the finished hook
  });
  window.addEventListener("unhandledrejection", (e) => uncaught("Uncaught (in promise)", e.reason));
  let started = false;
  window.addEventListener("message", (e) => {
    const data = e.data as Partial<RunRequest> | null;
    if (e.source !== host || port || !e.ports[0] || !data || data.type !== "run" || typeof data.script !== "string") return;
    port = e.ports[0];
    setInterval(() => post({ type: "tick", started }), heartbeatMs);
    started = true;
    for (const id of Array.isArray(data.ids) ? data.ids : []) {
      if (typeof id !== "string" || !/^[A-Za-z][\w-]{0,63}$/.test(id) || document.getElementById(id)) continue;
      const element = document.createElement("div");
      element.id = id;
      document.body.append(element);
    }
    const script = document.createElement("script");
    script.textContent = data.script;
    done = false;
    start = performance.now();
    if (data.module) {
      (window as unknown as Record<string, () => void>)[finishedHook] = finish;
      script.type = "module"; // runs after this task, and calls the hook at the end of its top level
      document.body.append(script);
    } else {
      document.body.append(script); // runs now; an uncaught error is reported by the error event above
      finish();
    }
  });
  host.postMessage({ type: "ready" } satisfies RunnerReady, "*");
}

/** The frame's whole document. */
export function runnerDocument(): string {
  // `__name`: a helper some bundlers call from inside named functions; the copied source must find it.
  const args = [formatValue.toString(), MAX_RUN_LINES, HEARTBEAT_MS, JSON.stringify(RUN_FINISHED_HOOK)].join(", ");
  const boot = `var __name = function (f) { return f; };\n(${runnerBootstrap.toString()})(${args});`;
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${RUNNER_CSP}">`,
    "<style>html{color-scheme:light}body{margin:0;padding:12px 16px;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;",
    "color:#1a1c23;background:#fff}</style>",
    '</head><body><div id="root"></div><div id="app"></div>',
    `<script>${boot.replaceAll("</script", "<\\/script")}</script>`,
    "</body></html>",
  ].join("");
}
