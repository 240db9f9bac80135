// Relevance: queries against the real site's offline index, each with the first hit a reader should get.
// The index is the one the shared build of the real site wrote (tests/support/builtSite.ts), queried through
// the same engine and scoping the browser uses.
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createSearchEngine, type SearchEngine } from "../../src/shared/search/createSearchEngine.ts";
import { allVersionsScope, resolveSearchScope, widenedScope } from "../../src/shared/search/resolveSearchScope.ts";
import { SEARCH_MANIFEST_PATH, termFilePath } from "../../src/shared/search/types.ts";
import type { SearchManifest, SearchPackMeta, SearchTermFile } from "../../src/shared/search/types.ts";
import { builtSite } from "../support/builtSite.ts";
import { figures, runSuite, SUITE, SUITE_VERSIONS } from "./searchRelevanceCases.ts";

const MANUAL = "/docs/manual/v11.0.0/introduction";
const REACT = "/docs/react/latest/introduction";

/** [query, page the reader is on, expected first hit (path and hash)]. */
const CASES: readonly (readonly [string, string, string])[] = [
  ["record", MANUAL, "/docs/manual/v11.0.0/record"],
  ["->", MANUAL, "/docs/manual/v11.0.0/pipe"],
  ["@as", MANUAL, "/syntax-lookup#as-decorator"],
  ["useState", REACT, "/docs/react/latest/hooks-state"],
  ["%raw", MANUAL, "/docs/manual/v11.0.0/embed-raw-javascript"],
  ["switch", MANUAL, "/docs/manual/v11.0.0/pattern-matching-destructuring"],
  ["let?", "/docs/manual/v12.0.0/introduction", "/docs/manual/v12.0.0/pattern-matching-destructuring"],
  ["|>", MANUAL, "/syntax-lookup#pipe-last"],
  ["...", MANUAL, "/syntax-lookup#spread"],
  [":=", MANUAL, "/syntax-lookup#ref-assignment"],
  ["++", MANUAL, "/syntax-lookup#string-concatenation"],
  ["Console.log", MANUAL, "/syntax-lookup#console-log"],
  ["@react.component", MANUAL, "/syntax-lookup#react-component-decorator"],
  ["Array.map", MANUAL, "/docs/manual/v11.0.0/api/core/array#map"],
  ["Belt.Array.map", MANUAL, "/docs/manual/v11.0.0/api/belt/array#map"],
  ["Array.map", "/docs/manual/v12.0.0/introduction", "/docs/manual/v12.0.0/api/stdlib/array#map"],
  ["variant", MANUAL, "/docs/manual/v11.0.0/variant"],
  ["polymorphic variant", MANUAL, "/docs/manual/v11.0.0/polymorphic-variant"],
  ["polymorphic var", MANUAL, "/docs/manual/v11.0.0/polymorphic-variant"],
  ["reccord", MANUAL, "/docs/manual/v11.0.0/record"],
  ["recrod", MANUAL, "/docs/manual/v11.0.0/record"],
  ["promise", MANUAL, "/docs/manual/v11.0.0/promise"],
  ["async await", MANUAL, "/docs/manual/v11.0.0/async-await"],
  ["exception", MANUAL, "/docs/manual/v11.0.0/exception"],
  ["tuple", MANUAL, "/docs/manual/v11.0.0/tuple"],
  ["install", MANUAL, "/docs/manual/v11.0.0/installation"],
  ["typescript", MANUAL, "/docs/manual/v11.0.0/typescript-integration"],
  ["rescript.json", MANUAL, "/docs/manual/v11.0.0/build-configuration"],
  ["tagged template", MANUAL, "/docs/manual/v11.0.0/tagged-templates"],
  ["labeled arguments", MANUAL, "/docs/manual/v11.0.0/function"],
  ["null", MANUAL, "/docs/manual/v11.0.0/api/core/null"],
  ["null undefined option", MANUAL, "/docs/manual/v11.0.0/null-undefined-option"],
  ["unit", MANUAL, "/docs/manual/v11.0.0/primitive-types#unit"],
  ["mutable fields", MANUAL, "/docs/manual/v11.0.0/record#mutable-fields"],
  ["optional fields", MANUAL, "/docs/manual/v11.0.0/record#optional-fields"],
  ["warning numbers", MANUAL, "/docs/manual/v11.0.0/warning-numbers"],
  ["code of conduct", MANUAL, "/community/code-of-conduct"],
  ["roadmap", MANUAL, "/community/roadmap"],
  ["untagged variants tour", MANUAL, "/blog/untagged-variants-tour"],
  ["useEffect", REACT, "/docs/react/latest/hooks-effect"],
  ["useReducer", REACT, "/docs/react/latest/hooks-reducer"],
  ["forwardRef", REACT, "/docs/react/latest/forwarding-refs"],
  ["context", REACT, "/docs/react/latest/context"],
  ["dict", "/docs/manual/v12.0.0/introduction", "/docs/manual/v12.0.0/dict"],
  ["let binding", "/docs/manual/v8.0.0/introduction", "/docs/manual/v8.0.0/let-binding"],
];

