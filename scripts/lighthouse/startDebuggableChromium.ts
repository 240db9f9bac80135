// Debian's Chromium with the browser tests' flags and a DevTools port on 127.0.0.1, for Lighthouse to connect to.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM, CHROMIUM_ARGS, PATIENCE_MS } from "../../tests/e2e/support/browser.ts";

/** A running Chromium: the address of its DevTools HTTP endpoint and how to stop it. */
export interface DebuggableChromium {
  readonly browserUrl: string;
  stop(): Promise<void>;
}

/** Starts Chromium with a fresh profile and a free DevTools port; resolves once it listens. */
export function startDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "docsgen-lighthouse-profile-"));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let said = "";
    const timer = setTimeout(() => fail(new Error(`Chromium did not open its DevTools port within ${PATIENCE_MS} ms:\n${said}`)), PATIENCE_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      void stop().then(() => reject(error));
    };
    child.once("error", fail);
    const early = (code: number | null) => fail(new Error(`Chromium exited (${code}) before opening its DevTools port:\n${said}`));
    child.once("exit", early);
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      said += chunk;
      const port = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(said)?.[1];
      if (port === undefined) return;
      clearTimeout(timer);
      child.off("exit", early);
      child.stderr.removeAllListeners("data");
      child.stderr.resume();
      resolve({ browserUrl: `http://127.0.0.1:${port}`, stop });
    });
  });
}
