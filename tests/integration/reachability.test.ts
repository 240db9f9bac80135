// Every page of the sitemap is reached by a link from another page: a reader (and a crawler) can find it
// without knowing its address. The audit of 2026-11-26 found /docs/latest and the v8-v10 Belt.Debug pages
// linked from nowhere.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { before, describe, test } from "node:test";
import { builtSite } from "../support/builtSite.ts";

describe("reachability of the built site", () => {
  let out: string;
  before(async () => {
    out = await builtSite();
  });

  test("every sitemap page is the target of a link on some other page", () => {
    const sitemap = readFileSync(path.join(out, "sitemap.xml"), "utf8");
    const base = /<loc>(https?:\/\/[^/<]+)/.exec(sitemap)![1]!;
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.replace(/\/$/, "") || "/");
    assert.ok(pages.length > 1000, `${pages.length} sitemap pages`);
    const linked = new Set<string>();
    for (const file of readdirSync(out, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".html")) continue;
      const from = `/${file}`.replace(/\/?index\.html$/, "").replace(/\.html$/, "") || "/";
      const html = readFileSync(path.join(out, file), "utf8");
      for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
        let url: URL;
        try {
          url = new URL(href!.replace(/&amp;/g, "&"), `${base}${from === "/" ? "/" : `${from}/`}`);
        } catch {
          continue;
        }
        if (url.origin !== new URL(base).origin) continue;
        const target = url.pathname.replace(/\/$/, "") || "/";
        if (target !== from) linked.add(target);
      }
    }
    const orphans = pages.filter((p) => p !== "/" && !linked.has(p));
    assert.deepEqual(orphans, []);
  });

  test("the docs overview is linked from the footer of every page; the v8-v10 Belt.Debug pages from their API sidebar", () => {
    for (const page of ["index.html", "docs/manual/v11.0.0/record/index.html", "blog/index.html", "try/index.html"]) {
      assert.match(readFileSync(path.join(out, page), "utf8"), /<footer[\s\S]*<a href="\/docs\/latest">Docs overview<\/a>/, page);
    }
    for (const version of ["v8.0.0", "v9.0.0", "v10.0.0"]) {
      const belt = readFileSync(path.join(out, "docs", "manual", version, "api", "belt", "array", "index.html"), "utf8");
      assert.ok(belt.includes(`href="/docs/manual/${version}/api/belt/debug"`), `${version}: Belt.Array's sidebar lists Belt.Debug`);
    }
  });
});
