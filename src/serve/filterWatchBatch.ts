import path from "node:path";

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

/** True for the files a content scan reads (Markdown pages and JSON data). */
export function isContentFile(file: string): boolean {
  return /\.(mdx?|json)$/.test(file);
}

/** True for paths (relative to a content folder) that the content scan skips: dot files and node_modules. */
export function isSkippedPath(relative: string): boolean {
  return /(^|[\\/])(\.|node_modules)/.test(relative);
}
