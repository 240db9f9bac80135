import fg from "fast-glob";
import { readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { warningAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import pLimit from "p-limit";

/** Files read at once, at most: well under any process limit of open files. */
const OPEN_FILES = 64;

/** Files of `public/` by site path, with problems found while reading them. */
export interface PublicScan {
  readonly files: ReadonlyMap<string, Uint8Array>;
  readonly diagnostics: readonly Diagnostic[];
}

/** Reads every file of `public/` (dotfiles skipped, except `.well-known/`); symlinks leading outside it are skipped with a warning. */
export async function scanPublic(publicDir: string, rootDir: string): Promise<PublicScan> {
  const files = new Map<string, Uint8Array>();
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
      objectMode: true,
    });
    entries = found.filter((e) => e.dirent.isFile() || e.dirent.isSymbolicLink()).map((e) => e.path);
  } catch {
    return { files, diagnostics };
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
        if ((await stat(real)).isFile()) files.set(`/${rel}`, await readFile(real));
      }),
    ),
  );
  return { files: new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1))), diagnostics };
}
