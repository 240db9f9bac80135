// The printable page of a doc set version, from the site model to its HTML: its chapters' HTML made to fit on one
// page (unique ids, in-page links), kept out of the sitemap and the search index, linked from the version's pages.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { HtmlValidate } from "html-validate";
import { renderPage } from "../../../src/render/renderPage.ts";
import { planSiteFiles } from "../../../src/render/renderSiteFiles.ts";
import type { PrintableBodyView } from "../../../src/render/views.ts";
import { collectSearchInput } from "../../../src/search/buildSearchShards.ts";
import { Document } from "../../../templates/Document.tsx";
import { buildManualModel } from "../../support/buildManualModel.ts";
import { makePage } from "../makePage.ts";

const V11 = "/docs/manual/v11.0.0";

/** A docs page with a title, an intro heading and the given body. */
const doc = (slug: string, title: string, body = "", version = "v11.0.0") => ({
  ...makePage({ path: `docs/manual/${version}/${slug}.mdx`, route: `/docs/manual/${version}/${slug}`, kind: "doc", title }),
  html: `<h1 id="${slug}">${title}</h1>\n${body}`,
});

const PAGES = [
  doc(
    "introduction",
    "Introduction",
    `<p>Read about <a href="${V11}/record#optional-fields">optional fields</a> and <a href="/docs/manual/latest/main">main</a>.</p>`,
  ),
  doc(
    "record",
    "Record",
    '<div class="md-heading">\n<h2 id="optional-fields">Optional Fields</h2>\n' +
      '<a class="header-anchor" href="#optional-fields" aria-label="Permalink: Optional Fields">#</a></div>\n' +
      `<p>See <a href="/docs/manual/v10.0.0/record#optional-fields">v10</a>, <a href="${V11}/api/core">the API</a> ` +
      'and <a href="https://example.org/x">elsewhere</a>.</p>',
  ),
  doc("main", "Main", '<p id="main-id">A page whose slug is an id of the layout.</p>'),
  doc("a--b", "A B", "<p>Two dashes.</p>"),
  doc("a-b", "A-B", "<p>One dash.</p>"),
  doc("core", "Core", "", "v11.0.0/api"),
  doc("introduction", "Introduction", "", "v10.0.0"),
];

// v11's API reference is generated (its pages have the API layouts); v10 has no sidebar, so no printable page.
const API = { "v11.0.0": { version: "v11.0.0", toolchain: "v11", kind: "tools" as const, areas: [] } };
const { model, diagnostics } = buildManualModel({
  pages: PAGES,
  sidebars: {
    "docs/manual/v11.0.0/sidebar.json": JSON.stringify({ Overview: ["introduction", "main"], Features: ["record", "a--b", "a-b"] }),
    "docs/manual/v11.0.0/api/sidebar.json": JSON.stringify({ Core: ["core"] }),
  },
  api: API,
});
const client = { css: ["/assets/site.css"], js: ["/assets/main.js"], integrity: { "/assets/site.css": "sha384-c", "/assets/main.js": "sha384-j" } };
const plan = planSiteFiles({ model, client, templatesKey: "t", year: 2026 });
const planned = (route: string) => plan.pages.get(`${route}/index.html`);
const printable = planned(`${V11}/print`)!.view;
const body = printable.body as PrintableBodyView;