/** Every file of the built site's /search/ folder, by site path. */
function searchFilesOf(out: string): Map<string, string> {
  return new Map(
    readdirSync(path.join(out, "search"), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const file = path.join(e.parentPath, e.name);
        return [`/${path.relative(out, file).split(path.sep).join("/")}`, readFileSync(file, "utf8")] as const;
      }),
  );
}

let manifest: SearchManifest;
let files: Map<string, string>;
let engine: SearchEngine;
before(async () => {
  files = searchFilesOf(await builtSite());
  manifest = JSON.parse(files.get(SEARCH_MANIFEST_PATH)!) as SearchManifest;
  engine = createSearchEngine(manifest, async (p) => JSON.parse(files.get(p) ?? "null"));
});

/** The first hit's path and hash, as the modal links it. */
async function firstHit(query: string, from: string): Promise<string | undefined> {
  const scope = resolveSearchScope({ pathname: from, docSets: manifest.docSets, shards: manifest.shards });
  const { hits } = await engine.search(query, scope.shardIds);
  return hits[0]?.record.url.replace(/^https?:\/\/[^/]+/, "");
}

describe("search relevance on the real site", () => {
  test(`has at least 25 cases`, () => assert.ok(CASES.length >= 25));
  for (const [query, from, expected] of CASES) {
    test(`${JSON.stringify(query)} from ${from} -> ${expected}`, async () => {
      assert.equal(await firstHit(query, from), expected);
    });
  }
});

/**
 * Hit paths (with hash), best first, for a reader on `from`, searching what the modal searches: the page's docs
 * version, the other doc sets at the reader's versions (ranked a little lower), and the unversioned shards.
 */
async function readerHits(query: string, from: string): Promise<string[]> {
  const options = { pathname: from, docSets: manifest.docSets, shards: manifest.shards };
  const scope = widenedScope(resolveSearchScope(options), options);
  const { hits } = await engine.search(query, scope.shardIds, { limit: 10, ...(scope.secondary ? { secondary: scope.secondary } : {}) });
  return hits.map((h) => h.record.url.replace(/^https?:\/\/[^/]+/, ""));
}

/** Below these, the suite fails: top-3 and top-1 rates and mean reciprocal rank, per reader version. */
const FLOOR = { top3: 0.95, top1: 0.8, mrr: 0.85 };

