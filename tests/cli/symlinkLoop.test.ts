// A loop of symbolic links between two content files: the build stamps its inputs before it scans them
// (src/io/stampTree.mjs), so the loop must be skipped there as the scan skips it, never exit 2 with ELOOP.
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { docsgen, escapeRegExp, REPO, shown } from "./support.ts";

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-loop-"));
after(() => rmSync(TMP, { recursive: true, force: true }));

test("a symlink loop between two content files is a warning for each, and the site builds", { timeout: 300_000 }, async () => {
  const content = path.join(TMP, "content");
  const out = path.join(TMP, "out");
  cpSync(path.join(REPO, "tests", "fixtures", "sites", "good", "content"), content, { recursive: true });
  symlinkSync("loop-b.mdx", path.join(content, "loop-a.mdx"));
  symlinkSync("loop-a.mdx", path.join(content, "loop-b.mdx"));
  const run = await docsgen(["build", "--content", content, "--out", out]);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(
    run.stderr,
    `${shown(content)}/loop-a.mdx - warning content/dangling-symlink: symbolic link points nowhere; skipped\n` +
      `${shown(content)}/loop-b.mdx - warning content/dangling-symlink: symbolic link points nowhere; skipped\n`,
  );
  assert.match(run.stdout, new RegExp(`^built 10 pages, \\d+ files into ${escapeRegExp(shown(out))} in \\d+\\.\\d\\d s \\(0 errors, 2 warnings\\)\\n$`));
});
