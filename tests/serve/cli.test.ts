// `docsgen serve` through the real binary: loopback by default, a warning when listening elsewhere, usage
// errors for bad ports, and a clean exit on SIGTERM (reliability.md (b) 14).
import { after, describe, test } from "node:test";
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { FIXTURE, httpGet, PATIENCE_MS, rawGet, REPO } from "./support.ts";

const BIN = path.join(REPO, "bin", "docsgen.js");
const CONTENT = path.join(FIXTURE, "content");
const running = new Set<ChildProcess>();

after(() => {
  for (const child of running) child.kill("SIGKILL");
});

/** A `docsgen serve` process and what it printed. */
interface Served {
  readonly child: ChildProcess;
  readonly url: string;
  readonly stdout: () => string;
  readonly stderr: () => string;
  /**
   * Sends SIGTERM and resolves with the exit code (SIGKILL after PATIENCE_MS). Call it after a request was
   * answered: the signal handlers are installed just after the URL is printed.
   */
  stop(): Promise<number | null>;
}

/** Starts `docsgen serve` from the repository root and waits for the line naming its URL. */
function serve(args: readonly string[]): Promise<Served> {
  const child = spawn(process.execPath, [BIN, "serve", "--content", CONTENT, ...args], { cwd: REPO, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout!.setEncoding("utf8").on("data", (s: string) => (stdout += s));
  child.stderr!.setEncoding("utf8").on("data", (s: string) => (stderr += s));
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code, signal) => {
      if (signal) stderr += `[killed by ${signal}]`;
      running.delete(child);
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`docsgen serve printed no URL within ${PATIENCE_MS * 2} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, PATIENCE_MS * 2);
    const look = () => {
      const url = /^serving (http:\/\/\S+?)[;( ]/m.exec(stdout)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({
        child,
        url,
        stdout: () => stdout,
        stderr: () => stderr,
        async stop() {
          child.kill("SIGTERM");
          const kill = setTimeout(() => child.kill("SIGKILL"), PATIENCE_MS);
          const code = await exited;
          clearTimeout(kill);
          return code;
        },
      });
    };
    child.stdout!.on("data", look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`docsgen serve exited with ${code} before serving\nstdout: ${stdout}\nstderr: ${stderr}`));
    });
  });
}

/** Runs `docsgen serve` expecting it to exit by itself. */
function runToExit(args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, "serve", "--content", CONTENT, ...args], { cwd: REPO, stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (s: string) => (stdout += s));
    child.stderr.setEncoding("utf8").on("data", (s: string) => (stderr += s));
    const timer = setTimeout(() => child.kill("SIGKILL"), PATIENCE_MS * 2);
    child.on("exit", (code) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code, stdout, stderr });
    });
  });
}

describe("docsgen serve (CLI)", () => {
  test("listens on 127.0.0.1 by default, without a warning, and exits 0 on SIGTERM", async () => {
    const served = await serve(["--port", "0"]);
    assert.match(served.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.match(served.stdout(), /^serving http:\/\/127\.0\.0\.1:\d+; press Ctrl\+C to stop\n$/);
    assert.equal((await httpGet(`${served.url}/about`)).status, 200);
    assert.equal(await served.stop(), 0);
    assert.equal(served.stderr(), "");
  });

  test("--host 0.0.0.0 prints a warning naming the exposure and listens on every interface", async () => {
    const served = await serve(["--port", "0", "--host", "0.0.0.0", "--watch"]);
    assert.match(served.url, /^http:\/\/0\.0\.0\.0:\d+$/);
    assert.match(served.stdout(), /^serving http:\/\/0\.0\.0\.0:\d+ \(watching for changes\); press Ctrl\+C to stop\n$/);
    assert.equal(served.stderr().split("\n")[0], "docsgen: warning: serving on 0.0.0.0 makes the dev server reachable from other machines on your network");
    const port = Number(new URL(served.url).port);
    assert.equal((await rawGet(port, "/about")).status, 200);
    assert.equal((await rawGet(port, "/about", { host: `0.0.0.0:${port}` })).status, 200);
    assert.equal((await rawGet(port, "/about", { host: `evil.example:${port}` })).status, 403);
    assert.equal(await served.stop(), 0);
  });

  test("--host localhost is loopback: no warning", async () => {
    const served = await serve(["--port", "0", "--host", "localhost"]);
    assert.match(served.url, /^http:\/\/localhost:\d+$/);
    assert.equal((await httpGet(`${served.url}/about`)).status, 200);
    assert.equal(await served.stop(), 0, served.stderr());
    assert.equal(served.stderr(), "");
  });

  for (const port of ["abc", "70000", "-1", "1.5", "", "0x1F90", " 80", "1e3", "+80", "000080"]) {
    test(`--port ${port} is a usage error (exit 2)`, async () => {
      const result = await runToExit(["--port", port]);
      assert.equal(result.code, 2);
      assert.equal(result.stderr, `docsgen: --port must be a number from 0 to 65535, not ${JSON.stringify(port)}\n`);
      assert.equal(result.stdout, "");
    });
  }

  test("a port in use is a clear error naming it (exit 2), not an internal one", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const result = await runToExit(["--port", String(port)]);
      assert.equal(result.code, 2);
      assert.equal(
        result.stderr,
        `docsgen: the port is already in use (EADDRINUSE): 127.0.0.1:${port}\n  hint: stop the other server or choose another --port (0 picks a free one)\n`,
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  test("an address this machine does not have is a clear error (exit 2)", async () => {
    // 192.0.2.1 is TEST-NET-1: never a local address. Binding to it fails at once and sends nothing.
    const result = await runToExit(["--port", "0", "--host", "192.0.2.1"]);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /^docsgen: warning: serving on 192\.0\.2\.1 makes the dev server reachable from other machines on your network\n/);
    assert.match(result.stderr, /\ndocsgen: this machine has no such address \(EADDRNOTAVAIL\): 192\.0\.2\.1\n {2}hint: use --host 127\.0\.0\.1/);
    assert.doesNotMatch(result.stderr, /internal/);
  });

  test("--content that is a file, or empty, is a usage error (exit 2)", async () => {
    const file = path.join(CONTENT, "about.mdx");
    const asFile = await runToExit(["--port", "0", "--content", file]);
    assert.equal(asFile.code, 2);
    assert.equal(asFile.stderr, `docsgen: content directory ${path.relative(REPO, file)} is not a folder\n`);
    const empty = await runToExit(["--port", "0", "--content", ""]);
    assert.equal(empty.code, 2);
    assert.equal(empty.stderr, "docsgen: --content needs a folder name (it was empty)\n");
  });
});
