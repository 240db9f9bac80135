import fg from "fast-glob";
import type { Stats } from "node:fs";
import { readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { warningAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import pLimit from "p-limit";
import { type FileStamp, fileStampOf, isRacy } from "./fileStamp.ts";

/** Files read at once, at most: well under any process limit of open files. */
const OPEN_FILES = 64;

/** A file of `public/` as a scan read it. */
export interface PublicStamp extends FileStamp {
  readonly bytes: Uint8Array;
}

/** Files of `public/` by site path, with problems found while reading them. */
export interface PublicScan {
  readonly files: ReadonlyMap<string, Uint8Array>;
  readonly diagnostics: readonly Diagnostic[];
  /** What was read, by the file's real path: what the next scan may reuse. */
  readonly stamps: ReadonlyMap<string, PublicStamp>;
}

/** What a scan may reuse instead of reading a file: an earlier read of the real path `real` whose status `info` still matches. */
export type KnownPublic = (real: string, info: Stats) => PublicStamp | undefined;

/**
 * Reads every file of `public/` (dotfiles skipped, except `.well-known/`, and node_modules folders, which the watcher
 * ignores too: a package installed there is no asset of the site); symlinks leading outside it are skipped
 * with a warning. A file `known` has a stamp of (same real path and status, not racy) is not read again.
 */
export async function scanPublic(publicDir: string, rootDir: string, known: KnownPublic = () => undefined): Promise<PublicScan> {
  const files = new Map<string, Uint8Array>();
  const stamps = new Map<string, PublicStamp>();
  const diagnostics: Diagnostic[] = [];
  let entries: string[];
  let realPublic: string;
  try {
    realPublic = await realpath(publicDir);
    // Symbolic links are listed too (not only plain files), so that links leaving public/ are reported.
    const found = await fg(["**/*", ".well-known/**/*"], {
      cwd: publicDir,
      dot: false,
      onlyFiles: false,
      followSymbolicLinks: false,
      ignore: ["**/node_modules/**"],
      objectMode: true,
    });
    entries = found.filter((e) => e.dirent.isFile() || e.dirent.isSymbolicLink()).map((e) => e.path);
  } catch {
    return { files, diagnostics, stamps };
  }
  entries.sort();
  const limit = pLimit(OPEN_FILES);
  await Promise.all(
    entries.map((rel) =>
      limit(async () => {
        const abs = path.join(publicDir, rel);
        const real = await realpath(abs).catch(() => undefined);
        if (!real?.startsWith(realPublic + path.sep)) {
          diagnostics.push(
            warningAt(
              { file: path.relative(rootDir, abs).split(path.sep).join("/") },
              "public/outside-symlink",
              real ? "symbolic link leads outside public/; not copied" : "symbolic link points nowhere; not copied",
            ),
          );
          return;
        }
        const info = await stat(real);
        if (!info.isFile()) return;
        const kept = known(real, info);
        const stamp = kept && !isRacy(kept) ? kept : { ...fileStampOf(info, Date.now()), bytes: await readFile(real) };
        stamps.set(real, stamp);
        files.set(`/${rel}`, stamp.bytes);
      }),
    ),
  );
  return { files: new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1))), diagnostics, stamps };
}