describe("toPrintableView", () => {
  test("its chapters in sidebar order: anchors from their slugs, unique and never an id of the layout, with their sidebar names and categories", () => {
    assert.deepEqual(
      diagnostics.map((d) => d.message),
      ["docs page /docs/manual/v10.0.0/introduction is in no sidebar category"],
    );
    assert.equal(body.kind, "printable");
    assert.equal(body.title, "Language Manual v11.0.0");
    assert.deepEqual(body.breadcrumbs, [
      { name: "Docs", href: `${V11}/introduction` },
      { name: "Language Manual", href: `${V11}/introduction` },
      { name: "v11.0.0, all chapters" },
    ]);
    assert.deepEqual(
      body.chapters.map((c) => [c.anchor, c.title, c.category]),
      [
        ["introduction", "Introduction", "Overview"],
        ["chapter-main", "Main", "Overview"],
        ["record", "Record", "Features"],
        ["a-b", "A B", "Features"],
        ["a-b-2", "A-B", "Features"],
      ],
    );
  });

  test("each chapter's ids start with its anchor; links to chapters (through the version's alias too) lead to their place; others stay", () => {
    const html = Object.fromEntries(body.chapters.map((c) => [c.anchor, c.html]));
    assert.equal(
      html["introduction"],
      '<h2 id="introduction--introduction">Introduction</h2>\n' +
        '<p>Read about <a href="#record--optional-fields">optional fields</a> and <a href="#chapter-main">main</a>.</p>',
    );
    assert.equal(
      html["record"],
      '<h2 id="record--record">Record</h2>\n<div class="md-heading">\n<h3 id="record--optional-fields">Optional Fields</h3>\n' +
        '<a class="header-anchor" href="#record--optional-fields" aria-label="Permalink: Optional Fields">#</a></div>\n' +
        `<p>See <a href="/docs/manual/v10.0.0/record#optional-fields">v10</a>, <a href="${V11}/api/core">the API</a> and ` +
        '<a href="https://example.org/x">elsewhere</a>.</p>',
    );
    assert.equal(html["chapter-main"], '<h2 id="chapter-main--main">Main</h2>\n<p id="chapter-main--main-id">A page whose slug is an id of the layout.</p>');
  });

  test("the page is kept from search engines and lists of pages: noindex, out of the sitemap, the search index and the 404 page's route list", () => {
    assert.equal(printable.head.noindex, true);
    assert.equal(printable.head.title, "Language Manual v11.0.0, all chapters | ReScript Documentation");
    assert.equal(printable.head.description, "Every chapter of the Language Manual v11.0.0 on one page, for printing.");
    assert.equal(planned(`${V11}/record`)!.view.head.noindex, false);
    const sitemap = plan.files.get("/sitemap.xml")!;
    assert.ok(sitemap.includes(`<loc>https://rescript-lang.org${V11}/record</loc>`));
    assert.equal(sitemap.includes("/print<"), false);
    assert.deepEqual(
      collectSearchInput(model).pages.map((p) => p.route),
      PAGES.map((p) => p.route).sort(),
    );
    const routeList = JSON.parse(plan.files.get("/routes.json")!) as [string, string][];
    assert.ok(routeList.some(([route]) => route === `${V11}/record`));
    assert.equal(
      routeList.some(([route]) => route.endsWith("/print")),
      false,
    );
  });

  test("the version's docs pages link to it; its API pages and a version without one do not", () => {
    const printHref = (route: string) => {
      const view = planned(route)!.view.body;
      return view.kind === "docs" ? view.printHref : "not a docs page";
    };
    assert.equal(printHref(`${V11}/record`), `${V11}/print`);
    assert.equal(printHref(`${V11}/api/core`), undefined);
    assert.equal(printHref("/docs/manual/v10.0.0/introduction"), undefined);
    assert.equal(planned("/docs/manual/v10.0.0/print"), undefined);
  });

  test("rendered, it is valid HTML with one h1, its contents link to every chapter, and each chapter is an article with its anchor", async () => {
    const html = renderPage(printable, { Document });
    const report = await new HtmlValidate({ extends: ["html-validate:standard", "html-validate:document", "html-validate:a11y"] }).validateString(html);
    assert.deepEqual(
      report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`)),
      [],
    );
    assert.equal(html.match(/<h1[\s>]/g)?.length, 1);
    assert.match(html, /<meta name="robots" content="noindex"\/>/);
    const contents = /<nav class="printable__contents"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    assert.deepEqual(
      [...contents.matchAll(/<a href="#([^"]*)">/g)].map((m) => m[1]),
      body.chapters.map((c) => c.anchor),
    );
    assert.deepEqual(
      [...html.matchAll(/<article id="([^"]*)" class="printable__chapter">/g)].map((m) => m[1]),
      body.chapters.map((c) => c.anchor),
    );
    const docsPage = renderPage(planned(`${V11}/record`)!.view, { Document });
    assert.match(docsPage, /<p class="sidebar__print"><a href="\/docs\/manual\/v11\.0\.0\/print">All chapters on one page, for printing<\/a><\/p>/);
  });
});
