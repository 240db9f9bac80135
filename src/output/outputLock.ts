// One build at a time writes an output folder. The lock is a file beside it (`out.lock`) holding the
// owner's PID, host and start time, created atomically with link(2); a lock whose process is gone is
// stale and taken over. A second build waits for the first and says so. The same lock (`acquireLock`)
// makes the test processes take turns building the shared test site.
import { randomBytes } from "node:crypto";
import { linkSync, lstatSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { SetupError } from "../diagnostics/SetupError.ts";
import { isProcessAlive } from "./isProcessAlive.ts";

/** Who holds a lock, as written in the lock file. */
export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  readonly started: string;
}

/** How acquiring waits. */
export interface LockOptions {
  /** Called once, when the lock is held by another live process and this one starts waiting. */
  readonly onWait?: (holder: LockHolder, lockFile: string) => void;
  /** Give up (usage error, exit 2) after this long; default 10 minutes. */
  readonly timeoutMs?: number;
  readonly pollMs?: number;
  /** Stops waiting (the promise rejects with the abort reason). */
  readonly signal?: AbortSignal;
}

/** The lock file of an output folder. */
export function lockFileOf(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, "")}.lock`;
}

/** Takes the lock of `outDir`, waiting while another live build holds it; resolves to the release function. */
export function acquireOutputLock(outDir: string, options: LockOptions = {}): Promise<() => void> {
  return acquireLock(lockFileOf(outDir), outDir, options);
}

/** Takes `lockFile` (the lock of `what`, named in the message when waiting times out), waiting while another live process holds it. */
export async function acquireLock(lockFile: string, what: string, options: LockOptions = {}): Promise<() => void> {
  const me: LockHolder = { pid: process.pid, host: os.hostname(), started: new Date().toISOString() };
  const mine = JSON.stringify(me);
  const deadline = Date.now() + (options.timeoutMs ?? 10 * 60_000);
  let announced = false;
  let unreadable = 0;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (;;) {
    options.signal?.throwIfAborted();
    if (tryCreate(lockFile, mine)) return () => release(lockFile, mine);
    const text = readLock(lockFile);
    if (text === undefined) {
      // Released between our attempt and the read, or not a lock file docsgen can read: never spin on it.
      checkIsLockFile(lockFile);
      if (++unreadable >= 20) throw new SetupError(`${lockFile} exists but cannot be read; if no build is running, remove it`, { exitCode: 2 });
      await sleep(options.pollMs ?? 100, undefined, options.signal ? { signal: options.signal } : {});
      continue;
    }
    unreadable = 0;
    const holder = parseHolder(text);
    if (!holder || isStale(holder)) {
      // Remove it only if it is still the stale lock we read (another waiter may have taken over already).
      if (readLock(lockFile) === text) removeQuietly(lockFile);
      continue;
    }
    if (!announced) {
      options.onWait?.(holder, lockFile);
      announced = true;
    }
    if (Date.now() >= deadline) {
      throw new SetupError(
        `${what} is locked by docsgen (PID ${holder.pid} on ${holder.host}, since ${holder.started}); gave up waiting. ` +
          `If that process is gone, remove ${lockFile}`,
        { exitCode: 2 },
      );
    }
    await sleep(options.pollMs ?? 100, undefined, options.signal ? { signal: options.signal } : {});
  }
}

/** Creates the lock file with our content in one atomic step; false when it exists. */
function tryCreate(lockFile: string, content: string): boolean {
  const tmp = `${lockFile}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(tmp, content);
  try {
    linkSync(tmp, lockFile);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw e;
  } finally {
    removeQuietly(tmp);
  }
}

/** Throws a usage error when something other than a regular file (a folder, a FIFO, a socket) holds the lock's name. */
function checkIsLockFile(lockFile: string): void {
  const info = lstatSync(lockFile, { throwIfNoEntry: false });
  if (info && !info.isFile()) {
    const kind = info.isDirectory() ? "a folder" : info.isSymbolicLink() ? "a symbolic link" : "not a regular file";
    throw new SetupError(`${lockFile} is ${kind}, not a docsgen lock file; remove it if no build is running`, { exitCode: 2 });
  }
}

function readLock(lockFile: string): string | undefined {
  try {
    return readFileSync(lockFile, "utf8");
  } catch {
    return undefined;
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const v = JSON.parse(text) as Partial<LockHolder>;
    return typeof v.pid === "number" && typeof v.host === "string" && typeof v.started === "string"
      ? { pid: v.pid, host: v.host, started: v.started }
      : undefined;
  } catch {
    return undefined;
  }
}

/** A lock of this host whose process no longer runs. Locks of other hosts (a shared drive) are never stale. */
function isStale(holder: LockHolder): boolean {
  if (holder.host !== os.hostname()) return false;
  return holder.pid !== process.pid && !isProcessAlive(holder.pid);
}

function release(lockFile: string, mine: string): void {
  if (readLock(lockFile) === mine) removeQuietly(lockFile);
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
