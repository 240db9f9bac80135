import { type Dirent, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { isContentFile, isSkippedPath } from "../content/scanContent.ts";
import type { PathKind } from "./filterWatchBatch.ts";

/**
 * What a changed path is now, for filterWatchBatch: missing, a file, or a folder with or without content
 * files (looked for the way the content scan looks: symlinks, dot entries and node_modules skipped; the
 * walk stops at the first one found). Never throws: the watcher calls it from a timer.
 */
export function pathKindOf(file: string): PathKind {
  let isFolder: boolean;
  try {
    isFolder = statSync(file).isDirectory();
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // Unreadable for another reason (permissions, a symlink loop): kept, the rebuild will say what is wrong.
    return code === "ENOENT" || code === "ENOTDIR" ? "missing" : "folder with content";
  }
  if (!isFolder) return "file";
  return holdsContent(file) ? "folder with content" : "folder";
}

function holdsContent(folder: string): boolean {
  const pending = [folder];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue; // removed meanwhile, or unreadable: the scan cannot read it either
    }
    for (const entry of entries) {
      if (isSkippedPath(entry.name)) continue;
      if (entry.isFile() && isContentFile(entry.name)) return true;
      if (entry.isDirectory()) pending.push(path.join(dir, entry.name));
    }
  }
  return false;
}
