// The offline engine over small indexes rendered in memory: record titles of API pages, packed anchors, typo
// tolerance, and the ranking rules (other doc sets, blog posts, API module pages). The real site's relevance is
// measured in tests/integration/searchRelevance.test.ts.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import type { PageSection } from "../../../src/content/splitSections.ts";
import type { SearchInput, SearchInputPage } from "../../../src/search/buildSearchShards.ts";
import { renderSearchFiles } from "../../../src/search/renderSearchIndex.ts";
import { createSearchEngine, isOneEditAway } from "../../../src/shared/search/createSearchEngine.ts";
import { rowTitles } from "../../../src/shared/search/rowTitles.ts";
import { headingSlug, packAnchor, unpackAnchor } from "../../../src/shared/search/shardAnchors.ts";
import type { ShardPage, ShardRow } from "../../../src/shared/search/types.ts";

const section = (level: number, heading: string, text = "", code = ""): PageSection => ({
  level,
  id: level === 0 ? "" : headingSlug(heading),
  heading,
  text,
  code,
});

/** A page of the manual's version `v` (or of another shard) with an intro and sections. */
function page(route: string, title: string, sections: PageSection[], extra: Partial<SearchInputPage> = {}): SearchInputPage {
  const versioned = /^\/docs\/(\w+)\/([^/]+)\//.exec(route);
  return {
    shard: versioned ? `${versioned[1]}-${versioned[2]}` : route.startsWith("/blog/") ? "blog" : "pages",
    ...(versioned ? { docSet: versioned[1]!, version: versioned[2]! } : {}),
    lvl0: versioned ? "Docs" : "Blog",
    route,
    title,
    sections: [section(0, ""), section(1, title), ...sections],
    ...extra,
  };
}

function engineOf(pages: SearchInputPage[]) {
  const input: SearchInput = {
    baseUrl: "https://docs.example",
    docSets: ["manual", "react"].map((id) => ({
      id,
      title: id,
      base: `/docs/${id}`,
      latest: "v1",
      versions: ["v1"],
      aliases: {},
      storageKey: `${id}_version`,
    })),
    pages,
  };
  const { files, manifest } = renderSearchFiles(input);
  const engine = createSearchEngine(manifest, async (p) => JSON.parse(files.get(p)!));
  const paths = async (query: string, shards: string[], secondary?: string[]) =>
    (await engine.search(query, shards, secondary ? { secondary } : {})).hits.map((h) => h.record.objectID);
  return { engine, manifest, files, paths };
}

describe("record titles (rowTitles)", () => {
  const pages: ShardPage[] = [
    { path: "/api/belt/array", lvl0: "Belt", title: "Belt.Array", kind: "api" },
    { path: "/guide", lvl0: "Docs", title: "Guide" },
  ];
  const rows: ShardRow[] = [
    [0, null, 1, null, "", "", ""],
    [0, "examples", 3, "Examples", "", "", ""],
    [0, "map", 2, "map", "", "", ""],
    [0, "examples-1", 3, "Examples", "", "", ""],
    [0, "t", 2, "t", "", "", ""],
    [1, null, 1, null, "", "", ""],
    [1, "setup", 2, "Setup", "", "", ""],
    [1, "example", 3, "Example", "", "", ""],
    [1, "usage", 2, "Usage", "", "", ""],
    [1, "notes", 3, "Notes", "", "", ""],
    [1, "more", 2, "More", "", "", ""],
    [1, "notes-1", 3, "Notes", "", "", ""],
  ];
  const titles = rowTitles(pages, rows);
  const own = (i: number) => titles[i]!.hierarchy[rows[i]![2]];
  test("an API module page's items are titled with their qualified names, the headings below them with their item's", () => {
    assert.deepEqual([0, 1, 2, 3, 4].map(own), ["Belt.Array", "Belt.Array: Examples", "Belt.Array.map", "Belt.Array.map: Examples", "Belt.Array.t"]);
    assert.deepEqual(titles[3]!.hierarchy, ["Belt", "Belt.Array", "Belt.Array.map", "Belt.Array.map: Examples", null, null, null]);
  });
  test("the heading field indexes the qualified name of an item, and the heading itself below it (its item is a parent)", () => {
    assert.equal(titles[2]!.heading, "Belt.Array.map");
    assert.deepEqual(titles[2]!.parents, ["Belt.Array"]);
    assert.equal(titles[3]!.heading, "Examples");
    assert.deepEqual(titles[3]!.parents, ["Belt.Array", "Belt.Array.map"]);
  });
  test("on other pages only an Example(s) heading, or one the page repeats, is shown with its parent's", () => {
    assert.deepEqual([5, 6, 7, 8, 9, 10, 11].map(own), ["Guide", "Setup", "Setup: Example", "Usage", "Usage: Notes", "More", "More: Notes"]);
    assert.equal(titles[7]!.heading, "Example");
  });
});

describe("packed anchors", () => {
  test("an id that is its heading's slug, or that slug numbered, is written as the number; any other id as itself", () => {
    assert.equal(packAnchor("optional-fields", "Optional Fields"), 0);
    assert.equal(packAnchor("examples-12", "Examples"), 12);
    assert.equal(packAnchor("fromarraylike", "fromArrayLike"), 0);
    assert.equal(packAnchor("custom-id", "Optional Fields"), "custom-id");
    assert.equal(packAnchor("section-1", "+"), "section-1");
    assert.equal(packAnchor("examples-012", "Examples"), "examples-012");
    assert.equal(packAnchor(null, null), null);
    for (const [anchor, heading] of [
      ["optional-fields", "Optional Fields"],
      ["examples-12", "Examples"],
      ["the---operator", "The -> Operator"],
      ["custom-id", "Optional Fields"],
      ["café-au-lait", "Café au lait!"],
    ] as const)
      assert.equal(unpackAnchor(packAnchor(anchor, heading), heading), anchor);
  });
});

