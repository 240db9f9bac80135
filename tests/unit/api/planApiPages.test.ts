import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { planApiPages } from "../../../src/api/planApiPages.ts";
import type { ApiModule } from "../../../src/api/types.ts";
import type { ResolvedApiVersion } from "../../../src/config/types.ts";

const module = (path: readonly string[], modules: readonly ApiModule[] = [], parts: Partial<ApiModule> = {}): ApiModule => ({
  name: path.at(-1)!,
  path,
  docstrings: [],
  items: [],
  modules,
  ...parts,
});
const TOOLS: ResolvedApiVersion = { version: "v12.0.0", toolchain: "v12", kind: "tools", areas: [] };
const LEGACY: ResolvedApiVersion = { version: "v9.1.0", toolchain: "v9", kind: "legacy", areas: [] };
const ROOT = "/docs/manual/v12.0.0/api";

/** The page paths of a plan and the front matter title of each. */
const titles = (plan: ReturnType<typeof planApiPages>) => plan.pages.map((p) => [p.path, /^title: "(.*)"$/m.exec(p.markdown)?.[1]]);

describe("planApiPages", () => {
  test("one page per module, parents before children, and a sidebar category per area", () => {
    const belt = module(["Belt"], [module(["Belt", "HashMap"], [module(["Belt", "HashMap", "Int"])]), module(["Belt", "Array"])]);
    const plan = planApiPages({ base: "/docs/manual", api: TOOLS, areas: [{ id: "belt", title: "Belt", module: belt, origin: "From Belt." }] });
    assert.deepEqual(titles(plan), [
      ["docs/manual/v12.0.0/api/belt.mdx", "Belt"],
      ["docs/manual/v12.0.0/api/belt/hash-map.mdx", "Belt.HashMap"],
      ["docs/manual/v12.0.0/api/belt/hash-map/int.mdx", "Belt.HashMap.Int"],
      ["docs/manual/v12.0.0/api/belt/array.mdx", "Belt.Array"],
    ]);
    assert.equal(plan.sidebar, JSON.stringify({ Belt: ["belt", "belt/hash-map", "belt/hash-map/int", "belt/array"] }, null, 2));
  });

  test("hand-written pages inside an area join its sidebar after the generated modules; others do not", () => {
    const belt = module(["Belt"], [module(["Belt", "Array"])]);
    const plan = planApiPages({
      base: "/docs/manual",
      api: TOOLS,
      areas: [{ id: "belt", title: "Belt", module: belt, origin: "From Belt." }],
      handWritten: [
        "docs/manual/v12.0.0/api/belt/debug.mdx",
        "docs/manual/v12.0.0/api/belt/array.mdx",
        "docs/manual/v12.0.0/api/js/console.mdx",
        "docs/manual/v11.0.0/api/belt/other.mdx",
        "docs/manual/v12.0.0/record.mdx",
      ],
    });
    assert.equal(plan.sidebar, JSON.stringify({ Belt: ["belt", "belt/array", "belt/debug"] }, null, 2));
  });

  test("an area page links its submodules and says where the reference comes from", () => {
    const belt = module(["Belt"], [module(["Belt", "Array"])], { docstrings: ["The Belt library, with arrays and more. It is old."] });
    const plan = planApiPages({ base: "/docs/manual", api: TOOLS, areas: [{ id: "belt", title: "Belt", module: belt, origin: "From Belt." }] });
    assert.equal(
      plan.pages[0]!.markdown,
      [
        "---",
        'title: "Belt"',
        'description: "The Belt library, with arrays and more."',
        "---",
        "",
        "# Belt",
        "",
        "The Belt library, with arrays and more. It is old.",
        "",
        "<Info>\n\nFrom Belt.\n\n</Info>",
        "",
        "Modules:",
        "",
        `- [Belt.Array](${ROOT}/belt/array)`,
        "",
      ].join("\n"),
    );
  });

  test("a module without docs is described by its title and version", () => {
    const plan = planApiPages({ base: "/docs/manual", api: TOOLS, areas: [{ id: "belt", title: "Belt", module: module(["Belt"]), origin: "O." }] });
    assert.match(plan.pages[0]!.markdown, /^---\ntitle: "Belt"\ndescription: "API reference of Belt in ReScript v12.0.0."\n---\n/);
  });

  test("modules of an opened area are titled without the area prefix", () => {
    const stdlib = module(["Stdlib"], [module(["Stdlib", "Array"], [module(["Stdlib", "Array", "Inner"])])]);
    const plan = planApiPages({
      base: "/docs/manual",
      api: TOOLS,
      areas: [{ id: "stdlib", title: "Stdlib", module: stdlib, origin: "O." }],
      openedAreas: ["stdlib"],
    });
    assert.deepEqual(titles(plan), [
      ["docs/manual/v12.0.0/api/stdlib.mdx", "Stdlib"],
      ["docs/manual/v12.0.0/api/stdlib/array.mdx", "Array"],
      ["docs/manual/v12.0.0/api/stdlib/array/inner.mdx", "Array.Inner"],
    ]);
  });

  test("a module's slug wins over its kebab name; names sharing a kebab form get distinct segments", () => {
    const js = module(
      ["Js"],
      [
        module(["Js", "Float32Array"]),
        module(["Js", "Float32_array"]),
        module(["Js", "HashMapInt"], [], { slug: "hashmapint" }),
        module(["Js", "Hash_map_int"], [], { slug: "hashmapint" }),
      ],
    );
    const plan = planApiPages({ base: "/docs/manual", api: TOOLS, areas: [{ id: "js", title: "Js", module: js, origin: "O." }] });
    assert.equal(plan.sidebar, JSON.stringify({ Js: ["js", "js/float-32-array", "js/float32-array", "js/hashmapint", "js/hash-map-int"] }, null, 2));
  });

  test("old flat module names in docstrings link to the module pages", () => {
    const doc = "See [HashMap](hash-map), [Int](hash-map-int#Get), [again](hashmap), [nested](belt/hash-map/int.md) and [other](nowhere).";
    const belt = module(["Belt"], [module(["Belt", "HashMap"], [module(["Belt", "HashMap", "Int"])])], { docstrings: [doc] });
    const plan = planApiPages({ base: "/docs/manual", api: TOOLS, areas: [{ id: "belt", title: "Belt", module: belt, origin: "O." }] });
    assert.equal(
      plan.pages[0]!.markdown.split("\n")[7],
      `See [HashMap](${ROOT}/belt/hash-map), [Int](${ROOT}/belt/hash-map/int#get), [again](${ROOT}/belt/hash-map), ` +
        `[nested](${ROOT}/belt/hash-map/int) and [other](nowhere).`,
    );
  });

  test("examples are compiled for references made by the tools, not for legacy ones", () => {
    const belt = module(["Belt"], [], { docstrings: ["An example of the library:\n\n```res\nlet a = 1\n```"] });
    const fenceOf = (api: ResolvedApiVersion) =>
      planApiPages({ base: "/docs/manual", api, areas: [{ id: "belt", title: "Belt", module: belt, origin: "O." }] }).pages[0]!.markdown.split("\n")[9];
    assert.equal(fenceOf(TOOLS), "```res example");
    assert.equal(fenceOf(LEGACY), "```res");
  });

  test("legacy docstrings are odoc: converted, with references linked within this version's API and the description read from the result", () => {
    const array = module(["Belt", "Array"], [], {
      docstrings: ["{!Belt.Array} Utililites for {b arrays}, see {!Belt.Map.get}."],
      items: [{ kind: "value", name: "get", signature: "let get: int", docstrings: ["[get a i], or {!hash}.\n@return an option"] }],
    });
    const map = module(["Belt", "Map"], [], { items: [{ kind: "value", name: "get", signature: "let get: int", docstrings: ["Like {!get} of {!Array}."] }] });
    const plan = planApiPages({
      base: "/docs/manual",
      api: LEGACY,
      areas: [{ id: "belt", title: "Belt", module: module(["Belt"], [array, map]), origin: "O." }],
    });
    const root = "/docs/manual/v9.1.0/api/belt";
    const [, arrayPage, mapPage] = plan.pages.map((p) => p.markdown);
    assert.match(arrayPage!, /^description: "Belt\.Array Utililites for arrays, see Belt\.Map\.get\."$/m);
    assert.ok(arrayPage!.includes(`[\`Belt.Array\`](${root}/array) Utililites for **arrays**, see [\`Belt.Map.get\`](${root}/map#get).`), arrayPage);
    assert.ok(arrayPage!.includes("`get a i`, or `hash`.\n\n**Returns:** an option"), arrayPage);
    assert.ok(mapPage!.includes(`Like [\`get\`](${root}/map#get) of [\`Array\`](${root}/array).`), mapPage);
  });

  test("Markdown docstrings of the tools keep their Markdown; only odoc references in them are converted", () => {
    const js = module(["Js"], [], {
      items: [
        { kind: "value", name: "test", signature: "let test: int", docstrings: [] },
        { kind: "value", name: "testAny", signature: "let testAny: int", docstrings: ["The same as {!test}, but [x] and {b y} stay."] },
      ],
    });
    const plan = planApiPages({ base: "/docs/manual", api: TOOLS, areas: [{ id: "js", title: "Js", module: js, origin: "O." }] });
    assert.ok(plan.pages[0]!.markdown.includes(`The same as [\`test\`](${ROOT}/js#test), but [x] and {b y} stay.`), plan.pages[0]!.markdown);
  });

  test("a base with or without its leading slash gives the same plan; no areas plan nothing", () => {
    const area = { id: "dom", title: "Dom", module: module(["Dom"], [module(["Dom", "Storage"])]), origin: "O." };
    const withSlash = planApiPages({ base: "/docs/manual", api: LEGACY, areas: [area] });
    assert.deepEqual(
      withSlash.pages.map((p) => p.path),
      ["docs/manual/v9.1.0/api/dom.mdx", "docs/manual/v9.1.0/api/dom/storage.mdx"],
    );
    assert.match(withSlash.pages[0]!.markdown, /\n- \[Dom\.Storage\]\(\/docs\/manual\/v9\.1\.0\/api\/dom\/storage\)\n/);
    assert.deepEqual(planApiPages({ base: "docs/manual", api: LEGACY, areas: [area] }), withSlash);
    assert.deepEqual(planApiPages({ base: "/docs/manual", api: LEGACY, areas: [] }), { pages: [], sidebar: "{}" });
  });
});
