// The dev server's request -> file mapping over raw sockets (reliability.md (b) 1-13): nothing escapes the
// in-memory site, malformed targets get 400 without a stack trace, and the server keeps answering.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import net from "node:net";
import { rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ServeHandle } from "../../src/serve/startServe.ts";
import { cleanUp, copyFixture, leaks, PATIENCE_MS, rawGet, rawRequest, removeCache, startFixture, type RawResponse } from "./support.ts";

let dir: string;
let handle: ServeHandle;
let logs: string[];

before(async () => {
  dir = copyFixture();
  // Non-ASCII routes (NFC file names).
  writeFileSync(path.join(dir, "content", "café.mdx"), '---\ntitle: "Café"\n---\n\n# Café\n\nNFC name.\n');
  writeFileSync(path.join(dir, "content", "日本語.mdx"), '---\ntitle: "日本語"\n---\n\n# 日本語\n\nJapanese name.\n');
  ({ handle, logs } = await startFixture(dir, false));
});

after(async () => {
  await handle?.close();
  cleanUp(dir);
  removeCache();
});

/** Asserts the response carries nothing secret, no stack trace and no redirect, and that `GET /` still answers 200. */
async function assertSafe(response: RawResponse, what: string): Promise<void> {
  assert.deepEqual(leaks(response.raw, dir), [], `${what}: leaked`);
  assert.equal(response.headers["location"], undefined, `${what}: redirected`);
  const home = await rawGet(handle.port, "/");
  assert.equal(home.status, 200, `${what}: GET / afterwards`);
}

