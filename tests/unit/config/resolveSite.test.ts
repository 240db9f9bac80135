import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { DEFAULT_SITE } from "../../../src/config/defaults.ts";
import { resolveSite } from "../../../src/config/resolveSite.ts";
import { formatDiagnostic } from "../../../src/diagnostics/formatDiagnostic.ts";

/** Resolves site.json given as an object, written the way a maintainer would (one key per line). */
function resolve(value: Record<string, unknown>) {
  const text = JSON.stringify(value, null, 2);
  const result = resolveSite(JSON.parse(text), "content/site.json", text);
  return { site: result.site, printed: result.diagnostics.map((d) => formatDiagnostic(d)) };
}

const MANUAL = { id: "manual", base: "/docs/manual/", title: "Manual", storageKey: "manual_version", latest: "v11.0.0", versions: [{ value: "v11.0.0" }] };

describe("resolveSite: defaults and values", () => {
  test("an empty configuration is the defaults, with no problems", () => {
    assert.deepEqual(resolve({}), { site: DEFAULT_SITE, printed: [] });
    assert.equal(DEFAULT_SITE.baseUrl, "https://rescript-lang.org");
    assert.deepEqual(DEFAULT_SITE.feed, { path: "/blog/feed.xml", title: "ReScript Blog", description: "News and articles about ReScript" });
    assert.deepEqual(DEFAULT_SITE.playground, { compilerBase: "https://cdn.rescript-lang.org", versions: [], devToolchains: [] });
  });

  test("values are normalised: trailing slashes, labels, crumbs, toolchain ids, route order", () => {
    const { site, printed } = resolve({
      baseUrl: "https://docs.example/",
      docSets: [MANUAL],
      toolchains: { v11: { compiler: "rescript-11", libraries: ["@rescript/core", 3], uncurried: true } },
      exampleRoutes: [
        { prefix: "/docs", toolchain: "v11" },
        { prefix: "/docs/manual/v11.0.0", toolchain: "v11" },
      ],
      redirects: { "/community/": "/community/overview" },
    });
    assert.deepEqual(printed, []);
    assert.equal(site.baseUrl, "https://docs.example");
    assert.equal(site.docSets[0]!.base, "/docs/manual");
    assert.deepEqual(site.docSets[0]!.versions, [{ value: "v11.0.0", label: "v11.0.0" }]);
    assert.deepEqual(site.docSets[0]!.crumbs, ["Docs", "Manual"]);
    assert.deepEqual(site.toolchains["v11"], {
      id: "v11",
      compiler: "rescript-11",
      libraries: ["@rescript/core"],
      open: [],
      flags: [],
      uncurried: true,
      module: "esmodule",
    });
    assert.deepEqual(
      site.exampleRoutes.map((r) => r.prefix),
      ["/docs/manual/v11.0.0", "/docs"],
    );
    assert.deepEqual(site.redirects, { "/community": "/community/overview" });
  });
});

