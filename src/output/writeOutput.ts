import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { chmod, cp, link, lstat, mkdir, readFile, readdir, readlink, rename, rm, symlink, utimes } from "node:fs/promises";
import path from "node:path";
import { SetupError } from "../diagnostics/SetupError.ts";
import { isSafeOutputPath, OUTPUT_MARKER } from "./refuseUnsafeOutDir.ts";
import { bodyOf, type OutputFile, type SiteOutput } from "./SiteOutput.ts";
import { isProcessAlive } from "./isProcessAlive.ts";

const WRITE_CHUNK = 100;

/** Options of one output write. */
export interface WriteOptions {
  readonly signal?: AbortSignal;
  /**
   * Called at the steps of the swap, for tests that stop a build there: `carried` when the user's files are in
   * the new tree and the previous output is still in place, `swapped` when the new tree is in place and the
   * previous output not yet removed.
   */
  readonly atSwapStep?: (step: "carried" | "swapped") => void;
}

/**
 * Writes the site beside `outDir`, then swaps it in: a failed or interrupted write leaves `outDir` untouched.
 * Callers hold the output lock (outputLock.ts), so one build at a time swaps. Pages (renderers) are rendered
 * chunk by chunk as they are written; the late files (still being computed) are written last.
 * Returns the size in bytes of every file written, by site path.
 */
export async function writeOutput(output: SiteOutput, outDir: string, options: WriteOptions = {}): Promise<Map<string, number>> {
  const late = output.late();
  late.catch(() => undefined); // awaited after the other files
  const out = path.resolve(outDir);
  await recoverStaleSiblings(out);
  const tmp = `${out}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`;
  const sizes = await writeTemporary(output, late, out, tmp, options.signal);
  await swapIn(tmp, out, options.atSwapStep);
  return sizes;
}

/** A write into the temporary folder, as far as it got. */
interface TemporaryWrite {
  readonly tmp: string;
  readonly signal: AbortSignal | undefined;
  /** The site paths written so far: the marker lists them. */
  readonly written: string[];
  /** The site folders made so far (`/` is the temporary folder itself). */
  readonly made: Set<string>;
  /** The size in bytes of each file written, by site path. */
  readonly sizes: Map<string, number>;
  /** The path being written: a failed file system call names it. */
  writing: string;
}

/**
 * Writes every file of `output` into `tmp`, the late files last, and returns their sizes. When a write fails
 * or is interrupted, `tmp` is removed and the error names the file of `out` that was being written.
 */
async function writeTemporary(
  output: SiteOutput,
  late: ReturnType<SiteOutput["late"]>,
  out: string,
  tmp: string,
  signal: AbortSignal | undefined,
): Promise<Map<string, number>> {
  const write: TemporaryWrite = { tmp, signal, written: [], made: new Set(["/"]), sizes: new Map(), writing: tmp };
  try {
    await mkdir(tmp, { recursive: true });
    await writeFiles(write, [...output.files]);
    // Files still being produced when the write started (the search index) follow the others.
    await writeFiles(write, [...(await late)]);
    signal?.throwIfAborted();
    write.writing = out;
  } catch (e) {
    await rm(tmp, { recursive: true, force: true });
    throw describeWriteError(e, write.writing.startsWith(tmp) ? out + write.writing.slice(tmp.length) : write.writing);
  }
  return write.sizes;
}

/**
 * Writes `entries` into the temporary folder: the marker listing them first, then their folders, then the files
 * in chunks. Folders made and files written with the synchronous calls, one at a time: for many small files they
 * take a third of the time of the promise calls (no thread-pool round trip per open, write and close), and the
 * pages are rendered on this thread anyway. An interrupt is seen between chunks.
 */
