// The templates' bundle as a file to import (`.docsgen-cache/templates/templates-<hash>.mjs`): Node imports
// modules from files, and importing one runs it, so the file must hold the code just bundled, byte for byte.
// The cache is not trusted to hold what docsgen wrote (a truncated write, appended code, a folder in its place):
// anything else there is dropped with a warning and the bundle written again.
import { createHash } from "node:crypto";
import { writeFileAtomic } from "../io/writeFileAtomic.ts";
import { touchCacheEntry } from "./cacheEntry.ts";
import { cacheWriteError } from "./cacheWriteError.ts";
import { readCacheFile } from "./readCacheFile.ts";
import { dropDamagedEntry } from "./warnCache.ts";

/** The file holding exactly `code` (written when it does not), and the code's hash, which names it. */
export async function templatesBundleFile(cacheDir: string, code: string): Promise<{ file: string; hash: string }> {
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  const file = touchCacheEntry(cacheDir, "templates", `templates-${hash}.mjs`);
  const bytes = Buffer.from(code);
  const read = await readCacheFile(file, { maxBytes: bytes.length });
  if (read.state === "ok" && read.bytes.equals(bytes)) return { file, hash };
  if (read.state === "damaged") dropDamagedEntry("templates", file, read.why);
  else if (read.state === "ok") dropDamagedEntry("templates", file, "its code differs from the templates' bundle");
  try {
    // Written beside and renamed, so a concurrent build never imports a half-written bundle.
    await writeFileAtomic(file, bytes);
  } catch (e) {
    throw cacheWriteError(cacheDir, file, "the templates' bundle", e);
  }
  return { file, hash };
}
