// `docsgen clean`: removes the project's cache folder (parse results, prepared compilers, API extracts,
// example outcomes, social images, build records and docsgen's own engine bundle): the next build is cold.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { CACHE_FOLDER } from "../cache/cacheEntry.ts";
import { cacheSize } from "../cache/evictCache.ts";
import { formatBytes } from "../cache/formatBytes.ts";

export async function runClean(options: { root: string }): Promise<number> {
  const cache = path.join(path.resolve(options.root), CACHE_FOLDER);
  const shown = path.relative(process.cwd(), cache) || cache;
  if (!existsSync(cache)) {
    process.stdout.write(`nothing to clean: ${shown} does not exist\n`);
    return 0;
  }
  const bytes = cacheSize(cache);
  rmSync(cache, { recursive: true, force: true });
  process.stdout.write(`removed ${shown} (${formatBytes(bytes)}); the next build starts cold\n`);
  return 0;
}
