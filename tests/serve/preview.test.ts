// `docsgen preview`: a built out/ served as a production static host serves it (clean URLs, the 404 page
// with status 404, the site's redirects, compression, caching), read-only, with serve's path and Host
// checks; and the CLI's answers for a missing or stale out/.
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { type PreviewHandle, startPreview } from "../../src/preview/startPreview.ts";
import { docsgen, hashTree } from "../cli/support.ts";
import { eventually, FIXTURE, httpGet, rawGet, rawRequest, REPO } from "./support.ts";

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-preview-"));
const out = path.join(TMP, "out");
let handle: PreviewHandle;
let css = "";

before(async () => {
  const built = await docsgen(["build", "--quiet", "--content", path.join(FIXTURE, "content"), "--out", out]);
  assert.equal(built.code, 0, built.stderr);
  css = readdirSync(path.join(out, "assets")).find((f) => /^site-[A-Z0-9]{8}\.css$/.test(f))!;
  writeFileSync(path.join(TMP, "secret.txt"), "outside out/\n");
  symlinkSync(path.join(TMP, "secret.txt"), path.join(out, "leak.txt"));
  handle = await startPreview({ outDir: out, port: 0, host: "127.0.0.1" });
});

after(async () => {
  await handle?.close();
  rmSync(TMP, { recursive: true, force: true });
});

/** A GET with headers, the body as the server sent it (never decompressed, redirects not followed). */
async function get(target: string, headers: Record<string, string> = {}) {
  const r = await httpGet(`${handle.url}${target}`, headers);
  return { status: r.status, headers: r.headers, body: r.bytes };
}

