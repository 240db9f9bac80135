// Builds every fixture site under tests/fixtures/sites in-process and compares the formatted diagnostics
// with the fixture's expected.txt, byte for byte. See tests/fixtures/README.md for the layout.
import { test, describe, after } from "node:test";
import assert from "node:assert/strict";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { createBuildMemo } from "../../src/pipeline/BuildMemo.ts";
import { createMemo } from "../../src/pipeline/memo.ts";
import { buildSite, type BuildResult } from "../../src/pipeline/buildSite.ts";
import { materializeOutput } from "../../src/output/SiteOutput.ts";
import { resolvePaths } from "../../src/config/resolvePaths.ts";
import type { ResolvedPaths } from "../../src/config/types.ts";
import { formatDiagnostic } from "../../src/diagnostics/formatDiagnostic.ts";

const REPO = path.resolve(import.meta.dirname, "..", "..");
const SITES = path.join(REPO, "tests", "fixtures", "sites");
const SCRATCH = mkdtempSync(path.join(os.tmpdir(), "docsgen-fixtures-"));
/**
 * This process's own cache dir. It must sit inside the repository (bundled templates import `react` from its
 * node_modules), but not be the shared .docsgen-cache itself: loadTemplates rewrites its bundle file in place,
 * so a concurrent CLI test could otherwise import a half-written file.
 */
const CACHE = path.join(REPO, ".docsgen-cache", `fixture-tests-${process.pid}`);
after(() => {
  rmSync(SCRATCH, { recursive: true, force: true });
  rmSync(CACHE, { recursive: true, force: true });
});

/**
 * Files too big to commit, written into a temporary copy of the fixture before it is built.
 * The expected.txt of these fixtures names the generated file and its exact size.
 */
const GENERATED: Readonly<Record<string, (contentDir: string) => void>> = {
  "content-too-large": (content) => {
    const file = path.join(content, "huge.mdx");
    writeFileSync(file, "");
    truncateSync(file, 8 * 1024 * 1024 + 1);
  },
  "content-not-a-file": (content) => {
    // Named pipes cannot be committed; reading one would block the build forever.
    execFileSync("mkfifo", [path.join(content, "docs", "pipe.mdx"), path.join(content, "docs", "sidebar.json")]);
  },
  "frontmatter-too-large": (content) => {
    writeFileSync(path.join(content, "big.mdx"), `---\ntitle: "Big"\nfiller: "${"x".repeat(64 * 1024)}"\n---\n\nBody.\n`);
  },
};

/**
 * The paths of a fixture build. resolvePaths() derives templates/, client/ and the cache from the root it is
 * given, and diagnostics are relative to that root; so the fixture dir is the root (paths print as
 * `content/...`) and the repository's templates/ and client/ (and a cache dir) are put in by hand.
 */
function fixturePaths(root: string): ResolvedPaths {
  const repo = resolvePaths({ root: REPO });
  return { ...resolvePaths({ root }), templates: repo.templates, client: repo.client, cache: CACHE };
}

/**
 * The memo values every fixture shares (they all use the repository's client/ and templates/, so the first
 * build's bundle serves them all): each value is kept by the key of everything it is made from, so sharing
 * them between fixtures can only save work, never hand one fixture another's value.
 */
const sharedValues = createMemo();

/**
 * Builds one fixture (from a temporary copy when it has generated files), with the shared bundle; a `oneShot`
 * build has no memo at all, as `docsgen build` runs it (pages rendered without fingerprints).
 */
async function buildFixture(name: string, options: { oneShot?: boolean } = {}): Promise<BuildResult> {
  let root = path.join(SITES, name);
  const generate = GENERATED[name];
  if (generate) {
    const copy = path.join(SCRATCH, name);
    cpSync(root, copy, { recursive: true, verbatimSymlinks: true });
    generate(path.join(copy, "content"));
    root = copy;
  }
  if (options.oneShot) return buildSite({ paths: fixturePaths(root), year: 2026 });
  return buildSite({ paths: fixturePaths(root), year: 2026, memo: createBuildMemo(sharedValues) });
}

/** What `docsgen build` prints for the diagnostics of a build, one `\n`-terminated line each (hints included). */
function printed(result: BuildResult): string {
  return result.diagnostics.map((d) => `${formatDiagnostic(d)}\n`).join("");
}

