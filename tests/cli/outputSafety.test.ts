// Real processes against one output folder: concurrent builds never lose files that are not docsgen's,
// the lock beside out/ makes them take turns (stale locks are taken over, live ones waited for), and
// bad output targets (a regular file, a full disk) are clear errors that leave the previous out/ intact.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { docsgen, escapeRegExp, hashTree, REPO, shown, start, write } from "./support.ts";

/** Polls until `state()` holds (a state of a child process or the disk), giving up only after two minutes. */
async function until(state: () => boolean): Promise<void> {
  const end = Date.now() + 120_000;
  while (!state() && Date.now() < end) await sleep(5);
}

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-out-safety-"));
const content = path.join(TMP, "content");
after(() => rmSync(TMP, { recursive: true, force: true }));

before(() => {
  cpSync(path.join(REPO, "tests", "fixtures", "sites", "good", "content"), content, { recursive: true });
});

/** Files a user or a deploy step put into out/: docsgen must never delete them. */
const FOREIGN: Readonly<Record<string, string>> = {
  ".git/HEAD": "ref: refs/heads/gh-pages\n",
  ".git/objects/ab/cdef": "object\n",
  CNAME: "docs.example\n",
  "docs/manual/deploy-note.txt": "added after the build\n",
};

function assertForeignKept(out: string): void {
  for (const [rel, text] of Object.entries(FOREIGN)) assert.equal(readFileSync(path.join(out, rel), "utf8"), text, `${rel} was lost`);
}

/** Entries beside `out` other than `out` itself (temporary, old, lock or kept folders). */
function besideOut(out: string): string[] {
  const base = path.basename(out);
  return readdirSync(path.dirname(out))
    .filter((n) => n.startsWith(`${base}.`))
    .sort();
}

describe("concurrent builds into one out/", () => {
  const out = path.join(TMP, "concurrent", "out");

  test("three builds at once, three rounds: all succeed, the site is complete, nothing foreign is lost", { timeout: 1_200_000 }, async () => {
    const first = await docsgen(["build", "--quiet", "--content", content, "--out", out]);
    assert.equal(first.code, 0, first.stderr);
    const site = hashTree(path.join(out, "docs"));
    for (const [rel, text] of Object.entries(FOREIGN)) write(path.join(out, rel), text);
    for (let round = 1; round <= 3; round++) {
      const runs = await Promise.all([0, 1, 2].map(() => docsgen(["build", "--quiet", "--force", "--content", content, "--out", out])));
      for (const run of runs) {
        assert.equal(run.code, 0, `round ${round}: ${run.stderr}`);
        assert.match(run.stderr, /^(docsgen: waiting for the build with PID \d+ \(started [^)]+\) to finish writing .+\n)?$/);
      }
      assertForeignKept(out);
      assert.ok(existsSync(path.join(out, "index.html")), `round ${round}: no index.html`);
      assert.ok(existsSync(path.join(out, "docs", "manual", "v11.0.0", "introduction", "index.html")), `round ${round}: a page is missing`);
      assert.deepEqual(besideOut(out), [], `round ${round}: leftovers beside out/`);
    }
    // The pages are exactly what one build writes, plus the foreign file inside docs/.
    rmSync(path.join(out, "docs", "manual", "deploy-note.txt"));
    assert.equal(hashTree(path.join(out, "docs")), site);
  });

  test("a build started while another holds the lock succeeds after it, foreign files kept", { timeout: 600_000 }, async () => {
    for (const [rel, text] of Object.entries(FOREIGN)) write(path.join(out, rel), text);
    const a = start(["build", "--quiet", "--content", content, "--out", out]);
    // Start the second once the first holds the lock.
    await until(() => existsSync(`${out}.lock`) || a.child.exitCode !== null);
    const b = start(["build", "--quiet", "--content", content, "--out", out]);
    const [ra, rb] = await Promise.all([a.done, b.done]);
    assert.equal(ra.code, 0, ra.stderr);
    assert.equal(rb.code, 0, rb.stderr);
    assertForeignKept(out);
  });
});