describe("docsgen preview: what a production host answers", () => {
  test("clean URLs: /about and /about/ are about/index.html; / is index.html", async () => {
    const page = readFileSync(path.join(out, "about", "index.html"));
    for (const target of ["/about", "/about/", "/about?x=1"]) {
      const r = await get(target);
      assert.equal(r.status, 200, target);
      assert.equal(r.headers["content-type"], "text/html; charset=utf-8");
      assert.deepEqual(r.body, page, target);
    }
    assert.deepEqual((await get("/")).body, readFileSync(path.join(out, "index.html")));
  });

  test("an unknown path gets the site's 404 page with status 404", async () => {
    const r = await get("/no/such/page");
    assert.equal(r.status, 404);
    assert.deepEqual(r.body, readFileSync(path.join(out, "404.html")));
  });

  test("the site's redirects (version aliases) answer 301 with the query kept", async () => {
    assert.equal(
      readFileSync(path.join(out, "_redirects"), "utf8"),
      "/docs/manual/latest/guide /docs/manual/v1.0.0/guide 301\n/docs/manual/latest/intro /docs/manual/v1.0.0/intro 301\n",
    );
    const r = await get("/docs/manual/latest/intro?q=1");
    assert.equal(r.status, 301);
    assert.equal(r.headers.location, "/docs/manual/v1.0.0/intro?q=1");
  });

  test("text is compressed with brotli or gzip as the browser accepts; small files and images are sent as they are", async () => {
    const raw = readFileSync(path.join(out, "assets", css));
    const brotli = await get(`/assets/${css}`, { "accept-encoding": "br, gzip" });
    assert.equal(brotli.headers["content-encoding"], "br");
    assert.equal(brotli.headers.vary, "Accept-Encoding");
    assert.deepEqual(brotliDecompressSync(brotli.body), raw);
    assert.ok(brotli.body.length < raw.length / 2, "not compressed much");
    const gzip = await get(`/assets/${css}`, { "accept-encoding": "gzip, deflate" });
    assert.equal(gzip.headers["content-encoding"], "gzip");
    assert.deepEqual(gunzipSync(gzip.body), raw);
    const identity = await get(`/assets/${css}`);
    assert.equal(identity.headers["content-encoding"], undefined);
    assert.deepEqual(identity.body, raw);
    const png = readdirSync(path.join(out, "img")).find((f) => f.endsWith(".png"));
    if (png) assert.equal((await get(`/img/${png}`, { "accept-encoding": "br" })).headers["content-encoding"], undefined);
    const small = await get("/favicon.svg", { "accept-encoding": "br" });
    assert.equal(small.headers["content-type"], "image/svg+xml");
    assert.equal(small.headers["content-encoding"], readFileSync(path.join(out, "favicon.svg")).length < 1024 ? undefined : "br");
  });

  test("content-hashed files are cached for a year; the rest revalidate with an ETag (304)", async () => {
    assert.equal((await get(`/assets/${css}`)).headers["cache-control"], "public, max-age=31536000, immutable");
    const page = await get("/about");
    assert.equal(page.headers["cache-control"], "public, max-age=0, must-revalidate");
    const etag = page.headers.etag!;
    assert.match(etag, /^"[0-9a-z]+-[0-9a-z]+"$/);
    assert.equal((await get("/about", { "if-none-match": etag })).status, 304);
    assert.equal((await get("/sitemap.xml")).headers["content-type"], "application/xml; charset=utf-8");
    assert.equal((await get("/about")).headers["x-content-type-options"], "nosniff");
  });

  test("path tricks, dotfiles and a symlink out of out/ are refused; nothing but GET and HEAD", async () => {
    for (const [target, status] of [
      ["/../secret.txt", 404],
      ["/%2e%2e/secret.txt", 404],
      ["/about%2f..%2f..%2fsecret.txt", 404],
      ["/.docsgen-output", 404],
      ["/a\\b", 400],
      ["/%00", 400],
      ["/leak.txt", 404],
    ] as const) {
      const r = await rawRequest(handle.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${handle.port}\r\nConnection: close\r\n\r\n`);
      assert.equal(r.status, status, target);
      assert.doesNotMatch(r.raw, /outside out\//, target);
    }
    const before = hashTree(out);
    for (const method of ["PUT", "POST", "DELETE"]) {
      const r = await rawRequest(handle.port, `${method} /about HTTP/1.1\r\nHost: 127.0.0.1:${handle.port}\r\nContent-Length: 1\r\nConnection: close\r\n\r\nx`);
      assert.equal(r.status, 405, method);
    }
    assert.equal(hashTree(out), before, "out/ changed");
  });

  test("the Host header is checked as serve checks it", async () => {
    assert.equal((await rawGet(handle.port, "/about", { host: "evil.example" })).status, 403);
    assert.equal((await rawGet(handle.port, "/about", { host: `localhost:${handle.port}` })).status, 200);
    const two = await rawRequest(handle.port, `GET /about HTTP/1.1\r\nHost: 127.0.0.1:${handle.port}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
    assert.equal(two.status, 400);
  });
});

describe("docsgen preview: the command", () => {
  test("an out/ without a built site is a usage error naming the fix (exit 2); nothing is built", async () => {
    const empty = path.join(TMP, "empty");
    const run = await docsgen(["preview", "--out", empty, "--port", "0"]);
    assert.deepEqual(
      [run.code, run.stderr],
      [2, `docsgen: ${path.relative(REPO, empty)} holds no site built by docsgen (no .docsgen-output); run docsgen build first\n`],
    );
    assert.equal((await docsgen(["preview", "--out", out, "--port", "0x10"])).code, 2);
  });

  test("an out/ older than the sources is served with a warning naming the newest source", { timeout: 300_000 }, async () => {
    const project = path.join(TMP, "project");
    execFileSync("mkdir", ["-p", path.join(project, "content")]);
    const page = path.join(project, "content", "page.mdx");
    writeFileSync(page, "x");
    const built = new Date(Date.now() - 60_000);
    utimesSync(path.join(out, ".docsgen-output"), built, built);
    const child = spawn(process.execPath, [path.join(REPO, "bin", "docsgen.js"), "preview", "--out", out, "--port", "0"], { cwd: project });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    await eventually("docsgen preview says where it serves", () => stdout.includes("previewing") || child.exitCode !== null);
    const url = /at (http:\/\/\S+);/.exec(stdout)?.[1];
    const status = url ? (await fetch(`${url}/about`)).status : 0;
    child.kill("SIGTERM");
    const code = await new Promise((resolve) => child.on("exit", resolve));
    assert.equal(status, 200, stdout + stderr);
    assert.equal(
      stderr,
      `docsgen: warning: ${path.relative(project, out)} is older than your sources (content/page.mdx changed after the last build); ` +
        "run docsgen build to see the changes\n",
    );
    assert.equal(code, 0);
  });
});