async function writeFiles(write: TemporaryWrite, entries: readonly (readonly [string, OutputFile])[]): Promise<void> {
  for (const [sitePath] of entries) {
    if (!isSafeOutputPath(sitePath)) throw new Error(`internal: unsafe output path ${JSON.stringify(sitePath)}`);
    write.written.push(sitePath);
  }
  // The marker lists what this build wrote: anything else found in out/ next time is the user's and is kept.
  // Written before the files (a killed build's temporary dir is known as docsgen's by it), again for late ones.
  writeFileSync((write.writing = path.join(write.tmp, OUTPUT_MARKER)), `${MARKER_HEADER}\n${[...write.written].sort().join("\n")}\n`);
  const folders = entries.map(([p]) => path.posix.dirname(p));
  makeFolders(write, folders);
  for (let i = 0; i < entries.length; i += WRITE_CHUNK) {
    write.signal?.throwIfAborted();
    writeChunk(write, entries.slice(i, i + WRITE_CHUNK));
    // Lets a signal handler run between chunks (an interrupt stops the write there).
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/**
 * Makes each folder of `dirs` not made yet once, parents before children: no mkdir fails on a folder that
 * exists or a parent that does not yet (each failed call costs as much as a successful one).
 */
function makeFolders(write: TemporaryWrite, dirs: readonly string[]): void {
  for (const level of foldersByDepth(dirs, write.made)) {
    for (const dir of level) {
      try {
        mkdirSync(path.join(write.tmp, dir));
      } catch (e) {
        write.writing = path.join(write.tmp, dir);
        throw e;
      }
    }
  }
}

/** Renders and writes one chunk of files, keeping their sizes. */
function writeChunk(write: TemporaryWrite, entries: readonly (readonly [string, OutputFile])[]): void {
  for (const [p, file] of entries) {
    const content = bodyOf(file);
    write.sizes.set(p, typeof content === "string" ? Buffer.byteLength(content) : content.byteLength);
    const target = path.join(write.tmp, p);
    try {
      writeFileSync(target, content);
    } catch (e) {
      write.writing = target;
      throw e;
    }
  }
}

/**
 * Puts the written folder `tmp` in place of `out`. The files of the previous output that docsgen did not write
 * are linked into `tmp` first, so out/ holds them at every moment (a build killed between the two renames
 * leaves the previous output as `out.old-*`, which the next build puts back); then the previous output is set
 * aside while the new one is renamed in, and removed.
 */
async function swapIn(tmp: string, out: string, atSwapStep: WriteOptions["atSwapStep"]): Promise<void> {
  if (!existsSync(out)) {
    await rename(tmp, out).catch(async (e: unknown) => {
      await rm(tmp, { recursive: true, force: true });
      throw describeWriteError(e, out);
    });
    return;
  }
  let unlinkable: Unlinkable[];
  try {
    unlinkable = await carryOverForeign(out, tmp, out);
  } catch (e) {
    await rm(tmp, { recursive: true, force: true });
    throw describeWriteError(e, out);
  }
  atSwapStep?.("carried");
  const old = `${out}.old-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    await rename(out, old);
  } catch (e) {
    await rm(tmp, { recursive: true, force: true });
    throw describeWriteError(e, out);
  }
  await rename(tmp, out);
  atSwapStep?.("swapped");
  try {
    // Pipes, sockets and devices cannot be linked: they move after the swap, as everything once did.
    for (const { rel, destination } of unlinkable) {
      const into = destination.startsWith(tmp + path.sep) ? out + destination.slice(tmp.length) : destination;
      await rename(path.join(old, rel), into);
    }
  } catch (e) {
    // Keep the previous output (and whatever foreign files are still in it): without its marker it is never auto-removed.
    await rm(path.join(old, OUTPUT_MARKER), { force: true });
    throw describeWriteError(e, `${out} (files not written by docsgen are still in ${old})`);
  }
  await rm(old, { recursive: true, force: true });
}

/**
 * The folders of the given site folders (`/docs/a`) and their ancestors not yet in `made`, grouped by depth
 * (shallowest first, sorted within a level); adds them to `made`.
 */
export function foldersByDepth(dirs: Iterable<string>, made: Set<string>): string[][] {
  const levels: string[][] = [];
  for (const dir of dirs) {
    for (let d = dir; !made.has(d); d = path.posix.dirname(d)) {
      made.add(d);
      const depth = d.split("/").length - 2;
      (levels[depth] ??= []).push(d);
    }
  }
  return levels.filter((l) => l !== undefined).map((l) => l.sort());
}

/** What a failed file system call means to the user, naming the path being written; other errors pass through. */
export function describeWriteError(e: unknown, target: string): unknown {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  const reason = code ? ERRNO_REASONS[code] : undefined;
  if (!reason) return e;
  const shown = path.relative(process.cwd(), target) || target;
  return new SetupError(`${reason} while writing ${shown}; the previous output is unchanged`, { exitCode: 1, cause: e });
}

const ERRNO_REASONS: Readonly<Record<string, string>> = {
  ENOSPC: "no space left on device",
  EDQUOT: "disk quota exceeded",
  EROFS: "read-only file system",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EIO: "input/output error",
  EMFILE: "too many open files",
  ENFILE: "too many open files in the system",
  ENOTDIR: "a path component is not a directory",
  EISDIR: "a directory is in the way",
  ENAMETOOLONG: "file name too long",
};

const MARKER_HEADER = "This directory is written by docsgen and replaced on every build; the lines below are the files it wrote.";

/** The files the build that wrote `out` listed in its marker; undefined for a marker without a list (older builds). */
async function ownedFiles(out: string): Promise<Set<string> | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(out, OUTPUT_MARKER), "utf8");
  } catch {
    return undefined;
  }
  const [header, ...lines] = text.split("\n");
  if (header !== MARKER_HEADER) return undefined;
  return new Set(lines.filter((l) => l !== "").map((l) => l.replace(/^\/+/, "")));
}

/**
 * Carries everything in the previous output `from` that its build did not write (a `.git` worktree, a CNAME,
 * files a deploy step added) into the new output `into`, so a rebuild never deletes it: as hard links (copies
 * across file systems), so `from` keeps them too until it is removed. Without a file list (older markers), only
 * top-level dot entries count as foreign. A foreign file where the new build writes one of its own is kept in
 * `<out>.kept-<time>/` beside the output rather than lost; one that `into` already has and did not write
 * (carried before a build was stopped) is left as it is. Returns the entries that cannot be linked (pipes,
 * sockets, devices), for the caller to move.
 */
async function carryOverForeign(from: string, into: string, out: string): Promise<Unlinkable[]> {
  const owned = await ownedFiles(from);
  const ownedDirs = new Set<string>();
  for (const file of owned ?? []) for (let d = path.posix.dirname(file); d !== "."; d = path.posix.dirname(d)) ownedDirs.add(d);
  const intoOwned = await ownedFiles(into);
  const intoOwnedDirs = new Set<string>();
  for (const file of intoOwned ?? []) for (let d = path.posix.dirname(file); d !== "."; d = path.posix.dirname(d)) intoOwnedDirs.add(d);
  const unlinkable: Unlinkable[] = [];
  let kept: string | undefined;
  const carryEntry = async (rel: string) => {
    const target = path.join(into, rel);
    let destination = target;
    if (await lstat(target).catch(() => undefined)) {
      if (intoOwned !== undefined && !intoOwned.has(rel) && !intoOwnedDirs.has(rel)) return;
      kept ??= `${out}.kept-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      destination = path.join(kept, rel);
      process.stderr.write(
        `docsgen: ${rel} in the output folder was not written by docsgen and the new build writes it too; yours is kept in ${destination}\n`,
      );
    }
    await mkdir(path.dirname(destination), { recursive: true });
    await linkTree(path.join(from, rel), destination, rel, unlinkable);
  };
  const walk = async (dirRel: string): Promise<void> => {
    for (const entry of await readdir(path.join(from, dirRel), { withFileTypes: true })) {
      const rel = dirRel === "" ? entry.name : `${dirRel}/${entry.name}`;
      if (rel === OUTPUT_MARKER) continue;
      if (!owned) {
        if (dirRel === "" && entry.name.startsWith(".")) await carryEntry(rel);
      } else if (entry.isDirectory() && ownedDirs.has(rel)) {
        await walk(rel);
      } else if (entry.isDirectory() ? true : !owned.has(rel)) {
        if (entry.isDirectory() && existsSync(path.join(into, rel))) await walk(rel);
        else await carryEntry(rel);
      }
    }
  };
  await walk("");
  return unlinkable;
}