describe("builds killed while swapping the output", () => {
  const out = path.join(TMP, "swapped", "out");
  /** The PID of a process that has ended. */
  const deadPid = () => Number(spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout);

  test("killed between the two renames (out/ set aside, the new site not yet in place): the next build puts it back, the user's files kept", {
    timeout: 600_000,
  }, async () => {
    assert.equal((await docsgen(["build", "--quiet", "--content", content, "--out", out])).code, 0);
    for (const [rel, text] of Object.entries(FOREIGN)) write(path.join(out, rel), text);
    const pid = deadPid();
    renameSync(out, `${out}.old-${pid}-0badc0de`);
    cpSync(`${out}.old-${pid}-0badc0de`, `${out}.tmp-${pid}-0badc0de`, { recursive: true });
    rmSync(path.join(`${out}.tmp-${pid}-0badc0de`, "CNAME"));
    const run = await docsgen(["build", "--quiet", "--force", "--content", content, "--out", out]);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stderr, `docsgen: put back the previous output from out.old-${pid}-0badc0de, left by a build stopped while swapping\n`);
    assertForeignKept(out);
    assert.deepEqual(besideOut(out), []);
  });

  test("killed while carrying the user's files over (the new site in place): the next build carries the rest", { timeout: 600_000 }, async () => {
    for (const [rel, text] of Object.entries(FOREIGN)) write(path.join(out, rel), text);
    const pid = deadPid();
    const fresh = path.join(TMP, "swapped", "fresh");
    assert.equal((await docsgen(["build", "--quiet", "--content", content, "--out", fresh])).code, 0);
    renameSync(out, `${out}.old-${pid}-0badc0de`);
    renameSync(fresh, out);
    // One file had been carried over when the build was killed.
    renameSync(path.join(`${out}.old-${pid}-0badc0de`, "CNAME"), path.join(out, "CNAME"));
    const run = await docsgen(["build", "--quiet", "--force", "--content", content, "--out", out]);
    assert.deepEqual([run.code, run.stderr], [0, ""]);
    assertForeignKept(out);
    assert.deepEqual(besideOut(out), []);
  });
});

