// `docsgen preview` stops when the process that started it is gone. `npx docsgen preview` runs docsgen
// through `sh -c`; a SIGTERM to npx's PID ends npx and the shell but never reaches docsgen, which used to keep
// serving the port. Here a small node process stands in for npx and its shell: it starts the preview and is
// killed with SIGKILL (it passes nothing on), and the preview must exit by itself.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { BIN, docsgen, REPO } from "./support.ts";

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-preview-parent-"));
const out = path.join(TMP, "out");
/** The preview's PID, once its parent printed it: stopped after the tests if it is still running (a failure). */
let previewPid = 0;
after(() => {
  if (previewPid > 0) {
    try {
      process.kill(previewPid, "SIGTERM");
    } catch {
      // Already gone: what the test expects.
    }
  }
  rmSync(TMP, { recursive: true, force: true });
});

before(async () => {
  const built = await docsgen(["build", "--quiet", "--content", path.join(REPO, "tests", "fixtures", "sites", "good", "content"), "--out", out]);
  assert.equal(built.code, 0, built.stderr);
});

/** Resolves with everything `stream` carried once every process holding its write end has closed it. */
function readToEnd(stream: NodeJS.ReadableStream, onText: (text: string) => void = () => {}): Promise<string> {
  let text = "";
  stream.on("data", (c: Buffer) => {
    text += c.toString();
    onText(text);
  });
  return new Promise((resolve) => stream.on("close", () => resolve(text)));
}

test("a preview whose parent is killed stops serving and exits", { timeout: 120_000 }, async () => {
  // The parent: starts the preview with its own stdout and stderr (pipes to this test), prints the preview's PID.
  const parentScript = [
    'const { spawn } = require("node:child_process");',
    `const child = spawn(process.execPath, [${JSON.stringify(BIN)}, "preview", "--out", ${JSON.stringify(out)}, "--port", "0"], { stdio: "inherit" });`,
    "process.stderr.write(`preview pid ${child.pid}\\n`);",
  ].join("\n");
  const parent = spawn(process.execPath, ["-e", parentScript], { cwd: REPO, stdio: ["ignore", "pipe", "pipe"] });
  const stdoutDone = readToEnd(parent.stdout!);
  const stderrDone = readToEnd(parent.stderr!, (text) => {
    previewPid = Number(/preview pid (\d+)/.exec(text)?.[1] ?? 0);
  });
  let stdout = "";
  const url = await new Promise<string>((resolve, reject) => {
    parent.stdout!.on("data", (c: Buffer) => {
      stdout += c.toString();
      const found = /at (http:\/\/\S+);/.exec(stdout)?.[1];
      if (found) resolve(found);
    });
    parent.stdout!.on("close", () => reject(new Error(`the preview ended before it served: ${stdout}`)));
  });
  assert.equal((await fetch(`${url}/about`)).status, 200);

  parent.kill("SIGKILL");
  // Both pipes close only when the preview, the last process holding them, has exited.
  const [, stderr] = await Promise.all([stdoutDone, stderrDone]);
  assert.ok(previewPid > 0, stderr);
  previewPid = 0; // it has exited: nothing for `after` to stop
  assert.ok(stderr.endsWith("docsgen: the process that started the preview has exited; stopping\n"), stderr);
  await assert.rejects(fetch(`${url}/about`), "the port still answers");
});
