import { lstatSync, readdirSync, readFileSync, realpathSync, type Stats, statSync } from "node:fs";
import path from "node:path";
import { errorAt, warningAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { decodeSource } from "./decodeSource.ts";
import { type FileStamp, fileStampOf, isRacy, stampKey } from "./fileStamp.ts";
import { sourceTextHash } from "./sourceTextHash.ts";
import type { SourceFile } from "./types.ts";

/** Everything read from the content directory, sorted by path. */
export interface ScanResult {
  readonly pages: readonly SourceFile[];
  /** JSON files (site.json, sidebar.json, data/*.json) by path relative to the content dir. */
  readonly data: ReadonlyMap<string, SourceFile>;
  readonly diagnostics: readonly Diagnostic[];
  /** The files read (symlinks aside) by absolute path with their size and mtime: what the next scan may reuse. */
  readonly stamps: SourceStamps;
}

/** Largest Markdown or JSON file accepted, in bytes. */
export const MAX_SOURCE_BYTES = 8 * 1024 * 1024;

/** A file a scan read: its status when read (see fileStamp.ts), and what was read. */
export interface SourceStamp extends FileStamp {
  readonly source: SourceFile;
  readonly invalidLine?: number;
}

/** Sources read by a scan, by absolute path. */
export type SourceStamps = ReadonlyMap<string, SourceStamp>;

/** What a scan may reuse instead of reading a file: the stamp of an earlier read of `abs` whose status `info` still matches, if any. */
export type KnownSources = (abs: string, info: Stats) => SourceStamp | undefined;

/** Reuse from an earlier scan's stamps (for callers without a memo). */
export function knownFrom(stamps: SourceStamps): KnownSources {
  return (abs, info) => {
    const stamp = stamps.get(abs);
    return stamp && stampKey(abs, stamp) === stampKey(abs, info) ? stamp : undefined;
  };
}

/** True for the files a content scan reads (Markdown pages and JSON data); serve's watcher filter asks too. */
export function isContentFile(file: string): boolean {
  return /\.(mdx?|json)$/.test(file);
}

/** True for paths (relative to a content folder) that the content scan skips: dot files and folders, node_modules. */
export function isSkippedPath(relative: string): boolean {
  return /(^|[\\/])(\.|node_modules([\\/]|$))/.test(relative);
}

/** A path's own status (not its link target's); undefined when it vanished since it was listed. */
function lstatOf(abs: string): Stats | undefined {
  try {
    return lstatSync(abs, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/** What a path that is neither a file nor a folder is, for messages. */
function kindOf(info: Stats): string {
  if (info.isFIFO()) return "a named pipe (FIFO)";
  if (info.isSocket()) return "a socket";
  if (info.isCharacterDevice() || info.isBlockDevice()) return "a device";
  return "a special file";
}

/**
 * Reads every `.md`, `.mdx` and `.json` file under `contentDir`; symlinks leaving it are skipped with a
 * warning. A file `known` has a stamp of (same path and status, not racy) is not read again.
 * One file at a time with the synchronous calls: for the small files of a content tree they take a fifth of
 * the time of the promise calls (no thread-pool round trip per open, stat, read and close), and no more than
 * one file is open at once however big the site.
 */
export async function scanContent(contentDir: string, rootDir: string, known: KnownSources = () => undefined): Promise<ScanResult> {
  const dir = path.resolve(contentDir);
  const realContent = realpathSync(dir);
  // Every build lists the whole tree (serve's rebuilds too), so paths are cut from the listing's own strings
  // rather than made by path.relative and path.join, which cost more than the lstat of each file.
  const toSlashes = (p: string) => (path.sep === "/" ? p : p.split(path.sep).join("/"));
  const filePrefix = toSlashes(path.relative(rootDir, dir));
  // Node's own listing, not a glob: glob libraries skip names holding a newline, and every page must be
  // built or reported (such a name is then a route/invalid-path error). Symlinked folders are not entered.
  const listed = readdirSync(dir, { recursive: true, withFileTypes: true });
  const entries = listed
    .filter((e) => !e.isDirectory() && isContentFile(e.name))
    .map((e) => (e.parentPath === dir ? e.name : toSlashes(`${e.parentPath.slice(dir.length + 1)}${path.sep}${e.name}`)))
    .filter((rel) => !isSkippedPath(rel))
    .sort();
  const stamps = new Map<string, SourceStamp>();
  const diagnostics: Diagnostic[] = [];
  const pages: SourceFile[] = [];
  const data = new Map<string, SourceFile>();
  for (const rel of entries) scanOne(rel);
  function scanOne(rel: string): void {
    const abs = `${dir}${path.sep}${path.sep === "/" ? rel : rel.split("/").join(path.sep)}`;
    const file = filePrefix === "" ? rel : `${filePrefix}/${rel}`;
    const lstat = lstatOf(abs);
    const cached = lstat && !lstat.isSymbolicLink() ? known(abs, lstat) : undefined;
    if (cached && !isRacy(cached) && cached.source.file === file) {
      stamps.set(abs, cached);
      if (cached.invalidLine !== undefined) diagnostics.push(invalidUtf8(file, cached.invalidLine));
      if (rel.endsWith(".json")) data.set(rel, cached.source);
      else pages.push(cached.source);
      return;
    }
    // The listing enters no symlinked folder, so a path that is not a link itself is real as it stands and its
    // lstat is its stat: two system calls fewer per file. Links are resolved and must stay inside.
    let real = path.join(realContent, rel);
    let info: Stats;
    if (lstat && !lstat.isSymbolicLink()) info = lstat;
    else {
      try {
        real = realpathSync(abs);
      } catch {
        diagnostics.push(warningAt({ file }, "content/dangling-symlink", "symbolic link points nowhere; skipped"));
        return;
      }
      if (real !== path.join(realContent, rel) && !real.startsWith(realContent + path.sep)) {
        diagnostics.push(warningAt({ file }, "content/outside-symlink", "symbolic link leads outside the content directory; skipped"));
        return;
      }
      info = statSync(real);
    }
    if (!info.isFile()) {
      if (!info.isDirectory())
        diagnostics.push(
          errorAt({ file }, "content/not-a-file", `${kindOf(info)}, not a regular file; it cannot be built`, "replace it with a regular file or remove it"),
        );
      return;
    }
    if (info.size > MAX_SOURCE_BYTES) {
      diagnostics.push(errorAt({ file }, "content/too-large", `file too large (${info.size} bytes; limit ${MAX_SOURCE_BYTES})`, "split it into several pages"));
      return;
    }
    const { stamp, warning } = readSource(real, { path: rel, file }, info);
    const source = stamp.source;
    if (warning) diagnostics.push(warning);
    if (lstat && !lstat.isSymbolicLink()) stamps.set(abs, stamp);
    if (rel.endsWith(".json")) data.set(rel, source);
    else pages.push(source);
  }
  pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { pages, data, diagnostics, stamps };
}

/** Reads and decodes one content file (found at `real`) into its stamp, with a warning when it is not valid UTF-8. */
function readSource(real: string, names: Pick<SourceFile, "path" | "file">, info: Stats): { stamp: SourceStamp; warning?: Diagnostic } {
  const readAtMs = Date.now();
  const decoded = decodeSource(readFileSync(real));
  const source: SourceFile = { path: names.path, file: names.file, text: decoded.text, textHash: sourceTextHash(decoded.text) };
  const stamp = { ...fileStampOf(info, readAtMs), source };
  if (decoded.invalidLine === undefined) return { stamp };
  return { stamp: { ...stamp, invalidLine: decoded.invalidLine }, warning: invalidUtf8(names.file, decoded.invalidLine) };
}

function invalidUtf8(file: string, line: number): Diagnostic {
  return warningAt(
    { file, line, column: 1 },
    "content/invalid-utf8",
    "the file is not valid UTF-8 on this line; its invalid bytes are shown as U+FFFD",
    "save the file as UTF-8",
  );
}
