// The one owner of `.docsgen-cache/`: every cached thing is an entry, a file or folder directly inside the
// folder of its kind, named by what it was made from (a content hash or a version key), so an entry is never
// stale, only unused. Using an entry marks it (its modification time), and evictCache removes entries long
// unused. Nothing else in docsgen builds a path into the cache.
import { utimesSync } from "node:fs";
import path from "node:path";

/** The cache folder's name, in the project's root. */
export const CACHE_FOLDER = ".docsgen-cache";

/** The kinds of entries, each a folder of `.docsgen-cache/`. */
export type CacheKind =
  /** docsgen's own engine bundle, by source key (bin/docsgen.js; its path is built there, from the same name). */
  | "engine"
  /** The templates' bundle, by source hash. */
  | "templates"
  /** Prepared compiler workspaces, by toolchain, compiler version and settings. */
  | "toolchains"
  /** Extracted API modules, by docs version and settings; `api-stdlib`: a compiler's library as a project for rescript-tools. */
  | "api"
  | "api-stdlib"
  /** Generated API Markdown, for diagnostics to point at (one entry, rewritten by each extraction). */
  | "api-pages"
  /** Parse results, by engine build. */
  | "parsed"
  /** Example compile outcomes by job (one file), and the JS Output blocks' HTML per engine build. */
  | "examples"
  /** Rasterised social images, by SVG hash. */
  | "social"
  /** The record of the last build of each output folder, by folder. */
  | "builds";

/** The path of entry `name` of `kind` (the entry may not exist yet). */
export function cachePath(cacheDir: string, kind: CacheKind, name: string): string {
  if (name === "" || name.includes("/") || name.includes("\\") || name.startsWith("."))
    throw new Error(`internal: bad cache entry name ${JSON.stringify(name)}`);
  return path.join(cacheDir, kind, name);
}

/** The folder of a kind whose one entry is written by path below it (`api-pages`: generated Markdown by content path). */
export function cacheFolder(cacheDir: string, kind: "api-pages"): string {
  return path.join(cacheDir, kind);
}

/** The path of entry `name` of `kind`, marked as used now when it exists (eviction keeps what builds use). */
export function touchCacheEntry(cacheDir: string, kind: CacheKind, name: string): string {
  const file = cachePath(cacheDir, kind, name);
  markUsed(file);
  return file;
}

/** Marks an entry as used now; nothing when it does not exist. */
export function markUsed(entry: string): void {
  const now = new Date();
  try {
    utimesSync(entry, now, now);
  } catch {
    // Missing: made later, which marks it too.
  }
}
