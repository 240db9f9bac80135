import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createBuildMemo } from "../../../src/pipeline/BuildMemo.ts";
import { featureContext, featureFiles, featurePages, SITE_FEATURES, type SiteFeature } from "../../../src/pipeline/siteFeatures.ts";
import { DEFAULT_SITE } from "../../../src/config/defaults.ts";
import type { ResolvedSite } from "../../../src/config/types.ts";
import type { Page } from "../../../src/content/types.ts";
import type { SiteModel } from "../../../src/site/types.ts";
import { makePage } from "../makePage.ts";

const enabled = (site: ResolvedSite) => SITE_FEATURES.filter((f) => f.enabled(site)).map((f) => f.name);
const paths = { root: "/p", content: "/p/content", out: "/p/out", templates: "/p/templates", client: "/p/client", public: "/p/public", cache: "/p/.cache" };
const ctx = featureContext(DEFAULT_SITE, paths, createBuildMemo(), "error");

describe("site features", () => {
  test("a site that configures no docs, toolchains or API uses the search index only", () => {
    assert.deepEqual(enabled(DEFAULT_SITE), ["search"]);
  });

  test("each feature is enabled by its own settings", () => {
    const toolchain = DEFAULT_SITE.toolchains;
    const site: ResolvedSite = {
      ...DEFAULT_SITE,
      docSets: [{ ...({} as ResolvedSite["docSets"][number]), id: "manual" }],
      toolchains: { ...toolchain, v12: { id: "v12", compiler: "rescript", libraries: [], open: [], flags: [], uncurried: false, module: "esmodule" } },
      api: { "v12.0.0": { version: "v12.0.0", toolchain: "v12", kind: "tools", areas: [] } },
    };
    assert.deepEqual(enabled(site), ["api", "llms", "examples", "search"]);
  });

  test("page passes run in order, each on the pages of the one before, and their data and diagnostics add up", async () => {
    const mark = (name: string): SiteFeature => ({
      name,
      enabled: () => true,
      pages: async (_ctx, pages) => ({
        pages: pages.map((p): Page => ({ ...p, html: `${p.html}[${name}]` })),
        data: new Map([[`data/${name}.json`, { path: `data/${name}.json`, file: `gen/${name}.json`, text: "{}" }]]),
        diagnostics: [{ severity: "warning", code: `test/${name}`, message: name, file: "f", line: 1, column: 1 }],
      }),
    });
    const page = makePage({ path: "a.mdx", route: "/a" });
    const result = await featurePages([mark("one"), { name: "none", enabled: () => true }, mark("two")], ctx, [page], new Map());
    assert.deepEqual(
      result.pages.map((p) => p.html),
      ["[one][two]"],
    );
    assert.deepEqual([...result.data.keys()], ["data/one.json", "data/two.json"]);
    assert.deepEqual(
      result.diagnostics.map((d) => d.code),
      ["test/one", "test/two"],
    );
    assert.deepEqual([...(result.reports ?? new Map()).keys()], []);
  });

  test("without page passes the parsed pages go through unchanged", async () => {
    const pages = [makePage({ path: "a.mdx", route: "/a" })];
    assert.equal((await featurePages([], ctx, pages, new Map())).pages, pages);
  });

  test("files from the model: ready ones merged, late ones made once, together, on first call", async () => {
    let made = 0;
    const late = (name: string): SiteFeature => ({
      name,
      enabled: () => true,
      files: async () => ({
        files: new Map([[`/${name}.txt`, name]]),
        late: async () => {
          made++;
          return new Map([[`/search/${name}.json`, "{}"]]);
        },
      }),
    });
    const files = await featureFiles([late("a"), late("b")], ctx, {} as SiteModel);
    assert.deepEqual([...files.files.keys()], ["/a.txt", "/b.txt"]);
    assert.equal(made, 0);
    assert.deepEqual([...(await files.late()).keys()], ["/search/a.json", "/search/b.json"]);
    await files.late();
    assert.equal(made, 2);
  });
});
