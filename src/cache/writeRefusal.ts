// Why a folder of the cache cannot be written, as a message says it. The error of the write itself may not
// tell: a recursive mkdir under a read-only folder reports ENOENT for the folder it could not make.
import { accessSync, constants } from "node:fs";
import path from "node:path";

/** Why the nearest existing folder of `target` (itself or an ancestor) cannot be written to; undefined when it can. */
export function writeRefusal(target: string): string | undefined {
  for (let dir = target; ; dir = path.dirname(dir)) {
    try {
      accessSync(dir, constants.F_OK);
    } catch {
      if (path.dirname(dir) === dir) return undefined;
      continue;
    }
    try {
      accessSync(dir, constants.W_OK);
      return undefined;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      return code === "EROFS" ? "a read-only file system" : code === "EACCES" || code === "EPERM" ? "permission denied" : code;
    }
  }
}
