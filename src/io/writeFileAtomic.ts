import { rmSync, renameSync, writeFileSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import { threadId } from "node:worker_threads";

// write-file-atomic was tried: its signal-exit hooks turned `docsgen build`'s exit code 130 on Ctrl-C into
// death by the signal. This is the part we need: a temporary name no other writer uses, then a rename.
let written = 0;

/** A name beside `file` that no other process, thread or call of this one writes. */
function temporaryNameOf(file: string): string {
  written += 1;
  return `${file}.${process.pid}-${threadId}-${written}.tmp`;
}

/**
 * Writes `file` whole or not at all: into a temporary file beside it, renamed over it, so a concurrent
 * reader (another build, an import) never sees half of it. The temporary file is removed if writing fails.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const tmp = temporaryNameOf(file);
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

/** writeFileAtomic, synchronously. */
export function writeFileAtomicSync(file: string, data: string | Uint8Array): void {
  const tmp = temporaryNameOf(file);
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}
