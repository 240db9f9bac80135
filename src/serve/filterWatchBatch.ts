import path from "node:path";
import { isContentFile, isSkippedPath } from "../content/scanContent.ts";
import { isEditorTempFile } from "./isEditorTempFile.ts";

/** What the filter needs to know of a changed path. */
export type PathKind = "missing" | "file" | "folder" | "folder with content";

/** The folders whose changes the filter judges by what the build reads from them. */
export interface WatchedDirs {
  readonly content: string;
  readonly public: string;
}

/**
 * The changes of a watcher batch that can change the site: only inputs. In content/, paths the content scan
 * skips (dot files and folders, node_modules) never do; files it does not read (an .html, an editor's
 * temporary file) and folders without content files do not either, and a deleted one does only when the last
 * build read files under it (a deleted folder: the watcher may report the folder and not every file in it).
 * A folder holding content files is kept even when its files are not in the batch: the watcher can miss files
 * written into a new folder before it watched it, and reports the folder again a little later (see watchSite)
 * so that the rebuild looks for them. Elsewhere (templates/, client/, public/), an editor's temporary file
 * (`isEditorTempFile`) never does, except one that exists in public/, which copies every file.
 * `readUnder(p)`: whether the last build read a content file at `p` or under it.
 */
export function filterWatchBatch(batch: readonly string[], dirs: WatchedDirs, kindOf: (file: string) => PathKind, readUnder: (p: string) => boolean): string[] {
  return batch.filter((p) => {
    if (!isInsideDir(p, dirs.content)) {
      if (!isEditorTempFile(path.basename(p))) return true;
      return isInsideDir(p, dirs.public) && kindOf(p) !== "missing";
    }
    if (isSkippedPath(path.relative(dirs.content, p))) return false;
    if (isContentFile(p)) return true;
    const kind = kindOf(p);
    return kind === "folder with content" || (kind === "missing" && readUnder(p));
  });
}

function isInsideDir(p: string, dir: string): boolean {
  return p.startsWith(dir + path.sep);
}
