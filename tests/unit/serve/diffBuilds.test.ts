import { describe, test } from "node:test";
import assert from "node:assert/strict";
import type { SiteOutput } from "../../../src/output/SiteOutput.ts";
import { diffBuilds } from "../../../src/serve/diffBuilds.ts";

/** A page of a fake build: its render key, its key without stylesheet URLs, and the stylesheets it links. */
interface FakePage {
  readonly key: string;
  readonly cssFreeKey: string;
  readonly css?: readonly string[];
}

/** A build's output with the given pages (rendered on request) and other files. */
function fakeBuild(pages: Record<string, FakePage>, files: Record<string, string | Uint8Array> = {}): SiteOutput {
  const all = new Map<string, string | Uint8Array | (() => string)>(Object.entries(files));
  for (const path of Object.keys(pages)) all.set(path, () => `<html>${path}</html>`);
  return {
    files: all,
    fingerprints: new Map(Object.entries(pages).map(([path, p]) => [path, { key: p.key, cssFreeKey: p.cssFreeKey }])),
    css: Object.values(pages)[0]?.css ?? ["/assets/site-A.css"],
    late: async () => new Map(),
  };
}

const INTRO = "/docs/manual/v1.0.0/intro/index.html";
const GUIDE = "/docs/manual/v1.0.0/guide/index.html";
const HOME = "/index.html";
const base = {
  [HOME]: { key: "h1", cssFreeKey: "h1" },
  [INTRO]: { key: "i1", cssFreeKey: "i1" },
  [GUIDE]: { key: "g1", cssFreeKey: "g1" },
};
const assets = {
  "/assets/site-A.css": "body{}",
  "/assets/main-A.js": "x()",
  "/img/a.svg": new Uint8Array([1, 2, 3]),
  "/sitemap.xml": "<urlset/>",
};