describe("relevance suite: API names, syntax, concepts, errors, React hooks and typos, for v11 and v12 readers", () => {
  test("has at least 60 queries, each asked of both versions", () => {
    assert.ok(SUITE.length >= 60, `${SUITE.length} queries`);
    for (const c of SUITE) for (const v of SUITE_VERSIONS) assert.notEqual(c.expected(v), null, `${c.query} for ${v}`);
  });
  for (const version of SUITE_VERSIONS) {
    test(`${version} reader: the expected page in the top 3 for at least ${FLOOR.top3 * 100}% of the queries`, async () => {
      const run = await runSuite(version, readerHits);
      const f = figures(run);
      const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
      console.log(`search relevance, ${version} reader, ${f.count} queries: top-1 ${pct(f.top1)}, top-3 ${pct(f.top3)}, MRR ${f.mrr.toFixed(3)}`);
      const misses = run.ranks.filter((r) => r.rank === 0 || r.rank > 3);
      for (const r of misses)
        console.log(`  not in the top 3: ${JSON.stringify(r.query)} -> ${r.expected} (rank ${r.rank || "> 10"}; top: ${r.top.join(", ")})`);
      assert.ok(f.top3 >= FLOOR.top3, `top-3 ${pct(f.top3)} < ${pct(FLOOR.top3)}`);
      assert.ok(f.top1 >= FLOOR.top1, `top-1 ${pct(f.top1)} < ${pct(FLOOR.top1)}`);
      assert.ok(f.mrr >= FLOOR.mrr, `MRR ${f.mrr.toFixed(3)} < ${FLOOR.mrr}`);
    });
  }
  test("API names are found in the reader's version only, titled with their qualified names", async () => {
    for (const [version, area] of [
      ["v11.0.0", "core"],
      ["v12.0.0", "stdlib"],
    ] as const) {
      const options = { pathname: `/docs/manual/${version}/introduction`, docSets: manifest.docSets, shards: manifest.shards };
      const { hits } = await engine.search("Array.map", resolveSearchScope(options).shardIds);
      assert.equal(hits[0]!.record.objectID, `/docs/manual/${version}/api/${area}/array#map`);
      assert.equal(hits[0]!.record.hierarchy.lvl2, "Array.map");
      assert.ok(hits.every((h) => !h.record.objectID.startsWith("/docs/manual/") || h.record.objectID.startsWith(`/docs/manual/${version}/`)));
    }
    // A qualified name finds its item, titled with it; the item's examples are part of its record (they are labels
    // of the item, not sections of their own).
    const { hits } = await engine.search("Belt.Array.map", ["manual-v12.0.0"]);
    assert.equal(hits[0]?.record.hierarchy.lvl2, "Belt.Array.map");
    assert.equal(
      hits.find((h) => h.record.hierarchy.lvl3?.endsWith(": Examples")),
      undefined,
    );
  });
  test("a typo of one edit finds what the word finds", async () => {
    for (const [typo, word] of [
      ["recrod", "record"],
      ["patern", "pattern"],
      ["varient", "variant"],
    ])
      assert.equal((await readerHits(typo!, MANUAL))[0], (await readerHits(word!, MANUAL))[0], typo);
  });
});

