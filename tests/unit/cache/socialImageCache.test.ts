import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { loadOrRenderSocialImages } from "../../../src/cache/socialImageCache.ts";
import type { BlogPost } from "../../../src/site/types.ts";

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-social-cache-"));
after(() => rmSync(TMP, { recursive: true, force: true }));

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="63"><rect width="120" height="63" fill="#e6484f"/></svg>');
const posts = [{ previewImg: "/blog/a.svg" } as unknown as BlogPost];
const publicFiles = new Map<string, Uint8Array>([["/blog/a.svg", SVG]]);

describe("social image cache: untrusted input", () => {
  test("a truncated PNG or a folder in its place is drawn again, never handed to the site", () => {
    const cache = path.join(TMP, "cache");
    const first = [...loadOrRenderSocialImages(posts, publicFiles, cache)];
    assert.equal(first.length, 1);
    const [pngPath, png] = first[0]!;
    const [name] = readdirSync(path.join(cache, "social"));
    const entry = path.join(cache, "social", name!);
    assert.deepEqual(readFileSync(entry), Buffer.from(png));
    truncateSync(entry, 100);
    assert.deepEqual(Buffer.from(loadOrRenderSocialImages(posts, publicFiles, cache).get(pngPath)!), Buffer.from(png));
    assert.deepEqual(readFileSync(entry), Buffer.from(png));
    rmSync(entry);
    mkdirSync(entry);
    writeFileSync(path.join(entry, "inside"), "x");
    assert.deepEqual(Buffer.from(loadOrRenderSocialImages(posts, publicFiles, cache).get(pngPath)!), Buffer.from(png));
    assert.deepEqual(readFileSync(entry), Buffer.from(png));
  });
});
