// The `.ready` file a cache folder entry (a toolchain workspace, an API standard library project) is written
// last, so its presence says the entry is whole. Only a regular file counts: a folder, a pipe or a link there
// is not a marker docsgen wrote, and the entry is made again.
import { lstatSync } from "node:fs";

/** True when `file` is a regular file (not followed when it is a link). */
export function isReadyMarker(file: string): boolean {
  try {
    return lstatSync(file).isFile();
  } catch {
    return false;
  }
}
