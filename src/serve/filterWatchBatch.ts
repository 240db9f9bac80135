import path from "node:path";

/**
 * The changes of a watcher batch that can change the site: files in content/ that no scan reads (an
 * .html, an editor's temporary file, a new empty folder) change nothing, unless they were deleted.
 */
export function filterWatchBatch(batch: readonly string[], contentDir: string, exists: (file: string) => boolean): string[] {
  return batch.filter((p) => !p.startsWith(contentDir + path.sep) || isContentFile(p) || !exists(p));
}

/** True for the files a content scan reads (Markdown pages and JSON data). */
export function isContentFile(file: string): boolean {
  return /\.(mdx?|json)$/.test(file);
}
