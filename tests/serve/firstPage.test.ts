// serve answers before its first build is done: the address is known as soon as the server listens (the
// build held at its first step meanwhile), requests during that build get a page saying so that reloads itself
// (live reload with --watch, a meta refresh without), and a site whose examples are slow to compile (a stand-in
// compiler waiting at a gate file) is served before they are compiled, then reloaded where they are filled in,
// ending equal to a clean build.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { resolvePaths } from "../../src/config/resolvePaths.ts";
import { materializeOutput } from "../../src/output/SiteOutput.ts";
import { buildSite } from "../../src/pipeline/buildSite.ts";
import { type ServeHandle, startServe } from "../../src/serve/startServe.ts";
import { PENDING_OUTPUT } from "../../src/toolchain/applyExampleOutcomes.ts";
import {
  asBuffers,
  CACHE,
  cleanUp,
  copyFixture,
  differingPaths,
  eventually,
  fixturePaths,
  httpGet,
  instrumentBuilds,
  openEvents,
  PATIENCE_MS,
  REPO,
  removeCache,
} from "./support.ts";
import { writeApiFixtureSite } from "../support/writeApiFixtureSite.ts";

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) cleanUp(dir);
  removeCache();
});

const BUILDING = "docsgen is building the site; this page reloads when it is ready.";

/** Starts serving `dir` with its first build held at its first step; resolves once the server listens and the build is held. */
async function startHeld(dir: string, watch: boolean) {
  const builds = instrumentBuilds(path.join(dir, "content", "site.json"));
  builds.hold();
  let url: string | undefined;
  const starting = startServe({ paths: fixturePaths(dir), port: 0, host: "127.0.0.1", watch, log: () => undefined, onListening: (u) => (url = u) });
  let started: ServeHandle | undefined;
  void starting.then((h) => (started = h));
  await eventually("the server listens", () => url !== undefined);
  await eventually("the first build reaches the hold", () => builds.held === 1);
  return { builds, url: url!, starting, done: () => started };
}

describe("serve listens before its first build", () => {
  test("the address comes at once, requests get the building page, and live reload reloads it once the build is served", async () => {
    const dir = copyFixture();
    dirs.push(dir);
    const held = await startHeld(dir, true);
    let handle: ServeHandle | undefined;
    try {
      assert.match(held.url, /^http:\/\/127\.0\.0\.1:\d+$/);
      assert.equal(held.done(), undefined, "startServe has not resolved: its build is held");
      for (const target of ["/about", "/", "/docs/manual/latest/intro", "/no-such-page"]) {
        const res = await httpGet(`${held.url}${target}`);
        assert.equal(res.status, 200, target);
        assert.match(res.headers["content-type"] ?? "", /^text\/html/);
        assert.ok(res.body.includes(BUILDING), `${target}: ${res.body}`);
        assert.ok(res.body.includes('<meta http-equiv="refresh" content="10">'), "a slow refresh in case a reload came before the script connected");
        assert.ok(res.body.includes('<script src="/__docsgen/live.js"></script>'), "the live-reload script");
      }
      const script = await httpGet(`${held.url}/__docsgen/live.js`);
      const token = /events\?token=([0-9a-f]+)/.exec(script.body)?.[1];
      assert.ok(token, "live reload works during the first build");
      const events = await openEvents({ url: held.url } as ServeHandle, `?token=${token}`);
      try {
        held.builds.release();
        assert.deepEqual(await events.waitFor((m) => m.type === "reload", { what: "reload" }), { type: "reload", routes: [], all: true });
        handle = await held.starting;
        const about = await httpGet(`${held.url}/about`);
        assert.equal(about.status, 200);
        assert.ok(!about.body.includes(BUILDING));
        assert.match(about.body, /<h1[^>]*>About/);
      } finally {
        events.close();
      }
    } finally {
      held.builds.release();
      held.builds.restore();
      await (handle ?? (await held.starting)).close();
    }
  });

  test("without --watch the building page refreshes itself and has no live-reload script", async () => {
    const dir = copyFixture();
    dirs.push(dir);
    const held = await startHeld(dir, false);
    try {
      const res = await httpGet(`${held.url}/about`);
      assert.equal(res.status, 200);
      assert.ok(res.body.includes(BUILDING));
      assert.ok(res.body.includes('<meta http-equiv="refresh" content="2">'));
      assert.ok(!res.body.includes("/__docsgen/live.js"));
    } finally {
      held.builds.release();
      held.builds.restore();
      await (await held.starting).close();
    }
  });
});