const fixtures = readdirSync(SITES, { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(path.join(SITES, e.name, "expected.txt")))
  .map((e) => e.name)
  .sort();

/** A fixture whose TODO file names an engine bug: its test is reported as todo until the bug is fixed. */
function todoOf(name: string): string | undefined {
  const file = path.join(SITES, name, "TODO");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
}

describe("fixture sites: diagnostics match expected.txt", () => {
  for (const name of fixtures) {
    const todo = todoOf(name);
    test(name, todo ? { todo } : {}, async () => {
      const result = await buildFixture(name);
      assert.equal(printed(result), readFileSync(path.join(SITES, name, "expected.txt"), "utf8"));
    });
  }
});

/** Diagnostic codes in engine sources: the code argument of errorAt/warningAt/fail(line, code) and `code: "..."` literals. */
function emittedCodes(sources: readonly string[]): Set<string> {
  const codes = new Set<string>();
  const patterns = [
    /\b(?:errorAt|warningAt)\([^;]*?,\s*"([a-z]+\/[a-z][a-z-]*)"/g,
    /\bfail\(\s*[^,()"]+,\s*"([a-z]+\/[a-z][a-z-]*)"/g,
    /\bcode:\s*"([a-z]+\/[a-z][a-z-]*)"/g,
    /\binputProblem\(\s*"([a-z]+\/[a-z][a-z-]*)"/g,
  ];
  for (const text of sources) {
    for (const pattern of patterns) for (const m of text.matchAll(pattern)) codes.add(m[1]!);
  }
  return codes;
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => readFileSync(path.join(e.parentPath, e.name), "utf8"));
}

describe("fixture sites: coverage", () => {
  test("the code scanner finds codes in errorAt, warningAt and fail calls", () => {
    const codes = emittedCodes([
      'diagnostics.push(errorAt({ file, line: 1 }, "route/duplicate", `x`));',
      'errorAt(at("date"), "blog/invalid-date", "m")',
      "warningAt(place(key),\n  \"config/unknown-key\", 'm')",
      'return fail(1, "content/line-endings", "m");',
      'diagnostics.push({ severity, code: "example/compile-error", file });',
      'const type = "text/html"; errorAt(place, code, "message"); fail("key", "a/b");',
    ]);
    assert.deepEqual([...codes].sort(), ["blog/invalid-date", "config/unknown-key", "content/line-endings", "example/compile-error", "route/duplicate"]);
  });

  test("every diagnostic code the engine emits is pinned by a fixture without a TODO", () => {
    const codes = emittedCodes(sourcesUnder(path.join(REPO, "src")));
    assert.ok(codes.size >= 40, `only ${codes.size} codes found: the scanner is broken`);
    const pinned = fixtures
      .filter((name) => !todoOf(name))
      .map((name) => readFileSync(path.join(SITES, name, "expected.txt"), "utf8"))
      .join("");
    const missing = [...codes].filter((code) => !pinned.includes(` ${code}: `)).sort();
    assert.deepEqual(missing, []);
  });
});

describe("fixture sites: the good site", () => {
  test("builds with zero diagnostics and writes the index, a manual page, the feed, 404 and sitemap", async () => {
    const result = await buildFixture("good", { oneShot: true });
    assert.deepEqual(result.diagnostics, []);
    const built = await materializeOutput(result.output);
    const files = [...built.keys()];
    for (const file of ["/index.html", "/docs/manual/v11.0.0/introduction/index.html", "/blog/feed.xml", "/404.html", "/sitemap.xml"]) {
      assert.ok(files.includes(file), `${file} missing from ${files.join(", ")}`);
    }
    const page = String(built.get("/docs/manual/v11.0.0/introduction/index.html"));
    assert.match(page, /<title>Introduction[^<]*<\/title>/);
    assert.equal(existsSync(path.join(SITES, "good", "out")), false, "buildSite wrote to paths.out");
    const feed = String(built.get("/blog/feed.xml"));
    assert.ok(feed.includes("https://docs.example/blog/hello"), "the feed links the post by absolute URL");
    // site.json's `edit` says where the sources live: repository, branch, and the path of this project in it.
    assert.ok(
      page.includes(
        '<p class="docs__edit"><a href="https://git.example/team/docs/edit/trunk/site/content/docs/manual/v11.0.0/introduction.mdx" ' +
          'rel="noopener noreferrer">Edit this page</a></p>',
      ),
      "the manual page links to its source",
    );
  });
});

describe("fixture sites: another site's layout (other-layout)", () => {
  test("doc sets, sections and special pages named in site.json build and render: none of the ReScript site's routes appear", async () => {
    const result = await buildFixture("other-layout", { oneShot: true });
    assert.deepEqual(result.diagnostics, []);
    const kinds = new Map([...result.model.routes].map(([route, e]) => [route, e.target.kind === "special" ? `special:${e.target.name}` : e.target.kind]));
    assert.deepEqual(
      ["/", "/news", "/news/hello", "/people/team", "/cheatsheet", "/libraries", "/play", "/guide/v1.0.0/start", "/reference/v2.0.0/overview"].map((r) => [
        r,
        kinds.get(r),
      ]),
      [
        ["/", "special:landing"],
        ["/news", "special:blogIndex"],
        ["/news/hello", "page"],
        ["/people/team", "page"],
        ["/cheatsheet", "special:syntaxLookup"],
        ["/libraries", "special:packages"],
        ["/play", "special:playground"],
        ["/guide/v1.0.0/start", "page"],
        ["/reference/v2.0.0/overview", "page"],
      ],
    );
    for (const route of ["/blog", "/community", "/syntax-lookup", "/packages", "/try"]) assert.equal(kinds.has(route), false, route);
    assert.deepEqual(
      ["/guide/v1.0.0/start", "/people/team", "/news/hello"].map((r) => result.model.routes.get(r)!.layout),
      [{ name: "docs", variant: "tutorial", version: "v1.0.0" }, { name: "community" }, { name: "generic" }],
    );
    assert.deepEqual(
      result.model.blog.map((p) => [p.slug, p.page.route]),
      [["hello", "/news/hello"]],
    );
    const built = await materializeOutput(result.output);
    const guide = String(built.get("/guide/v1.0.0/start/index.html"));
    assert.match(guide, /class="docs docs--tutorial"/);
    assert.match(guide, /href="\/guide\/v1\.0\.0\/start"[^>]*aria-current="page"/, "the guide's sidebar marks the page");
    const team = String(built.get("/people/team/index.html"));
    assert.match(team, /class="docs docs--community"/);
    assert.match(
      team,
      /<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="\/people\/team">People<\/a><\/li><li><span aria-current="page">Team<\/span>/,
      "the community crumb is the header link into the section",
    );
    assert.match(guide, /<nav class="docs-bar" aria-label="Documentation">/, "docsNavOn puts the docs bar on the guide");
    assert.doesNotMatch(team, /class="docs-bar"/, "and not on the community pages");
    assert.ok(built.has("/cheatsheet/entries/pipe.html"), "the syntax entry's body below the lookup page");
    assert.match(String(built.get("/cheatsheet/index.html")), /"\/cheatsheet\/entries\/pipe\.html"/);
    assert.ok(String(built.get("/news/feed.xml")).includes("https://other.example/news/hello"));
    assert.match(
      String(built.get("/reference/v2.0.0/overview/index.html")),
      /<a class="nav__link is-active" href="\/guide\/v1\.0\.0\/start">Guide<\/a>/,
      "the header's link into the docs (under docsNavOn) is active wherever the docs bar shows",
    );
    const links = linksOfPages(built);
    assert.ok(links.length > 100, `the fixture's pages hold links (${links.length})`);
    const rescriptRoutes = ["/blog", "/community", "/syntax-lookup", "/packages", "/try", "/docs"];
    assert.deepEqual(
      links.filter(({ target }) => rescriptRoutes.some((r) => target === r || target.startsWith(`${r}/`) || target.startsWith(`${r}?`))),
      [],
      "no href, action or src of a rendered page leads to a route of the ReScript site",
    );
    for (const [target, at] of [
      ["/news", "/news/hello/index.html"],
      ["/news/feed.xml", "/news/index.html"],
      ["/cheatsheet", "/cheatsheet/index.html"],
      ["/libraries", "/libraries/index.html"],
      ["/guide/v1.0.0/start", "/index.html"],
      ["/cheatsheet", "/404.html"],
    ])
      assert.ok(
        links.some((l) => l.target === target && l.page === at),
        `${at} links to ${target}`,
      );
  });
});

/** Every href, action, src and data-version-href of the HTML pages of a build, with the page it is on. */
function linksOfPages(built: ReadonlyMap<string, string | Uint8Array>): { page: string; target: string }[] {
  const links: { page: string; target: string }[] = [];
  for (const [file, content] of built) {
    if (!file.endsWith(".html")) continue;
    for (const m of String(content).matchAll(/\s(?:href|action|src|data-version-href)="([^"]*)"/g)) links.push({ page: file, target: m[1]! });
  }
  return links;
}

describe("fixture sites: determinism", () => {
  test("building the good site twice (once as docsgen build does, once with the shared bundle) gives byte-identical files", async () => {
    const first = await materializeOutput((await buildFixture("good", { oneShot: true })).output);
    const second = await materializeOutput((await buildFixture("good")).output);
    assert.deepEqual([...second.keys()], [...first.keys()]);
    for (const [file, content] of first) assert.deepEqual(second.get(file), content, `${file} differs between two builds`);
  });
});

describe("fixture sites: JavaScript front matter", () => {
  test("is never executed", async () => {
    const marker = path.join(os.tmpdir(), "docsgen-fixture-js-frontmatter-ran");
    rmSync(marker, { force: true });
    const result = await buildFixture("frontmatter-unsupported-language");
    assert.equal(result.diagnostics.filter((d) => d.code === "frontmatter/unsupported-language").length, 5);
    assert.equal(existsSync(marker), false, "the ---js body ran and wrote its marker file");
  });
});

describe("fixture sites: compiler flags from content", () => {
  test("a file-level @@config never makes a compiler write outside its scratch folder or run a command (v8, v9, v12)", async () => {
    // The fixture's examples aim here: -bs-package-output (plain, hidden by a comment, escaped) and -bs-gentype.
    const target = "/tmp/docsgen-hostile-flags";
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    try {
      const result = await buildFixture("example-hostile-flags");
      assert.deepEqual(
        result.diagnostics.map((d) => `${d.file}:${d.line}`),
        ["content/v12/flags.mdx:10", "content/v12/flags.mdx:24", "content/v8/flags.mdx:8", "content/v9/flags.mdx:8"],
      );
      assert.deepEqual(readdirSync(target), []);
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });
});
