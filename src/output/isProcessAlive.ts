/**
 * True while a process of this host with that PID exists: signal 0 reaches it (EPERM too: it exists, owned by
 * another user); only ESRCH means it is gone. Not a positive whole number: false.
 */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== "ESRCH";
  }
}
