// Today's rescript-lang.org URLs on the built site: every page of each doc set's latest version has its URL without
// the version folder (a host rule in `_redirects` and a static redirect page), no redirect takes a real page's
// place, `/docs` is the overview of the doc sets, and the 404 page has the route list it suggests from.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { before, describe, test } from "node:test";
import { REPO_ROOT, builtSite } from "../support/builtSite.ts";

let out = "";
let redirects = new Map<string, string>();
let pages = new Map<string, string>();

interface DocSetJson {
  base: string;
  title: string;
  description?: string;
  latest: string;
  aliases?: Record<string, string>;
  versionless?: { categories?: Record<string, string> };
}
const site = JSON.parse(readFileSync(path.join(REPO_ROOT, "content", "site.json"), "utf8")) as { docSets: DocSetJson[]; sections: { docs?: string } };

before(async () => {
  out = await builtSite();
  redirects = new Map(
    readFileSync(path.join(out, "_redirects"), "utf8")
      .trim()
      .split("\n")
      .map((line) => {
        const [from, to, status] = line.split(" ");
        assert.equal(status, "301", line);
        return [from!, to!] as const;
      }),
  );
  pages = new Map(JSON.parse(readFileSync(path.join(out, "routes.json"), "utf8")) as [string, string][]);
});

const latestOf = (set: DocSetJson) => set.aliases?.[set.latest] ?? set.latest;

describe("versionless URLs", () => {
  test("the site configures them for the manual and the React docs, with the manual's Guides under /docs/guides", () => {
    assert.deepEqual(
      site.docSets.map((s) => [s.base, s.versionless]),
      [
        ["/docs/manual", { categories: { Guides: "/docs/guides" } }],
        ["/docs/react", {}],
      ],
    );
  });

  test("every page of each doc set's latest version has its versionless redirect, as a host rule and a static page", () => {
    for (const set of site.docSets) {
      const root = `${set.base}/${latestOf(set)}/`;
      const latestPages = [...pages.keys()].filter((r) => r.startsWith(root));
      assert.ok(latestPages.length > (set.base === "/docs/manual" ? 200 : 20), `${set.base}: ${latestPages.length} pages`);
      for (const route of latestPages) {
        const from = `${set.base}/${route.slice(root.length)}`;
        assert.equal(redirects.get(from), route, from);
        const html = readFileSync(path.join(out, from, "index.html"), "utf8");
        assert.ok(html.includes(`<meta http-equiv="refresh" content="0; url=${route}">`), from);
      }
    }
  });

  test("no redirect takes the place of a page, and each versionless one leads to a page", () => {
    const shadowing = [...redirects.keys()].filter((from) => pages.has(from));
    assert.deepEqual(shadowing, []);
    for (const [from, to] of redirects) if (/^\/docs\/(manual|react|guides)\/(?!v\d|latest\/|next\/)/.test(from)) assert.ok(pages.has(to), `${from} -> ${to}`);
  });

  test("the URLs of the issue reach their page: the latest version's, or the newest version that has it", () => {
    assert.equal(redirects.get("/docs/manual/record"), "/docs/manual/v11.0.0/record");
    assert.equal(redirects.get("/docs/manual/api/stdlib/array"), "/docs/manual/v12.0.0/api/stdlib/array");
    assert.equal(redirects.get("/docs/manual/api/core/array"), "/docs/manual/v11.0.0/api/core/array");
    assert.equal(redirects.get("/docs/react/introduction"), "/docs/react/latest/introduction");
    assert.equal(redirects.get("/docs/guides/converting-from-js"), "/docs/manual/v11.0.0/converting-from-js");
    assert.equal(redirects.get("/docs/guides/editor-code-analysis"), "/docs/manual/v12.0.0/editor-code-analysis");
    assert.equal(redirects.get("/docs/manual/latest/record"), "/docs/manual/v11.0.0/record", "the alias redirects stay");
  });

  test("/docs is the overview of the doc sets: each one's title, description, latest version and API reference", () => {
    assert.equal(site.sections.docs, "/docs");
    assert.equal(pages.get("/docs"), "Documentation");
    const main = /<main\b[\s\S]*?<\/main>/.exec(readFileSync(path.join(out, "docs", "index.html"), "utf8"))?.[0] ?? "";
    const sets = [...main.matchAll(/<li class="docs-overview__set">([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
    assert.equal(sets.length, site.docSets.length);
    for (const [i, set] of site.docSets.entries()) {
      const html = sets[i]!;
      const home = `${set.base}/${latestOf(set)}/introduction`;
      assert.ok(html.includes(`<h2><a href="${home}">${set.title.replace("&", "&amp;")}</a></h2>`), set.base);
      assert.ok(set.description && html.includes(`<p>${set.description}</p>`), `${set.base}: description`);
      assert.ok(html.includes(`Latest: <a href="${home}">${latestOf(set)}</a>`), `${set.base}: latest`);
      for (const href of html.matchAll(/href="([^"]+)"/g)) assert.ok(pages.has(href[1]!), `${set.base}: ${href[1]} is a page`);
    }
    assert.ok(sets[0]!.includes('<a href="/docs/manual/v11.0.0/api">API reference</a>'));
  });

  test("the 404 page names the route list it ranks, and the list holds every page with its title", () => {
    const notFound = readFileSync(path.join(out, "404.html"), "utf8");
    assert.ok(notFound.includes('data-route-suggestions="" data-route-list="/routes.json"'));
    assert.ok(notFound.includes('<form class="not-found__search" role="search" data-search-form="">'));
    assert.equal(pages.get("/docs/manual/v11.0.0/record"), "Record");
    assert.equal(pages.get("/"), "ReScript Documentation");
    for (const route of pages.keys()) assert.ok(existsSync(path.join(out, route, "index.html")), route);
    assert.ok(!pages.has("/docs/manual/record"), "redirects are not in the list");
  });
});