/** An entry that cannot be linked: its path in the previous output and where it goes. */
interface Unlinkable {
  readonly rel: string;
  readonly destination: string;
}

/**
 * Recreates `source` at `destination`: folders made anew (with their mode and times), files hard-linked (copied
 * where linking fails: another file system), symbolic links as links. Other entries are listed in `unlinkable`.
 */
async function linkTree(source: string, destination: string, rel: string, unlinkable: Unlinkable[]): Promise<void> {
  const info = await lstat(source);
  if (info.isDirectory()) {
    // Writable while it is filled (a read-only folder keeps its mode after).
    await mkdir(destination, { mode: 0o700 });
    for (const name of (await readdir(source)).sort()) await linkTree(path.join(source, name), path.join(destination, name), `${rel}/${name}`, unlinkable);
    await chmod(destination, info.mode & 0o7777);
    await utimes(destination, info.atime, info.mtime);
  } else if (info.isSymbolicLink()) {
    await symlink(await readlink(source), destination);
  } else if (info.isFile()) {
    await link(source, destination).catch(() => cp(source, destination, { preserveTimestamps: true, errorOnExist: true, force: false }));
  } else unlinkable.push({ rel, destination });
}

/**
 * Cleans up after builds killed while writing (only folders with the docsgen marker whose process is gone).
 * A temporary `out.tmp-*` holds nothing but that build's files and is removed. A previous output set aside
 * as `out.old-*` still holds the user's files: it is put back when `out` is missing (killed between the two
 * renames of the swap), or its foreign files are carried into `out` first (killed while carrying them over).
 */
async function recoverStaleSiblings(out: string): Promise<void> {
  const parent = path.dirname(out);
  const base = path.basename(out);
  let names: string[];
  try {
    names = (await readdir(parent)).sort();
  } catch {
    return;
  }
  for (const name of names) {
    const m = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(tmp|old)-(\\d+)-[0-9a-f]+$`).exec(name);
    // Leftovers of this very process are of an earlier build of it that stopped: never alive.
    if (!m || (Number(m[2]) !== process.pid && isProcessAlive(Number(m[2])))) continue;
    const dir = path.join(parent, name);
    if (!existsSync(path.join(dir, OUTPUT_MARKER))) continue;
    if (m[1] === "old" && !existsSync(out)) {
      await rename(dir, out);
      process.stderr.write(`docsgen: put back the previous output from ${name}, left by a build stopped while swapping\n`);
      continue;
    }
    if (m[1] === "old") for (const { rel, destination } of await carryOverForeign(dir, out, out)) await rename(path.join(dir, rel), destination);
    await rm(dir, { recursive: true, force: true });
  }
}
