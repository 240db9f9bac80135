// The progress line of `docsgen build` and `docsgen examples`: on a terminal (a pseudo-terminal made by
// util-linux `script`) one line redrawn with `\r` and cleared at the end; nothing of it through a pipe, under
// --quiet or with CI=true, so logs stay clean.
import assert from "node:assert/strict";
import { execFile, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { BIN, docsgen, REPO } from "./support.ts";

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-progress-"));
after(() => rmSync(TMP, { recursive: true, force: true }));
const content = path.join(TMP, "content");
before(() => cpSync(path.join(REPO, "tests", "fixtures", "sites", "good", "content"), content, { recursive: true }));

/** The environment without CI (the test may itself run in CI), plus `extra`. */
function envWith(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  if (!("CI" in extra)) delete env.CI;
  return env;
}

/** What `docsgen ...args` wrote to a pseudo-terminal (stdout and stderr together), and its exit code. */
function onTerminal(args: readonly string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const command = [process.execPath, BIN, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(" ");
  return new Promise((resolve) => {
    const child = execFile("script", ["-qefc", command, "/dev/null"], { cwd: REPO, env, maxBuffer: 64 * 1024 * 1024 }, (_error, stdout) =>
      resolve({ code: child.exitCode, output: stdout }),
    );
    child.stdin?.end();
  });
}

const ERASE = "\r\x1b[2K";
const hasScript = existsSync("/usr/bin/script");

describe("progress on a terminal", { skip: hasScript ? false : "util-linux `script` is not installed (no pseudo-terminal)" }, () => {
  test("build: the stages and the parse count redrawn in place, then the line cleared before the summary", async () => {
    const run = await onTerminal(["build", "--force", "--content", content, "--out", path.join(TMP, "out-tty")], envWith());
    assert.equal(run.code, 0, run.output);
    assert.match(run.output, /^\r\x1b\[2K {2}config\.\.\. \d+\.\d s\r\x1b\[2K {2}scan\.\.\. \d+\.\d s/);
    assert.match(run.output, /\r\x1b\[2K {2}parse 6\/6\.\.\. \d+\.\d s\r\x1b\[2K {2}examples\.\.\. /);
    assert.match(run.output, /\r\x1b\[2K {2}render\.\.\. \d+\.\d s\r\x1b\[2Kbuilt 10 pages, /);
    assert.ok(!run.output.includes("\n\x1b"), "never a progress line on a line of its own");
  });

  test("build --quiet and CI=true: no progress bytes", async () => {
    const quiet = await onTerminal(["build", "--force", "--quiet", "--content", content, "--out", path.join(TMP, "out-quiet")], envWith());
    assert.equal(quiet.code, 0, quiet.output);
    assert.equal(quiet.output, "");
    const ci = await onTerminal(["build", "--force", "--content", content, "--out", path.join(TMP, "out-ci")], envWith({ CI: "true" }));
    assert.equal(ci.code, 0, ci.output);
    assert.ok(!ci.output.includes(ERASE), JSON.stringify(ci.output));
    assert.match(ci.output, /^built 10 pages, /);
  });

  test("examples: the same line, cleared before the report; none with CI=true", async () => {
    const run = await onTerminal(["examples", "--content", content], envWith());
    assert.match(run.output, /^\r\x1b\[2K {2}config\.\.\. \d+\.\d s/);
    assert.match(run.output, /\r\x1b\[2K\d+ examples checked, /);
    const ci = await onTerminal(["examples", "--content", content], envWith({ CI: "true" }));
    assert.match(ci.output, /^\d+ examples checked, /);
  });
});

describe("serve's progress on a terminal", { skip: hasScript ? false : "util-linux `script` is not installed (no pseudo-terminal)" }, () => {
  // The timeout only turns a line that never comes into a failure instead of a hang.
  test("the address first, then the first build's stages on one line, cleared when it is served", { timeout: 240_000 }, async () => {
    const command = [process.execPath, BIN, "serve", "--port", "0", "--content", content].map((a) => `'${a}'`).join(" ");
    // A process group of its own, stopped by its id once the line was cleared.
    const child = spawn("script", ["-qefc", command, "/dev/null"], { cwd: REPO, env: envWith(), stdio: ["pipe", "pipe", "ignore"], detached: true });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (t: string) => (output += t));
    const cleared =
      /^serving http:\/\/127\.0\.0\.1:\d+; press Ctrl\+C to stop\r\n\r\x1b\[2K {2}config\.\.\. [\s\S]*\r\x1b\[2K {2}render\.\.\. \d+\.\d s\r\x1b\[2K$/;
    try {
      await new Promise<void>((resolve, reject) => {
        const look = () => cleared.test(output) && resolve();
        child.stdout.on("data", look);
        child.on("exit", () => reject(new Error(`serve exited: ${JSON.stringify(output)}`)));
      });
      assert.match(output, /\r\x1b\[2K {2}parse 6\/6\.\.\. /);
    } finally {
      process.kill(-child.pid!, "SIGTERM");
    }
  });
});

describe("no progress through a pipe", () => {
  test("build and examples write no progress bytes to a stderr that is not a terminal", async () => {
    const build = await docsgen(["build", "--force", "--content", content, "--out", path.join(TMP, "out-pipe")], { env: envWith() });
    assert.equal(build.code, 0, build.stderr);
    assert.equal(build.stderr, "");
    const examples = await docsgen(["examples", "--content", content], { env: envWith() });
    assert.equal(examples.stderr, "");
    assert.match(examples.stdout, /^\d+ examples checked, /);
  });
});
