// The offline engine over small indexes rendered in memory: record titles of API pages, packed anchors, typo
// tolerance, and the ranking rules (other doc sets, blog posts, API module pages). The real site's relevance is
// measured in tests/integration/searchRelevance.test.ts.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import type { PageSection } from "../../../src/content/splitSections.ts";
import MiniSearch from "minisearch";
import { buildSearchShards, type SearchInput, type SearchInputPage } from "../../../src/search/buildSearchShards.ts";
import { renderSearchFiles } from "../../../src/search/renderSearchIndex.ts";
import { createSearchEngine, isOneEditAway } from "../../../src/shared/search/createSearchEngine.ts";
import { addTermFile, createScopeIndex } from "../../../src/shared/search/createScopeIndex.ts";
import { loadPack } from "../../../src/shared/search/loadPack.ts";
import { planScope } from "../../../src/shared/search/planScope.ts";
import { FIELD_BOOSTS, MINISEARCH_OPTIONS, toSearchDocuments } from "../../../src/shared/search/searchIndexOptions.ts";
import { rowTitles } from "../../../src/shared/search/rowTitles.ts";
import { headingSlug, packAnchor, unpackAnchor } from "../../../src/shared/search/shardAnchors.ts";
import { type SearchPackMeta, type SearchTermFile, type ShardPage, type ShardRow, termFilePath } from "../../../src/shared/search/types.ts";

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

describe("packs, term files and snippet windows", () => {
  const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => (i === 30 ? word : `filler${i}`)).join(" ");
  const pages = () => [
    page("/docs/manual/v1/record", "Record", [
      section(2, "Record fields", "A record has fields."),
      section(2, "Spread", words(40, "spreading")),
      section(2, "Remarks", "Remarkable records reduce boilerplate."),
    ]),
    page("/docs/manual/v1/variant", "Variant", [section(2, "Constructors", "A variant has constructors, a record has fields.")]),
    page("/docs/react/v1/hooks", "Hooks", [section(2, "State", "A record in state.")]),
    page("/blog/post", "A post", [section(2, "News", "Records and variants.")]),
  ];

  test("one pack per doc-set version: its own shard, the unversioned ones and the other doc set's default version", () => {
    const { manifest } = engineOf(pages());
    assert.deepEqual(
      manifest.packs.map((p) => [p.id, p.shards]),
      [
        ["manual-v1", ["manual-v1", "blog", "react-v1"]],
        ["react-v1", ["react-v1", "blog", "manual-v1"]],
      ],
    );
    assert.deepEqual(planScope(manifest, ["manual-v1", "blog", "react-v1"]).packs, ["manual-v1"]);
    assert.deepEqual(planScope(manifest, ["react-v1", "blog"]).packs, ["react-v1"]);
    assert.deepEqual(planScope(manifest, ["blog", "manual-v1", "react-v1"]).shards, [
      { id: "blog", pack: "manual-v1" },
      { id: "manual-v1", pack: "manual-v1" },
      { id: "react-v1", pack: "manual-v1" },
    ]);
  });

  test("a site without doc-set versions has one pack of all its shards", async () => {
    const { manifest, paths } = engineOf([page("/blog/post", "A post", [section(2, "News", "Records and variants.")])]);
    assert.deepEqual(
      manifest.packs.map((p) => [p.id, p.shards]),
      [["all", ["blog"]]],
    );
    assert.deepEqual(await paths("variants", ["blog"]), ["/blog/post#news"]);
  });

  test("a query typed key by key fetches the pack once and a term file per word, and finds what it finds typed at once", async () => {
    const { manifest, files } = engineOf(pages());
    const fetched: string[] = [];
    const typing = createSearchEngine(manifest, async (p) => {
      fetched.push(p);
      return JSON.parse(files.get(p)!);
    });
    const query = "records fields";
    const shards = ["manual-v1", "blog", "react-v1"];
    for (let i = 1; i <= query.length; i++) await typing.search(query.slice(0, i), shards);
    const pack = manifest.packs.find((p) => p.id === "manual-v1")!;
    assert.equal(fetched[0], pack.path);
    assert.equal(new Set(fetched).size, fetched.length, fetched.join(" "));
    // Short words ("r", "re", "f", "fi") load nothing; "rec" and "fie" one file each (here both keys share one).
    assert.ok(fetched.length >= 2 && fetched.length <= 3, fetched.join(" "));
    const atOnce = createSearchEngine(manifest, async (p) => JSON.parse(files.get(p)!));
    assert.deepEqual(await typing.search(query, shards), await atOnce.search(query, shards));
  });

  test("a short word matches whole in the body and by prefix in titles; a common short word is left out of the query", async () => {
    const { paths } = engineOf(pages());
    // "re" starts the titles and headings of the Record page (its sections' parent); "record" in Variant's body does not count.
    assert.deepEqual((await paths("re", ["manual-v1"])).sort(), [
      "/docs/manual/v1/record",
      "/docs/manual/v1/record#record-fields",
      "/docs/manual/v1/record#remarks",
      "/docs/manual/v1/record#spread",
    ]);
    assert.ok((await paths("rec", ["manual-v1"])).includes("/docs/manual/v1/variant#constructors"));
    // "a" is in most records' prose: "a record" is "record".
    assert.deepEqual(await paths("a record", ["manual-v1"]), await paths("record", ["manual-v1"]));
    // A letter found in no prose ("z" being typed) is left out too.
    assert.deepEqual(await paths("record z", ["manual-v1"]), await paths("record", ["manual-v1"]));
  });

  test("a hit's content is the stored window of 10 words around its term, with ellipses where the section goes on", async () => {
    const { engine } = engineOf(pages());
    const { hits } = await engine.search("spreading", ["manual-v1"]);
    assert.equal(hits[0]?.record.objectID, "/docs/manual/v1/record#spread");
    assert.equal(hits[0]?.record.content, "… filler26 filler27 filler28 filler29 spreading filler31 filler32 filler33 filler34 filler35 …");
    const fields = (await engine.search("fields", ["manual-v1"])).hits.find((h) => h.record.objectID === "/docs/manual/v1/record#record-fields");
    assert.equal(fields?.record.content, "A record has fields.");
  });
});