describe("request targets that try to leave the site or confuse the server", () => {
  // [request target, status]. 404s come from the path checks, or from the site's 404 page when the path is
  // well-formed but names no file; 400s from the path checks or from Node's parser.
  const matrix: ReadonlyArray<readonly [string, number]> = [
    // (1) literal traversal
    ["/../parent.txt", 404],
    ["/sub/../../parent.txt", 404],
    // (2) encoded traversal, decoded once; double encoding stays literal
    ["/%2e%2e/parent.txt", 404],
    ["/%2E%2E%2Fparent.txt", 404],
    ["/..%2fparent.txt", 404],
    ["/sub/..%2f..%2fparent.txt", 404],
    ["/%252e%252e%252fparent.txt", 404],
    // (3) siblings sharing the prefix of a served directory
    ["/../out-private/secret.txt", 404],
    ["/..%2fout-private%2fsecret.txt", 404],
    ["/../outsecret.txt", 404],
    ["/../publicsecret.txt", 404],
    // (4) backslashes
    ["/..\\parent.txt", 400],
    ["/%5c..%5cparent.txt", 400],
    ["/sub\\..\\..\\parent.txt", 400],
    // (5) NUL and malformed escapes
    ["/index.html%00.txt", 400],
    ["/%", 400],
    ["/%E0%A4%A", 400],
    ["/%zz", 400],
    // (6) # and ? in the request target
    ["/x#/../../parent.txt", 400],
    ["/sub/#/../../parent.txt", 400],
    ["/sub/?/../../parent.txt", 404],
    // (7) odd request-target forms
    ["http://evil/../parent.txt", 400],
    ["//etc/passwd", 400],
    // (8) symlinks inside public/ and content/ leading outside (file, directory, prefix sibling)
    ["/link-file", 404],
    ["/link-dir/secret.txt", 404],
    ["/link-sibling/secret.txt", 404],
    ["/link-prefix.txt", 404],
    ["/leak", 404],
    // files on disk are never served: the build is in memory
    ["/secret-from-disk.txt", 404],
    ["/parent.txt", 404],
    // (9) dotfiles and sensitive names
    ["/.env", 404],
    ["/%2eenv", 404],
    ["/.ENV", 404],
    ["/.env/.", 404],
    ["/.git/config", 404],
    ["/sub/.DS_Store", 404],
    // (10) would-be open redirects: never a Location header
    ["//evil.example/sub", 400],
    ["//evil.example/%2e%2e", 400],
    ["/\\evil.example/sub", 400],
    ["//evil.example/..%2fsub", 400],
    // (12) an encoded / is not a separator
    ["/guide%2Fintro", 404],
    // control characters and spaces are refused by Node's parser
    ["/a\u0001b", 400],
  ];
  for (const [target, status] of matrix) {
    test(`GET ${JSON.stringify(target)} -> ${status}`, async () => {
      const response = await rawGet(handle.port, target);
      assert.equal(response.status, status);
      await assertSafe(response, target);
    });
  }

  test("OPTIONS * -> 405 (only GET and HEAD are served)", async () => {
    const response = await rawGet(handle.port, "*", { method: "OPTIONS" });
    assert.equal(response.status, 405);
    assert.equal(response.headers["allow"], "GET, HEAD");
    await assertSafe(response, "OPTIONS *");
  });

  test("POST / -> 405", async () => {
    const response = await rawGet(handle.port, "/", { method: "POST", headers: ["Content-Length: 0"] });
    assert.equal(response.status, 405);
    await assertSafe(response, "POST /");
  });

  test("the well-formed neighbours of those targets are served", async () => {
    for (const [target, body] of [
      ["/sub/a.txt", "plain text file\n"],
      ["/.well-known/security.txt", "Contact: mailto:docs@serve.example\n"],
    ] as const) {
      const response = await rawGet(handle.port, target);
      assert.equal(response.status, 200, target);
      assert.equal(response.body, body, target);
    }
    const guide = await rawGet(handle.port, "/guide/intro");
    assert.equal(guide.status, 200);
    assert.match(guide.body, /<h1[^>]*>Guide Intro/);
  });

  test("the site's 404 page answers unknown paths, and 400s carry a short plain-text body", async () => {
    const missing = await rawGet(handle.port, "/no/such/page");
    assert.equal(missing.status, 404);
    assert.equal(missing.headers["content-type"], "text/html; charset=utf-8");
    assert.equal(missing.body, String((await handle.materialize()).get("/404.html")));
    const bad = await rawGet(handle.port, "/%zz");
    assert.equal(bad.body, "400 Bad Request\n");
    assert.equal(bad.headers["content-type"], "text/plain; charset=utf-8");
  });

  test("a symlink created after the server started, then a rebuild, serves nothing from outside", async () => {
    symlinkSync("../parent.txt", path.join(dir, "public", "late-link.txt"));
    symlinkSync("../out-private", path.join(dir, "public", "late-dir"));
    symlinkSync("../../parent.txt", path.join(dir, "content", "guide", "late.mdx"));
    // A legitimate file added at the same time shows that the rebuild did rescan public/.
    writeFileSync(path.join(dir, "public", "late-ok.txt"), "late but fine\n");
    const full = await handle.rebuild();
    assert.equal(full.ok, true);
    const hinted = await handle.rebuild([
      path.join(dir, "public", "late-link.txt"),
      path.join(dir, "public", "late-dir"),
      path.join(dir, "content", "guide", "late.mdx"),
    ]);
    assert.equal(hinted.ok, true);
    assert.equal((await rawGet(handle.port, "/late-ok.txt")).body, "late but fine\n");
    for (const target of ["/late-link.txt", "/late-dir/secret.txt", "/guide/late"]) {
      const response = await rawGet(handle.port, target);
      assert.equal(response.status, 404, target);
      await assertSafe(response, target);
    }
    for (const [p, body] of await handle.materialize()) assert.equal(Buffer.from(body).includes("SECRET"), false, `materialized ${p}`);
    assert.ok(
      logs.some((l) => l.endsWith("content/guide/late.mdx - warning content/outside-symlink: symbolic link leads outside the content directory; skipped")),
      logs.join("\n"),
    );
    for (const link of ["link-file", "link-dir", "link-sibling", "link-prefix.txt", "late-link.txt", "late-dir"]) {
      assert.ok(
        logs.some((l) => l.endsWith(`public/${link} - warning public/outside-symlink: symbolic link leads outside public/; not copied`)),
        `${link}:\n${logs.join("\n")}`,
      );
    }
  });
});

describe("reflected XSS", () => {
  for (const target of [
    "/<script>alert(1)</script>",
    "/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
    "/%3Cscript%3Ealert(1)%3C/script%3E.asp",
    "/?%22%3E%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E",
    "/about?%22%3E%3Cscript%3Ealert(1)%3C/script%3E",
  ]) {
    test(`GET ${target} never echoes the target`, async () => {
      const response = await rawGet(handle.port, target);
      assert.ok([200, 404].includes(response.status), String(response.status));
      assert.equal(response.headers["content-type"], "text/html; charset=utf-8");
      assert.equal(response.headers["x-content-type-options"], "nosniff");
      assert.equal(response.body.includes("alert(1)"), false);
      assert.equal(response.body.includes("onerror"), false);
      await assertSafe(response, target);
    });
  }
});

