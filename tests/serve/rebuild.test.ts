// Incremental rebuilds driven by explicit rebuild() calls (no watcher): after edits, adds, deletes and
// renames, what the server would write equals a clean `docsgen build` of the same tree, byte for byte.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSite } from "../../src/pipeline/buildSite.ts";
import { materializeOutput } from "../../src/output/SiteOutput.ts";
import type { ServeHandle } from "../../src/serve/startServe.ts";
import {
  asBuffers,
  cleanUp,
  copyFixture,
  differingPaths,
  httpGet,
  instrumentBuilds,
  isolatedPaths,
  isolateSources,
  recordWatchers,
  removeCache,
  eventually,
  settle,
  startFixture,
} from "./support.ts";

let dir: string;
let handle: ServeHandle;
let logs: string[];
/** chokidar watchers created by startServe without `watch`. */
let watchersWithoutWatch = -1;

before(async () => {
  dir = copyFixture();
  // Its own templates/ and client/, so that edits made in the repository meanwhile cannot make the served
  // build and the clean build differ.
  isolateSources(dir);
  const watchers = recordWatchers();
  try {
    ({ handle, logs } = await startFixture(dir, false, { isolated: true }));
    watchersWithoutWatch = watchers.all.length;
  } finally {
    watchers.restore();
  }
});

after(async () => {
  await handle?.close();
  cleanUp(dir);
  removeCache();
});

const content = (...parts: string[]) => path.join(dir, "content", ...parts);
const manual = (...parts: string[]) => content("docs", "manual", "v1.0.0", ...parts);

/** Asserts that the served build equals a clean build of the tree as it is now, file for file and byte for byte. */
async function assertEqualsCleanBuild(what: string): Promise<void> {
  const clean = await buildSite({ paths: isolatedPaths(dir) });
  assert.deepEqual(
    clean.diagnostics.filter((d) => d.severity === "error").map((d) => d.message),
    [],
    `${what}: the clean build has errors`,
  );
  const served = asBuffers(await handle.materialize());
  const expected = asBuffers(await materializeOutput(clean.output));
  assert.deepEqual(differingPaths(served, expected), [], `${what}: files that differ from a clean build`);
  assert.deepEqual([...served.keys()], [...expected.keys()]);
}

async function page(route: string): Promise<{ status: number; body: string }> {
  return httpGet(`${handle.url}${route}`);
}