describe("diffBuilds", () => {
  test("nothing changed: no message", () => {
    assert.equal(diffBuilds(fakeBuild(base, assets), fakeBuild(base, { ...assets, "/img/a.svg": new Uint8Array([1, 2, 3]) })), undefined);
  });

  test("a changed page reloads its route only", () => {
    const after = fakeBuild({ ...base, [INTRO]: { key: "i2", cssFreeKey: "i2" } }, assets);
    assert.deepEqual(diffBuilds(fakeBuild(base, assets), after), { type: "reload", routes: ["/docs/manual/v1.0.0/intro"], all: false });
  });

  test("a title change seen in the sidebar of two pages reloads both, sorted", () => {
    const after = fakeBuild({ ...base, [INTRO]: { key: "i2", cssFreeKey: "i2" }, [GUIDE]: { key: "g2", cssFreeKey: "g2" } }, assets);
    assert.deepEqual(diffBuilds(fakeBuild(base, assets), after), {
      type: "reload",
      routes: ["/docs/manual/v1.0.0/guide", "/docs/manual/v1.0.0/intro"],
      all: false,
    });
  });

  test("added and removed pages reload their routes (the removed one now answers 404)", () => {
    const before = fakeBuild({ ...base, "/old/index.html": { key: "o", cssFreeKey: "o" } }, assets);
    const after = fakeBuild({ ...base, "/new/index.html": { key: "n", cssFreeKey: "n" } }, assets);
    assert.deepEqual(diffBuilds(before, after), { type: "reload", routes: ["/new", "/old"], all: false });
  });

  test("a changed 404 page is named by its output path", () => {
    const before = fakeBuild({ ...base, "/404.html": { key: "a", cssFreeKey: "a" } }, assets);
    const after = fakeBuild({ ...base, "/404.html": { key: "b", cssFreeKey: "b" } }, assets);
    assert.deepEqual(diffBuilds(before, after), { type: "reload", routes: ["/404.html"], all: false });
  });

  test("a changed redirect page reloads its route", () => {
    const after = fakeBuild(base, { ...assets, "/docs/manual/latest/intro/index.html": '<meta http-equiv=refresh content="0;url=/b">' });
    const before = fakeBuild(base, { ...assets, "/docs/manual/latest/intro/index.html": '<meta http-equiv=refresh content="0;url=/a">' });
    assert.deepEqual(diffBuilds(before, after), { type: "reload", routes: ["/docs/manual/latest/intro"], all: false });
  });

  test("a stylesheet-only change swaps stylesheets without a reload", () => {
    const css = (name: string) =>
      Object.fromEntries(
        Object.entries(base).map(([p, page]) => [p, { key: `${page.key}+${name}`, cssFreeKey: page.cssFreeKey, css: [`/assets/site-${name}.css`] }]),
      );
    const before = fakeBuild(css("A"), assets);
    const { "/assets/site-A.css": _old, ...rest } = assets;
    const after = fakeBuild(css("B"), { ...rest, "/assets/site-B.css": "body{color:red}" });
    assert.deepEqual(diffBuilds(before, after), { type: "css", from: ["/assets/site-A.css"], to: ["/assets/site-B.css"] });
  });

  test("a stylesheet change together with a script change reloads every page", () => {
    const page = (p: FakePage, n: string) => ({ key: `${p.key}${n}`, cssFreeKey: `${p.cssFreeKey}${n}`, css: [`/assets/site-${n}.css`] });
    const before = fakeBuild(Object.fromEntries(Object.entries(base).map(([p, v]) => [p, page(v, "A")])), assets);
    const after = fakeBuild(Object.fromEntries(Object.entries(base).map(([p, v]) => [p, page(v, "B")])), {
      "/assets/site-B.css": "b{}",
      "/assets/main-B.js": "y()",
      "/img/a.svg": assets["/img/a.svg"],
      "/sitemap.xml": "<urlset/>",
    });
    assert.deepEqual(diffBuilds(before, after), {
      type: "reload",
      routes: ["/", "/docs/manual/v1.0.0/guide", "/docs/manual/v1.0.0/intro"],
      all: true,
    });
  });

  test("a changed asset (same URL) reloads every page, since any page may use it", () => {
    const after = fakeBuild(base, { ...assets, "/img/a.svg": new Uint8Array([1, 2, 4]) });
    assert.deepEqual(diffBuilds(fakeBuild(base, assets), after), { type: "reload", routes: [], all: true });
  });

  test("an added or removed asset reloads every page", () => {
    assert.deepEqual(diffBuilds(fakeBuild(base, assets), fakeBuild(base, { ...assets, "/img/b.png": new Uint8Array([9]) })), {
      type: "reload",
      routes: [],
      all: true,
    });
    const { "/img/a.svg": _gone, ...fewer } = assets;
    assert.deepEqual(diffBuilds(fakeBuild(base, assets), fakeBuild(base, fewer)), { type: "reload", routes: [], all: true });
  });

  test("a page change plus an asset change names the page and reloads all", () => {
    const after = fakeBuild({ ...base, [GUIDE]: { key: "g2", cssFreeKey: "g2" } }, { ...assets, "/assets/main-A.js": "z()" });
    assert.deepEqual(diffBuilds(fakeBuild(base, assets), after), { type: "reload", routes: ["/docs/manual/v1.0.0/guide"], all: true });
  });

  test("the host's redirect list and JSON fetched when needed (the 404 page's route list) reload no page", () => {
    const before = fakeBuild(base, { ...assets, "/_redirects": "/a /b 301\n", "/routes.json": "[]" });
    const after = fakeBuild(base, { ...assets, "/_redirects": "/a /b 301\n/c /d 301\n", "/routes.json": '[["/d","D"]]' });
    assert.equal(diffBuilds(before, after), undefined);
    const withPage = fakeBuild({ ...base, [GUIDE]: { key: "g2", cssFreeKey: "g2" } }, { ...assets, "/_redirects": "", "/routes.json": "[1]" });
    assert.deepEqual(diffBuilds(before, withPage), { type: "reload", routes: ["/docs/manual/v1.0.0/guide"], all: false });
  });

  test("text and XML files (sitemap, feed, robots.txt) are shown by no page: no message", () => {
    const after = fakeBuild(base, { ...assets, "/sitemap.xml": "<urlset><url/></urlset>", "/robots.txt": "User-agent: *" });
    assert.equal(diffBuilds(fakeBuild(base, assets), after), undefined);
  });

  test("an edited stylesheet in public/ with an unchanged URL reaches open pages", () => {
    const before = fakeBuild(base, { ...assets, "/extra.css": "a{}" });
    const after = fakeBuild(base, { ...assets, "/extra.css": "a{color:red}" });
    assert.notEqual(diffBuilds(before, after), undefined);
  });
});
