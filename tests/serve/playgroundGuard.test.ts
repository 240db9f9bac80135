// The compile endpoint accepts only what the editor sends: no compiler flag or file name from the request or
// from a source's config attribute reaches bsc (a stand-in bsc records its command line), one compile at a
// time per compiler with a short queue ("busy" beyond it), a killed compiler after the time limit, and the
// endpoint under plain `docsgen serve` (no --watch) with the same token and origin checks.
import assert from "node:assert/strict";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { createPlaygroundCompiler, PlaygroundBusyError, readCompileRequest, type PlaygroundCompiler } from "../../src/playground/createPlaygroundCompiler.ts";
import { createSiteServer } from "../../src/serve/createSiteServer.ts";
import type { ServeHandle } from "../../src/serve/startServe.ts";
import type { PreparedToolchain } from "../../src/toolchain/prepareToolchain.ts";
import { eventually, httpPost, servePlaygroundProject } from "./support.ts";

let dir: string;
before(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "docsgen-pg-guard-"));
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** A toolchain whose bsc is a shell script: it appends its arguments to `log` (one a line), then runs `then`. */
function fakeToolchain(name: string, then = "", version = "12.0.2", args: readonly string[] = []): { toolchain: PreparedToolchain; log: string } {
  const home = path.join(dir, name);
  mkdirSync(home, { recursive: true });
  const log = path.join(home, "argv.log");
  const bsc = path.join(home, "bsc");
  writeFileSync(bsc, `#!/bin/sh\nprintf '%s\\n' "--run--" "$@" >> '${log}'\n${then}\n`);
  chmodSync(bsc, 0o755);
  const toolchain: PreparedToolchain = {
    id: name,
    install: { packageDir: home, version, bsc },
    key: name,
    workspace: home,
    args: [...args, "-bs-package-output", "esmodule:.:.res.js"],
    suffix: ".res.js",
  };
  return { toolchain, log };
}

/** A gate a fake bsc waits at (`then: waitAt(gate)`) until the test opens it: "busy" without a span of time. */
const waitAt = (gate: string) => `while [ ! -e '${gate}' ]; do sleep 0.01; done`;

const argvOf = (log: string) => (existsSync(log) ? readFileSync(log, "utf8").split("\n").filter(Boolean) : []);

const compileOf = (source: string) => ({ action: "compile", source, version: "v12.0.2", moduleSystem: "esmodule" }) as const;

