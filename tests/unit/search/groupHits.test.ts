import { afterEach, beforeEach, describe, test } from "node:test";
import assert from "node:assert/strict";
import { breadcrumbOf, groupHits, groupOf, insertByRank, reduceHitUrl, type HitGroup } from "../../../client/search/groupHits.ts";
import type { DisplayHit } from "../../../client/search/types.ts";

const hit = (url: string, type: DisplayHit["type"] = "lvl1", lvl1 = "Page"): DisplayHit => ({
  url,
  type,
  title: [{ text: lvl1, mark: false }],
  snippet: [],
  hierarchy: { lvl0: null, lvl1, lvl2: type === "lvl2" ? "Section" : null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
});

let errors: unknown[][] = [];
const original = console.error;
beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => void errors.push(args);
});
afterEach(() => {
  console.error = original;
});

describe("reduceHitUrl", () => {
  test("keeps pathname and hash only", () => {
    assert.equal(reduceHitUrl("https://rescript-lang.org/docs/manual/v11.0.0/record?x=1#optional-fields"), "/docs/manual/v11.0.0/record#optional-fields");
    assert.equal(reduceHitUrl("https://rescript-lang.org/blog"), "/blog");
  });
  test("logs 'Failed to parse URL' and returns undefined for an unparsable URL", () => {
    assert.equal(reduceHitUrl("http://[bad"), undefined);
    assert.equal(reduceHitUrl("/relative/only"), undefined);
    assert.equal(errors.length, 2);
    assert.equal(errors[0]![0], "Failed to parse URL");
  });
});

describe("groups and breadcrumbs", () => {
  test("first path segment; syntax lookup counts as docs", () => {
    assert.equal(groupOf("/docs/react/latest/hooks-state"), "docs");
    assert.equal(groupOf("/syntax-lookup#as-decorator"), "docs");
    assert.equal(groupOf("/blog/release-11-0#x"), "blog");
    assert.equal(groupOf("/community/roadmap"), "community");
  });
  test("docs breadcrumbs: doc set and version folders (capitalised, version numbers as they are), API, then the page title", () => {
    assert.equal(
      breadcrumbOf("/docs/manual/v12.0.0/generate-converters-accessors#x", "Generate Converters & Accessors"),
      "Manual / v12.0.0 / Generate Converters & Accessors",
    );
    assert.equal(breadcrumbOf("/docs/manual/v12.0.0/api/stdlib/array#map", "Array"), "Manual / v12.0.0 / API / Array");
    assert.equal(breadcrumbOf("/docs/manual/v11.0.0/api/belt/map/string", "Belt.Map.String"), "Manual / v11.0.0 / API / Belt.Map.String");
    assert.equal(breadcrumbOf("/docs/manual/v12.0.0/api", "API Reference"), "Manual / v12.0.0 / API Reference");
    assert.equal(breadcrumbOf("/docs/react/latest/hooks-state", "useState Hook"), "React / Latest / useState Hook");
    assert.equal(breadcrumbOf("/docs/manual/v12.0.0"), "Manual / v12.0.0");
    assert.equal(breadcrumbOf("/syntax-lookup#pipe", "Pipe"), "Syntax Lookup");
  });
  test("docs breadcrumbs without a page title (an Algolia record without lvl1) end in the last path segment, capitalised", () => {
    assert.equal(breadcrumbOf("/docs/manual/v11.0.0/record#x"), "Manual / v11.0.0 / Record");
    assert.equal(breadcrumbOf("/docs/manual/v11.0.0/record", "  "), "Manual / v11.0.0 / Record");
  });
});

describe("groupHits", () => {
  test("groups in order of first appearance, labels docs with breadcrumbs and sections with their page", () => {
    const groups = groupHits([
      hit("https://x.org/blog/a", "lvl2", "Post A"),
      hit("https://x.org/docs/manual/v11.0.0/record"),
      hit("https://x.org/syntax-lookup#as-decorator"),
      hit("https://x.org/community/roadmap"),
    ]);
    assert.deepEqual(
      groups.map((g) => [g.id, g.title, g.hits.map((h) => [h.href, h.label])]),
      [
        ["blog", "Blog", [["/blog/a", "Post A"]]],
        [
          "docs",
          "Docs",
          [
            ["/docs/manual/v11.0.0/record", "Manual / v11.0.0 / Page"],
            ["/syntax-lookup#as-decorator", "Syntax Lookup"],
          ],
        ],
        ["community", "Community", [["/community/roadmap", ""]]],
      ],
    );
  });
  test("at most 5 per group and only the first 20 hits; unparsable URLs are skipped", () => {
    const hits = [
      ...Array.from({ length: 8 }, (_, i) => hit(`https://x.org/docs/a${i}`)),
      hit("http://[bad"),
      ...Array.from({ length: 11 }, (_, i) => hit(`https://x.org/blog/b${i}`)),
      hit("https://x.org/community/late"),
    ];
    const groups = groupHits(hits);
    assert.deepEqual(
      groups.map((g) => [g.id, g.hits.length]),
      [
        ["docs", 5],
        ["blog", 5],
      ],
    );
    assert.equal(errors.length, 1);
  });
});

describe("insertByRank", () => {
  const group = (id: string, ...hrefs: string[]): HitGroup => ({
    id,
    title: id,
    hits: hrefs.map((href) => ({ hit: hit(`https://x.org${href}`), href, label: "" })),
  });
  const docs = group("docs", "/docs/manual/v11.0.0/jsx", "/syntax-lookup#jsx");
  const blog = group("blog", "/blog/a", "/blog/b");
  const elsewhere = group("elsewhere", "/docs/react/latest/hooks-state");
  test("puts the group before the first group whose best hit ranks below its own", () => {
    const ranking = ["/docs/react/latest/hooks-state", "/blog/a", "/docs/manual/v11.0.0/jsx"];
    assert.deepEqual(
      insertByRank([blog, docs], elsewhere, ranking).map((g) => g.id),
      ["elsewhere", "blog", "docs"],
    );
    assert.deepEqual(
      insertByRank([docs, blog], elsewhere, ["/docs/manual/v11.0.0/jsx", "/docs/react/latest/hooks-state", "/blog/a"]).map((g) => g.id),
      ["docs", "elsewhere", "blog"],
    );
  });
  test("a group none of whose hits are ranked counts as ranking last; without a ranking the group goes last", () => {
    assert.deepEqual(
      insertByRank([docs, blog], elsewhere, ["/docs/react/latest/hooks-state"]).map((g) => g.id),
      ["elsewhere", "docs", "blog"],
    );
    assert.deepEqual(
      insertByRank([docs, blog], elsewhere, []).map((g) => g.id),
      ["docs", "blog", "elsewhere"],
    );
  });
});
