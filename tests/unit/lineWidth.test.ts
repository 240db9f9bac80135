// Biome wraps code at 160 columns but leaves long strings and comments alone: this keeps them within it too.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";

const REPO = path.resolve(import.meta.dirname, "..", "..");
const WIDTH = 160;
const DIRS = ["bin", "src", "client", "templates", "tests", "bench", "scripts"];

test(`no source line is wider than Biome's ${WIDTH} columns`, () => {
  const long: string[] = [];
  let files = 0;
  for (const dir of DIRS) {
    for (const e of readdirSync(path.join(REPO, dir), { recursive: true, withFileTypes: true })) {
      const file = path.join(e.parentPath, e.name);
      if (!e.isFile() || !/\.(ts|tsx|js|css)$/.test(e.name) || /[\\/](fixtures|\.corpus|\.compare|node_modules)[\\/]/.test(file)) continue;
      files++;
      for (const [i, line] of readFileSync(file, "utf8").split("\n").entries()) {
        if ([...line].length > WIDTH) long.push(`${path.relative(REPO, file)}:${i + 1} (${[...line].length})`);
      }
    }
  }
  assert.ok(files > 200, `only ${files} files read`);
  assert.deepEqual(long, []);
});
