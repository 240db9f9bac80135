import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { DEFAULT_SITE } from "../../../src/config/defaults.ts";
import { resolveSite } from "../../../src/config/resolveSite.ts";
import { sortDiagnostics } from "../../../src/diagnostics/diagnostic.ts";
import { formatDiagnostic } from "../../../src/diagnostics/formatDiagnostic.ts";

/** Resolves site.json text; the diagnostics printed as the build prints them (sorted by place). */
function resolveText(text: string) {
  const result = resolveSite(JSON.parse(text), "content/site.json", text);
  return { site: result.site, printed: sortDiagnostics(result.diagnostics).map((d) => formatDiagnostic(d)) };
}

/** Resolves site.json given as an object, written the way a maintainer would (one key per line). */
function resolve(value: Record<string, unknown>) {
  return resolveText(JSON.stringify(value, null, 2));
}

const MANUAL = { id: "manual", base: "/docs/manual/", title: "Manual", storageKey: "manual_version", latest: "v11.0.0", versions: [{ value: "v11.0.0" }] };

describe("resolveSite: defaults and values", () => {
  test("an empty configuration is the defaults, with no problems", () => {
    assert.deepEqual(resolve({}), { site: DEFAULT_SITE, printed: [] });
    assert.equal(DEFAULT_SITE.baseUrl, "https://rescript-lang.org");
    assert.deepEqual(DEFAULT_SITE.footer, { copyright: "© {year} The ReScript Project", links: [] });
    assert.deepEqual(DEFAULT_SITE.feed, { path: "/blog/feed.xml", title: "ReScript Blog", description: "News and articles about ReScript" });
    assert.deepEqual(DEFAULT_SITE.playground, { compilerBase: "https://cdn.rescript-lang.org", versions: [], devToolchains: [] });
    assert.deepEqual(DEFAULT_SITE.search, { provider: "local" });
  });

  test("an object given in part gets the rest of its defaults", () => {
    const { site, printed } = resolve({ footer: { links: [{ name: "Blog", href: "/blog" }] }, feed: { title: "News" }, playground: { versions: ["v12.0.0"] } });
    assert.deepEqual(printed, []);
    assert.deepEqual(site.footer, { copyright: "© {year} The ReScript Project", links: [{ name: "Blog", href: "/blog" }] });
    assert.deepEqual(site.feed, { path: "/blog/feed.xml", title: "News", description: "News and articles about ReScript" });
    assert.deepEqual(site.playground, { compilerBase: "https://cdn.rescript-lang.org", versions: ["v12.0.0"], devToolchains: [] });
  });

  test("values are normalised: trailing slashes, labels, crumbs, toolchain ids, route order", () => {
    const { site, printed } = resolve({
      baseUrl: "https://docs.example/",
      docSets: [MANUAL],
      toolchains: { v11: { compiler: "rescript-11", libraries: ["@rescript/core"], uncurried: true, module: "commonjs" } },
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
      module: "commonjs",
    });
    assert.deepEqual(
      site.exampleRoutes.map((r) => r.prefix),
      ["/docs/manual/v11.0.0", "/docs"],
    );
    assert.deepEqual(site.redirects, { "/community": "/community/overview" });
  });
});

/** content/site.json's shape, where the text of a broken entry's key appears before the entry. */
const SITE_WITH_EARLIER_KEY_TEXT = [
  "{",
  '  "name": "ReScript Documentation",',
  '  "docSets": [',
  "    {",
  '      "id": "manual",',
  '      "base": "/docs/manual",',
  '      "title": "Language Manual",',
  '      "storageKey": "manual_version",',
  '      "latest": "v11.0.0",',
  '      "next": "v12.0.0",',
  '      "versions": [{ "value": "v12.0.0" }, { "value": "v11.0.0" }]',
  "    }",
  "  ],",
  '  "playground": {',
  '    "devToolchains": ["v12", "v11"]',
  "  },",
  '  "toolchains": {',
  '    "v12": {',
  '      "libraries": ["rescript-react-0-14"],',
  '      "jsx": 4',
  "    },",
  '    "v11": {',
  '      "compiler": "rescript-11",',
  '      "module": "commonJS"',
  "    }",
  "  },",
  '  "exampleRoutes": [',
  '    { "prefix": "/docs/manual/v12.0.0", "toolchain": "v12" },',
  '    { "prefix": "/docs/manual/v11.0.0", "toolchain": "v11" }',
  "  ],",
  '  "api": {',
  '    "v11.0.0": {',
  '      "toolchain": "v11",',
  '      "kind": "tools"',
  "    }",
  "  }",
  "}",
].join("\n");

