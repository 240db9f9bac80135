// One updating line of progress on a terminal (stage, counts, elapsed seconds), redrawn in place with `\r`
// and cleared before anything else is printed and at the end. Silent where no one watches it: on a stream
// that is not a TTY, under --quiet and in CI, so that logs stay clean.

/** Where the line goes: a writable stream and whether it is a terminal. */
export interface ProgressStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
}

/** The progress line of one command. */
export interface ProgressLine {
  /** A stage starts (its counts are forgotten). */
  stage(name: string): void;
  /** `done` of `total` items of the current stage. */
  count(done: number, total: number): void;
  /** Removes the line (before other output, and at the end); the next stage or count draws it again. */
  clear(): void;
  /** False when the line is silent (no TTY, --quiet, CI). */
  readonly enabled: boolean;
}

/** Options of createProgressLine. */
export interface ProgressOptions {
  readonly stream: ProgressStream;
  readonly quiet?: boolean;
  /** The environment (`CI` set to anything but "" , "0" or "false" silences the line). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Milliseconds of a monotonic clock (performance.now by default). */
  readonly now?: () => number;
  /** When the command started, on the `now` clock (the first call of `now` by default). */
  readonly started?: number;
}

/** Counts are redrawn at most this often (ms): a stage change always draws. */
const REDRAW_MS = 100;

/** Erases the terminal line and returns to its start. */
const ERASE = "\r\x1b[2K";

/** True when the environment says it is a CI run. */
export function isCi(env: Readonly<Record<string, string | undefined>>): boolean {
  const ci = env.CI;
  return ci !== undefined && ci !== "" && ci !== "0" && ci.toLowerCase() !== "false";
}

/** A progress line on `stream`, or a silent one where it would only clutter a log. */
export function createProgressLine(options: ProgressOptions): ProgressLine {
  const enabled = options.stream.isTTY === true && !options.quiet && !isCi(options.env ?? process.env);
  const now = options.now ?? (() => performance.now());
  const started = options.started ?? now();
  let name: string | undefined;
  let counts = "";
  let shown = false;
  let drawnAt = Number.NEGATIVE_INFINITY;
  const draw = () => {
    drawnAt = now();
    shown = true;
    options.stream.write(`${ERASE}  ${name ?? ""}${counts}... ${((drawnAt - started) / 1000).toFixed(1)} s`);
  };
  return {
    enabled,
    stage(stage) {
      if (!enabled) return;
      name = stage;
      counts = "";
      draw();
    },
    count(done, total) {
      if (!enabled) return;
      counts = ` ${done}/${total}`;
      if (done === total || now() - drawnAt >= REDRAW_MS) draw();
    },
    clear() {
      if (!shown) return;
      shown = false;
      options.stream.write(ERASE);
    },
  };
}
