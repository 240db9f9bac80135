// The built ReScript site: what the spec fixes on each page type, and valid HTML everywhere.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { before, describe, test } from "node:test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { HtmlValidate } from "html-validate";
import { builtSite, REPO_ROOT } from "../support/builtSite.ts";
import { PAGE_TYPES } from "../support/pageTypes.ts";

let out = "";
const read = (p: string) => readFileSync(path.join(out, p), "utf8");
const data = (name: string) => JSON.parse(readFileSync(path.join(REPO_ROOT, "content", "data", `${name}.json`), "utf8")) as unknown;
const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);

before(async () => {
  out = await builtSite();
});

describe("landing page", () => {
  test("hero headline and Get started button", () => {
    const html = read("index.html");
    assert.deepEqual(all(html, /<h1 class="hero__title">([^<]*)<\/h1>/g), ["Fast, Simple, Fully Typed JavaScript from the Future"]);
    assert.match(html, /<a class="button button--primary" href="\/docs\/manual\/latest\/introduction">Get started<\/a>/);
  });

  test("the side-by-side example shows ReScript and its compiled JavaScript, with a playground link", () => {
    const html = read("index.html");
    assert.deepEqual(all(html, /<figcaption>([^<]*)<\/figcaption>/g).slice(0, 2), ["ReScript", "Compiled JavaScript"]);
    const js = /<code class="hljs language-javascript">([\s\S]*?)<\/code>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
    assert.match(js, /^function describe\(user\) \{/);
    assert.match(html, /<a href="\/try\?code=[A-Za-z0-9+\-$]+">Edit this example in the playground<\/a>/);
  });

  test("quick install: two commands, each with a copy button", () => {
    const html = read("index.html");
    assert.deepEqual(all(html, /<code class="copy-command__code">([^<]*)<\/code>/g), ["npm install rescript", "npm create rescript-app@latest"]);
    assert.deepEqual(all(html, /data-copy-text="([^"]*)" data-copied-text="Copied!" data-copied-ms="2000"/g), [
      "npm install rescript",
      "npm create rescript-app@latest",
    ]);
  });

  test("three feature sections, a forum link, a carousel of exactly 3 images", () => {
    const html = read("index.html");
    assert.equal(all(html, /<section class="(feature feature--\w+)"/g).length, 3);
    assert.match(html, /<a class="button button--ghost" href="https:\/\/forum\.rescript-lang\.org" rel="noopener noreferrer">Join the forum<\/a>/);
    assert.equal(all(html, /data-carousel-image="(\d)"/g).join(","), "0,1,2");
    assert.equal(all(html, /data-carousel-indicator="(\d)"/g).join(","), "0,1,2");
  });

  test("the logo wall shows the 37 companies of the design card (tests/fixtures/companies.json), each a logo of ours linking to the company", () => {
    const html = read("index.html");
    const companies = data("companies") as { name: string; url: string; image: string }[];
    const designCard = JSON.parse(readFileSync(path.join(REPO_ROOT, "tests", "fixtures", "companies.json"), "utf8")) as {
      name: string;
      url: string;
    }[];
    assert.equal(companies.length, 37);
    assert.deepEqual(
      companies.map((c) => [c.name, c.url]),
      designCard.map((c) => [c.name, c.url]),
    );
    assert.match(html, /<ul class="trusted__wall" data-count="37">/);
    const tiles = [
      ...html.matchAll(
        new RegExp(
          /<li><a href="([^"]*)" rel="noopener noreferrer" title="[^"]*">/.source +
            /<img src="([^"]*)" alt="([^"]*)" loading="lazy" decoding="async" height="40" width="(\d+)"\/><\/a><\/li>/.source,
          "g",
        ),
      ),
    ].map((m) => [m[1], m[2], m[3]]);
    // Each logo is sized: its width keeps the SVG's own proportions at 40 px tall.
    const widths = [...html.matchAll(/<img src="(\/img\/logos\/[^"]*)" alt="[^"]*" loading="lazy" decoding="async" height="40" width="(\d+)"\/>/g)];
    assert.equal(widths.length, 37);
    for (const [, image, width] of widths) {
      const [, w, h] = /<svg [^>]*width="(\d+)" height="(\d+)"/.exec(read(image!))!;
      assert.equal(Number(width), Math.round((Number(w) * 40) / Number(h)), image);
    }
    assert.deepEqual(
      tiles,
      companies.map((c) => [c.url, c.image, c.name]),
    );
    for (const c of companies) {
      const svg = read(c.image);
      assert.match(svg, new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" [^>]*aria-label="${c.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}">`), c.image);
      assert.ok(XMLValidator.validate(svg) === true, `${c.image} is not well-formed XML`);
    }
    // Proposing a logo edits the wall's data file where the sources live; this site does not say where that is.
    assert.equal(html.includes("trusted__add"), false);
  });

  test("curated resources grid", () => {
    const html = read("index.html");
    const resources = data("resources") as { title: string }[];
    assert.deepEqual(
      all(html, /<span class="resource-card__title">([^<]*)<\/span>/g),
      resources.map((r) => r.title),
    );
  });
});