describe("the real site's index", () => {
  test("has one shard per doc-set version plus blog, community and syntax lookup, and one pack per doc-set version", () => {
    const ids = manifest.shards.map((s) => s.id);
    for (const id of ["manual-v11.0.0", "manual-v12.0.0", "react-latest", "blog", "community", "syntax-lookup"])
      assert.ok(ids.includes(id), `${id} missing from ${ids.join(", ")}`);
    const unversioned = manifest.shards.filter((s) => !s.docSet).map((s) => s.id);
    assert.deepEqual(
      manifest.packs.map((p) => p.id),
      manifest.shards.filter((s) => s.docSet).map((s) => s.id),
    );
    for (const pack of manifest.packs) {
      assert.match(pack.path, /^\/search\/[\w.-]+\.[0-9a-z]{11}\.json$/);
      const meta = JSON.parse(files.get(pack.path)!) as SearchPackMeta;
      assert.deepEqual(
        meta.shards.map((s) => s.id),
        pack.shards,
      );
      for (const shard of meta.shards) {
        assert.equal(shard.rows.length, manifest.shards.find((s) => s.id === shard.id)!.records);
        assert.deepEqual(
          shard.lengths.map((l) => l.length),
          [shard.rows.length, shard.rows.length],
        );
      }
      // Its own doc-set version, every unversioned shard, and the other doc set at its default version.
      const other = pack.id.startsWith("manual-") ? "react-latest" : "manual-v11.0.0";
      assert.deepEqual(pack.shards, [pack.id, ...unversioned, other]);
      for (const i of meta.files.keys()) assert.ok(files.has(termFilePath(meta.folder, i, meta.hash)), `term file ${i} of ${pack.id} not written`);
      assert.equal(files.has(termFilePath(meta.folder, meta.files.length, meta.hash)), false);
      assert.match(termFilePath(meta.folder, 0, meta.hash), /^\/search\/[\w.-]+\/0\.[0-9a-z]{11}\.json$/, "named by a hash, as hosts cache it");
    }
    assert.deepEqual(manifest.docSets.find((d) => d.id === "manual")?.aliases, { latest: "v11.0.0", next: "v12.0.0" });
  });

  test("records have the search-hit shape, with the hierarchy rebuilt and the content of the section", async () => {
    const { hits } = await engine.search("optional fields", ["manual-v11.0.0"]);
    const record = hits.find((h) => h.record.objectID === "/docs/manual/v11.0.0/record#optional-fields")!.record;
    assert.deepEqual(Object.keys(record).sort(), ["anchor", "content", "hierarchy", "objectID", "type", "url", "url_without_anchor"]);
    assert.equal(record.url, "https://rescript-lang.org/docs/manual/v11.0.0/record#optional-fields");
    assert.equal(record.url_without_anchor, "https://rescript-lang.org/docs/manual/v11.0.0/record");
    assert.equal(record.anchor, "optional-fields");
    assert.equal(record.type, "lvl2");
    assert.equal(record.hierarchy.lvl1, "Record");
    assert.equal(record.hierarchy.lvl2, "Optional Fields");
    assert.equal(record.hierarchy.lvl3, null);
    assert.match(record.content ?? "", /optional/i);
  });

  test("a syntax-lookup entry is one record at its anchor on /syntax-lookup", async () => {
    const { hits } = await engine.search("@as", ["syntax-lookup"]);
    const record = hits[0]!.record;
    assert.equal(record.url, "https://rescript-lang.org/syntax-lookup#as-decorator");
    assert.equal(record.anchor, "as-decorator");
    assert.equal(record.type, "lvl1");
    assert.deepEqual([record.hierarchy.lvl0, record.hierarchy.lvl1], ["Syntax Lookup", "@as"]);
  });

  test("returns at most 20 hits (or the limit) and counts all matches", async () => {
    const all = allVersionsScope(manifest.shards).shardIds;
    const { hits, total } = await engine.search("the", all);
    assert.equal(hits.length, 20);
    assert.ok(total > 100, `only ${total}`);
    assert.equal((await engine.search("the", all, { limit: 3 })).hits.length, 3);
    assert.deepEqual(await engine.search("", all), { hits: [], total: 0 });
  });

  test("a query loads the pack of its scope and one term file per word; a word's next letters load nothing more", async () => {
    const fetched: string[] = [];
    const counting = createSearchEngine(manifest, async (p) => {
      fetched.push(p);
      return JSON.parse(files.get(p)!);
    });
    const options = { pathname: "/docs/manual/v11.0.0/record", docSets: manifest.docSets, shards: manifest.shards };
    const scope = widenedScope(resolveSearchScope(options), options);
    const pack = manifest.packs.find((p) => p.id === "manual-v11.0.0")!;
    const meta = JSON.parse(files.get(pack.path)!) as SearchPackMeta;
    await counting.search("rec", resolveSearchScope(options).shardIds);
    await counting.search("rec", scope.shardIds, scope.secondary ? { secondary: scope.secondary } : {});
    assert.equal(fetched.length, 2, fetched.join(" "));
    assert.equal(fetched[0], pack.path);
    assert.match(fetched[1]!, new RegExp(`^${meta.folder}/\\d+\\.${meta.hash}\\.json$`));
    const file = JSON.parse(files.get(fetched[1]!)!) as SearchTermFile;
    assert.ok(file.parts.some(([, [terms]]) => terms.includes("record")));
    for (const typed of ["reco", "recor", "record", "records"]) await counting.search(typed, scope.shardIds);
    assert.equal(fetched.length, 2, fetched.join(" "));
    // A short word comes with the pack; a second word loads its own file.
    await counting.search("record r", scope.shardIds);
    await counting.search("record fi", scope.shardIds);
    assert.equal(fetched.length, 2, fetched.join(" "));
    await counting.search("record fields", scope.shardIds);
    assert.equal(fetched.length, 3, fetched.join(" "));
  });

  test("interop with TypeScript finds the TypeScript page (its sidebar section is JavaScript Interop) in the top 3", async () => {
    for (const version of SUITE_VERSIONS) {
      const top = await readerHits("interop with TypeScript", `/docs/manual/${version}/introduction`);
      assert.ok(top.slice(0, 3).includes(`/docs/manual/${version}/typescript-integration`), `${version}: ${top.slice(0, 3).join(", ")}`);
    }
  });

  test("suggests up to 3 headings for a query without results", async () => {
    const scope = resolveSearchScope({ pathname: "/docs/manual/v11.0.0/record", docSets: manifest.docSets, shards: manifest.shards });
    assert.equal((await engine.search("rekordx", scope.shardIds)).hits.length, 0);
    const suggestions = await engine.suggest("rekordx", scope.shardIds);
    assert.ok(suggestions.length >= 1 && suggestions.length <= 3, JSON.stringify(suggestions));
    assert.ok(
      suggestions.some((s) => /record/i.test(s)),
      JSON.stringify(suggestions),
    );
  });
});
