import path from "node:path";
import { isContentFile, isSkippedPath } from "../content/scanContent.ts";

/** What the filter needs to know of a changed path. */
export type PathKind = "missing" | "file" | "folder" | "folder with content";

/**
 * The changes of a watcher batch that can change the site. In content/, paths the content scan skips (dot
 * files and folders, node_modules) never do; files it does not read (an .html, an editor's temporary file)
 * and folders without content files do only when they were deleted. A folder holding content files is kept
 * even when its files are not in the batch: the watcher can miss files written into a new folder before it
 * watched it, and reports the folder again a little later (see watchSite) so that the rebuild looks for them.
 */
export function filterWatchBatch(batch: readonly string[], contentDir: string, kindOf: (file: string) => PathKind): string[] {
  return batch.filter((p) => {
    if (!p.startsWith(contentDir + path.sep)) return true;
    if (isSkippedPath(path.relative(contentDir, p))) return false;
    if (isContentFile(p)) return true;
    const kind = kindOf(p);
    return kind === "missing" || kind === "folder with content";
  });
}
