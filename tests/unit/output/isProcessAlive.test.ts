import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, test } from "node:test";
import { isProcessAlive } from "../../../src/output/isProcessAlive.ts";
import { acquireLock } from "../../../src/output/outputLock.ts";

const failingKill = (code: string) => () => {
  throw Object.assign(new Error(code), { code });
};

describe("isProcessAlive", () => {
  test("this process is alive; a process that has exited is not", () => {
    assert.equal(isProcessAlive(process.pid), true);
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    assert.equal(isProcessAlive(Number(gone.stdout)), false);
  });

  test("EPERM (another user's process) means it exists; ESRCH that it is gone", (t) => {
    const kill = t.mock.method(process, "kill", failingKill("EPERM"));
    assert.equal(isProcessAlive(4242), true);
    kill.mock.mockImplementation(failingKill("ESRCH"));
    assert.equal(isProcessAlive(4242), false);
  });

  test("no process has a PID that is not a positive whole number", () => {
    for (const pid of [0, -1, 1.5, Number.NaN]) assert.equal(isProcessAlive(pid), false, String(pid));
  });
});

describe("acquireLock", () => {
  test("a lock whose holder answers EPERM is waited for, never taken over", async (t) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "docsgen-lock-"));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const lockFile = path.join(dir, "lock");
    const holder = { pid: 4242, host: os.hostname(), started: "2026-01-01T00:00:00.000Z" };
    writeFileSync(lockFile, JSON.stringify(holder));
    t.mock.method(process, "kill", failingKill("EPERM"));
    const stop = new AbortController();
    const waited: unknown[] = [];
    const acquiring = acquireLock(lockFile, "the thing", {
      signal: stop.signal,
      onWait: (h) => {
        waited.push(h);
        stop.abort(new Error("stopped waiting"));
      },
    });
    await assert.rejects(acquiring, { name: "AbortError" });
    assert.deepEqual(waited, [holder]);
  });

  test("a lock whose holder is gone (ESRCH) is taken over and released", async (t) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "docsgen-lock-"));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const lockFile = path.join(dir, "lock");
    writeFileSync(lockFile, JSON.stringify({ pid: 4242, host: os.hostname(), started: "2026-01-01T00:00:00.000Z" }));
    t.mock.method(process, "kill", failingKill("ESRCH"));
    const release = await acquireLock(lockFile, "the thing");
    assert.equal(JSON.parse(readFileSync(lockFile, "utf8")).pid, process.pid);
    release();
    assert.equal(existsSync(lockFile), false);
  });
});
