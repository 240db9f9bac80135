// The engine's output does not change by accident: the site's current content/, templates/, client/ and
// public/ are built by the engine (bin/ and src/) of a base commit and by the engine of this checkout, and
// the two out/ folders must hold the same files, byte for byte. The base is the commit in
// tests/fixtures/same-output-base (or $DOCSGEN_SAME_OUTPUT_BASE): a change that means to alter the
// output moves it to the commit that changed the output, in the same commit.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { BIN, REPO, docsgen } from "../cli/support.ts";

const base = process.env["DOCSGEN_SAME_OUTPUT_BASE"] ?? readFileSync(path.join(REPO, "tests", "fixtures", "same-output-base"), "utf8").trim();

function hasCommit(ref: string): boolean {
  try {
    execFileSync("git", ["cat-file", "-e", `${ref}^{commit}`], { cwd: REPO, stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Every file under `dir`, as `/`-separated paths relative to it, sorted. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

const missing = hasCommit(base) ? undefined : `the base commit ${base} is not in this clone's history (a shallow clone?): fetch it to compare outputs`;
if (missing) process.stderr.write(`\n*** SKIPPED tests/integration/sameOutput.test.ts: ${missing} ***\n\n`);

test(`the site built by this engine is byte-identical to the one built by the engine of ${base.slice(0, 10)}`, {
  skip: missing,
  timeout: 600_000,
}, async () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "docsgen-same-output-"));
  const engine = path.join(tmp, "engine");
  try {
    execFileSync("git", ["worktree", "add", "--detach", "--quiet", engine, base], { cwd: REPO, stdio: "pipe" });
    symlinkSync(path.join(REPO, "node_modules"), path.join(engine, "node_modules"), "dir");
    const before = path.join(tmp, "before");
    const after = path.join(tmp, "after");
    // Both build this checkout's site (cwd) with its caches of compiler outcomes; only the engine differs.
    for (const [bin, out] of [
      [path.join(engine, "bin", "docsgen.js"), before],
      [BIN, after],
    ] as const) {
      const run = await docsgen(["build", "--force", "--quiet", "--out", out], { cwd: REPO, bin });
      assert.equal(run.code, 0, `${bin} failed:\n${run.stderr}`);
    }
    const files = filesOf(after);
    assert.ok(files.length > 1000 && files.includes("index.html"), `only ${files.length} files built`);
    assert.deepEqual(files, filesOf(before), "the two builds wrote different files");
    const differing = files.filter((f) => !readFileSync(path.join(before, f)).equals(readFileSync(path.join(after, f))));
    assert.deepEqual(differing.slice(0, 20), [], `${differing.length} files differ`);
  } finally {
    if (existsSync(engine)) execFileSync("git", ["worktree", "remove", "--force", engine], { cwd: REPO, stdio: "ignore" });
    rmSync(tmp, { recursive: true, force: true });
  }
});