describe("no compiler flag reaches bsc from the source or the request", () => {
  const hostile = [
    '@@config({flags: ["-ppx", "/bin/sh"]})\nlet x = 1',
    '@@bs.config({flags: ["-ppx", "/bin/sh"]})\nlet x = 1',
    '@@config({flags: ["-I", "/etc"]})\nlet x = 1',
    '@@bs.config({flags: ["-I", "/etc"]})\nlet x = 1',
    '@@config({flags: ["-w", "-8", "-ppx", "/bin/sh"]})\nlet x = 1',
    '@@config({flags: ["-w", "-8 -ppx /bin/sh"]})\nlet x = 1',
    '@@ bs . config({flags: ["-I", "/etc"]})\nlet x = 1',
    "@@config({flags: list})\nlet x = 1",
  ];

  test("a config attribute asking for -ppx or -I is refused before bsc runs", async () => {
    const { toolchain, log } = fakeToolchain("source-flags");
    const compiler = createPlaygroundCompiler([async () => toolchain]);
    for (const source of hostile) {
      const result = await compiler.handle(compileOf(source));
      assert.equal(result.type, "other_error", source);
    }
    assert.deepEqual(argvOf(log), [], "bsc never ran");
    // An allowed flag still reaches it, and the command line holds nothing else of the source.
    await compiler.handle(compileOf('@@config({flags: ["-w", "-8"]})\nlet x = 1'));
    const argv = argvOf(log);
    assert.deepEqual(argv, ["--run--", "-bs-package-output", "esmodule:.:.res.js", "-w", "-8", "Playground.res"]);
  });

  test("the reader's warning flags reach bsc as one -w argument; anything else in them is refused", async () => {
    const { toolchain, log } = fakeToolchain("warn-flags");
    const compiler = createPlaygroundCompiler([async () => toolchain]);
    const request = readCompileRequest({ ...compileOf("let x = 1"), warnFlags: "+a-4-9@8" });
    assert.deepEqual(request, { ...compileOf("let x = 1"), warnFlags: "+a-4-9@8" });
    await compiler.handle(request!);
    assert.deepEqual(argvOf(log), ["--run--", "-bs-package-output", "esmodule:.:.res.js", "-w", "+a-4-9@8", "Playground.res"]);
    for (const warnFlags of ["+a -ppx /bin/sh", "-I/etc", "+a;rm", 8, ["+a"], "+a".repeat(101)]) {
      assert.equal(readCompileRequest({ ...compileOf("let x = 1"), warnFlags }), undefined, JSON.stringify(warnFlags));
    }
    assert.deepEqual(readCompileRequest({ ...compileOf("let x = 1"), warnFlags: "" }), compileOf("let x = 1"), "empty: the defaults");
  });

  test("the reader's JSX version replaces the toolchain's where the compiler has it (3 or 4 on v10); anything else is refused or ignored", async () => {
    const { toolchain, log } = fakeToolchain("jsx", "", "10.1.4", ["-bs-jsx", "3"]);
    const compiler = createPlaygroundCompiler([async () => toolchain]);
    const v10 = { action: "compile", source: "let x = 1", version: "v10.1.4", moduleSystem: "esmodule" } as const;
    await compiler.handle(readCompileRequest({ ...v10, jsx: "4" })!);
    await compiler.handle(readCompileRequest(v10)!);
    assert.deepEqual(argvOf(log), [
      ...["--run--", "-bs-package-output", "es6:.:.res.js", "-bs-jsx", "4", "Playground.res"],
      ...["--run--", "-bs-jsx", "3", "-bs-package-output", "es6:.:.res.js", "Playground.res"],
    ]);
    for (const jsx of ["5", "4 -ppx /bin/sh", 4, ["4"], ""]) assert.equal(readCompileRequest({ ...v10, jsx }), undefined, JSON.stringify(jsx));
    const { toolchain: v12, log: log12 } = fakeToolchain("jsx12", "", "12.0.2", ["-bs-jsx", "4"]);
    await createPlaygroundCompiler([async () => v12]).handle(readCompileRequest({ ...compileOf("let x = 1"), jsx: "3" })!);
    assert.deepEqual(argvOf(log12), ["--run--", "-bs-jsx", "4", "-bs-package-output", "esmodule:.:.res.js", "Playground.res"], "v12 has no JSX 3");
  });

  test("the request has action, source, version, moduleSystem, warnFlags and jsx only: extra fields are refused", () => {
    const ok = compileOf("let x = 1");
    assert.deepEqual(readCompileRequest(ok), ok);
    for (const extra of [{ flags: ["-ppx", "/bin/sh"] }, { args: ["-I", "/etc"] }, { file: "/etc/passwd" }, { cwd: "/" }]) {
      assert.equal(readCompileRequest({ ...ok, ...extra }), undefined, JSON.stringify(extra));
    }
    assert.equal(readCompileRequest([ok]), undefined);
    assert.equal(readCompileRequest({ ...ok, version: "-ppx" }), undefined);
  });

  test("over HTTP: extra fields get 400 and the hostile sources an error, and bsc only ever sees Playground.res", async () => {
    const { toolchain, log } = fakeToolchain("http-flags");
    const server = serverFor(createPlaygroundCompiler([async () => toolchain]));
    try {
      const base = await listen(server);
      const url = `${base}/__docsgen/compile?token=${TOKEN}`;
      for (const extra of [{ flags: ["-ppx", "/bin/sh"] }, { args: ["-I", "/etc"] }, { file: "../../etc/passwd" }]) {
        const res = await post(url, JSON.stringify({ ...compileOf("let x = 1"), ...extra }), base);
        assert.equal(res.status, 400, JSON.stringify(extra));
      }
      for (const source of hostile) {
        const res = await post(url, JSON.stringify(compileOf(source)), base);
        assert.equal(res.status, 200);
        assert.equal((JSON.parse(res.body) as { type: string }).type, "other_error", source);
      }
      assert.deepEqual(argvOf(log), []);
      const fine = await post(url, JSON.stringify(compileOf("let x = 1")), base);
      assert.equal(fine.status, 200);
      assert.deepEqual(argvOf(log), ["--run--", "-bs-package-output", "esmodule:.:.res.js", "Playground.res"]);
    } finally {
      server.close();
    }
  });
});

