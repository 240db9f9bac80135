// What a build says when it cannot go on without writing into `.docsgen-cache/` (a cold cache on a read-only
// disk, permissions): one message naming the cache folder and the reason, never the raw error of one of its
// files (a recursive mkdir under a read-only folder reports ENOENT, not EROFS).
import path from "node:path";
import { SetupError } from "../diagnostics/SetupError.ts";
import { printable } from "../diagnostics/formatDiagnostic.ts";
import { writeRefusal } from "./writeRefusal.ts";

/** A SetupError (exit 2) naming the cache folder: `what` could not be written into it. */
export function cacheWriteError(cacheDir: string, entry: string, what: string, e: unknown): SetupError {
  const reason = writeRefusal(path.dirname(entry)) ?? (e as NodeJS.ErrnoException).code ?? printable(String(e));
  const shown = printable(path.relative(process.cwd(), cacheDir).split(path.sep).join("/") || ".");
  return new SetupError(`cannot write ${what} into the cache folder ${shown} (${reason}); make it writable, or remove it and build again`, {
    cause: e,
  });
}
