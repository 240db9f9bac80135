import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { DEFAULT_SITE } from "../../../src/config/defaults.ts";
import type { ResolvedDocSet } from "../../../src/config/types.ts";
import type { Page, SourceFile } from "../../../src/content/types.ts";
import { renderLlmsFiles, renderLlmsRootIndex } from "../../../src/llms/renderLlmsFiles.ts";
import { buildSiteModel } from "../../../src/site/buildSiteModel.ts";
import type { SiteModel } from "../../../src/site/types.ts";
import { makePage } from "../makePage.ts";

const MANUAL: ResolvedDocSet = {
  id: "manual",
  base: "/docs/manual",
  title: "Language Manual",
  storageKey: "manual_version",
  latest: "v12.0.0",
  aliases: {},
  versions: [],
  nextVersions: [],
  banners: {},
  crumbs: ["Docs", "Language Manual"],
  home: "introduction",
  layout: "manual",
  unknownVersions: "plain" as const,
};

/** A docs page of the manual with its Markdown source. */
function page(version: string, slug: string, title: string, text: string, description?: string): Page {
  const base = makePage({
    path: `docs/manual/${version}/${slug}.mdx`,
    route: `/docs/manual/${version}/${slug}`,
    kind: "doc",
    title,
    ...(description !== undefined ? { description } : {}),
  });
  return { ...base, source: { ...base.source, text } };
}

/** A version's sidebar.json. */
function sidebar(version: string, categories: Record<string, readonly string[]>): SourceFile {
  const path = `docs/manual/${version}/sidebar.json`;
  return { path, file: `content/${path}`, text: JSON.stringify(categories, null, 2) };
}

/** The site model of some manual pages and sidebars, which must have no problems. */
function model(pages: readonly Page[], sidebars: readonly SourceFile[]): SiteModel {
  const result = build(pages, sidebars);
  assert.deepEqual(result.diagnostics, []);
  return result.model;
}

function build(pages: readonly Page[], sidebars: readonly SourceFile[]) {
  return buildSiteModel({ site: { ...DEFAULT_SITE, docSets: [MANUAL] }, pages, dataFiles: new Map(sidebars.map((s) => [s.path, s])), assets: new Set() });
}

const V12 = [
  page("v12.0.0", "introduction", "Introduction", "---\ntitle: Introduction\n---\n\n# Introduction\n\nHello.\n", "Start here"),
  page("v12.0.0", "installation", "Installation", "# Installation\n\nRun npm.\n"),
  page("v12.0.0", "record", "Record", "---\ntitle: Record\n---\n# Record\n\nRecords.\n\n"),
  page("v12.0.0", "llms", "LLMs", "---\ntitle: LLMs\n---\n\n# LLMs\n"),
];
const V12_SIDEBAR = sidebar("v12.0.0", { Overview: ["introduction", "installation", "llms"], "Language Features": ["record"] });

describe("renderLlmsFiles", () => {
  test("a version with an llms page gets an index by sidebar category and the full text of its pages", () => {
    assert.deepEqual(
      [...renderLlmsFiles(model(V12, [V12_SIDEBAR]))],
      [
        [
          "/docs/manual/v12.0.0/llms.txt",
          [
            "# ReScript Documentation: Language Manual v12.0.0",
            "",
            "> The ReScript language and ecosystem docs. Every page of the Language Manual for v12.0.0, in reading order.",
            "",
            "## Overview",
            "",
            "- [Introduction](https://rescript-lang.org/docs/manual/v12.0.0/introduction): Start here",
            "- [Installation](https://rescript-lang.org/docs/manual/v12.0.0/installation)",
            "",
            "## Language Features",
            "",
            "- [Record](https://rescript-lang.org/docs/manual/v12.0.0/record)",
            "",
            "Full text: https://rescript-lang.org/docs/manual/v12.0.0/llm-full.txt",
            "",
          ].join("\n"),
        ],
        [
          "/docs/manual/v12.0.0/llm-full.txt",
          [
            "<!-- https://rescript-lang.org/docs/manual/v12.0.0/introduction -->",
            "# Introduction\n\nHello.",
            "",
            "<!-- https://rescript-lang.org/docs/manual/v12.0.0/installation -->",
            "# Installation\n\nRun npm.",
            "",
            "<!-- https://rescript-lang.org/docs/manual/v12.0.0/record -->",
            "# Record\n\nRecords.",
            "",
          ].join("\n"),
        ],
      ],
    );
  });

  test("the site's name, description and base URL are used", () => {
    const site = { ...DEFAULT_SITE, name: "Docs", description: "Our docs", baseUrl: "https://docs.example", docSets: [MANUAL] };
    const built = buildSiteModel({ site, pages: V12, dataFiles: new Map([[V12_SIDEBAR.path, V12_SIDEBAR]]), assets: new Set() }).model;
    const index = renderLlmsFiles(built).get("/docs/manual/v12.0.0/llms.txt")!;
    assert.deepEqual(index.split("\n").slice(0, 3), [
      "# Docs: Language Manual v12.0.0",
      "",
      "> Our docs. Every page of the Language Manual for v12.0.0, in reading order.",
    ]);
    assert.equal(index.split("\n").at(-2), "Full text: https://docs.example/docs/manual/v12.0.0/llm-full.txt");
  });

  test("a description that ends a sentence gets no second full stop", () => {
    for (const [description, line] of [
      ["Our docs.", "> Our docs. Every page"],
      ["Ready?", "> Ready? Every page"],
    ]) {
      const site = { ...DEFAULT_SITE, description: description!, docSets: [MANUAL] };
      const built = buildSiteModel({ site, pages: V12, dataFiles: new Map([[V12_SIDEBAR.path, V12_SIDEBAR]]), assets: new Set() }).model;
      assert.ok(renderLlmsFiles(built).get("/docs/manual/v12.0.0/llms.txt")!.split("\n")[2]!.startsWith(line!));
    }
  });

  test("front matter written with CRLF line endings (or after a BOM) is left out of the full text, and its lines end in LF", () => {
    const crlf = [
      page("v12.0.0", "introduction", "Introduction", "\uFEFF---\r\ntitle: Introduction\r\n---\r\n\r\n# Introduction\r\n\r\nHello.\r\n"),
      ...V12.slice(1),
    ];
    const full = renderLlmsFiles(model(crlf, [V12_SIDEBAR])).get("/docs/manual/v12.0.0/llm-full.txt")!;
    assert.ok(full.startsWith("<!-- https://rescript-lang.org/docs/manual/v12.0.0/introduction -->\n# Introduction\n\nHello.\n\n<!--"), full);
    assert.equal(full.includes("\r"), false);
  });

  test("versions without an llms page get no files", () => {
    const v11 = [page("v11.0.0", "introduction", "Introduction", "# Introduction\n")];
    assert.deepEqual(
      [...renderLlmsFiles(model([...V12, ...v11], [V12_SIDEBAR, sidebar("v11.0.0", { Overview: ["introduction"] })])).keys()],
      ["/docs/manual/v12.0.0/llms.txt", "/docs/manual/v12.0.0/llm-full.txt"],
    );
    assert.deepEqual(renderLlmsFiles(model(v11, [sidebar("v11.0.0", { Overview: ["introduction"] })])), new Map());
  });

  test("an llms page without a sidebar gives an index with no pages and an empty full text", () => {
    const result = build([page("v12.0.0", "llms", "LLMs", "# LLMs\n")], []);
    assert.deepEqual(
      result.diagnostics.map((d) => d.code),
      ["sidebar/missing-category"],
    );
    const files = renderLlmsFiles(result.model);
    assert.deepEqual(
      [...files],
      [
        [
          "/docs/manual/v12.0.0/llms.txt",
          "# ReScript Documentation: Language Manual v12.0.0\n\n" +
            "> The ReScript language and ecosystem docs. Every page of the Language Manual for v12.0.0, in reading order.\n\n" +
            "Full text: https://rescript-lang.org/docs/manual/v12.0.0/llm-full.txt\n",
        ],
        ["/docs/manual/v12.0.0/llm-full.txt", ""],
      ],
    );
  });
});