describe("pages before their examples", () => {
  const page =
    '---\ntitle: "Examples"\n---\n\n# Examples\n\n<CodeTab labels={["ReScript", "JS Output"]}>\n\n```res example\nlet answer = 42\n```\n\n</CodeTab>\n';

  /** A project whose one toolchain is a stand-in compiler (by absolute path) that compiles only once `gate` exists. */
  function slowProject(): { dir: string; gate: string } {
    const dir = mkdtempSync(path.join(os.tmpdir(), "docsgen-serve-slow-"));
    dirs.push(dir);
    const compiler = path.join(dir, "fake-rescript");
    const gate = path.join(dir, "gate");
    mkdirSync(path.join(compiler, "linux"), { recursive: true });
    writeFileSync(path.join(compiler, "package.json"), JSON.stringify({ name: "fake-rescript", version: "10.1.4" }));
    const bsc = path.join(compiler, "linux", "bsc.exe");
    // Its last argument is the source file; it writes `<name>.js` beside it (the suffix of a v10 compiler).
    const script = [
      "#!/bin/sh",
      'for last; do :; done\n[ "$last" = "-warn-help" ] && exit 0',
      `while [ ! -e '${gate}' ]; do sleep 0.01; done`,
      'name=$(basename "$last" .res)',
      "printf 'var answer = 42;\\n\\nexport {\\n  answer ,\\n}\\n' > \"$name.js\"",
    ].join("\n");
    writeFileSync(bsc, `${script}\n`);
    chmodSync(bsc, 0o755);
    const content = path.join(dir, "content");
    mkdirSync(content);
    writeFileSync(path.join(content, "site.json"), JSON.stringify({ toolchains: { fake: { compiler, libraries: [], open: [] } }, defaultToolchain: "fake" }));
    writeFileSync(path.join(content, "examples.mdx"), page);
    writeFileSync(path.join(content, "about.mdx"), '---\ntitle: "About"\n---\n\n# About\n\nNo examples here.\n');
    return { dir, gate };
  }

  // The stand-in sits where a linux-x64 bsc.exe goes.
  const skip = process.platform === "linux" && process.arch === "x64" ? false : "the stand-in compiler is a linux-x64 one";
  test("pages are served while examples compile, reloaded once they are filled in, and then equal a clean build", { skip }, async () => {
    const { dir, gate } = slowProject();
    const paths = { ...resolvePaths({ root: REPO, content: path.join(dir, "content"), out: path.join(dir, "out") }), cache: CACHE };
    const logs: string[] = [];
    let url: string | undefined;
    const starting = startServe({ paths, port: 0, host: "127.0.0.1", watch: true, log: (l) => logs.push(l), onListening: (u) => (url = u) });
    let handle: ServeHandle | undefined;
    try {
      await eventually("the server listens", () => url !== undefined);
      let first = "";
      await eventually("the examples page is served with its examples pending", async () => {
        first = (await httpGet(`${url}/examples`)).body;
        return !first.includes(BUILDING);
      });
      assert.ok(first.includes(PENDING_OUTPUT), "the JS Output tab says the example is being compiled");
      assert.match((await httpGet(`${url}/about`)).body, /No examples here\./);
      const token = /events\?token=([0-9a-f]+)/.exec((await httpGet(`${url}/__docsgen/live.js`)).body)?.[1];
      const events = await openEvents({ url: url! } as ServeHandle, `?token=${token}`);
      try {
        // The stand-in compiler waits at the gate: nothing above could have waited for the examples.
        writeFileSync(gate, "");
        const reload = await events.waitFor((m) => m.type === "reload", { what: "reload" });
        assert.deepEqual(reload, { type: "reload", routes: ["/examples"], all: false });
      } finally {
        events.close();
      }
      handle = await starting;
      const filled = (await httpGet(`${url}/examples`)).body;
      assert.ok(!filled.includes(PENDING_OUTPUT));
      assert.ok(filled.includes("answer"), "the generated JS Output");
      assert.deepEqual(
        logs.filter((l) => l.startsWith("compiled ")).map((l) => l.replace(/\d+ ms/, "N ms")),
        ["compiled 1 example in the background in N ms (reloading 1 page)"],
      );
      const clean = await buildSite({ paths, exampleSeverity: "warning" });
      const served = asBuffers(await handle.materialize());
      const expected = asBuffers(await materializeOutput(clean.output));
      assert.deepEqual(differingPaths(served, expected), [], "files that differ from a clean build");
    } finally {
      writeFileSync(gate, "");
      await (handle ?? (await starting)).close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("docsgen serve stops on SIGTERM while its examples compile in the background, without waiting for them", { skip }, async () => {
    const { dir } = slowProject(); // the gate never opens: the background build cannot finish
    const bin = path.join(REPO, "bin", "docsgen.js");
    const child = spawn(process.execPath, [bin, "serve", "--port", "0", "--content", path.join(dir, "content")], {
      cwd: REPO,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (t: string) => (stdout += t));
    child.stderr.setEncoding("utf8").on("data", (t: string) => (stderr += t));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const kill = setTimeout(() => child.kill("SIGKILL"), PATIENCE_MS);
    try {
      await eventually("serve says it compiles in the background", () => stderr.includes("compiling 1 example in the background"));
      const url = /^serving (http:\/\/\S+?);/m.exec(stdout)?.[1];
      assert.ok(url, stdout);
      assert.match((await httpGet(`${url}/examples`)).body, /Compiling examples…/);
      child.kill("SIGTERM");
      assert.equal(await exited, 0, stderr);
      assert.equal(stderr, "compiling 1 example in the background; their pages reload when they are ready\n");
    } finally {
      clearTimeout(kill);
      child.kill("SIGKILL");
    }
  });
});

describe("pages before the API reference", () => {
  /** A site whose API reference (one legacy module of the v10 compiler, no libraries to compile) is not in its empty cache. */
  function apiProject(): { dir: string; paths: ReturnType<typeof resolvePaths> } {
    const dir = mkdtempSync(path.join(os.tmpdir(), "docsgen-serve-api-"));
    dirs.push(dir);
    const manual = path.join(dir, "content", "docs", "manual", "v10.0.0");
    mkdirSync(manual, { recursive: true });
    writeApiFixtureSite(path.join(dir, "content"));
    writeFileSync(path.join(manual, "sidebar.json"), JSON.stringify({ Overview: ["intro"] }));
    const intro = "See [Dom.Storage](/docs/manual/v10.0.0/api/dom/storage) and [the reference](/docs/manual/v10.0.0/api).";
    writeFileSync(path.join(manual, "intro.mdx"), `---\ntitle: "Intro"\n---\n\n# Intro\n\n${intro}\n`);
    // An empty cache of its own, inside the repository (the templates' bundle in it imports the repository's packages).
    const cache = mkdtempSync(path.join(REPO, ".docsgen-cache", "serve-api-test-"));
    dirs.push(cache);
    const paths = { ...resolvePaths({ root: REPO, content: path.join(dir, "content"), out: path.join(dir, "out") }), cache };
    return { dir, paths };
  }

  test("a first build leaves an API reference not in the cache out; its routes say so until the whole build adds them", async () => {
    const { dir, paths } = apiProject();
    const logs: string[] = [];
    const builds = instrumentBuilds(path.join(dir, "content", "site.json"));
    builds.hold();
    let url: string | undefined;
    const starting = startServe({ paths, port: 0, host: "127.0.0.1", watch: true, log: (l) => logs.push(l), onListening: (u) => (url = u) });
    let handle: ServeHandle | undefined;
    try {
      await eventually("the first build reaches the hold", () => builds.held === 1);
      // The first build goes on; the whole one that follows it waits at the hold.
      builds.release();
      builds.hold();
      await eventually("the whole build reaches the hold", () => builds.held === 1);
      const intro = await httpGet(`${url}/docs/manual/v10.0.0/intro`);
      assert.equal(intro.status, 200);
      assert.ok(!intro.body.includes(BUILDING), "the manual page is served before the API reference");
      assert.ok(intro.body.includes('href="/docs/manual/v10.0.0/api/dom/storage"'), "its link into the reference is kept");
      assert.deepEqual(
        logs.filter((l) => !l.startsWith("compiling ")),
        [],
        "no dead link is reported for the routes still to come",
      );
      assert.deepEqual(logs, ["compiling the API reference (/docs/manual/v10.0.0/api) in the background; their pages reload when they are ready"]);
      for (const route of ["/docs/manual/v10.0.0/api", "/docs/manual/v10.0.0/api/dom/storage", "/docs/manual/v10.0.0/api/dom/storage/"]) {
        const res = await httpGet(`${url}${route}`);
        assert.equal(res.status, 200, route);
        assert.ok(res.body.includes(BUILDING), `${route} says it is coming`);
        assert.ok(res.body.includes('<script src="/__docsgen/live.js"></script>'), `${route}: reloaded when it is ready`);
      }
      assert.equal((await httpGet(`${url}/docs/manual/v10.0.0/no-such-page`)).status, 404, "outside the pending routes a missing page is a 404");
      const token = /events\?token=([0-9a-f]+)/.exec((await httpGet(`${url}/__docsgen/live.js`)).body)?.[1];
      const events = await openEvents({ url: url! } as ServeHandle, `?token=${token}`);
      try {
        builds.release();
        const reload = await events.waitFor((m) => m.type === "reload", { what: "reload" });
        assert.ok(reload.type === "reload" && !reload.all, "only the pages that changed are reloaded");
        for (const route of ["/docs/manual/v10.0.0/api", "/docs/manual/v10.0.0/api/dom", "/docs/manual/v10.0.0/api/dom/storage"]) {
          assert.ok(reload.routes.includes(route), `${route} is reloaded: ${reload.routes.join(", ")}`);
        }
      } finally {
        events.close();
      }
      handle = await starting;
      const storage = await httpGet(`${url}/docs/manual/v10.0.0/api/dom/storage`);
      assert.equal(storage.status, 200);
      assert.ok(!storage.body.includes(BUILDING));
      assert.match(storage.body, /<h1 id="domstorage">Dom\.Storage<\/h1>/);
      const clean = await buildSite({ paths, exampleSeverity: "warning" });
      assert.deepEqual(clean.pendingRoutes, []);
      const served = asBuffers(await handle.materialize());
      const expected = asBuffers(await materializeOutput(clean.output));
      assert.deepEqual(differingPaths(served, expected), [], "files that differ from a clean build");
    } finally {
      builds.release();
      builds.restore();
      await (handle ?? (await starting)).close();
    }
  });
});
