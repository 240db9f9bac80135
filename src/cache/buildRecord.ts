// The record of the last successful `docsgen build`: what its inputs looked like and what it wrote.
// A build whose inputs (every file's path, size and modification time under content/, templates/,
// client/, public/ and src/shared/, plus the engine build, the year and the output folder) match the
// record, and whose output is still as it left it, has nothing to do.
import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ResolvedPaths } from "../config/types.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { OUTPUT_MARKER } from "../output/refuseUnsafeOutDir.ts";
import { isRacy } from "../content/fileStamp.ts";
import { stampTree } from "../io/stampTree.mjs";
import { writeFileAtomic } from "../io/writeFileAtomic.ts";
import { touchCacheEntry } from "./cacheEntry.ts";
import { diagnosticSchema } from "./diagnosticSchema.ts";
import { readCacheFile } from "./readCacheFile.ts";
import { dropDamagedEntry, warnCacheNotUpdated } from "./warnCache.ts";

/** A record lists every output file: far above any real site's (the ReScript site's is about 200 KB). */
const MAX_BYTES = 64 * 1024 ** 2;

/** What a successful build leaves behind for the next one. */
export interface BuildRecord {
  readonly key: string;
  /** Output files by site path with their sizes in bytes. */
  readonly files: Readonly<Record<string, number>>;
  readonly diagnostics: readonly Diagnostic[];
  /** The summary the build printed (pages, files). */
  readonly pages: number;
}

/** The record as read back: the cache is untrusted input, so a record of another shape is dropped. */
const buildRecordSchema: z.ZodType<BuildRecord> = z.strictObject({
  key: z.string(),
  files: z.record(z.string(), z.number().int().min(0)),
  diagnostics: z.array(diagnosticSchema),
  pages: z.number().int().min(0),
});

/** One record per output folder, so builds into different folders keep theirs. */
const recordFile = (paths: ResolvedPaths) => touchCacheEntry(paths.cache, "builds", `${createHash("sha1").update(paths.out).digest("hex").slice(0, 16)}.json`);

/**
 * The key of the inputs as they are now; undefined when the engine does not know its own build (running from
 * sources), or when a file changed moments ago: a second save of the same size within the file system's mtime
 * tick would leave the key as it is, so such a build is neither skipped nor recorded (isRacy).
 */
export async function inputsKey(paths: ResolvedPaths, options: { engineKey: string | undefined; year: number }): Promise<string | undefined> {
  if (!options.engineKey) return undefined;
  const now = Date.now();
  const { hash: tree, newestMtimeMs } = stampTree([paths.content, paths.templates, paths.client, paths.public, path.join(paths.root, "src", "shared")]);
  if (isRacy({ mtimeMs: newestMtimeMs, readAtMs: now })) return undefined;
  return createHash("sha1")
    .update(JSON.stringify([options.engineKey, options.year, process.env.NODE_ENV ?? "", paths.out, tree]))
    .digest("hex");
}

/** The record of the last build, if it was made with these inputs and its output is intact (every file there with its size). */
export async function upToDateRecord(paths: ResolvedPaths, key: string | undefined): Promise<BuildRecord | undefined> {
  if (!key || !existsSync(path.join(paths.out, OUTPUT_MARKER))) return undefined;
  const file = recordFile(paths);
  const read = await readCacheFile(file, { maxBytes: MAX_BYTES });
  if (read.state === "missing") return undefined;
  if (read.state === "damaged") return void dropDamagedEntry("build record", file, read.why);
  let record: BuildRecord;
  try {
    const parsed = buildRecordSchema.safeParse(JSON.parse(read.bytes.toString("utf8")));
    if (!parsed.success) throw new Error("a record of another shape");
    record = parsed.data;
  } catch (e) {
    return void dropDamagedEntry("build record", file, e instanceof Error ? e.message : String(e));
  }
  if (record.key !== key) return undefined;
  const entries = Object.entries(record.files);
  // Synchronous stats: a few times faster than the promise calls for the many small files of a site.
  return entries.every(([p, size]) => sizeOf(path.join(paths.out, p)) === size) ? record : undefined;
}

/** A regular file's size; -1 for anything else or nothing. */
function sizeOf(file: string): number {
  try {
    const info = statSync(file);
    return info.isFile() ? info.size : -1;
  } catch {
    return -1;
  }
}

/** Saves the record of a build that has just written its output. */
export async function saveBuildRecord(
  paths: ResolvedPaths,
  key: string | undefined,
  build: { sizes: ReadonlyMap<string, number>; diagnostics: readonly Diagnostic[]; pages: number },
): Promise<void> {
  const file = recordFile(paths);
  if (!key) return;
  const record: BuildRecord = { key, files: Object.fromEntries(build.sizes), diagnostics: build.diagnostics, pages: build.pages };
  try {
    await writeFileAtomic(file, JSON.stringify(record));
  } catch (e) {
    // A read-only cache: the site is written; only the next build's up-to-date check is lost.
    warnCacheNotUpdated(file, e);
  }
}