describe("one compile at a time per compiler, a short queue, a time limit", () => {
  test("beyond one running and two waiting, a request is answered 503 busy; other compilers are not held up", async () => {
    const gate = path.join(dir, "slow.gate");
    const slow = fakeToolchain("slow", waitAt(gate));
    const quick = fakeToolchain("quick");
    const quickToolchain = { ...quick.toolchain, install: { ...quick.toolchain.install, version: "11.1.4" } };
    const compiler = createPlaygroundCompiler([async () => slow.toolchain, async () => quickToolchain]);
    const server = serverFor(compiler);
    try {
      const base = await listen(server);
      const url = `${base}/__docsgen/compile?token=${TOKEN}`;
      const answers = [1, 2, 3, 4].map(() => post(url, JSON.stringify(compileOf("let x = 1")), base));
      // One runs (held at the gate), two wait, the fourth is answered at once.
      const busy = await Promise.race(answers);
      assert.equal(busy.status, 503);
      assert.deepEqual(Object.keys(JSON.parse(busy.body) as object), ["error", "msg"]);
      assert.equal((JSON.parse(busy.body) as { error: string }).error, "busy");
      await eventually("the slow compiler runs", () => argvOf(slow.log).length > 0);
      const other = await post(url, JSON.stringify({ ...compileOf("let x = 1"), version: "v11.1.4" }), base);
      assert.equal(other.status, 200, "the other compiler answered while the slow one was busy");
      assert.equal(argvOf(slow.log).filter((a) => a === "--run--").length, 1, "the slow one is still on its first compile");
      writeFileSync(gate, "");
      const results = await Promise.all(answers);
      assert.equal(results.filter((r) => r.status === 503).length, 1);
      assert.equal(results.filter((r) => r.status === 200).length, 3);
      assert.equal(argvOf(slow.log).filter((a) => a === "--run--").length, 3);
      // Once the queue drains, the compiler takes requests again.
      assert.equal((await post(url, JSON.stringify(compileOf("let x = 1")), base)).status, 200);
    } finally {
      server.close();
    }
  });

  test("handle itself rejects with PlaygroundBusyError", async () => {
    const gate = path.join(dir, "slow-direct.gate");
    const slow = fakeToolchain("slow-direct", waitAt(gate));
    const compiler = createPlaygroundCompiler([async () => slow.toolchain], { maxWaiting: 0 });
    const first = compiler.handle(compileOf("let x = 1"));
    await eventually("the first compile runs", () => argvOf(slow.log).length > 0);
    await assert.rejects(compiler.handle(compileOf("let x = 1")), PlaygroundBusyError);
    writeFileSync(gate, "");
    assert.equal((await first).type, "success");
  });

  test("a compile past the time limit is stopped and its process killed", async () => {
    const pidFile = path.join(dir, "hang.pid");
    const hang = fakeToolchain("hang", `echo $$ > '${pidFile}'\nexec sleep 30`);
    const compiler = createPlaygroundCompiler([async () => hang.toolchain], { timeoutMs: 500 });
    // The stand-in sleeps 30 s: an answer before then is the time limit's doing.
    const result = await compiler.handle(compileOf("let x = 1"));
    assert.deepEqual(result, { type: "unexpected_error", msg: "compiling took longer than 0.5 s and was stopped" });
    const pid = Number(readFileSync(pidFile, "utf8").trim());
    await eventually("the compiler process is gone", () => {
      try {
        process.kill(pid, 0);
        return false;
      } catch (e) {
        return (e as NodeJS.ErrnoException).code === "ESRCH";
      }
    });
  });
});

