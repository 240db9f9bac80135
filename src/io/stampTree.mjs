// The stamp of a set of files and folders: a hash of every file's path, size and modification time, and the
// newest file. Plain JavaScript so that bin/docsgen.js (which runs before the engine is bundled) shares it
// with the engine (build records, the bundle memo) and the tests' shared build; types in stampTree.d.mts.
import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The stat of a path, following links; undefined for a missing one and for a link that cannot be followed (a
 * loop of links, ELOOP): like a dangling link, it is no file to stamp (the content scan reports both).
 * @param {string} file
 */
function statOf(file) {
  try {
    return statSync(file, { throwIfNoEntry: false });
  } catch (error) {
    if (error.code === "ELOOP" || error.code === "ENOTDIR") return undefined;
    throw error;
  }
}

/**
 * Stamps `inputs`: each a folder (every file under it, in sorted order) or a file; missing ones count as empty.
 * Synchronous: a few times faster than promise calls for many small stats (no thread-pool round trips).
 * @param {readonly string[]} inputs
 * @returns {{ hash: string; newestMtimeMs: number; newestFile?: string }}
 */
export function stampTree(inputs) {
  const hash = createHash("sha1");
  let newestMtimeMs = 0;
  let newestFile;
  const add = (file, info) => {
    hash.update(`${file}\0${info.size}\0${info.mtimeMs}\n`);
    if (info.mtimeMs > newestMtimeMs) {
      newestMtimeMs = info.mtimeMs;
      newestFile = file;
    }
  };
  for (const input of inputs) {
    const info = statOf(input);
    if (!info) continue;
    if (!info.isDirectory()) {
      add(input, info);
      continue;
    }
    for (const entry of readdirSync(input, { recursive: true, encoding: "utf8" }).sort()) {
      const file = path.join(input, entry);
      const inner = statOf(file);
      if (inner?.isFile()) add(file, inner);
    }
  }
  return { hash: hash.digest("hex"), newestMtimeMs, ...(newestFile ? { newestFile } : {}) };
}
