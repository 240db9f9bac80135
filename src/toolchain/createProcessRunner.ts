import { execFile, spawn, type ChildProcess } from "node:child_process";

/** How a command ended: its exit code (or -1 when it could not run) and its output. */
export interface ProcessResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs commands (the compiler, thousands of times per build). */
export interface ProcessRunner {
  run(file: string, args: readonly string[], cwd: string): Promise<ProcessResult>;
  close(): void;
}

const MAX_BUFFER = 8 * 1024 * 1024;

// The helper: a bare Node process that runs what it is sent and answers with the result.
const HELPER_SOURCE = `
const { execFile } = require("node:child_process");
process.on("message", (m) => {
  execFile(m.file, m.args, { cwd: m.cwd, maxBuffer: ${MAX_BUFFER}, env: { ...process.env, NO_COLOR: "1" } }, (error, stdout, stderr) => {
    const code = !error ? 0 : typeof error.code === "number" ? error.code : -1;
    process.send({ id: m.id, code, stdout: String(stdout), stderr: code === -1 && !stderr ? String(error.message) : String(stderr) });
  });
});
process.on("disconnect", () => process.exit(0));
`;

/**
 * Runs commands from a small helper process. Starting a process forks its parent, and the cost of a
 * fork grows with the parent's memory: a build holding the whole site pays 2-3x more per compile than
 * the helper does. Falls back to running commands directly if the helper dies.
 */
export function createProcessRunner(): ProcessRunner {
  let helper: ChildProcess | undefined = spawn(process.execPath, ["-e", HELPER_SOURCE], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  const pending = new Map<number, (r: ProcessResult) => void>();
  let nextId = 0;
  const lost = () => {
    helper = undefined;
    // Whatever was in flight is run again directly.
    for (const [, retry] of pending) retry({ code: -2, stdout: "", stderr: "" });
    pending.clear();
  };
  helper.on("message", (m: ProcessResult & { id: number }) => {
    const resolve = pending.get(m.id);
    pending.delete(m.id);
    resolve?.({ code: m.code, stdout: m.stdout, stderr: m.stderr });
  });
  helper.on("exit", lost);
  helper.on("error", lost);
  return {
    async run(file, args, cwd) {
      const current = helper;
      if (!current?.connected) return runProcess(file, args, cwd);
      const id = nextId++;
      const result = await new Promise<ProcessResult>((resolve) => {
        pending.set(id, resolve);
        current.send({ id, file, args, cwd });
      });
      return result.code === -2 ? runProcess(file, args, cwd) : result;
    },
    close() {
      const current = helper;
      helper = undefined;
      if (current?.connected) current.disconnect();
    },
  };
}

/** Runs a command from this process. */
export function runProcess(file: string, args: readonly string[], cwd: string): Promise<ProcessResult> {
  return new Promise<ProcessResult>((resolve) => {
    execFile(file, args, { cwd, maxBuffer: MAX_BUFFER, env: { ...process.env, NO_COLOR: "1" } }, (error, stdout, stderr) => {
      const code = !error ? 0 : typeof error.code === "number" ? error.code : -1;
      resolve({ code, stdout: String(stdout), stderr: code === -1 && !stderr ? String(error?.message) : String(stderr) });
    });
  });
}
