// `docsgen preview` by the HTTP rules: conditional requests (RFC 9110 13.1) and Accept-Encoding with q-values,
// on a hand-made out/ (no build needed).
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { type PreviewHandle, startPreview } from "../../src/preview/startPreview.ts";

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-preview-http-"));
const out = path.join(TMP, "out");
const PAGE = `<!doctype html><title>Page</title><p>${"Some text to compress. ".repeat(100)}</p>`;
const MODIFIED = new Date("2024-01-02T10:00:00Z");
let handle: PreviewHandle;

before(async () => {
  mkdirSync(path.join(out, "page"), { recursive: true });
  writeFileSync(path.join(out, "page", "index.html"), PAGE);
  writeFileSync(path.join(out, "404.html"), `<!doctype html><title>Not found</title>${" ".repeat(2000)}`);
  utimesSync(path.join(out, "page", "index.html"), MODIFIED, MODIFIED);
  handle = await startPreview({ outDir: out, port: 0, host: "127.0.0.1" });
});

after(async () => {
  await handle?.close();
  rmSync(TMP, { recursive: true, force: true });
});

/** A request with headers, the body as sent (never decompressed). */
function request(target: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${handle.url}${target}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("docsgen preview: conditional requests", () => {
  test("a page has an ETag and a Last-Modified (its modification time)", async () => {
    const r = await request("/page");
    assert.equal(r.status, 200);
    assert.match(r.headers.etag!, /^"[0-9a-z]+-[0-9a-z]+"$/);
    assert.equal(r.headers["last-modified"], "Tue, 02 Jan 2024 10:00:00 GMT");
  });

  test("If-None-Match answers 304 for the tag, a list holding it, its weak form and *; 200 for another tag", async () => {
    const etag = (await request("/page")).headers.etag!;
    for (const header of [etag, `"other", ${etag}`, `"a","b",${etag}`, `W/${etag}`, "*"]) {
      const r = await request("/page", { "if-none-match": header });
      assert.equal(r.status, 304, header);
      assert.equal(r.body.length, 0, header);
      assert.equal(r.headers.etag, etag, header);
      assert.equal(r.headers["cache-control"], "public, max-age=0, must-revalidate", header);
    }
    for (const header of ['"other"', `"other", W/"x"`]) assert.equal((await request("/page", { "if-none-match": header })).status, 200, header);
    assert.equal((await request("/page", { "if-none-match": "*" }, "HEAD")).status, 304);
  });

  test("If-Modified-Since answers 304 at or after the modification time, 200 before it or for a date that is no date", async () => {
    for (const [header, status] of [
      ["Tue, 02 Jan 2024 10:00:00 GMT", 304],
      ["Fri, 05 Jan 2024 00:00:00 GMT", 304],
      ["Tue, 02 Jan 2024 09:59:59 GMT", 200],
      ["not a date", 200],
    ] as const)
      assert.equal((await request("/page", { "if-modified-since": header })).status, status, header);
  });

  test("If-None-Match is decided alone when both are sent (If-Modified-Since ignored)", async () => {
    const etag = (await request("/page")).headers.etag!;
    const late = "Fri, 05 Jan 2024 00:00:00 GMT";
    const early = "Mon, 01 Jan 2024 00:00:00 GMT";
    assert.equal((await request("/page", { "if-none-match": '"other"', "if-modified-since": late })).status, 200);
    assert.equal((await request("/page", { "if-none-match": etag, "if-modified-since": early })).status, 304);
  });

  test("the 404 page is never 304", async () => {
    assert.equal((await request("/missing", { "if-none-match": "*" })).status, 404);
  });
});

describe("docsgen preview: Accept-Encoding with q-values", () => {
  test("each header gets the coding it accepts most, brotli first when it likes both as much, identity when it refuses both", async () => {
    for (const [header, coding] of [
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0", undefined],
      ["gzip;q=0, br;q=0", undefined],
      ["gzip, br", "br"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["*", "br"],
      ["*;q=0", undefined],
      ["identity", undefined],
    ] as const) {
      const r = await request("/page", { "accept-encoding": header });
      assert.equal(r.status, 200, header);
      assert.equal(r.headers["content-encoding"], coding, header);
      assert.equal(r.headers.vary, "Accept-Encoding", header);
      const body = coding === "br" ? brotliDecompressSync(r.body) : coding === "gzip" ? gunzipSync(r.body) : r.body;
      assert.equal(body.toString("utf8"), PAGE, header);
      assert.equal(r.headers["content-length"], String(r.body.length), header);
    }
  });

  test("HEAD names the coding and its length, without a body", async () => {
    const get = await request("/page", { "accept-encoding": "br;q=0, gzip" });
    const head = await request("/page", { "accept-encoding": "br;q=0, gzip" }, "HEAD");
    assert.equal(head.headers["content-encoding"], "gzip");
    assert.equal(head.headers["content-length"], String(get.body.length));
    assert.equal(head.body.length, 0);
  });
});