describe("shell", () => {
  test("main header links with the hrefs the spec gives; the docs link carries the stored-version template", () => {
    const html = read(PAGE_TYPES.manual!);
    assert.deepEqual(all(html, /<a class="nav__link[^"]*" href="([^"]*)"/g), [
      "/docs/manual/v11.0.0/introduction",
      "/try",
      "/blog",
      "/community/overview",
      "/packages",
    ]);
    assert.match(html, /href="\/docs\/manual\/v11\.0\.0\/introduction" data-version-href="\/docs\/manual\/\{manual_version\}\/introduction">Docs<\/a>/);
  });

  test("docs sub-bar on docs pages only: Language Manual, API, Syntax Lookup, React", () => {
    const html = read(PAGE_TYPES.manual!);
    assert.deepEqual(all(html, /<a class="docs-bar__link[^"]*" href="[^"]*"[^>]*>([^<]*)<\/a>/g), ["Language Manual", "API", "Syntax Lookup", "React"]);
    assert.deepEqual(all(html, /<a class="docs-bar__link[^"]*" href="([^"]*)"/g), [
      "/docs/manual/v11.0.0/introduction",
      "/docs/manual/v11.0.0/api",
      "/syntax-lookup",
      "/docs/react/latest/introduction",
    ]);
    assert.equal(read(PAGE_TYPES.syntaxLookup!).includes('class="docs-bar"'), true);
    assert.equal(read(PAGE_TYPES.blogIndex!).includes('class="docs-bar"'), false);
  });

  test("mobile menu lists Docs (the reader's manual version), Playground, Blog, Community (/community), Packages and the four external links", () => {
    const html = read("index.html");
    const menu = /<div class="mobile-menu"[\s\S]*?<\/div>/.exec(html)?.[0] ?? "";
    assert.deepEqual(
      all(menu, /<ul class="mobile-menu__links">([\s\S]*?)<\/ul>/g).flatMap((ul) => all(ul!, /<a href="([^"]*)"/g)),
      ["/docs/manual/v11.0.0/introduction", "/try", "/blog", "/community", "/packages"],
    );
    assert.match(menu, /<a href="\/docs\/manual\/v11\.0\.0\/introduction" data-version-href="\/docs\/manual\/\{manual_version\}\/introduction">Docs<\/a>/);
    assert.deepEqual(all(menu, /<span>([^<]*)<\/span>/g), ["X", "Bluesky", "GitHub", "Forum"]);
  });

  test("footer: copyright with the current year, the docs overview, Community and association links, four social links", () => {
    const html = read("index.html");
    const footer = /<footer class="site-footer">[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
    assert.match(footer, new RegExp(`<p class="site-footer__copyright">© ${new Date().getUTCFullYear()} The ReScript Project</p>`));
    assert.deepEqual(
      all(footer, /<ul class="site-footer__links">([\s\S]*?)<\/ul>/g).flatMap((ul) => all(ul!, />([^<]+)<\/a>/g)),
      ["Docs overview", "Community", "ReScript Association"],
    );
    assert.deepEqual(all(footer, /aria-label="([^"]*)" title=/g), ["X", "Bluesky", "GitHub", "Forum"]);
  });

  test("head metadata: title, description default, og tags, locale, canonical, RSS alternate", () => {
    const html = read(PAGE_TYPES.generic!);
    assert.match(html, /<title>Overview \| ReScript Documentation<\/title>/);
    assert.match(html, /<link rel="canonical" href="https:\/\/rescript-lang\.org\/docs\/latest"\/>/);
    assert.match(html, /<meta property="og:locale" content="en_US"\/>/);
    assert.match(html, /<meta property="og:image" content="https:\/\/rescript-lang\.org\/img\/og-launch\.png"\/>/);
    assert.match(html, /<link rel="alternate" type="application\/rss\+xml" title="ReScript Blog" href="\/blog\/feed\.xml"\/>/);
    assert.match(read("packages/index.html"), /<meta name="description" content="The ReScript language and ecosystem docs"\/>/);
  });
});

describe("docs pages", () => {
  test("version selector lists the versions with their labels and the Next/Released separators", () => {
    const html = read(PAGE_TYPES.manual!);
    const select = /<select id="version-select"[\s\S]*?<\/select>/.exec(html)?.[0] ?? "";
    assert.deepEqual(all(select, /<option[^>]*>([^<]*)<\/option>/g), [
      "--- Next ---",
      "v12.0.0",
      "--- Released ---",
      "v11.0.0",
      "v9.1 - v10.1",
      "v8.2 - v9.0",
      "v6.0 - v8.2",
    ]);
    assert.equal(all(select, /<option (disabled)=""/g).length, 2);
  });

  test("breadcrumbs Docs / Language Manual / page, the last one unlinked", () => {
    const html = read(PAGE_TYPES.manual!);
    const crumbs = /<nav class="breadcrumbs"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    assert.deepEqual(all(crumbs, /<li>(.*?)<\/li>/g), [
      '<a href="/docs/manual/v11.0.0/introduction">Docs</a>',
      '<a href="/docs/manual/v11.0.0/introduction">Language Manual</a>',
      '<span aria-current="page">Record</span>',
    ]);
  });

  test("API pages start their breadcrumbs with API", () => {
    const crumbs = /<nav class="breadcrumbs"[\s\S]*?<\/nav>/.exec(read(PAGE_TYPES.apiModule!))?.[0] ?? "";
    assert.deepEqual(all(crumbs, /<li>(.*?)<\/li>/g), [
      '<a href="/docs/manual/v11.0.0/api">API</a>',
      '<a href="/docs/manual/v11.0.0/api/core">Core</a>',
      '<span aria-current="page">Array</span>',
    ]);
  });

  test("prev/next follow the sidebar; the first page has no previous link", () => {
    const record = read(PAGE_TYPES.manual!);
    assert.match(record, /<a class="prev-next__link prev-next__link--prev" href="\/docs\/manual\/v11\.0\.0\/tuple" rel="prev">/);
    assert.match(record, /<a class="prev-next__link prev-next__link--next" href="\/docs\/manual\/v11\.0\.0\/object" rel="next">/);
    const intro = read("docs/manual/v11.0.0/introduction/index.html");
    assert.equal(intro.includes("prev-next__link--prev"), false);
    assert.match(intro, /prev-next__link--next" href="\/docs\/manual\/v11\.0\.0\/installation"/);
  });

  test("the active sidebar item carries the page's table of contents", () => {
    const html = read(PAGE_TYPES.manual!);
    assert.match(
      html,
      /<li class="is-active"><a href="\/docs\/manual\/v11\.0\.0\/record" aria-current="page">Record<\/a><ul class="sidebar__toc"><li><a href="#[a-z-]+">/,
    );
  });

  test("v12 banner links to the same page in v11; v8 banner says it is the old syntax edition and leads to the same page in the latest docs", () => {
    assert.match(
      read(PAGE_TYPES.manualNext!),
      new RegExp(
        /<div class="banner banner--warning" role="note"><p>You are reading the docs of ReScript v12, which are still a work in progress\. /.source +
          /<a href="\/docs\/manual\/v11\.0\.0\/introduction">/.source,
      ),
    );
    assert.match(
      read(PAGE_TYPES.manualOld!),
      new RegExp(
        /<div class="banner banner--info" role="note"><p>These v8\.0\.0 docs cover the old syntax edition, from BuckleScript v3 to v8\. /.source +
          /<a href="\/docs\/manual\/v11\.0\.0\/introduction">Read this page in the latest docs<\/a>/.source,
      ),
    );
    assert.match(
      read("docs/manual/v8.0.0/let-binding/index.html"),
      new RegExp(
        /These v8\.0\.0 docs cover the old syntax edition, from BuckleScript v3 to v8\. /.source +
          /<a href="\/docs\/manual\/v11\.0\.0\/let-binding">Read this page in the latest docs<\/a>/.source,
      ),
    );
  });

  test("site.json does not say where this site's sources are published, so no page has an edit link (none is better than a dead one)", () => {
    for (const page of [
      "docs/manual/v11.0.0/introduction/index.html",
      "docs/react/latest/hooks-state/index.html",
      "community/overview/index.html",
      "index.html",
      "docs/manual/v11.0.0/api/core/array/index.html",
    ]) {
      const html = read(page);
      assert.equal(html.includes("Edit this page"), false, page);
      assert.equal(/\/edit\/(main|master)\//.test(html), false, page);
    }
    assert.equal(read("index.html").includes("Add your logo"), false);
  });

  test("code blocks: language label, copy button, playground link for ReScript; tabs for CodeTab", () => {
    const html = read(PAGE_TYPES.manual!);
    assert.match(html, /<span class="code-block__label">ReScript<\/span><span class="code-block__actions"><a class="code-block__play" href="\/try\?code=/);
    assert.match(html, /<button type="button" class="copy-button" data-copy hidden aria-label="Copy code">Copy<\/button>/);
    assert.match(
      read("docs/manual/v11.0.0/external/index.html"),
      new RegExp(
        /role="tab" id="codetab-1-tab-0" aria-controls="codetab-1-panel-0" aria-selected="true" tabindex="0">ReScript<\/button>/.source +
          /<button type="button" role="tab" id="codetab-1-tab-1" aria-controls="codetab-1-panel-1" aria-selected="false" tabindex="-1">JS Output<\/button>/
            .source,
      ),
    );
  });

  test("latest and next are redirects to the configured versions, keeping the page", () => {
    assert.match(read("docs/manual/latest/record/index.html"), /<meta http-equiv="refresh" content="0; url=\/docs\/manual\/v11\.0\.0\/record"\/?>/);
    assert.match(read("docs/manual/next/introduction/index.html"), /url=\/docs\/manual\/v12\.0\.0\/introduction/);
  });
});

describe("blog", () => {
  test("index: newest post featured, dates as short month, day, year", () => {
    const html = read("blog/index.html");
    const dates = all(html, /<time dateTime="(\d{4}-\d{2}-\d{2})">/g);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.match(html, /<article class="post-card post-card--featured">/);
    assert.match(read("blog/release-11-0/index.html"), /<time dateTime="2024-01-11">Jan 11, 2024<\/time>/);
  });

  test("feed: well-formed RSS 2.0 at /blog/feed.xml with absolute links, newest first", () => {
    const xml = read("blog/feed.xml");
    assert.equal(XMLValidator.validate(xml), true);
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      rss: { "@_version": string; channel: { link: string; item: { link: string; pubDate: string }[] } };
    };
    assert.equal(feed.rss["@_version"], "2.0");
    assert.equal(feed.rss.channel.link, "https://rescript-lang.org/blog");
    const items = feed.rss.channel.item;
    assert.equal(
      items.every((i) => i.link.startsWith("https://rescript-lang.org/blog/")),
      true,
    );
    const times = items.map((i) => Date.parse(i.pubDate));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    assert.match(xml, /<pubDate>Thu, 11 Jan 2024 00:00:00 GMT<\/pubDate>/);
    const images = all(xml, /<enclosure url="([^"]*)"/g);
    assert.ok(images.length > 0 && images.every((u) => /^https:\/\/rescript-lang\.org\/blog\/img\/[\w-]+\.png$/.test(u!)), images.join(" "));
  });

  test("social previews are PNG images rendered from the SVG artwork (1200 px wide), used by og:image", () => {
    const html = read("blog/release-11-0/index.html");
    assert.match(html, /<meta property="og:image" content="https:\/\/rescript-lang\.org\/blog\/img\/release-11-0\.png"\/>/);
    assert.match(html, /<img class="article__image" src="\/blog\/img\/release-11-0\.svg"/);
    const png = readFileSync(path.join(out, "blog", "img", "release-11-0.png"));
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.equal(png.readUInt32BE(16), 1200);
    assert.ok(png.length > 10_000, "the PNG has content");
  });

  test("the author line shows the author's name and role", () => {
    const html = read("blog/release-11-0/index.html");
    assert.match(
      html,
      new RegExp(
        /<span class="post-authors"><span><a href="\/blog" rel="noopener noreferrer">ReScript Docs Team<\/a>/.source +
          /<span class="post-authors__role"> \(Release notes\)<\/span><\/span><\/span>/.source,
      ),
    );
  });
});

describe("other pages", () => {
  test("packages page lists every package of data/packages.json with npm and repository links", () => {
    const html = read("packages/index.html");
    const packages = data("packages") as { name: string; official?: boolean }[];
    // A scoped name carries a word break after its slash (<wbr/>); the text is the name itself.
    const names = all(html, /<h2 class="package__name">(.*?)<\/h2>/g).map((n) => n!.replaceAll("<wbr/>", ""));
    const official = (p: { official?: boolean }) => Number(p.official === true);
    const expected = [...packages].sort((a, b) => official(b) - official(a) || a.name.localeCompare(b.name)).map((p) => p.name);
    assert.deepEqual(names, expected, "official packages first, then by name");
    assert.ok(html.includes('<h2 class="package__name">@rescript/<wbr/>react</h2>'), "a scoped name may wrap after its slash");
    assert.equal(all(html, /data-kind="(official|community)"/g).length, packages.length);
  });

  test("syntax lookup groups entries by category, each deep-linkable by #id", () => {
    const html = read("syntax-lookup/index.html");
    assert.deepEqual(all(html, /<h2 id="category-[a-z]+">([^<]*)<\/h2>/g), [
      "Decorators",
      "Operators",
      "Language Constructs",
      "Built-in Functions",
      "Extension Points",
      "Special Values",
      "Other",
    ]);
    assert.match(html, /<details id="as-decorator" class="syntax-entry"/);
  });

  test("syntax lookup carries summaries only (under 128 KB); each explanation is a fragment of its own", () => {
    const html = read("syntax-lookup/index.html");
    assert.ok(html.length < 128 * 1024, `syntax lookup page is ${html.length} bytes`);
    const bodies = all(html, /data-entry-body="([^"]*)"/g);
    assert.equal(bodies.length, all(html, /<details id="([^"]*)" class="syntax-entry"/g).length);
    assert.ok(bodies.length > 100);
    assert.match(read("syntax-lookup/entries/as-decorator.html"), /<code class="hljs language-rescript">/);
    assert.match(
      html,
      new RegExp(
        /<div class="syntax-entry__body markdown" data-entry-body="\/syntax-lookup\/entries\/as-decorator\.html">/.source +
          /<p class="syntax-entry__loading"><a href="\/syntax-lookup\/entries\/as-decorator\.html" data-no-prefetch="">/.source +
          /Read the explanation of @as<\/a><\/p><\/div>/.source,
      ),
    );
  });

  test("playground: compiler bundle base and versions from site.json, editor, output and problems panes", () => {
    const html = read("try/index.html");
    assert.match(
      html,
      new RegExp(
        /<main id="main" class="playground" data-playground="true" data-compiler-base="https:\/\/cdn\.rescript-lang\.org" /.source +
          /data-versions="\[&quot;v12\.0\.0&quot;,&quot;v11\.1\.4&quot;\]" data-manual="[^"]*">/.source,
      ),
    );
    // The manual's versions and labels, so the compiler select reads as the version select does.
    const manual = JSON.parse(/data-manual="([^"]*)"/.exec(html)![1]!.replaceAll("&quot;", '"')) as { versions: { value: string }[] };
    assert.deepEqual(
      manual.versions.map((v) => v.value),
      ["v12.0.0", "v11.0.0", "v10.0.0", "v9.0.0", "v8.0.0"],
    );
    for (const hook of [
      "data-playground-settings",
      "data-playground-warn",
      "data-playground-editor",
      "data-playground-js",
      "data-playground-problems",
      "data-playground-version",
      "data-playground-module",
      "data-playground-format",
      "data-playground-share",
    ])
      assert.ok(html.includes(hook), hook);
  });

  test("404 page exists and is not indexed", () => {
    assert.match(read("404.html"), /<meta name="robots" content="noindex"\/>[\s\S]*<h1>Page not found<\/h1>/);
  });

  test("community pages have their own sidebar", () => {
    const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(read(PAGE_TYPES.community!))?.[0] ?? "";
    assert.deepEqual(all(sidebar, /<li(?: class="is-active")?><a href="(\/community\/[a-z-]+)"/g), [
      "/community/overview",
      "/community/content",
      "/community/roadmap",
      "/community/code-of-conduct",
      "/community/translations",
    ]);
  });
});

describe("HTML validity", () => {
  test("html-validate reports no errors on any page type", async () => {
    const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:document", "html-validate:a11y"] });
    const problems: string[] = [];
    for (const [type, file] of Object.entries(PAGE_TYPES)) {
      const report = await validator.validateFile(path.join(out, file));
      for (const r of report.results) for (const m of r.messages) problems.push(`${type} (${file}) ${m.ruleId}: ${m.message} at ${m.selector ?? ""}`);
    }
    assert.deepEqual(problems, []);
  });
});

describe("ids", () => {
  test("no page of the built site has an id twice, and the client's configuration is in every page's head (redirect pages and fragments aside)", () => {
    const pages = readdirSync(out, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".html"));
    assert.ok(pages.length > 1000, `only ${pages.length} pages`);
    const duplicated: string[] = [];
    for (const page of pages) {
      const html = read(page);
      if (!html.startsWith("<!DOCTYPE html>")) continue; // fragments loaded into a page (syntax-lookup entries)
      const ids = all(html, /\sid="([^"]*)"/g);
      const seen = new Set<string>();
      for (const id of ids) {
        if (seen.has(id!)) duplicated.push(`${page}: ${id}`);
        seen.add(id!);
      }
      const head = html.slice(0, html.indexOf("</head>"));
      if (head.includes('<meta http-equiv="refresh"')) continue;
      assert.ok(head.includes('<script type="application/json" id="docsgen-config">'), `${page}: no configuration in the head`);
    }
    assert.deepEqual(duplicated.slice(0, 20), []);
  });
});
