import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { decodeSource } from "../content/decodeSource.ts";
import { type FileStamp, isRacy, stampKey } from "../content/fileStamp.ts";
import { isContentFile, isSkippedPath, type SourceStamp } from "../content/scanContent.ts";

/** What findMissedChanges needs of a file a build read. */
export type ReadFile = FileStamp & Pick<SourceStamp, "source">;

/**
 * Changes a watcher can miss, found after a rebuild: a second save right after the first (the file's
 * status differs from what the build read, by the scan's own rule, stampKey; or, when the read came within
 * the file system's mtime tick of the last change, its content does), and content files under a folder created again (git
 * checkout, a script) that got their files before the watcher watched it. `seen` holds the new files
 * already reported once this way, so that no file causes a rebuild loop.
 */
export async function findMissedChanges(
  changed: readonly string[],
  read: ReadonlyMap<string, ReadFile>,
  contentDir: string,
  seen: Set<string>,
): Promise<string[]> {
  const stale: string[] = [];
  for (const p of changed) {
    const known = read.get(p);
    const now = await stat(p).catch(() => undefined);
    // The scan's own rule (stampKey: inode, size, modification and change times), and the content when the stamp is racy.
    if (known && now && (stampKey(p, now) !== stampKey(p, known) || (isRacy(known) && (await contentDiffers(p, known))))) stale.push(p);
    if (now?.isDirectory() && (p === contentDir || p.startsWith(contentDir + path.sep))) {
      const names = await readdir(p, { recursive: true }).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(p, name);
        if (!isContentFile(name) || isSkippedPath(name) || read.has(file) || seen.has(file)) continue;
        seen.add(file);
        stale.push(file);
      }
    }
  }
  return stale;
}

/** True when the file no longer holds what the build read (or cannot be read any more). */
async function contentDiffers(file: string, known: ReadFile): Promise<boolean> {
  const bytes = await readFile(file).catch(() => undefined);
  return bytes === undefined || decodeSource(bytes).text !== known.source.text;
}
