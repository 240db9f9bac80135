// The Content-Type serve and preview send: mime-db's types (with charset for text), our two own, binary for the rest.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { contentTypeOf } from "../../../src/serve/contentTypeOf.ts";

describe("contentTypeOf", () => {
  test("the site's own files", () => {
    assert.deepEqual(
      ["/index.html", "/assets/main-A1.js", "/assets/chunk.mjs", "/assets/site.css", "/search/manifest.json", "/feed.xml", "/robots.txt"].map(contentTypeOf),
      [
        "text/html; charset=utf-8",
        "text/javascript; charset=utf-8",
        "text/javascript; charset=utf-8",
        "text/css; charset=utf-8",
        "application/json; charset=utf-8",
        "application/xml; charset=utf-8",
        "text/plain; charset=utf-8",
      ],
    );
  });

  test("images, fonts and media, including kinds a hand-written table missed (pdf, avif, web manifest, ttf, mp3)", () => {
    assert.deepEqual(
      ["/logo.svg", "/a.PNG", "/b.jpeg", "/favicon.ico", "/f.woff2", "/v.webm", "/m.wasm", "/doc.pdf", "/p.avif", "/site.webmanifest", "/f.ttf", "/s.mp3"].map(
        contentTypeOf,
      ),
      [
        "image/svg+xml",
        "image/png",
        "image/jpeg",
        "image/x-icon",
        "font/woff2",
        "video/webm",
        "application/wasm",
        "application/pdf",
        "image/avif",
        "application/manifest+json; charset=utf-8",
        "font/ttf",
        "audio/mpeg",
      ],
    );
  });

  test("no extension or an unknown one is binary", () => {
    assert.deepEqual(["/LICENSE", "/a.unknownext", "/dir.d/file", "/"].map(contentTypeOf), Array(4).fill("application/octet-stream"));
  });
});