describe("resolveSite: each problem at its own setting's line and column", () => {
  test("a toolchain without its compiler and an API version without areas are reported at their entries, not where their key's text first appears", () => {
    const { site, printed } = resolveText(SITE_WITH_EARLIER_KEY_TEXT);
    assert.deepEqual(printed, [
      "content/site.json:18:5 - error config/invalid: `toolchains.v12` needs `compiler`, a non-empty string (the npm package of the compiler)\n" +
        '  hint: { "compiler": "rescript-11", "libraries": ["@rescript/core"] }',
      'content/site.json:24:17 - error config/invalid: `toolchains.v11.module` must be `esmodule` or `commonjs`, not "commonJS"\n' +
        "  hint: did you mean `commonjs`?",
      'content/site.json:32:5 - error config/invalid: `api["v11.0.0"]` needs `areas`, a list of API areas',
    ]);
    // The broken toolchain is left out without an error for each place that names it; the good ones stay.
    assert.deepEqual(Object.keys(site.toolchains), ["v11"]);
    assert.deepEqual(site.playground.devToolchains, ["v11"]);
    assert.deepEqual(
      site.exampleRoutes.map((r) => r.toolchain),
      ["v11"],
    );
    assert.deepEqual(site.api, {});
  });

  test("a wrong value at the value, an unknown key at the key, a missing value at its object's key or list item", () => {
    const { printed } = resolveText(
      [
        "{",
        '  "docSets": [',
        '    { "id": "manual", "base": "/docs/manual", "title": "M", "storageKey": "k", "latest": "v1", "lastest": 1 },',
        '    { "id": "react" }',
        "  ],",
        '  "feed": { "path": 3 }',
        "}",
      ].join("\n"),
    );
    assert.deepEqual(printed, [
      "content/site.json:3:96 - error config/unknown-key: unknown key `lastest` in `docSets[0]`\n  hint: did you mean `latest`?",
      'content/site.json:4:5 - error config/invalid: `docSets[1]` needs `base`, a site path starting with /, e.g. "/docs/manual"',
      'content/site.json:6:21 - error config/invalid: `feed.path` must be a site path starting with /, e.g. "/blog/feed.xml", not 3',
    ]);
  });
});