describe("the scope index (MiniSearch's state set from the pack and its term files)", () => {
  test("scores every query as MiniSearch's own index of the same documents does", () => {
    const pages = [
      page("/docs/manual/v1/record", "Record", [section(2, "Record fields", "A record has fields.", "let r = {x: 1}"), section(3, "Examples", "", "r.x")]),
      page("/docs/manual/v1/api/belt/array", "Belt.Array", [section(2, "map", "Maps an array.", "Belt.Array.map(xs, f)")], { kind: "api" }),
      page("/docs/manual/v1/variant", "Variant", [section(2, "Constructors", "Variants have constructors; records have fields -> and more.")]),
    ];
    const input: SearchInput = {
      baseUrl: "https://docs.example",
      docSets: [{ id: "manual", title: "Manual", base: "/docs/manual", latest: "v1", versions: ["v1"], aliases: {}, storageKey: "manual_version" }],
      pages,
    };
    const { files, manifest } = renderSearchFiles(input);
    const pack = loadPack(JSON.parse(files.get(manifest.packs[0]!.path)!) as SearchPackMeta, manifest.shards);
    const scope = createScopeIndex([{ shard: pack.shards[0]!, pack: "manual-v1", indexInPack: 0 }]);
    for (const i of pack.meta.files.keys()) {
      const path = termFilePath(pack.meta.folder, i, pack.meta.hash);
      addTermFile(scope, "manual-v1", path, JSON.parse(files.get(path)!) as SearchTermFile);
    }
    const [built] = buildSearchShards(input);
    const reference = new MiniSearch(MINISEARCH_OPTIONS);
    reference.addAll(toSearchDocuments(built!.pages, built!.rows));
    for (const query of ["record", "rec", "fields", "belt.array.map", "map", "->", "constructors", "examples"]) {
      const options = { prefix: true, boost: FIELD_BOOSTS };
      const ours = scope.index.search(query, options).map((r) => [r.id, r.score.toFixed(9), Object.keys(r.match).sort().join()]);
      const theirs = reference.search(query, options).map((r) => [r.id, r.score.toFixed(9), Object.keys(r.match).sort().join()]);
      assert.ok(ours.length > 0, query);
      assert.deepEqual(ours, theirs, query);
    }
  });
});
