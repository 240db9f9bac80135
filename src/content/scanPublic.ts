import fg from "fast-glob";
import { readFile } from "node:fs/promises";
import path from "node:path";

/** Reads every file of `public/` (dotfiles skipped, except `.well-known/`) keyed by site path. */
export async function scanPublic(publicDir: string): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  let entries: string[];
  try {
    entries = await fg(["**/*", ".well-known/**/*"], { cwd: publicDir, dot: false, onlyFiles: true, followSymbolicLinks: false });
  } catch {
    return files;
  }
  entries.sort();
  await Promise.all(entries.map(async (rel) => files.set("/" + rel, await readFile(path.join(publicDir, rel)))));
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)));
}