describe("the output lock", () => {
  const out = path.join(TMP, "locked", "out");
  const lock = `${out}.lock`;

  test("a lock left by a process that is gone is taken over", { timeout: 300_000 }, async () => {
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(lock, JSON.stringify({ pid: Number(dead.stdout), host: os.hostname(), started: "2026-01-01T00:00:00.000Z" }));
    const run = await docsgen(["build", "--quiet", "--content", content, "--out", out]);
    assert.deepEqual([run.code, run.stderr], [0, ""]);
    assert.equal(existsSync(lock), false, "the lock was not released");
  });

  test("a lock held by a live process is waited for, with a message naming it", { timeout: 300_000 }, async () => {
    const holder = { pid: process.pid, host: os.hostname(), started: "2026-01-01T00:00:00.000Z" };
    writeFileSync(lock, JSON.stringify(holder));
    const build = start(["build", "--quiet", "--force", "--content", content, "--out", out]);
    let stderr = "";
    build.child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    await until(() => stderr.includes("waiting") || build.child.exitCode !== null);
    assert.equal(stderr, `docsgen: waiting for the build with PID ${process.pid} (started 2026-01-01T00:00:00.000Z) to finish writing ${shown(out)}\n`);
    assert.equal(build.child.exitCode, null, "the build did not wait");
    rmSync(lock);
    const run = await build.done;
    assert.equal(run.code, 0, run.stderr);
    assert.ok(existsSync(path.join(out, "index.html")));
  });

  test("a lock that is a folder is a clear usage error at once, never a spin (exit 2)", { timeout: 300_000 }, async () => {
    mkdirSync(lock, { recursive: true });
    try {
      const run = await docsgen(["build", "--quiet", "--force", "--content", content, "--out", out]);
      assert.deepEqual([run.code, run.stderr], [2, `docsgen: ${lock} is a folder, not a docsgen lock file; remove it if no build is running\n`]);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  });
});

describe("output targets that cannot be written", () => {
  test("--out naming a regular file is a usage error (exit 2)", async () => {
    const file = path.join(TMP, "a-file");
    writeFileSync(file, "not a folder\n");
    const run = await docsgen(["build", "--content", content, "--out", file]);
    assert.deepEqual(run, {
      code: 2,
      signal: null,
      stdout: "",
      stderr: `docsgen: refusing to write the site to ${file}: it is a file, not a directory\n`,
    });
    assert.equal(readFileSync(file, "utf8"), "not a folder\n");
  });

  test("--out below a regular file is a usage error (exit 2)", async () => {
    const file = path.join(TMP, "b-file");
    writeFileSync(file, "x");
    const run = await docsgen(["build", "--content", content, "--out", path.join(file, "out")]);
    assert.deepEqual([run.code, run.stderr], [2, `docsgen: refusing to write the site to ${path.join(file, "out")}: ${file} is a file, not a directory\n`]);
  });

  test("--out with a name too long for the file system is a clear usage error naming it (exit 2)", async () => {
    const out = path.join(TMP, "x".repeat(300));
    const run = await docsgen(["build", "--quiet", "--content", content, "--out", out]);
    assert.equal(run.code, 2, run.stderr);
    assert.match(run.stderr, /^docsgen: the path is too long for the file system \(ENAMETOOLONG\): \S+\n {2}hint: choose a shorter path\n$/);
  });

  test("an empty --out or --content is a usage error (exit 2)", async () => {
    assert.deepEqual(
      [(await docsgen(["build", "--content", content, "--out", ""])).stderr, (await docsgen(["build", "--content", ""])).stderr],
      ["docsgen: --out needs a folder name (it was empty)\n", "docsgen: --content needs a folder name (it was empty)\n"],
    );
  });

  test("a read-only file system under --out: a clear error naming the path (exit 2), not an internal one", { timeout: 300_000 }, async (t) => {
    const mount = path.join(TMP, "read-only");
    mkdirSync(mount, { recursive: true });
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=4m,ro", "tmpfs", mount], { stdio: "ignore" });
    } catch {
      t.skip("SKIPPED: mounting a read-only tmpfs needs root with CAP_SYS_ADMIN (CI runs as root); the EROFS case was not exercised");
      return;
    }
    try {
      const run = await docsgen(["build", "--quiet", "--content", content, "--out", path.join(mount, "out")]);
      assert.equal(run.code, 2, run.stderr);
      assert.match(run.stderr, /^docsgen: read-only file system \(EROFS\): \S+\n {2}hint: choose a folder on a writable file system/);
    } finally {
      execFileSync("umount", [mount]);
    }
  });

  test("a full disk: 'no space left on device while writing ...', exit 1, the previous out/ intact", { timeout: 600_000 }, async (t) => {
    const mount = path.join(TMP, "small-disk");
    mkdirSync(mount, { recursive: true });
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=24m", "tmpfs", mount], { stdio: "ignore" });
    } catch {
      t.skip("SKIPPED: mounting a small tmpfs needs root with CAP_SYS_ADMIN (CI runs as root); the ENOSPC case was not exercised");
      return;
    }
    try {
      const out = path.join(mount, "out");
      const first = await docsgen(["build", "--quiet", "--content", content, "--out", out]);
      assert.equal(first.code, 0, first.stderr);
      const before = hashTree(out);
      // Leave about 64 KB free: the next build's files do not fit.
      const free = Number(execFileSync("df", ["--output=avail", "-B1", mount], { encoding: "utf8" }).split("\n")[1]);
      writeFileSync(path.join(mount, "filler"), Buffer.alloc(Math.max(free - 64 * 1024, 0)));
      const run = await docsgen(["build", "--force", "--content", content, "--out", out]);
      assert.equal(run.code, 1);
      assert.match(
        run.stderr,
        new RegExp(`^docsgen: no space left on device while writing ${escapeRegExp(shown(out))}/\\S+; the previous output is unchanged\\n$`),
      );
      assert.equal(hashTree(out), before);
      assert.deepEqual(besideOut(out), []);
    } finally {
      execFileSync("umount", [mount]);
    }
  });
});
