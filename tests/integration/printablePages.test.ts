// The printable page of every manual version in the built site: every chapter of the version's sidebar in sidebar
// order, unique ids, each link to a chapter leading to its place on the page (to an id that is there), every other
// link as it is on the chapter's own page; kept from search engines and the search index, linked from the docs.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { before, describe, test } from "node:test";
import { builtSite, REPO_ROOT } from "../support/builtSite.ts";

interface SiteJson {
  docSets: { id: string; base: string; printPage?: string; aliases?: Record<string, string>; versions: { value: string }[] }[];
}

let out = "";
const read = (p: string) => readFileSync(path.join(out, p), "utf8");
const site = JSON.parse(readFileSync(path.join(REPO_ROOT, "content", "site.json"), "utf8")) as SiteJson;
const manual = site.docSets.find((d) => d.id === "manual")!;
const versions = manual.versions.map((v) => v.value);

/** The route of a page's HTML file. */
const fileOf = (route: string) => `${route.slice(1)}/index.html`;
/** The sidebar's slugs of a version, in order, each once. */
const sidebarSlugs = (version: string) => {
  const sidebar = JSON.parse(readFileSync(path.join(REPO_ROOT, "content", "docs", "manual", version, "sidebar.json"), "utf8")) as Record<string, string[]>;
  return [...new Set(Object.values(sidebar).flat())];
};
const hrefsOf = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]!);
/** The chapters of a printable page: each article's id and inner HTML. */
const chaptersOf = (html: string) =>
  [...html.matchAll(/<article id="([^"]*)" class="printable__chapter">([\s\S]*?)<\/article>/g)].map((m) => ({ anchor: m[1]!, html: m[2]! }));

before(async () => {
  out = await builtSite();
});

describe("printable pages", () => {
  test("the manual asks for one (site.json), and every version has it", () => {
    assert.equal(manual.printPage, "print");
    for (const version of versions) assert.match(read(fileOf(`${manual.base}/${version}/print`)), /^<!DOCTYPE html>/, version);
  });

  for (const version of versions) {
    describe(version, () => {
      const root = `${manual.base}/${version}`;
      const printRoute = `${root}/print`;
      let html = "";
      before(() => {
        html = read(fileOf(printRoute));
      });

      test("its chapters are the sidebar's pages in sidebar order; its contents list them in the same order", () => {
        const slugs = sidebarSlugs(version);
        assert.ok(slugs.length >= 40, `${slugs.length} chapters`);
        assert.deepEqual(
          chaptersOf(html).map((c) => c.anchor),
          slugs,
        );
        const contents = /<nav class="printable__contents"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
        assert.deepEqual(
          hrefsOf(contents),
          slugs.map((s) => `#${s}`),
        );
      });

      test("no id twice, and every in-page link leads to an id of the page", () => {
        const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!);
        assert.deepEqual(
          ids.filter((id, i) => ids.indexOf(id) !== i),
          [],
        );
        const known = new Set(ids);
        const broken = hrefsOf(html).filter((h) => h.startsWith("#") && !known.has(decodeURIComponent(h.slice(1))));
        assert.deepEqual(broken, []);
      });

      test("each chapter's links: to a chapter (through an alias too), its place on the page; any other as on the chapter's own page", () => {
        const anchors = new Set(sidebarSlugs(version));
        const aliases = Object.entries(manual.aliases ?? {}).flatMap(([alias, to]) => (to === version ? [alias] : []));
        const chapterOf = (href: string) => {
          for (const base of [root, ...aliases.map((a) => `${manual.base}/${a}`)]) {
            const m = new RegExp(`^${base.replace(/[.]/g, "\\.")}/([^/?#]+)(?:#(.*))?$`).exec(href);
            if (m && anchors.has(m[1]!)) return m[2] === undefined ? `#${m[1]}` : `#${m[1]}--${m[2]}`;
          }
          return undefined;
        };
        let rewritten = 0;
        for (const chapter of chaptersOf(html)) {
          const own = read(fileOf(`${root}/${chapter.anchor}`));
          const main = /<main id="main" class="docs__content markdown">([\s\S]*?)<\/main>/.exec(own)?.[1] ?? "";
          const expected = hrefsOf(main).map((href) => {
            if (href.startsWith("#")) return `#${chapter.anchor}--${href.slice(1)}`;
            const inPage = chapterOf(href);
            if (inPage) rewritten++;
            return inPage ?? href;
          });
          assert.deepEqual(hrefsOf(chapter.html), expected, chapter.anchor);
        }
        assert.ok(rewritten > 0, "some chapter links to another");
      });

      test("kept from search engines, the sitemap and the 404 page's route list; the version's docs pages link to it", () => {
        const head = html.slice(0, html.indexOf("</head>"));
        assert.match(head, /<meta name="robots" content="noindex"\/>/);
        assert.match(head, new RegExp(`<link rel="canonical" href="https://rescript-lang.org${printRoute}"/>`));
        assert.equal(read("sitemap.xml").includes(`${printRoute}<`), false);
        assert.equal(
          (JSON.parse(read("routes.json")) as [string, string][]).some(([route]) => route === printRoute),
          false,
          "the 404 page's suggestions",
        );
        assert.match(read(fileOf(`${root}/introduction`)), new RegExp(`<p class="sidebar__print"><a href="${printRoute}">`));
      });
    });
  }

  test("no shard of the search index has a printable page", () => {
    // One pack file per doc-set version (`search/<pack>.<hash>.json`), each holding its shards' pages.
    const packs = readdirSync(path.join(out, "search")).filter((f) => f.endsWith(".json") && f !== "manifest.json");
    assert.ok(packs.length > 3);
    const paths = packs.flatMap((f) =>
      (JSON.parse(read(`search/${f}`)) as { shards: { pages: { path: string }[] }[] }).shards.flatMap((s) => s.pages.map((p) => p.path)),
    );
    assert.ok(paths.includes(`${manual.base}/v11.0.0/record`));
    assert.deepEqual(
      paths.filter((p) => p.endsWith("/print")),
      [],
    );
  });
});