describe("rebuilds equal a clean build", () => {
  test("the first build", async () => {
    await assertEqualsCleanBuild("first build");
  });

  test("neither serving without --watch nor building starts a file watcher", async () => {
    assert.equal(watchersWithoutWatch, 0);
    const watchers = recordWatchers();
    try {
      await buildSite({ paths: isolatedPaths(dir) });
      assert.equal(watchers.all.length, 0);
    } finally {
      watchers.restore();
    }
  });

  test("editing a page body", async () => {
    const file = manual("intro.mdx");
    writeFileSync(file, readFileSync(file, "utf8").replace("The intro body text.", "The intro body, edited."));
    const outcome = await handle.rebuild([file]);
    assert.equal(outcome.ok, true);
    assert.deepEqual(outcome.message, { type: "reload", routes: ["/docs/manual/v1.0.0/intro"], all: false });
    assert.match((await page("/docs/manual/v1.0.0/intro")).body, /The intro body, edited\./);
    await assertEqualsCleanBuild("edited body");
  });

  test("a title change re-renders every page whose sidebar or prev/next shows it", async () => {
    const file = manual("guide.mdx");
    writeFileSync(file, readFileSync(file, "utf8").replace('title: "Guide"', 'title: "Guide Renamed"'));
    const outcome = await handle.rebuild([file]);
    assert.equal(outcome.ok, true);
    assert.equal(outcome.message?.type, "reload");
    assert.ok(
      outcome.message?.type === "reload" &&
        outcome.message.routes.includes("/docs/manual/v1.0.0/intro") &&
        outcome.message.routes.includes("/docs/manual/v1.0.0/guide"),
      JSON.stringify(outcome.message),
    );
    const intro = await page("/docs/manual/v1.0.0/intro");
    assert.match(intro.body, /Guide Renamed/);
    await assertEqualsCleanBuild("title change");
  });

  test("editing a page back to its earlier text", async () => {
    const file = manual("guide.mdx");
    writeFileSync(file, readFileSync(file, "utf8").replace('title: "Guide Renamed"', 'title: "Guide"'));
    assert.equal((await handle.rebuild([file])).ok, true);
    assert.doesNotMatch((await page("/docs/manual/v1.0.0/intro")).body, /Guide Renamed/);
    await assertEqualsCleanBuild("title changed back");
  });

  test("adding a page and listing it in the sidebar", async () => {
    const added = manual("added.mdx");
    writeFileSync(added, '---\ntitle: "Added Page"\n---\n\n# Added Page\n\nNew.\n');
    writeFileSync(manual("sidebar.json"), `${JSON.stringify({ Overview: ["intro", "guide"], More: ["added"] }, null, 2)}\n`);
    const outcome = await handle.rebuild([added, manual("sidebar.json")]);
    assert.equal(outcome.ok, true);
    assert.equal((await page("/docs/manual/v1.0.0/added")).status, 200);
    assert.match((await page("/docs/manual/v1.0.0/intro")).body, /Added Page/);
    await assertEqualsCleanBuild("added page");
  });

  test("reordering the sidebar changes prev/next", async () => {
    const sidebar = manual("sidebar.json");
    writeFileSync(sidebar, `${JSON.stringify({ Overview: ["guide", "intro"], More: ["added"] }, null, 2)}\n`);
    const outcome = await handle.rebuild([sidebar]);
    assert.equal(outcome.ok, true);
    assert.equal(outcome.message?.type, "reload");
    await assertEqualsCleanBuild("sidebar order");
  });

  test("deleting a page: 404, gone from the output, its route reloaded", async () => {
    const file = content("extra.mdx");
    assert.equal((await page("/extra")).status, 200);
    rmSync(file);
    const outcome = await handle.rebuild([file]);
    assert.equal(outcome.ok, true);
    assert.deepEqual(outcome.message, { type: "reload", routes: ["/extra"], all: false });
    assert.equal((await page("/extra")).status, 404);
    assert.equal((await page("/extra/")).status, 404);
    assert.equal((await handle.materialize()).has("/extra/index.html"), false);
    assert.equal(String((await handle.materialize()).get("/sitemap.xml")).includes("/extra"), false);
    await assertEqualsCleanBuild("deleted page");
  });

  test("renaming a page: the old route 404s, the new one serves", async () => {
    const from = content("guide", "intro.mdx");
    const to = content("guide", "start.mdx");
    renameSync(from, to);
    const outcome = await handle.rebuild([from, to]);
    assert.equal(outcome.ok, true);
    assert.deepEqual(outcome.message, { type: "reload", routes: ["/guide/intro", "/guide/start"], all: false });
    assert.equal((await page("/guide/intro")).status, 404);
    assert.equal((await page("/guide/start")).status, 200);
    await assertEqualsCleanBuild("renamed page");
  });

  test("renaming a docs page together with its sidebar entry and the links to it", async () => {
    const from = manual("guide.mdx");
    const to = manual("tutorial.mdx");
    renameSync(from, to);
    writeFileSync(manual("sidebar.json"), `${JSON.stringify({ Overview: ["tutorial", "intro"], More: ["added"] }, null, 2)}\n`);
    const intro = manual("intro.mdx");
    writeFileSync(intro, readFileSync(intro, "utf8").replace("(./guide)", "(./tutorial)"));
    const outcome = await handle.rebuild([from, to, manual("sidebar.json"), intro]);
    assert.equal(outcome.ok, true);
    assert.equal((await page("/docs/manual/v1.0.0/guide")).status, 404);
    assert.equal((await page("/docs/manual/latest/guide")).status, 404);
    assert.equal((await page("/docs/manual/v1.0.0/tutorial")).status, 200);
    await assertEqualsCleanBuild("renamed docs page");
  });

  test("removing a whole folder", async () => {
    const folder = content("guide");
    rmSync(folder, { recursive: true });
    const outcome = await handle.rebuild([folder, path.join(folder, "start.mdx")]);
    assert.equal(outcome.ok, true);
    assert.equal((await page("/guide/start")).status, 404);
    await assertEqualsCleanBuild("removed folder");
  });

  test("a data file change (authors.json) re-renders the pages using it", async () => {
    const file = content("data", "authors.json");
    writeFileSync(file, readFileSync(file, "utf8").replace("The Team", "The Docs Crew"));
    const outcome = await handle.rebuild([file]);
    assert.equal(outcome.ok, true);
    assert.match((await page("/blog/hello")).body, /The Docs Crew/);
    await assertEqualsCleanBuild("data change");
  });

  test("a config change (site.json)", async () => {
    const file = content("site.json");
    writeFileSync(file, readFileSync(file, "utf8").replace('"Serve Fixture"', '"Serve Fixture Renamed"'));
    const outcome = await handle.rebuild([file]);
    assert.equal(outcome.ok, true);
    assert.match((await page("/about")).body, /Serve Fixture Renamed/);
    await assertEqualsCleanBuild("config change");
  });

  test("public/ edits, adds and deletes", async () => {
    const edited = path.join(dir, "public", "sub", "a.txt");
    const added = path.join(dir, "public", "img", "new.svg");
    const deleted = path.join(dir, "public", "pic.svg");
    writeFileSync(edited, "edited text\n");
    mkdirSync(path.dirname(added), { recursive: true });
    writeFileSync(added, '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    rmSync(deleted);
    const outcome = await handle.rebuild([edited, added, deleted]);
    assert.equal(outcome.ok, true);
    assert.deepEqual(outcome.message, { type: "reload", routes: [], all: true });
    assert.equal((await page("/sub/a.txt")).body, "edited text\n");
    assert.equal((await page("/img/new.svg")).status, 200);
    assert.equal((await page("/pic.svg")).status, 404);
    await assertEqualsCleanBuild("public changes");
  });

  test("a nav change in site.json re-renders every page's header", async () => {
    const file = content("site.json");
    const site = JSON.parse(readFileSync(file, "utf8")) as { nav: { name: string; href: string }[] };
    site.nav.push({ name: "About", href: "/about" });
    writeFileSync(file, JSON.stringify(site, null, 2));
    const outcome = await handle.rebuild([file]);
    assert.equal(outcome.ok, true);
    assert.match((await page("/blog/hello")).body, /<a[^>]*href="\/about"[^>]*>About<\/a>/);
    await assertEqualsCleanBuild("nav change");
  });

  test("a template edit (the footer) re-renders every page", async () => {
    const file = path.join(dir, "templates", "components", "Footer.tsx");
    writeFileSync(file, readFileSync(file, "utf8").replace('<footer className="site-footer">', '<footer className="site-footer" data-edited="footer">'));
    const outcome = await handle.rebuild([file]);
    assert.equal(outcome.ok, true);
    assert.match((await page("/about")).body, /data-edited="footer"/);
    await assertEqualsCleanBuild("template edit");
  });

  test("a client file edit changes the bundle every page loads", async () => {
    const file = path.join(dir, "client", "main.ts");
    const before = (await page("/about")).body;
    writeFileSync(file, `${readFileSync(file, "utf8")}\ndocument.documentElement.dataset["edited"] = "client";\n`);
    const outcome = await handle.rebuild([file]);
    assert.equal(outcome.ok, true);
    const scripts = (html: string) => [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    assert.notDeepEqual(scripts((await page("/about")).body), scripts(before), "the pages load the new bundle");
    await assertEqualsCleanBuild("client edit");
  });

  test("a new blog post: its page, the index and the feed", async () => {
    const file = content("blog", "2024-02-01-second.mdx");
    writeFileSync(file, '---\ntitle: "Second"\nauthor: "team"\ndate: "2024-02-01"\ndescription: "The second post"\n---\n\n# Second\n\nMore news.\n');
    const outcome = await handle.rebuild([file]);
    assert.equal(outcome.ok, true);
    assert.equal((await page("/blog/second")).status, 200);
    assert.match((await page("/blog")).body, /Second/);
    await assertEqualsCleanBuild("new blog post");
  });

  test("a full rebuild without hints after edits of several kinds", async () => {
    writeFileSync(content("about.mdx"), '---\ntitle: "About Us"\n---\n\n# About Us\n\nRewritten.\n');
    writeFileSync(content("new-top.mdx"), '---\ntitle: "Top"\n---\n\n# Top\n');
    rmSync(manual("added.mdx"));
    writeFileSync(manual("sidebar.json"), `${JSON.stringify({ Overview: ["intro", "tutorial"] }, null, 2)}\n`);
    const outcome = await handle.rebuild();
    assert.equal(outcome.ok, true);
    assert.equal((await page("/docs/manual/v1.0.0/added")).status, 404);
    assert.equal((await page("/new-top")).status, 200);
    await assertEqualsCleanBuild("unhinted rebuild");
  });

  test("a rebuild with nothing changed sends no message", async () => {
    const outcome = await handle.rebuild();
    assert.equal(outcome.ok, true);
    assert.equal(outcome.message, undefined);
  });
});

describe("content errors keep the last good build", () => {
  // The JavaScript front matter would create this file if it ran.
  const marker = () => path.join(dir, "js-front-matter-ran");
  const cases: ReadonlyArray<readonly [string, () => string, string]> = [
    ["a YAML error", () => "---\ntitle: [unclosed\n---\n\n# Broken\n", "frontmatter/invalid-yaml"],
    ["a dead link", () => '---\ntitle: "Intro"\n---\n\n# Intro\n\nSee [nowhere](/no/such/page).\n\n## Basics\n', "link/dead"],
    [
      "JavaScript front matter",
      () =>
        `---js\n{ title: (globalThis.process.getBuiltinModule ? process.getBuiltinModule("fs") : require("fs"))` +
        `.writeFileSync(${JSON.stringify(marker())}, "ran") || "JS" }\n---\n\n# JS\n`,
      "frontmatter/unsupported-language",
    ],
  ];
  for (const [what, text, code] of cases) {
    test(what, async () => {
      const file = manual("intro.mdx");
      const good = readFileSync(file, "utf8");
      const before = await page("/docs/manual/v1.0.0/intro");
      const materialized = asBuffers(await handle.materialize());
      writeFileSync(file, text());
      try {
        const failed = await handle.rebuild([file]);
        assert.equal(failed.ok, false);
        assert.equal(failed.message, undefined);
        assert.ok(
          logs.some((l) => l.includes(`content/docs/manual/v1.0.0/intro.mdx:`) && l.includes(code)),
          logs.join("\n"),
        );
        assert.match(logs.at(-1) ?? "", /^rebuild failed \(\d+ errors?\); still serving the last good build$/);
        const during = await page("/docs/manual/v1.0.0/intro");
        assert.equal(during.status, 200);
        assert.equal(during.body, before.body);
        assert.deepEqual(differingPaths(asBuffers(await handle.materialize()), materialized), []);
        assert.throws(() => readFileSync(marker()), { code: "ENOENT" });
      } finally {
        writeFileSync(file, good);
      }
      const fixed = await handle.rebuild([file]);
      assert.equal(fixed.ok, true);
      await assertEqualsCleanBuild(`fixed ${what}`);
    });
  }
});

describe("never two builds at once", () => {
  test("five quick rebuild() calls run at most two builds, one after the other, and all resolve", async () => {
    const builds = instrumentBuilds(content("site.json"));
    try {
      builds.hold();
      const calls = [handle.rebuild(), handle.rebuild([content("about.mdx")]), handle.rebuild(), handle.rebuild([content("site.json")]), handle.rebuild()];
      // The first build is held at its first step; the other calls wait in the queue behind it.
      await eventually("the first build reaches the hold", () => builds.held === 1);
      assert.equal(builds.started, 1);
      builds.release();
      const outcomes = await Promise.all(calls);
      assert.deepEqual(
        outcomes.map((o) => o.ok),
        [true, true, true, true, true],
      );
      assert.equal(builds.started, 2);
      // A window for an unwanted third build to show up (it could only make this pass wrongly, never fail wrongly).
      await settle(100);
      assert.equal(builds.started, 2);
    } finally {
      builds.release();
      builds.restore();
    }
  });

  test("a rebuild() called during a build resolves only after a build that started later", async () => {
    const builds = instrumentBuilds(content("site.json"));
    try {
      builds.hold();
      const first = handle.rebuild();
      await eventually("the first build reaches the hold", () => builds.held === 1);
      const file = content("about.mdx");
      writeFileSync(file, '---\ntitle: "About Late"\n---\n\n# About Late\n');
      const second = handle.rebuild([file]);
      builds.release();
      await first;
      const outcome = await second;
      assert.equal(outcome.ok, true);
      assert.equal(builds.started, 2);
      assert.match((await page("/about")).body, /About Late/);
      await assertEqualsCleanBuild("edit during a build");
    } finally {
      builds.release();
      builds.restore();
    }
  });
});