describe("responses", () => {
  test("Range beyond the end -> 416 with the length", async () => {
    const response = await rawGet(handle.port, "/", { headers: ["Range: bytes=999999999-"] });
    assert.equal(response.status, 416);
    const length = Buffer.byteLength(String((await handle.materialize()).get("/index.html")));
    assert.equal(response.headers["content-range"], `bytes */${length}`);
    await assertSafe(response, "Range");
  });

  test("content types, nosniff and no-store on every kind of file", async () => {
    const files = [...(await handle.materialize()).keys()];
    const css = files.find((p) => /^\/assets\/site-[^/]+\.css$/.test(p));
    const js = files.find((p) => /^\/assets\/main-[^/]+\.js$/.test(p));
    assert.ok(css && js, "the build has a stylesheet and a main script");
    const expected: ReadonlyArray<readonly [string, string]> = [
      ["/", "text/html; charset=utf-8"],
      ["/about", "text/html; charset=utf-8"],
      ["/about/", "text/html; charset=utf-8"],
      ["/404.html", "text/html; charset=utf-8"],
      [css, "text/css; charset=utf-8"],
      [js, "text/javascript; charset=utf-8"],
      ["/pic.svg", "image/svg+xml"],
      ["/sitemap.xml", "application/xml; charset=utf-8"],
      ["/blog/feed.xml", "application/xml; charset=utf-8"],
      ["/search/manifest.json", "application/json; charset=utf-8"],
      ["/sub/a.txt", "text/plain; charset=utf-8"],
    ];
    for (const [target, type] of expected) {
      const response = await rawGet(handle.port, target);
      assert.equal(response.status, 200, target);
      assert.equal(response.headers["content-type"], type, target);
      assert.equal(response.headers["x-content-type-options"], "nosniff", target);
      assert.equal(response.headers["cache-control"], "no-store", target);
      assert.equal(response.headers["content-length"], String(Buffer.byteLength(response.body)), target);
    }
  });

  test("HEAD answers the headers of GET without a body", async () => {
    const get = await rawGet(handle.port, "/about");
    const head = await rawGet(handle.port, "/about", { method: "HEAD" });
    assert.equal(head.status, 200);
    assert.equal(head.headers["content-length"], get.headers["content-length"]);
    assert.equal(head.body, "");
  });

  test("pages without --watch carry no live-reload script, and its endpoints do not exist", async () => {
    assert.equal((await rawGet(handle.port, "/about")).body.includes("/__docsgen/"), false);
    assert.equal((await rawGet(handle.port, "/__docsgen/live.js")).status, 404);
    assert.equal((await rawGet(handle.port, "/__docsgen/events?token=00")).status, 404);
  });

  test("non-ASCII routes are served at their percent-encoded URLs", async () => {
    const cafe = await rawGet(handle.port, "/caf%C3%A9");
    assert.equal(cafe.status, 200);
    assert.match(cafe.body, /<h1[^>]*>Café/);
    const japanese = await rawGet(handle.port, `/${encodeURIComponent("日本語")}/`);
    assert.equal(japanese.status, 200);
    assert.match(japanese.body, /<h1[^>]*>日本語/);
  });
});

describe("resilience", () => {
  test("hanging connections with partial headers do not stop the server", async () => {
    const sockets: net.Socket[] = [];
    try {
      await Promise.all(
        Array.from(
          { length: 200 },
          () =>
            new Promise<void>((resolve, reject) => {
              const socket = net.connect(handle.port, "127.0.0.1", () => {
                socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${handle.port}\r\nX-Partial: `);
                resolve();
              });
              socket.on("error", () => undefined);
              socket.setTimeout(PATIENCE_MS * 3, () => reject(new Error("socket never connected")));
              sockets.push(socket);
            }),
        ),
      );
      const response = await rawGet(handle.port, "/about");
      assert.equal(response.status, 200);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  test("requests Node's parser refuses (oversized headers, garbage) get 400, and the server lives on", async () => {
    const huge = await rawGet(handle.port, "/", { headers: [`X-Big: ${"a".repeat(20_000)}`] });
    assert.equal(huge.status, 400);
    await assertSafe(huge, "huge header");
    const garbage = await rawRequest(handle.port, "\u0000\u0001 garbage\r\n\r\n");
    assert.equal(garbage.status, 400);
    await assertSafe(garbage, "garbage");
  });
});

describe("file names stored in NFD", () => {
  test("a page whose file name is stored decomposed (NFD) is served at its NFC URL", async () => {
    const file = path.join(dir, "content", "re\u0301sume\u0301.mdx");
    writeFileSync(file, '---\ntitle: "Résumé"\n---\n\n# Résumé\n\nNFD name.\n');
    try {
      const outcome = await handle.rebuild([file]);
      assert.deepEqual(
        logs.filter((l) => l.includes("sume")),
        [],
      );
      assert.equal(outcome.ok, true);
      assert.equal((await rawGet(handle.port, "/r%C3%A9sum%C3%A9")).status, 200);
    } finally {
      rmSync(file);
      await handle.rebuild([file]);
    }
  });
});
