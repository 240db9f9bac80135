import fg from "fast-glob";
import { readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { errorAt, warningAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import type { SourceFile } from "./types.ts";

/** Everything read from the content directory, sorted by path. */
export interface ScanResult {
  readonly pages: readonly SourceFile[];
  /** JSON files (site.json, sidebar.json, data/*.json) by path relative to the content dir. */
  readonly data: ReadonlyMap<string, SourceFile>;
  readonly diagnostics: readonly Diagnostic[];
}

/** Largest Markdown or JSON file accepted, in bytes. */
export const MAX_SOURCE_BYTES = 8 * 1024 * 1024;

/** Reads every `.md`, `.mdx` and `.json` file under `contentDir`; symlinks leaving it are skipped with a warning. */
export async function scanContent(contentDir: string, rootDir: string): Promise<ScanResult> {
  const realContent = await realpath(contentDir);
  const entries = await fg(["**/*.md", "**/*.mdx", "**/*.json"], {
    cwd: contentDir, dot: false, followSymbolicLinks: false, onlyFiles: false, ignore: ["**/node_modules/**"],
  });
  entries.sort();
  const diagnostics: Diagnostic[] = [];
  const pages: SourceFile[] = [];
  const data = new Map<string, SourceFile>();
  await Promise.all(entries.map(async (rel) => {
    const abs = path.join(contentDir, rel);
    const file = path.relative(rootDir, abs).split(path.sep).join("/");
    let real: string;
    try {
      real = await realpath(abs);
    } catch {
      diagnostics.push(warningAt({ file }, "content/dangling-symlink", "symbolic link points nowhere; skipped"));
      return;
    }
    if (real !== path.join(realContent, rel) && !real.startsWith(realContent + path.sep)) {
      diagnostics.push(warningAt({ file }, "content/outside-symlink", "symbolic link leads outside the content directory; skipped"));
      return;
    }
    const info = await stat(real);
    if (!info.isFile()) return;
    if (info.size > MAX_SOURCE_BYTES) {
      diagnostics.push(errorAt({ file }, "content/too-large", `file too large (${info.size} bytes; limit ${MAX_SOURCE_BYTES})`, "split it into several pages"));
      return;
    }
    const source: SourceFile = { path: rel, file, text: await readFile(real, "utf8") };
    if (rel.endsWith(".json")) data.set(rel, source);
    else pages.push(source);
  }));
  pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { pages, data, diagnostics };
}
