// Every cache entry is untrusted input: whatever is in its place (a truncated file, a folder, a named pipe, a
// socket, a device, a symbolic link, a file grown past any size docsgen writes) must never hang, crash or slow
// the build. Only a regular file within the limit is read; it is opened without following a link and without
// blocking (O_NONBLOCK: a named pipe swapped in after the lstat opens at once and fails the fstat check).
import { constants, lstatSync, openSync, closeSync, fstatSync, readSync, type Stats } from "node:fs";
import { lstat, open } from "node:fs/promises";

/** What is in an entry's place: nothing, something that is not a regular file within the limit, or its bytes. */
export type CacheRead = { readonly state: "missing" } | { readonly state: "damaged"; readonly why: string } | { readonly state: "ok"; readonly bytes: Buffer };

const FLAGS = constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW;

/** What a non-regular file is, for the warning. */
function kindOf(info: Stats): string {
  if (info.isDirectory()) return "a folder";
  if (info.isSymbolicLink()) return "a symbolic link";
  if (info.isFIFO()) return "a named pipe";
  if (info.isSocket()) return "a socket";
  if (info.isCharacterDevice() || info.isBlockDevice()) return "a device";
  return "not a regular file";
}

/** Why an entry with these stats cannot be read, or undefined when it is a regular file within the limit. */
function refusal(info: Stats, maxBytes: number): string | undefined {
  if (!info.isFile()) return `it is ${kindOf(info)}, not a regular file`;
  if (info.size > maxBytes) return `it is larger than ${maxBytes} bytes`;
  return undefined;
}

function failure(e: unknown): CacheRead {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === "ENOENT" || code === "ENOTDIR") return { state: "missing" };
  return { state: "damaged", why: `it cannot be read (${code ?? String(e)})` };
}

/** Reads a cache entry if it is a regular file of at most `maxBytes` bytes. */
export async function readCacheFile(file: string, options: { readonly maxBytes: number }): Promise<CacheRead> {
  try {
    const before = refusal(await lstat(file), options.maxBytes);
    if (before) return { state: "damaged", why: before };
    const handle = await open(file, FLAGS);
    try {
      const why = refusal(await handle.stat(), options.maxBytes);
      if (why) return { state: "damaged", why };
      const bytes = await handle.readFile();
      return bytes.length > options.maxBytes ? { state: "damaged", why: `it is larger than ${options.maxBytes} bytes` } : { state: "ok", bytes };
    } finally {
      await handle.close();
    }
  } catch (e) {
    return failure(e);
  }
}

/** readCacheFile, synchronously. */
export function readCacheFileSync(file: string, options: { readonly maxBytes: number }): CacheRead {
  try {
    const before = refusal(lstatSync(file), options.maxBytes);
    if (before) return { state: "damaged", why: before };
    const fd = openSync(file, FLAGS);
    try {
      const info = fstatSync(fd);
      const why = refusal(info, options.maxBytes);
      if (why) return { state: "damaged", why };
      const bytes = Buffer.alloc(info.size);
      let read = 0;
      while (read < bytes.length) {
        const n = readSync(fd, bytes, read, bytes.length - read, read);
        if (n === 0) break;
        read += n;
      }
      return { state: "ok", bytes: bytes.subarray(0, read) };
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    return failure(e);
  }
}
