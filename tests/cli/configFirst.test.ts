// A site.json with an error stops `docsgen build`, `serve` and `examples` before any other work: exit 2 with
// the configuration's diagnostics only. The project has examples, its compiler installed (node_modules) and the
// repository's templates/ and client/, so any stage after the configuration would leave traces: compile errors
// on stderr, a prepared compiler and parse results in .docsgen-cache/, a `scan` in the --timings line.
import { after, describe, test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { docsgen, REPO, start } from "./support.ts";

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-config-first-"));
after(() => rmSync(TMP, { recursive: true, force: true }));

const FIXTURE = path.join(REPO, "tests", "fixtures", "cli", "config-invalid-examples", "content");

const CONFIG_ERROR =
  "content/site.json:3:95 - error config/invalid: `toolchains.v12.flags` must be a list of compiler flags, " +
  'e.g. ["-enable-experimental", "LetUnwrap"], not "-enable-experimental LetUnwrap"\n' +
  "build failed: 1 error, 0 warnings\n";

/** A fresh copy of the fixture beside the repository's templates/, client/ and node_modules/. */
function project(name: string): string {
  const root = path.join(TMP, name);
  cpSync(FIXTURE, path.join(root, "content"), { recursive: true });
  for (const dir of ["templates", "client", "node_modules"]) symlinkSync(path.join(REPO, dir), path.join(root, dir), "dir");
  return root;
}

describe("a site.json with an error is reported before any work", { concurrency: true }, () => {
  test("build: exit 2, only the configuration's diagnostic, --timings shows the config stage alone, no cache written", async () => {
    const root = project("build");
    const run = await docsgen(["build", "--timings"], { cwd: root });
    assert.equal(run.code, 2, run.stderr);
    assert.equal(run.stdout, "");
    assert.ok(run.stderr.startsWith(CONFIG_ERROR), run.stderr);
    assert.match(run.stderr.slice(CONFIG_ERROR.length), /^timings: start \d+ ms, config \d+ ms\n$/);
    assert.equal(existsSync(path.join(root, ".docsgen-cache")), false, "a stage after the configuration wrote to the cache");
    assert.equal(existsSync(path.join(root, "out")), false);
  });

  test("examples: exit 2 with only the configuration's diagnostic, no compiler prepared", async () => {
    const root = project("examples");
    const run = await docsgen(["examples"], { cwd: root });
    assert.deepEqual([run.code, run.stdout, run.stderr], [2, "", CONFIG_ERROR]);
    assert.equal(existsSync(path.join(root, ".docsgen-cache")), false, "a stage after the configuration wrote to the cache");
  });

  test("serve: exit 2 with only the configuration's diagnostic, before its first build and before listening", async () => {
    const root = project("serve");
    const { child, done } = start(["serve", "--port", "0", "--watch"], { cwd: root });
    // Were the check missing, serve would build and listen: stopped as soon as it says so (and the test fails).
    child.stdout!.on("data", (chunk: Buffer | string) => {
      if (String(chunk).includes("serving ")) child.kill("SIGTERM");
    });
    const run = await done;
    assert.deepEqual([run.code, run.stdout, run.stderr], [2, "", CONFIG_ERROR]);
    assert.equal(existsSync(path.join(root, ".docsgen-cache")), false, "a stage after the configuration wrote to the cache");
  });
});