describe("resolveSite: every wrong value is an error saying what is allowed", () => {
  test("wrong values that were once read as a default or left out", () => {
    const { site, printed } = resolve({
      docSets: [{ ...MANUAL, next: 12, aliases: { latest: 11 }, crumbs: ["Docs", 1], banners: { "v11.0.0": { kind: "warn", text: "t", link: "latest" } } }],
      toolchains: { v11: { compiler: "rescript-11", libraries: ["@rescript/core", 3], uncurried: "true", jsx: 5, jsxMode: "clasic", module: "commonJS" } },
      api: { "v11.0.0": { toolchain: "v11", kind: "tool", areas: [{ id: "core", title: "Core", source: 1 }] } },
    });
    assert.deepEqual(printed, [
      'content/site.json:14:15 - error config/invalid: `docSets[0].next` must be a string (the version folder `next` stands for, e.g. "v12.0.0"), not 12',
      "content/site.json:16:19 - error config/invalid: " +
        '`docSets[0].aliases.latest` must be a non-empty string (the version folder it stands for, e.g. "v11.0.0"), not 11',
      "content/site.json:20:9 - error config/invalid: `docSets[0].crumbs[1]` must be a non-empty string, not 1",
      'content/site.json:24:19 - error config/invalid: `docSets[0].banners["v11.0.0"].kind` must be `info` or `warning`, not "warn"',
      'content/site.json:26:19 - error config/invalid: `docSets[0].banners["v11.0.0"].link` must be `same-page-latest` or `latest-home`, not "latest"',
      "content/site.json:36:9 - error config/invalid: `toolchains.v11.libraries[1]` must be a non-empty string, not 3",
      'content/site.json:38:20 - error config/invalid: `toolchains.v11.uncurried` must be true or false, not "true"',
      "content/site.json:39:14 - error config/invalid: `toolchains.v11.jsx` must be `3` or `4`, not 5",
      'content/site.json:40:18 - error config/invalid: `toolchains.v11.jsxMode` must be `classic` or `automatic`, not "clasic"\n' +
        "  hint: did you mean `classic`?",
      'content/site.json:41:17 - error config/invalid: `toolchains.v11.module` must be `esmodule` or `commonjs`, not "commonJS"\n' +
        "  hint: did you mean `commonjs`?",
      'content/site.json:47:15 - error config/invalid: `api["v11.0.0"].kind` must be `tools` or `legacy`, not "tool"\n  hint: did you mean `tools`?',
      "content/site.json:52:21 - error config/invalid: " +
        '`api["v11.0.0"].areas[0].source` must be a non-empty string: "stdlib:<file>" or "<package>/<file>", not 1',
    ]);
    // Each bad value is left out: its default applies and the rest of its entry stays.
    assert.deepEqual(site.toolchains["v11"], {
      id: "v11",
      compiler: "rescript-11",
      libraries: ["@rescript/core"],
      open: [],
      flags: [],
      uncurried: false,
      module: "esmodule",
    });
    assert.deepEqual(site.docSets[0]!.banners["v11.0.0"], { kind: "info", text: "t", linkText: "", link: "same-page-latest" });
    assert.deepEqual(site.docSets[0]!.crumbs, ["Docs"]);
    assert.equal(site.api["v11.0.0"]!.kind, "tools");
  });

  test("an empty package, name or list item is an error", () => {
    const { site, printed } = resolve({ toolchains: { v11: { compiler: "", flags: [""] } } });
    assert.deepEqual(printed, [
      'content/site.json:4:19 - error config/invalid: `toolchains.v11.compiler` must be a non-empty string (the npm package of the compiler), not ""\n' +
        '  hint: { "compiler": "rescript-11", "libraries": ["@rescript/core"] }',
      'content/site.json:6:9 - error config/invalid: `toolchains.v11.flags[0]` must be a non-empty string, not ""',
    ]);
    assert.deepEqual(site.toolchains, {});
  });

  test("null where it always meant 'left out' is a warning that names the setting, and reads as left out", () => {
    const { site, printed } = resolve({
      toolchains: { v11: { compiler: "rescript-11", uncurried: null, jsx: null, jsxMode: null, module: null } },
      docSets: [{ ...MANUAL, next: null }],
    });
    assert.deepEqual(printed, [
      "content/site.json:5:20 - warning config/invalid: `toolchains.v11.uncurried` is null, read as false\n" +
        "  hint: leave the key out for that, or set true or false",
      "content/site.json:6:14 - warning config/invalid: `toolchains.v11.jsx` is null, read as no JSX transform\n" +
        "  hint: leave the key out for that, or set `3` or `4`",
      "content/site.json:7:18 - warning config/invalid: `toolchains.v11.jsxMode` is null, read as the compiler's default mode\n" +
        "  hint: leave the key out for that, or set `classic` or `automatic`",
      "content/site.json:8:17 - warning config/invalid: `toolchains.v11.module` is null, read as `esmodule`\n" +
        "  hint: leave the key out for that, or set `esmodule` or `commonjs`",
      "content/site.json:23:15 - warning config/invalid: `docSets[0].next` is null, read as no next version\n" +
        '  hint: leave the key out for that, or set a string (the version folder `next` stands for, e.g. "v12.0.0")',
    ]);
    assert.deepEqual(site.toolchains["v11"], { id: "v11", compiler: "rescript-11", libraries: [], open: [], flags: [], uncurried: false, module: "esmodule" });
    assert.equal(site.docSets[0]!.next, undefined);
  });

  test("an unknown key at any depth is an error with the nearest known key, or the known keys", () => {
    const { printed } = resolve({
      docSet: [],
      colour: "red",
      search: { personalisation: false },
      toolchains: { v11: { compiler: "rescript-11", modul: "commonjs" } },
      playground: { devToolchain: [] },
    });
    assert.deepEqual(printed, [
      "content/site.json:2:3 - error config/unknown-key: unknown key `docSet` in site configuration\n  hint: did you mean `docSets`?",
      "content/site.json:3:3 - error config/unknown-key: unknown key `colour` in site configuration\n" +
        "  hint: known keys: name, description, locale, baseUrl, ogImage, nav, docsNav, docsNavOn, mobileNav, social, footer, edit, docSets, search, " +
        "playgroundPath, sections, feed, toolchains, exampleRoutes, defaultToolchain, api, redirects, trustedEmbeds, playground",
      "content/site.json:5:5 - error config/unknown-key: unknown key `personalisation` in `search`\n  hint: did you mean `personalization`?",
      "content/site.json:10:7 - error config/unknown-key: unknown key `modul` in `toolchains.v11`\n  hint: did you mean `module`?",
      "content/site.json:14:5 - error config/unknown-key: unknown key `devToolchain` in `playground`\n  hint: did you mean `devToolchains`?",
    ]);
  });

  test("a wrong-typed footer or feed is an error at its value and falls back to its default; the other keys keep their values", () => {
    const { site, printed } = resolve({ name: "Docs", footer: "© me", feed: { path: 3 } });
    assert.deepEqual(printed, [
      'content/site.json:3:13 - error config/invalid: `footer` must be an object with a `copyright` text and a list of `links`, not "© me"\n' +
        '  hint: { "copyright": "© {year} Me", "links": [] }',
      'content/site.json:5:13 - error config/invalid: `feed.path` must be a site path starting with /, e.g. "/blog/feed.xml", not 3',
    ]);
    assert.equal(site.name, "Docs");
    assert.deepEqual(site.footer, DEFAULT_SITE.footer);
    assert.deepEqual(site.feed, DEFAULT_SITE.feed);
  });

  test("a bad doc set, toolchain or redirect is left out; its siblings stay", () => {
    const { site, printed } = resolve({
      docSets: [MANUAL, { id: "react", base: "/docs/react", title: "React", storageKey: "react_version" }],
      toolchains: { good: { compiler: "rescript-11" }, bad: { libraries: [] } },
      redirects: { "/a": "/b", "/../x": "/y", "/c": "d" },
    });
    assert.deepEqual(printed, [
      "content/site.json:15:5 - error config/invalid: " +
        '`docSets[1]` needs `latest`, a non-empty string (the version folder `latest` stands for, e.g. "v11.0.0")\n' +
        '  hint: e.g. { "id": "manual", "base": "/docs/manual", "title": "Language Manual", "storageKey": "manual_version", ' +
        '"latest": "v11.0.0", "versions": [...] }',
      "content/site.json:26:5 - error config/invalid: `toolchains.bad` needs `compiler`, a non-empty string (the npm package of the compiler)\n" +
        '  hint: { "compiler": "rescript-11", "libraries": ["@rescript/core"] }',
      'content/site.json:32:5 - error config/invalid: the redirect from "/../x" must start from a site path: /, then letters, digits, _ . - and /, never ..\n' +
        '  hint: { "/community": "/community/overview" }',
      'content/site.json:33:11 - error config/invalid: `redirects["/c"]` must be a site path starting with a single /, not "d"\n' +
        '  hint: { "/community": "/community/overview" }',
    ]);
    assert.deepEqual(
      site.docSets.map((d) => d.id),
      ["manual"],
    );
    assert.deepEqual(Object.keys(site.toolchains), ["good"]);
    assert.deepEqual(site.redirects, { "/a": "/b" });
  });

  test("references to toolchains are checked: example routes, the default toolchain, API versions and the playground's", () => {
    const { site, printed } = resolve({
      toolchains: { v11: { compiler: "rescript-11" } },
      exampleRoutes: [
        { prefix: "/docs", toolchain: "v11" },
        { prefix: "/old", toolchain: "v9" },
      ],
      defaultToolchain: "V11",
      api: { "v11.0.0": { toolchain: "v12", areas: [] } },
      playground: { devToolchains: ["v11", "v8"] },
    });
    const unknown = (place: string, setting: string, id: string) =>
      `content/site.json:${place} - error config/invalid: \`${setting}\` names the toolchain "${id}", which \`toolchains\` does not configure\n` +
      "  hint: did you mean `v11`?";
    assert.deepEqual(printed, [
      unknown("14:20", "exampleRoutes[1].toolchain", "v9"),
      unknown("17:23", "defaultToolchain", "V11"),
      unknown("20:20", 'api["v11.0.0"].toolchain', "v12"),
      unknown("27:7", "playground.devToolchains[1]", "v8"),
    ]);
    assert.deepEqual(site.exampleRoutes, [{ prefix: "/docs", toolchain: "v11" }]);
    assert.equal(site.defaultToolchain, undefined);
    assert.deepEqual(site.api, {});
    assert.deepEqual(site.playground.devToolchains, ["v11"]);
  });

  test("references to doc sets are checked: an API reference's and the playground's", () => {
    const { printed } = resolve({
      docSets: [MANUAL],
      toolchains: { v11: { compiler: "rescript-11" } },
      api: { "v11.0.0": { toolchain: "v11", docSet: "manul", areas: [] } },
      playground: { docSet: "react" },
    });
    assert.deepEqual(printed, [
      'content/site.json:24:17 - error config/invalid: `api["v11.0.0"].docSet` names the doc set "manul", which `docSets` does not configure\n' +
        "  hint: did you mean `manual`?",
      'content/site.json:29:15 - error config/invalid: `playground.docSet` names the doc set "react", which `docSets` does not configure\n' +
        "  hint: configured: manual",
    ]);
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

  test("a doc set's bad version names the setting and the value; a legacy API area outside belt, dom and js", () => {
    const { printed } = resolve({
      docSets: [{ ...MANUAL, versions: [{ value: "eleven" }] }],
      toolchains: { v10: { compiler: "rescript-10" } },
      api: { "v10.0.0": { toolchain: "v10", kind: "legacy", areas: [{ id: "core", title: "Core" }] } },
    });
    assert.deepEqual(printed, [
      'content/site.json:11:20 - error config/invalid: `docSets[0].versions[0].value` must be a version like "v11.0.0", or "latest", not "eleven"\n' +
        "  hint: versions are three numbers with an optional v",
      'content/site.json:27:17 - error config/invalid: `api["v10.0.0"].areas[0].id` must be `belt`, `dom` or `js` in a legacy API reference, not "core"\n' +
        '  hint: areas of other ids need `kind` "tools"',
    ]);
  });

  test("Algolia without its keys names the missing ones and falls back to the offline index", () => {
    const { site, printed } = resolve({ search: { provider: "algolia", appId: "APP" } });
    assert.deepEqual(printed, [
      "content/site.json:3:17 - error config/invalid: Algolia search is missing `apiKey` and `indexName`\n" +
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
      [
        { repository: "github.com/owner/docs", branch: "main" },
        '3:19 - error config/invalid: `edit.repository` must be the repository\'s http(s) address, not "github.com/owner/docs"',
      ],
      [{ repository: "https://github.com/owner/docs", branch: "a b" }, '4:15 - error config/invalid: `edit.branch` must be a branch name, not "a b"'],
      [
        { repository: "https://github.com/owner/docs", branch: "main", path: "site/index.md" },
        '5:13 - error config/invalid: `edit.path` must be a relative path containing {path} (the source\'s path from the project root), not "site/index.md"',
      ],
      [{ repository: "https://github.com/owner/docs" }, "2:3 - error config/invalid: `edit` needs `branch`, a branch name"],
    ];
    for (const [value, message] of cases) {
      const { site, printed } = resolve({ edit: value });
      assert.deepEqual(printed, [`content/site.json:${message}\n${hint}`], JSON.stringify(value));
      assert.equal(site.edit, undefined, JSON.stringify(value));
    }
    const unknown = resolve({ edit: { repository: "https://github.com/owner/docs", branch: "main", url: "x" } });
    assert.deepEqual(unknown.printed, [
      "content/site.json:5:5 - error config/unknown-key: unknown key `url` in `edit`\n  hint: known keys: repository, branch, path",
    ]);
    assert.deepEqual(unknown.site.edit, { repository: "https://github.com/owner/docs", branch: "main", path: "{path}" });
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

describe("resolveSite: a doc set's printable page", () => {
  test("`printPage` is the page slug of each version's printable page; left out, the doc set has none", () => {
    assert.equal(resolve({ docSets: [{ ...MANUAL, printPage: "print" }] }).site.docSets[0]!.printPage, "print");
    assert.equal("printPage" in resolve({ docSets: [MANUAL] }).site.docSets[0]!, false);
  });

  test("a slug of more than one segment, with capitals, or the API reference's `api` is reported at its value", () => {
    const printed = (printPage: string) => resolve({ docSets: [{ ...MANUAL, printPage }] }).printed;
    const line = 'content/site.json:14:20 - error config/invalid: `docSets[0].printPage` must be a page slug, e.g. "print", not';
    assert.deepEqual(printed("all/chapters"), [`${line} "all/chapters"\n  hint: a slug is one path segment: lowercase letters, digits and -`]);
    assert.deepEqual(printed("Print"), [`${line} "Print"\n  hint: a slug is one path segment: lowercase letters, digits and -`]);
    assert.deepEqual(printed("api"), [`${line} "api"\n  hint: \`api\` is where each version's API reference lives`]);
  });
});