describe("plain docsgen serve (no --watch) has the compile endpoint", () => {
  let handle: ServeHandle;
  let serveDir: string;
  before(async () => {
    ({ dir: serveDir, handle } = await servePlaygroundProject({
      watch: false,
      site: {
        name: "Plain Serve Playground",
        docSets: [
          {
            id: "manual",
            base: "/docs/manual",
            title: "Manual",
            storageKey: "manual_version",
            latest: "v12.0.0",
            versions: [{ value: "v12.0.0", label: "v12 (next)" }],
          },
        ],
        exampleRoutes: [{ prefix: "/docs/manual/v12.0.0", toolchain: "v12" }],
      },
    }));
  });
  after(async () => {
    await handle?.close();
    rmSync(serveDir, { recursive: true, force: true });
  });

  test("only /try is handed the token; no live reload; GET, POST and the checks work", async () => {
    const tryHtml = await (await fetch(`${handle.url}/try`)).text();
    const compileUrl = /<meta name="docsgen-compile" content="([^"]+)">/.exec(tryHtml)?.[1] ?? "";
    assert.match(compileUrl, /^\/__docsgen\/compile\?token=[0-9a-f]{32}$/);
    const token = compileUrl.split("token=")[1]!;
    const about = await (await fetch(`${handle.url}/about`)).text();
    assert.ok(!about.includes(token), "other pages do not carry the token");
    assert.ok(!tryHtml.includes("/__docsgen/live.js"), "no live reload without --watch");
    assert.equal((await fetch(`${handle.url}/__docsgen/events?token=${token}`)).status, 404);

    assert.deepEqual(await (await fetch(handle.url + compileUrl)).json(), {
      versions: ["v12.0.2"],
      choices: [{ version: "v12.0.2", label: "v12 (next)", manualVersion: "v12.0.0" }],
    });
    assert.equal((await fetch(`${handle.url}/__docsgen/compile?token=${"0".repeat(32)}`)).status, 403);
    const body = JSON.stringify({ action: "compile", source: 'let x: int = "a"', version: "v12.0.0", moduleSystem: "esmodule" });
    const good = await post(handle.url + compileUrl, body, handle.url);
    assert.equal(good.status, 200);
    assert.equal((JSON.parse(good.body) as { type: string }).type, "type_error", "the manual version names the compiler too");
    assert.equal((await post(handle.url + compileUrl, body, "http://evil.example")).status, 403);
    assert.equal((await post(`${handle.url}/__docsgen/compile?token=${"0".repeat(32)}`, body, handle.url)).status, 403);
    assert.equal((await post(handle.url + compileUrl, body, undefined)).status, 403);
  });
});

const TOKEN = "0123456789abcdef0123456789abcdef";

function serverFor(playground: PlaygroundCompiler): http.Server {
  const page = '<html><head></head><body><div data-playground=""></div></body></html>';
  return createSiteServer({
    source: () => ({ get: (p) => (p === "/try.html" ? page : undefined), late: async () => undefined }),
    host: "127.0.0.1",
    token: TOKEN,
    playground,
  });
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A JSON POST with `origin` as its Origin header (none when undefined). */
function post(url: string, body: string, origin: string | undefined) {
  return httpPost(url, body, { "content-type": "application/json", ...(origin ? { origin } : {}) });
}