describe("renderLlmsRootIndex", () => {
  const V11 = [page("v11.0.0", "introduction", "Introduction", "# Introduction\n"), page("v11.0.0", "llms", "LLMs", "# LLMs\n")];
  const V11_SIDEBAR = sidebar("v11.0.0", { Overview: ["introduction", "llms"] });
  const versions = [
    { value: "v12.0.0", label: "v12.0.0" },
    { value: "v11.0.0", label: "v11.0.0" },
  ];

  test("indexes every version's llms files under its doc set, in the doc set's version order, the latest marked", () => {
    const manual = { ...MANUAL, latest: "v11.0.0", versions };
    const result = buildSiteModel({
      site: { ...DEFAULT_SITE, docSets: [manual] },
      pages: [...V11, ...V12],
      dataFiles: new Map([V11_SIDEBAR, V12_SIDEBAR].map((s) => [s.path, s])),
      assets: new Set(),
    });
    assert.deepEqual(result.diagnostics, []);
    assert.equal(
      renderLlmsRootIndex(result.model),
      [
        "# ReScript Documentation",
        "",
        "> The ReScript language and ecosystem docs. LLM-friendly text of the documentation: for each version, an index of its pages " +
          "and its full text in one Markdown file.",
        "",
        "## Language Manual",
        "",
        "- [Language Manual v12.0.0](https://rescript-lang.org/docs/manual/v12.0.0/llms.txt): every page, in reading order",
        "- [Language Manual v12.0.0, full text](https://rescript-lang.org/docs/manual/v12.0.0/llm-full.txt): all pages in one file",
        "- [Language Manual v11.0.0 (latest)](https://rescript-lang.org/docs/manual/v11.0.0/llms.txt): every page, in reading order",
        "- [Language Manual v11.0.0 (latest), full text](https://rescript-lang.org/docs/manual/v11.0.0/llm-full.txt): all pages in one file",
        "",
      ].join("\n"),
    );
  });

  test("a latest version named latest is not marked twice", () => {
    const react = [page("latest", "introduction", "Introduction", "# Introduction\n"), page("latest", "llms", "LLMs", "# LLMs\n")];
    const manual = { ...MANUAL, latest: "latest", versions: [{ value: "latest", label: "latest" }] };
    const result = buildSiteModel({
      site: { ...DEFAULT_SITE, docSets: [manual] },
      pages: react,
      dataFiles: new Map([sidebar("latest", { Overview: ["introduction", "llms"] })].map((s) => [s.path, s])),
      assets: new Set(),
    });
    assert.match(renderLlmsRootIndex(result.model)!, /\n- \[Language Manual latest\]\(https:\/\/rescript-lang\.org\/docs\/manual\/latest\/llms\.txt\)/);
  });

  test("no version with an llms page: no root index", () => {
    const v11 = [page("v11.0.0", "introduction", "Introduction", "# Introduction\n")];
    assert.equal(renderLlmsRootIndex(model(v11, [sidebar("v11.0.0", { Overview: ["introduction"] })])), undefined);
  });
});
