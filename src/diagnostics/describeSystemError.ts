// What the operating system said, as a user error: the place it concerns and what to do about it. Errors
// of the machine (a full disk, a read-only folder, too many open files, a port in use) are not bugs of
// docsgen and never print as `internal:`.

/** What to do, by error code. */
const ADVICE: Readonly<Record<string, { readonly reason: string; readonly hint: string }>> = {
  EMFILE: { reason: "too many open files", hint: "raise the limit of open files (ulimit -n) or close other programs, then try again" },
  ENFILE: { reason: "the system's table of open files is full", hint: "close other programs, then try again" },
  EROFS: { reason: "read-only file system", hint: "choose a folder on a writable file system (--out), or remount it writable" },
  EACCES: { reason: "permission denied", hint: "check the owner and permissions of the folder, or choose another one" },
  EPERM: { reason: "operation not permitted", hint: "check the owner and permissions of the folder, or choose another one" },
  ENOSPC: { reason: "no space left on device", hint: "free some space on that disk, then try again" },
  EDQUOT: { reason: "disk quota exceeded", hint: "free some space within your quota, then try again" },
  ENOTDIR: { reason: "a part of the path is not a folder", hint: "check the path: a file stands where a folder is expected" },
  EISDIR: { reason: "a folder stands where a file is expected", hint: "check the path" },
  ELOOP: { reason: "too many symbolic links in the path", hint: "check the path for a loop of symbolic links" },
  ENAMETOOLONG: { reason: "the path is too long for the file system", hint: "choose a shorter path" },
  ENOENT: { reason: "no such file or folder", hint: "check the path" },
  EADDRINUSE: { reason: "the port is already in use", hint: "stop the other server or choose another --port (0 picks a free one)" },
  EADDRNOTAVAIL: { reason: "this machine has no such address", hint: "use --host 127.0.0.1, localhost or an address of this machine" },
  ENOTFOUND: { reason: "the host name does not resolve", hint: "use --host 127.0.0.1, localhost or an address of this machine" },
  EAI_AGAIN: { reason: "the host name could not be resolved", hint: "use --host 127.0.0.1, localhost or an address of this machine" },
};

/** The fields Node puts on an operating-system error. */
interface SystemError {
  readonly code?: unknown;
  readonly path?: unknown;
  readonly dest?: unknown;
  readonly address?: unknown;
  readonly port?: unknown;
  readonly hostname?: unknown;
}

/** `reason (CODE): place` and a hint line for an operating-system error; undefined for anything else. */
export function describeSystemError(error: unknown, cwd: string = process.cwd()): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const e = error as SystemError;
  const advice = typeof e.code === "string" ? ADVICE[e.code] : undefined;
  if (!advice) return undefined;
  const place = placeOf(e, cwd);
  return `${advice.reason} (${String(e.code)})${place ? `: ${place}` : ""}\n  hint: ${advice.hint}`;
}

function placeOf(e: SystemError, cwd: string): string | undefined {
  const shown = (p: string) => (p.startsWith(`${cwd}/`) ? p.slice(cwd.length + 1) : p);
  if (typeof e.path === "string") return typeof e.dest === "string" ? `${shown(e.path)} -> ${shown(e.dest)}` : shown(e.path);
  if (typeof e.address === "string") return typeof e.port === "number" ? `${e.address.includes(":") ? `[${e.address}]` : e.address}:${e.port}` : e.address;
  if (typeof e.hostname === "string") return e.hostname;
  return undefined;
}
