import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { DEFAULT_SITE } from "../../../src/config/defaults.ts";
import type { Page } from "../../../src/content/types.ts";
import type { HeadingInfo, LinkRef } from "../../../src/markdown/env.ts";
import { createBuildMemo } from "../../../src/pipeline/BuildMemo.ts";
import { checkLinksOnce } from "../../../src/pipeline/checkLinksOnce.ts";
import { checkLinks } from "../../../src/site/checkLinks.ts";
import type { RouteEntry, SiteModel } from "../../../src/site/types.ts";
import { heading, link, makePage } from "../makePage.ts";

const V = "/docs/manual/v11.0.0";

/** Links that count how often a check reads them. */
class CountedLinks extends Array<LinkRef> {
  static reads = 0;
  override [Symbol.iterator]() {
    CountedLinks.reads++;
    return super[Symbol.iterator]();
  }
}

/** A page whose source text is `text`: in a build its links and headings are made from it, so another text stands for an edit. */
function page(name: string, text: string, parts: { headings?: HeadingInfo[]; links?: LinkRef[] } = {}): Page {
  const made = makePage({ path: `docs/manual/v11.0.0/${name}.mdx`, route: `${V}/${name}`, headings: parts.headings ?? [] });
  return { ...made, source: { ...made.source, text }, links: CountedLinks.from(parts.links ?? []) };
}

function model(pages: readonly Page[], redirects: Record<string, string> = {}): SiteModel {
  const routes = new Map<string, RouteEntry>();
  for (const p of pages) routes.set(p.route, { route: p.route, target: { kind: "page", page: p }, layout: { name: "generic" } });
  for (const [from, to] of Object.entries(redirects)) routes.set(from, { route: from, target: { kind: "redirect", to }, layout: { name: "none" } });
  return {
    ...{ site: DEFAULT_SITE, routes, placements: new Map(), communitySidebar: undefined, toc: new Map(), apiIndex: new Map() },
    ...{ blog: [], syntax: [], data: {}, assets: new Set<string>() },
  };
}

const record = page("record", "record v1", { headings: [heading("fields")], links: [link(`${V}/tuple#usage`, 4, 1), link("/latest/tuple#tips", 5, 1)] });
const tuple = page("tuple", "tuple v1", { headings: [heading("usage"), heading("tips")] });
const redirects = { "/latest/tuple": `${V}/tuple` };

/** Checks `m` through the memo, asserts it finds what a check without one finds, and returns that with the links read meanwhile. */
function checkBoth(m: SiteModel, memo = createBuildMemo(), files: ReadonlySet<string> = new Set()) {
  const before = CountedLinks.reads;
  const found = checkLinksOnce({ model: m, files, pending: [], parseSettingsKey: "settings" }, memo);
  const reads = CountedLinks.reads - before;
  assert.deepEqual(found, checkLinks(m, files));
  return { found: found.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`), reads };
}

describe("checkLinksOnce", () => {
  test("an unchanged site reads no page's links again", () => {
    const memo = createBuildMemo();
    assert.deepEqual(checkBoth(model([record, tuple], redirects), memo), { found: [], reads: 2 });
    // New model objects for the same pages and routes: what a rebuild after an unrelated save makes.
    assert.deepEqual(checkBoth(model([record, tuple], redirects), memo), { found: [], reads: 0 });
  });

  test("a page whose links read another page's anchors is checked again when they change, directly or through a redirect", () => {
    const memo = createBuildMemo();
    checkBoth(model([record, tuple], redirects), memo);
    // tuple loses #usage and #tips: record is unchanged but its links now miss.
    const edited = page("tuple", "tuple v2", { headings: [heading("usage-renamed")] });
    assert.deepEqual(checkBoth(model([record, edited], redirects), memo), {
      found: [
        `content/docs/manual/v11.0.0/record.mdx:4 link/dead-anchor #usage is not an anchor on ${V}/tuple`,
        "content/docs/manual/v11.0.0/record.mdx:5 link/dead-anchor #tips is not an anchor on /latest/tuple",
      ],
      reads: 2,
    });
    // tuple gets its anchors back in another text: record's links hold again.
    const restored = page("tuple", "tuple v3", { headings: [heading("usage"), heading("tips")] });
    assert.deepEqual(checkBoth(model([record, restored], redirects), memo), { found: [], reads: 2 });
  });

  test("a route or file that comes or goes checks every page again", () => {
    const memo = createBuildMemo();
    checkBoth(model([record, tuple], redirects), memo);
    const gone = checkBoth(model([record], redirects), memo);
    assert.deepEqual(gone.found, [
      `content/docs/manual/v11.0.0/record.mdx:4 link/dead dead link to ${V}/tuple (written ${V}/tuple#usage)`,
      "content/docs/manual/v11.0.0/record.mdx:5 link/dead-anchor #tips is not an anchor on /latest/tuple",
      "content/site.json:1 link/dead-redirect the redirect /latest/tuple leads to /docs/manual/v11.0.0/tuple, which does not exist",
    ]);
    assert.equal(gone.reads, 1);
    const toFile = page("record", "record v2", { links: [link("/feed.xml", 3, 1)] });
    assert.equal(checkBoth(model([toFile, tuple]), memo).found.length, 1);
    assert.deepEqual(checkBoth(model([toFile, tuple]), memo, new Set(["/feed.xml"])), { found: [], reads: 2 });
  });

  test("keeps the checks of the pages of the latest site only", () => {
    const memo = createBuildMemo();
    checkBoth(model([record, tuple], redirects), memo);
    checkBoth(model([record]), memo);
    assert.equal(memo.values.view("linkCheck").size, 1);
  });
});
