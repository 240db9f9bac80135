// What a scan knows of a file it read: its status then (inode, size, modification and change times) and when the
// read started. An input file is read again only when its status changed or the stamp cannot vouch for it
// (isRacy); the memo keeps what was read under the file's path and status (stampKey), for the content and
// public scans alike.

/** A file's status when a scan read it, and when that read started (ms since the epoch). */
export interface FileStamp {
  readonly ino: number;
  readonly size: number;
  readonly mtimeMs: number;
  /** Changed by every write and by no `touch -d`: an edit that keeps the size and puts the old mtime back still shows. */
  readonly ctimeMs: number;
  readonly readAtMs: number;
}

/** What a stamp takes of a file's status (`fs.Stats`). */
export type FileStatus = Pick<FileStamp, "ino" | "size" | "mtimeMs" | "ctimeMs">;

/** The stamp of a file read at `readAtMs` whose status was `info`. */
export function fileStampOf(info: FileStatus, readAtMs: number): FileStamp {
  return { ino: info.ino, size: info.size, mtimeMs: info.mtimeMs, ctimeMs: info.ctimeMs, readAtMs };
}

/** The memo key of what was read from `abs` with this status: equal keys, same bytes (unless the stamp is racy). */
export function stampKey(abs: string, status: FileStatus): string {
  return `${abs}\0${status.ino}\0${status.size}\0${status.mtimeMs}\0${status.ctimeMs}`;
}

/**
 * How long before its read a file's last change must lie for its status to vouch for its content: file systems
 * keep times in ticks (milliseconds to seconds), so a second save of the same size within the tick of the first
 * leaves the status unchanged ("racy" stamps, as git calls them).
 */
const RACY_MS = 2000;

/** True when a stamp cannot vouch for its content: the file changed shortly before it was read. */
export function isRacy(stamp: Pick<FileStamp, "mtimeMs" | "readAtMs">): boolean {
  return stamp.mtimeMs >= stamp.readAtMs - RACY_MS;
}
