import { createHash } from "node:crypto";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";

/** A hash of the paths, sizes and modification times of every file under `dirs` (missing dirs count as empty). */
export async function fingerprintTree(dirs: readonly string[]): Promise<string> {
  const hash = createHash("sha1");
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
      if (s?.isFile()) hash.update(`${dir}/${e}\0${s.size}\0${s.mtimeMs}\n`);
    });
  }
  return hash.digest("hex");
}