describe("resolveSite: problems", () => {
  test("an unknown key is a warning with the nearest known key, or the list of keys when none is near", () => {
    const { printed } = resolve({ docSet: [], colour: "red" });
    assert.equal(printed[0], "content/site.json:2:1 - warning config/unknown-key: unknown key `docSet` in site configuration\n  hint: did you mean `docSets`?");
    assert.match(
      printed[1]!,
      /^content\/site.json:3:1 - warning config\/unknown-key: unknown key `colour` in site configuration\n {2}hint: known keys: name, /,
    );
  });

  test("a wrong-typed footer or feed is an error at its line and falls back to its default; the other keys keep their values", () => {
    const { site, printed } = resolve({ name: "Docs", footer: "© me", feed: { path: 3 } });
    assert.deepEqual(printed, [
      "content/site.json:3:1 - error config/invalid: `footer` must be an object with a `copyright` text and a list of `links`\n" +
        '  hint: { "copyright": "© {year} Me", "links": [] }',
      "content/site.json:4:1 - error config/invalid: `feed` must be an object with `path`, `title` and `description` texts",
    ]);
    assert.equal(site.name, "Docs");
    assert.deepEqual(site.footer, DEFAULT_SITE.footer);
    assert.deepEqual(site.feed, DEFAULT_SITE.feed);
  });

  test("a bad doc set, toolchain or redirect is left out; its siblings stay", () => {
    const { site, printed } = resolve({
      docSets: [MANUAL, { id: "react" }],
      toolchains: { good: { compiler: "rescript-11" }, bad: { libraries: [] } },
      redirects: { "/a": "/b", "/../x": "/y" },
    });
    assert.deepEqual(printed, [
      "content/site.json:2:1 - error config/invalid: a doc set needs string `id`, `base`, `title`, `storageKey` and `latest`\n" +
        '  hint: e.g. { "id": "manual", "base": "/docs/manual", "title": "Language Manual", ' +
        '"storageKey": "manual_version", "latest": "v11.0.0", "versions": [...] }',
      "content/site.json:23:1 - error config/invalid: toolchain `bad` needs a string `compiler` (the npm package of the compiler)\n" +
        '  hint: { "compiler": "rescript-11", "libraries": ["@rescript/core"] }',
      'content/site.json:29:1 - error config/invalid: redirect "/../x" needs a site path on both sides\n  hint: { "/community": "/community/overview" }',
    ]);
    assert.deepEqual(
      site.docSets.map((d) => d.id),
      ["manual"],
    );
    assert.deepEqual(Object.keys(site.toolchains), ["good"]);
    assert.deepEqual(site.redirects, { "/a": "/b" });
  });

  test("references to toolchains are checked: example routes, the default toolchain and the playground's", () => {
    const { site, printed } = resolve({
      toolchains: { v11: { compiler: "rescript-11" } },
      exampleRoutes: [
        { prefix: "/docs", toolchain: "v11" },
        { prefix: "/old", toolchain: "v9" },
      ],
      defaultToolchain: "v10",
      playground: { devToolchains: ["v11", "v8"] },
    });
    assert.deepEqual(printed, [
      "content/site.json:7:1 - error config/invalid: each of `exampleRoutes` needs a `prefix` and the id of a configured `toolchain`",
      "content/site.json:17:1 - error config/invalid: `defaultToolchain` must name a configured toolchain",
      "content/site.json:18:1 - error config/invalid: `playground.devToolchains` must name configured toolchains; unknown: v8",
    ]);
    assert.deepEqual(site.exampleRoutes, [{ prefix: "/docs", toolchain: "v11" }]);
    assert.equal(site.defaultToolchain, undefined);
    assert.deepEqual(site.playground.devToolchains, []);
  });

  test("an example route naming an unknown toolchain is left out by its place in the file, not its place once sorted", () => {
    const { site, printed } = resolve({
      toolchains: { v11: { compiler: "rescript-11" } },
      exampleRoutes: [
        { prefix: "/a", toolchain: "v9" },
        { prefix: "/docs/manual", toolchain: "v11" },
      ],
    });
    assert.equal(printed.length, 1);
    assert.deepEqual(site.exampleRoutes, [{ prefix: "/docs/manual", toolchain: "v11" }]);
  });

  test("a doc set's bad version names the doc set and the value", () => {
    const { printed } = resolve({ docSets: [{ ...MANUAL, versions: [{ value: "eleven" }] }] });
    assert.deepEqual(printed, [
      "content/site.json:2:1 - error config/invalid: doc set `manual`: `eleven` is not a version\n" +
        "  hint: versions look like v11.0.0 (three numbers, optional v)",
    ]);
  });

  test("Algolia without its keys names the missing ones and falls back to the offline index", () => {
    const { site, printed } = resolve({ search: { provider: "algolia", appId: "APP" } });
    assert.deepEqual(printed, [
      "content/site.json:2:1 - error config/invalid: Algolia search is missing `apiKey` and `indexName`\n" +
        '  hint: set search.appId, search.apiKey and search.indexName, or use the offline index with provider "local"',
    ]);
    assert.deepEqual(site.search, { provider: "local" });
  });

  test("edit: the repository, branch and path of the sources; a bad one is an error and no edit links", () => {
    const good = resolve({ edit: { repository: "https://github.com/owner/docs", branch: "master" } });
    assert.deepEqual(good.printed, []);
    assert.deepEqual(good.site.edit, { repository: "https://github.com/owner/docs", branch: "master", path: "{path}" });
    assert.equal(resolve({}).site.edit, undefined);
    const hint = '  hint: "edit": {"repository": "https://github.com/owner/repo", "branch": "main", "path": "{path}"}';
    const cases: [Record<string, unknown>, string][] = [
      [{ repository: "github.com/owner/docs", branch: "main" }, "`edit.repository` must be the repository's http(s) address"],
      [{ repository: "https://github.com/owner/docs", branch: "a b" }, "`edit.branch` must be a branch name"],
      [
        { repository: "https://github.com/owner/docs", branch: "main", path: "site/index.md" },
        "`edit.path` must be a relative path containing {path} (the source's path from the project root)",
      ],
      [{ repository: "https://github.com/owner/docs" }, "`edit.branch` must be a branch name"],
      [{ repository: "https://github.com/owner/docs", branch: "main", url: "x" }, "`edit` must be an object with `repository`, `branch` and optionally `path`"],
    ];
    for (const [value, message] of cases) {
      const { site, printed } = resolve({ edit: value });
      assert.deepEqual(printed, [`content/site.json:2:1 - error config/invalid: ${message}\n${hint}`], JSON.stringify(value));
      assert.equal(site.edit, undefined, JSON.stringify(value));
    }
  });

  test("a configuration that is not an object is one error and the defaults", () => {
    const result = resolveSite([1, 2], "content/site.json", "[1, 2]");
    assert.deepEqual(
      result.diagnostics.map((d) => formatDiagnostic(d)),
      ["content/site.json:1:1 - error config/invalid: site configuration must be a JSON object"],
    );
    assert.equal(result.site, DEFAULT_SITE);
  });
});