describe("one edit away", () => {
  test("one letter inserted, deleted or replaced, or two neighbours swapped; the first letter kept", () => {
    for (const [a, b] of [
      ["recrod", "record"],
      ["patern", "pattern"],
      ["varient", "variant"],
      ["promse", "promise"],
      ["records", "record"],
    ])
      assert.ok(isOneEditAway(a!, b!), `${a} ${b}`);
    for (const [a, b] of [
      ["record", "record"],
      ["ecord", "record"],
      ["erc", "rec"],
      ["recrdo", "record"],
      ["rcrod", "record"],
      ["variant", "variable"],
    ])
      assert.ok(!isOneEditAway(a!, b!), `${a} ${b}`);
  });
});

describe("the engine", () => {
  const apiPages = [
    page(
      "/docs/manual/v1/api/stdlib/array",
      "Array",
      [section(2, "map", "Maps an array."), section(3, "Examples", "", "Array.map(xs, f)"), section(2, "mapWithIndex")],
      {
        kind: "api",
      },
    ),
    page("/docs/manual/v1/api/belt/array", "Belt.Array", [section(2, "map", "Maps an array."), section(3, "Examples", "", "Belt.Array.map(xs, f)")], {
      kind: "api",
    }),
    page("/docs/manual/v1/array-and-list", "Array and List", [section(2, "Mapping", "Use Array.map to map an array.")]),
  ];

  test("finds API items by qualified name, each titled with it, its Examples with its name", async () => {
    const { engine, paths } = engineOf(apiPages);
    assert.equal((await paths("Array.map", ["manual-v1"]))[0], "/docs/manual/v1/api/stdlib/array#map");
    assert.equal((await paths("Belt.Array.map", ["manual-v1"]))[0], "/docs/manual/v1/api/belt/array#map");
    const { hits } = await engine.search("Belt.Array.map", ["manual-v1"]);
    assert.equal(hits[0]!.record.hierarchy.lvl2, "Belt.Array.map");
    const examples = hits.find((h) => h.record.objectID === "/docs/manual/v1/api/belt/array#examples")!.record;
    assert.equal(examples.hierarchy.lvl3, "Belt.Array.map: Examples");
  });

  test("a word of 5+ letters one edit away from indexed terms finds them, below the exact matches", async () => {
    const { paths } = engineOf([
      page("/docs/manual/v1/record", "Record", [section(2, "Record fields", "A record has fields.")]),
      page("/docs/manual/v1/typo", "Typo", [section(2, "Spelling", "Someone wrote recrod here.")]),
    ]);
    assert.deepEqual(await paths("recrod", ["manual-v1"]), ["/docs/manual/v1/typo#spelling", "/docs/manual/v1/record", "/docs/manual/v1/record#record-fields"]);
    assert.deepEqual(await paths("recrod fields", ["manual-v1"]), ["/docs/manual/v1/record#record-fields"]);
    assert.deepEqual(await paths("reco", ["manual-v1"]), ["/docs/manual/v1/record", "/docs/manual/v1/record#record-fields"]);
    assert.deepEqual(await paths("recor", ["manual-v1"]), ["/docs/manual/v1/record", "/docs/manual/v1/record#record-fields"]);
    assert.deepEqual(await paths("rekord", ["manual-v1"]), ["/docs/manual/v1/record", "/docs/manual/v1/record#record-fields"]);
    assert.deepEqual(await paths("recx", ["manual-v1"]), [], "words under 5 letters are not looked up with an edit");
  });

  test("typos are looked up only when the exact words find fewer than 5 records", async () => {
    const many = Array.from({ length: 5 }, (_, i) => page(`/docs/manual/v1/p${i}`, `Page ${i}`, [section(2, "Body", "the varient spelling")]));
    const { paths } = engineOf([...many, page("/docs/manual/v1/variant", "Variant", [])]);
    assert.ok(!(await paths("varient", ["manual-v1"])).includes("/docs/manual/v1/variant"));
    const { paths: fewer } = engineOf([...many.slice(0, 4), page("/docs/manual/v1/variant", "Variant", [])]);
    assert.equal((await fewer("varient", ["manual-v1"])).at(-1), "/docs/manual/v1/variant");
  });

  test("other doc sets' records (secondary) weigh less: the reader's docs win a tie", async () => {
    const { paths } = engineOf([
      page("/docs/manual/v1/installation", "Installation", [section(2, "Steps", "npm install")]),
      page("/docs/react/v1/installation", "Installation", [section(2, "Steps", "npm install")]),
    ]);
    const shards = ["react-v1", "manual-v1"];
    assert.equal((await paths("installation", shards, ["react-v1"]))[0], "/docs/manual/v1/installation");
    assert.equal((await paths("installation", shards, ["manual-v1"]))[0], "/docs/react/v1/installation");
  });

  test("a blog post's sections do not add up: the docs section titled by the query outranks a post that mentions it often", async () => {
    const post = page(
      "/blog/optional",
      "Release notes: optional fields",
      Array.from({ length: 5 }, (_, i) => section(2, `Part ${i} optional fields`, "optional fields optional fields")),
    );
    const { manifest, paths } = engineOf([post, page("/docs/manual/v1/record", "Record", [section(2, "Optional Fields", "Fields can be optional.")])]);
    assert.equal(manifest.shards.find((s) => s.id === "blog")?.rollup, false);
    assert.equal((await paths("optional fields", ["manual-v1", "blog"]))[0], "/docs/manual/v1/record#optional-fields");
  });
});
