import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, renameSync, writeFileSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

// write-file-atomic was tried: its signal-exit hooks turned `docsgen build`'s exit code 130 on Ctrl-C into
// death by the signal. This is the part we need: a temporary name no other writer uses, then a rename.

/** A name beside `file` that no other writer (process, thread or call) picks: 64 random bits. */
function temporaryNameOf(file: string): string {
  return `${file}.${randomBytes(8).toString("hex")}.tmp`;
}

const isMissingFolder = (e: unknown) => (e as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Writes `file` whole or not at all: into a temporary file beside it, renamed over it, so a concurrent
 * reader (another build, an import) never sees half of it. Its folder is made when it is missing (only
 * then: a mkdir of an existing folder costs about a millisecond here). The temporary file is removed if
 * writing fails.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const tmp = temporaryNameOf(file);
  try {
    await writeFile(tmp, data).catch(async (e: unknown) => {
      if (!isMissingFolder(e)) throw e;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(tmp, data);
    });
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => undefined); // the write's error is the one to report
    throw e;
  }
}

/** writeFileAtomic, synchronously. */
export function writeFileAtomicSync(file: string, data: string | Uint8Array): void {
  const tmp = temporaryNameOf(file);
  try {
    try {
      writeFileSync(tmp, data);
    } catch (e) {
      if (!isMissingFolder(e)) throw e;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(tmp, data);
    }
    renameSync(tmp, file);
  } catch (e) {
    try {
      rmSync(tmp, { force: true });
    } catch {
      // the write's error is the one to report
    }
    throw e;
  }
}
