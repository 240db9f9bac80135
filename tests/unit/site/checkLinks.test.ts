import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { DEFAULT_SITE } from "../../../src/config/defaults.ts";
import type { Page } from "../../../src/content/types.ts";
import { buildAnchorIndex, checkLinks } from "../../../src/site/checkLinks.ts";
import type { RouteEntry, SiteModel, SyntaxEntry } from "../../../src/site/types.ts";
import { heading, link, makePage } from "../makePage.ts";

const V = "/docs/manual/v11.0.0";
const RECORD_FILE = "content/docs/manual/v11.0.0/record.mdx";

function model(pages: readonly Page[], options: { redirects?: Record<string, string>; assets?: string[]; syntax?: SyntaxEntry[] } = {}): SiteModel {
  const routes = new Map<string, RouteEntry>();
  for (const page of pages) routes.set(page.route, { route: page.route, target: { kind: "page", page }, layout: { name: "generic" } });
  for (const [from, to] of Object.entries(options.redirects ?? {}))
    routes.set(from, { route: from, target: { kind: "redirect", to }, layout: { name: "none" } });
  routes.set("/syntax-lookup", { route: "/syntax-lookup", target: { kind: "special", name: "syntaxLookup" }, layout: { name: "generic" } });
  return {
    site: DEFAULT_SITE,
    routes,
    placements: new Map(),
    communitySidebar: undefined,
    toc: new Map(),
    apiIndex: new Map(),
    blog: [],
    syntax: options.syntax ?? [],
    data: {},
    assets: new Set(options.assets ?? []),
  };
}

const tuple = makePage({
  path: "docs/manual/v11.0.0/tuple.mdx",
  route: `${V}/tuple`,
  headings: [heading("tuple", 1), heading("usage"), heading("usage-1"), heading("tips")],
});
const recordWith = (...links: ReturnType<typeof link>[]) =>
  makePage({ path: "docs/manual/v11.0.0/record.mdx", route: `${V}/record`, headings: [heading("fields")], links });

describe("checkLinks", () => {
  test("existing routes, anchors (with dedup suffix), own anchors, assets and files resolve", () => {
    const record = recordWith(
      link(`${V}/tuple`, 4, 1),
      link(`${V}/tuple#usage-1`, 5, 3),
      link("#fields", 6, 1),
      link("/img/logo.png", 7, 1),
      link("/blog/feed.xml", 8, 1),
      link(`${V}/tuple?x=1#tips`, 9, 1),
    );
    assert.deepEqual(checkLinks(model([record, tuple], { assets: ["/img/logo.png"] }), new Set(["/blog/feed.xml"])), []);
  });

  test("a dead link is link/dead with file:line:col and a suggestion", () => {
    const record = recordWith(link(`${V}/tupel`, 12, 7, "tupel.mdx"));
    assert.deepEqual(checkLinks(model([record, tuple]), new Set()), [
      {
        severity: "error",
        code: "link/dead",
        message: `dead link to ${V}/tupel (written tupel.mdx)`,
        hint: `did you mean ${V}/tuple?`,
        file: RECORD_FILE,
        line: 12,
        column: 7,
      },
    ]);
  });

  test("a dead image without a similar route has no hint", () => {
    const record = recordWith({ raw: "/img/missing.png", href: "/img/missing.png", kind: "image", internal: true, line: 3, column: 2 });
    assert.deepEqual(checkLinks(model([record, tuple]), new Set()), [
      { severity: "error", code: "link/dead", message: "dead image to /img/missing.png", file: RECORD_FILE, line: 3, column: 2 },
    ]);
  });

  test("a dead anchor is link/dead-anchor listing the anchors there", () => {
    const record = recordWith(link(`${V}/tuple#usage-2`, 10, 5), link("#nope", 11, 1));
    assert.deepEqual(checkLinks(model([record, tuple]), new Set()), [
      {
        severity: "error",
        code: "link/dead-anchor",
        message: `#usage-2 is not an anchor on ${V}/tuple`,
        hint: "anchors there: #tuple, #usage, #usage-1, #tips",
        file: RECORD_FILE,
        line: 10,
        column: 5,
      },
      {
        severity: "error",
        code: "link/dead-anchor",
        message: `#nope is not an anchor on ${V}/record`,
        hint: "anchors there: #fields",
        file: RECORD_FILE,
        line: 11,
        column: 1,
      },
    ]);
  });

  test("percent-encoded anchors are decoded before the check", () => {
    const ueber = makePage({ path: "x.mdx", route: "/x", headings: [heading("über")] });
    assert.deepEqual(checkLinks(model([recordWith(link("/x#%C3%BCber", 2, 1)), ueber]), new Set()), []);
  });

  test("external links are not checked", () => {
    const record = recordWith({
      raw: "https://example.com/x#y",
      href: "https://example.com/x#y",
      kind: "link",
      internal: false,
      line: 1,
      column: 1,
    });
    assert.deepEqual(checkLinks(model([record]), new Set()), []);
  });

  test("alias routes (redirects) resolve the anchors of their target", () => {
    const record = recordWith(link("/docs/manual/latest/tuple#usage", 4, 1), link("/docs/manual/latest/tuple#missing", 5, 1));
    const m = model([record, tuple], { redirects: { "/docs/manual/latest/tuple": `${V}/tuple` } });
    assert.deepEqual(checkLinks(m, new Set()), [
      {
        severity: "error",
        code: "link/dead-anchor",
        message: "#missing is not an anchor on /docs/manual/latest/tuple",
        hint: "anchors there: #tuple, #usage, #usage-1, #tips",
        file: RECORD_FILE,
        line: 5,
        column: 1,
      },
    ]);
  });

  test("syntax-lookup entry ids are anchors of /syntax-lookup", () => {
    const ifPage = makePage({
      path: "syntax-lookup/if.mdx",
      route: "/syntax-lookup/if",
      kind: "syntax",
      links: [link("/syntax-lookup#switch", 3, 1), link("/syntax-lookup#nope", 4, 1)],
    });
    const entry = (id: string, page: Page): SyntaxEntry => ({
      page,
      id,
      name: id,
      summary: "",
      keywords: [],
      category: "languageconstructs",
    });
    const m = model([], {
      syntax: [entry("if", ifPage), entry("switch", makePage({ path: "syntax-lookup/switch.mdx", route: "/syntax-lookup/switch", kind: "syntax" }))],
    });
    assert.deepEqual(checkLinks(m, new Set()), [
      {
        severity: "error",
        code: "link/dead-anchor",
        message: "#nope is not an anchor on /syntax-lookup",
        hint: "anchors there: #if, #switch",
        file: "content/syntax-lookup/if.mdx",
        line: 4,
        column: 1,
      },
    ]);
  });
});

describe("buildAnchorIndex", () => {
  test("maps page routes to heading ids and redirects to their target's ids", () => {
    const m = model([tuple], { redirects: { "/docs/manual/latest/tuple": `${V}/tuple`, "/docs/manual/latest/gone": `${V}/gone` } });
    const index = buildAnchorIndex(m);
    assert.deepEqual(
      [...index].map(([route, ids]) => [route, [...ids]]),
      [
        [`${V}/tuple`, ["tuple", "usage", "usage-1", "tips"]],
        ["/syntax-lookup", []],
        ["/docs/manual/latest/tuple", ["tuple", "usage", "usage-1", "tips"]],
        ["/docs/manual/latest/gone", []],
      ],
    );
  });
});
