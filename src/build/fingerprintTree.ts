import { createHash } from "node:crypto";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";

/** A hash of the paths, sizes and modification times of every file under `dirs` (missing dirs count as empty). */
export async function fingerprintTree(dirs: readonly string[]): Promise<string> {
  return (await stampTree(dirs)).hash;
}

/** The fingerprint of `dirs` (see fingerprintTree) and the newest modification time among their files (ms; 0 for none). */
export async function stampTree(dirs: readonly string[]): Promise<{ hash: string; newestMtimeMs: number }> {
  const hash = createHash("sha1");
  let newestMtimeMs = 0;
  for (const dir of dirs) {
    let entries: string[];
    try {
      entries = (await readdir(dir, { recursive: true })).sort();
    } catch {
      continue;
    }
    const stats = await Promise.all(entries.map((e) => stat(path.join(dir, e)).catch(() => undefined)));
    entries.forEach((e, i) => {
      const s = stats[i];
      if (!s?.isFile()) return;
      hash.update(`${dir}/${e}\0${s.size}\0${s.mtimeMs}\n`);
      newestMtimeMs = Math.max(newestMtimeMs, s.mtimeMs);
    });
  }
  return { hash: hash.digest("hex"), newestMtimeMs };
}
