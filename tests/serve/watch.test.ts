// `serve --watch` end to end: real file edits, the chokidar watcher, rebuilds and Server-Sent Events
// (issue 8 items 2-4; reliability.md (b) 53, 55-57). The fixture copy has its own templates/ and client/,
// so edits made in the repository meanwhile cannot trigger rebuilds here.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { LiveMessage } from "../../src/serve/LiveReloadHub.ts";
import type { ServeHandle } from "../../src/serve/startServe.ts";
import {
  cleanUp,
  copyFixture,
  dropWatcherEvents,
  httpGet,
  instrumentBuilds,
  interceptRead,
  isolateSources,
  leaks,
  openEvents,
  recordWatchers,
  removeCache,
  eventually,
  settle,
  startFixture,
  tokenOf,
  type EventClient,
  type RecordedWatchers,
} from "./support.ts";

let dir: string;
let handle: ServeHandle;
let logs: string[];
let watchers: RecordedWatchers;
let token: string;
let client: EventClient;
const extraClients: EventClient[] = [];

before(async () => {
  dir = copyFixture();
  isolateSources(dir);
  watchers = recordWatchers();
  ({ handle, logs } = await startFixture(dir, true, { isolated: true }));
  assert.equal(watchers.all.length, 1);
  // startServe does not wait for the watcher's initial scan; edits made before it ends would be missed.
  await watchers.all[0]!.ready;
  token = await tokenOf(handle);
  client = await openEvents(handle, `?token=${token}`, { origin: `http://127.0.0.1:${handle.port}` });
  assert.equal(client.status, 200);
});

after(async () => {
  client?.close();
  for (const c of extraClients) c.close();
  await handle?.close();
  watchers?.restore();
  cleanUp(dir);
  removeCache();
});

const content = (...parts: string[]) => path.join(dir, "content", ...parts);
const manual = (...parts: string[]) => content("docs", "manual", "v1.0.0", ...parts);
const reloads = (route: string) => (m: LiveMessage) => m.type === "reload" && (m.routes.includes(route) || m.all);
const names = (route: string) => (m: LiveMessage) => m.type === "reload" && m.routes.includes(route);

async function body(route: string): Promise<{ status: number; body: string }> {
  return httpGet(`${handle.url}${route}`);
}

/**
 * Writes a file the test may have written moments ago. chokidar drops a change event of a path that comes
 * within 50 ms of the previous one (see the todo test "a second save..."), so it first waits that long.
 */
async function save(file: string, text: string): Promise<void> {
  await settle(100);
  writeFileSync(file, text);
}

describe("content edits reach open pages", () => {
  test("editing a page sends a reload naming its route within 10 s", async () => {
    const since = client.messages.length;
    const file = manual("intro.mdx");
    await save(file, readFileSync(file, "utf8").replace("The intro body text.", "Edited through the watcher."));
    await client.waitFor(names("/docs/manual/v1.0.0/intro"), { since, what: "reload of the intro" });
    assert.match((await body("/docs/manual/v1.0.0/intro")).body, /Edited through the watcher\./);
    assert.ok(
      logs.some((l) => /^rebuilt in \d+ ms after .*content\/docs\/manual\/v1\.0\.0\/intro\.mdx( and \d+ more)? \(reloading \d+ pages?\)$/.test(l)),
      logs.join("\n"),
    );
  });

  test("a title change reloads the pages whose sidebar shows it", async () => {
    const since = client.messages.length;
    const file = manual("guide.mdx");
    await save(file, readFileSync(file, "utf8").replace('title: "Guide"', 'title: "Guide Retitled"'));
    await client.waitFor(names("/docs/manual/v1.0.0/intro"), { since, what: "reload of the intro (its sidebar shows the guide)" });
    await client.waitFor(names("/docs/manual/v1.0.0/guide"), { since, what: "reload of the guide" });
    assert.match((await body("/docs/manual/v1.0.0/intro")).body, /Guide Retitled/);
  });

  test("renaming a page: the old route 404s, the new one serves, both are reloaded", async () => {
    const since = client.messages.length;
    renameSync(content("extra.mdx"), content("extra-renamed.mdx"));
    await client.waitFor(names("/extra"), { since, what: "reload of /extra" });
    await client.waitFor(names("/extra-renamed"), { since, what: "reload of /extra-renamed" });
    assert.equal((await body("/extra")).status, 404);
    assert.equal((await body("/extra-renamed")).status, 200);
  });

  test("deleting, recreating, then editing the recreated page", async () => {
    const file = content("guide", "intro.mdx");
    let since = client.messages.length;
    rmSync(file);
    await client.waitFor(names("/guide/intro"), { since, what: "reload after the delete" });
    assert.equal((await body("/guide/intro")).status, 404);
    since = client.messages.length;
    writeFileSync(file, '---\ntitle: "Guide Intro"\n---\n\n# Guide Intro\n\nRecreated.\n');
    await client.waitFor(names("/guide/intro"), { since, what: "reload after the recreate" });
    assert.match((await body("/guide/intro")).body, /Recreated\./);
    since = client.messages.length;
    await save(file, '---\ntitle: "Guide Intro"\n---\n\n# Guide Intro\n\nEdited after the recreate.\n');
    await client.waitFor(names("/guide/intro"), { since, what: "reload after editing the recreated file" });
    assert.match((await body("/guide/intro")).body, /Edited after the recreate\./);
  });

  test("removing a folder and creating it again", async () => {
    const folder = content("guide");
    let since = client.messages.length;
    rmSync(folder, { recursive: true });
    await client.waitFor(names("/guide/intro"), { since, what: "reload after removing the folder" });
    assert.equal((await body("/guide/intro")).status, 404);
    since = client.messages.length;
    mkdirSync(folder);
    writeFileSync(path.join(folder, "intro.mdx"), '---\ntitle: "Guide Intro"\n---\n\n# Guide Intro\n\nBack again.\n');
    await client.waitFor(names("/guide/intro"), { since, what: "reload after recreating the folder" });
    assert.match((await body("/guide/intro")).body, /Back again\./);
  });

  test("a page in a new folder that the watcher never reports is still built (the report of its folder is kept)", async () => {
    const folder = content("unreported");
    const page = path.join(folder, "page.mdx");
    // What happens when the watcher starts watching the new folder after its file was written: no "add" for it.
    const drop = dropWatcherEvents(watchers.all.at(-1)!.watcher, (event, p) => event !== "addDir" && p.startsWith(folder));
    try {
      const since = client.messages.length;
      mkdirSync(folder);
      writeFileSync(page, '---\ntitle: "Unreported"\n---\n\n# Unreported\n');
      await client.waitFor(names("/unreported/page"), { since, what: "reload of the page in the new folder" });
      // The watcher may report the file after the rebuild that found it without that report (a loaded machine):
      // the test's premise, that its report was dropped, is checked once the report has come.
      await eventually("the watcher's report of the page was dropped", () => drop.dropped.includes(page));
      assert.match((await body("/unreported/page")).body, /<h1[^>]*>Unreported/);
    } finally {
      drop.restore();
    }
  });

  test("a data file change reloads the pages using it", async () => {
    const since = client.messages.length;
    const file = content("data", "authors.json");
    await save(file, readFileSync(file, "utf8").replace("The Team", "The Watch Crew"));
    await client.waitFor(names("/blog/hello"), { since, what: "reload of the blog post" });
    assert.match((await body("/blog/hello")).body, /The Watch Crew/);
  });
});

describe("editor storms", () => {
  test("a second save landing while the first one's rebuild reads the file is not lost", async () => {
    const file = content("about.mdx");
    await settle(100);
    let saved = false;
    // The second save lands just after the rebuild triggered by the first has read the file.
    const hook = interceptRead(file, () => {
      if (saved) return;
      saved = true;
      writeFileSync(file, '---\ntitle: "About"\n---\n\n# About\n\nSecond save.\n');
    });
    try {
      writeFileSync(file, '---\ntitle: "About"\n---\n\n# About\n\nFirst save.\n');
      await eventually("the first save is read by a rebuild", () => saved);
      await eventually("the second save is served", async () => /Second save\./.test((await body("/about")).body));
    } finally {
      hook.restore();
    }
  });

  test("the last of 500 saves in a burst is the one served (saves of one size within one tick of the clock)", { timeout: 300_000 }, async () => {
    const file = content("burst.mdx");
    // Every save has the same size: only the content tells them apart when two land within one mtime tick.
    const text = (n: number) => `---\ntitle: "Burst"\n---\n\n# Burst\n\nEdit ${String(n).padStart(3, "0")}.\n`;
    writeFileSync(file, text(0));
    await eventually("the page is served", async () => (await body("/burst")).status === 200);
    for (let n = 1; n <= 500; n++) {
      writeFileSync(file, text(n));
      if (n % 25 === 0) await settle(10);
    }
    await eventually("the last save is served", async () => /Edit 500\./.test((await body("/burst")).body));
  });

  test("several files saved at once are rebuilt in one batch", async () => {
    const builds = instrumentBuilds(content("site.json"));
    try {
      await settle(100);
      const since = client.messages.length;
      const files = ["a", "b", "c", "d", "e"].map((n) => content(`storm-${n}.mdx`));
      for (const file of files) writeFileSync(file, `---\ntitle: "Storm"\n---\n\n# Storm\n`);
      await client.waitFor(names("/storm-e"), { since, what: "reload of the last file" });
      await eventually("every storm page is served", async () =>
        (await Promise.all(files.map((f) => body(`/${path.basename(f, ".mdx")}`)))).every((r) => r.status === 200),
      );
      assert.ok(builds.started <= 2, `${builds.started} builds for one burst of saves`);
    } finally {
      builds.restore();
    }
  });
});

describe("errors show in open pages until fixed", () => {
  const cases: ReadonlyArray<readonly [string, string, () => string, (lines: readonly string[]) => void]> = [
    [
      "a YAML error",
      "intro.mdx",
      () => "---\ntitle: [unclosed\ndescription: BODY-MARKER-yaml\n---\n\n# Intro\n\nBODY-MARKER-yaml\n",
      (lines) => {
        assert.ok(
          lines.some((l) => /content\/docs\/manual\/v1\.0\.0\/intro\.mdx:\d+:\d+ - error frontmatter\/invalid-yaml: /.test(l)),
          lines.join("\n"),
        );
      },
    ],
    [
      "a dead link",
      "intro.mdx",
      () => '---\ntitle: "Intro"\n---\n\n# Intro\n\nBODY-MARKER-link [x](/no/such/page)\n\n## Basics\n',
      (lines) => {
        assert.ok(
          lines.some((l) => /content\/docs\/manual\/v1\.0\.0\/intro\.mdx:7:\d+ - error link\/dead: dead link to \/no\/such\/page/.test(l)),
          lines.join("\n"),
        );
      },
    ],
    [
      "JavaScript front matter",
      "intro.mdx",
      () =>
        `---js\n{ title: (globalThis.process.getBuiltinModule ? process.getBuiltinModule("fs") : require("fs"))` +
        `.writeFileSync(${JSON.stringify(path.join(dir, "js-ran"))}, "ran") || "JS" }\n---\n\n# BODY-MARKER-js\n`,
      (lines) => {
        assert.ok(
          lines.some((l) =>
            /content\/docs\/manual\/v1\.0\.0\/intro\.mdx:1:1 - error frontmatter\/unsupported-language: JavaScript front matter is not supported/.test(l),
          ),
          lines.join("\n"),
        );
        assert.equal(existsSync(path.join(dir, "js-ran")), false);
      },
    ],
    [
      "markup in an error message",
      "sidebar.json",
      () => JSON.stringify({ Overview: ["intro", "guide", "<img src=x onerror=window.__x=1>"] }),
      (lines) => {
        assert.ok(
          lines.some((l) => l.includes('sidebar lists "<img src=x onerror=window.__x=1>"')),
          lines.join("\n"),
        );
      },
    ],
  ];
  for (const [what, name, broken, check] of cases) {
    test(what, async () => {
      const file = manual(name);
      const good = readFileSync(file, "utf8");
      const before = await body("/docs/manual/v1.0.0/intro");
      const since = client.messages.length;
      await save(file, broken());
      let failure: unknown;
      try {
        const message = await client.waitFor((m) => m.type === "errors", { since, what: "errors" });
        assert.equal(message.type, "errors");
        if (message.type === "errors") check(message.lines);
        for (const raw of client.raw.slice(since)) {
          assert.deepEqual(leaks(raw, dir), [], raw);
          assert.equal(raw.includes("BODY-MARKER"), false, raw);
        }
        // The last good build is still served, and a page opened now gets the errors at once.
        const during = await body("/docs/manual/v1.0.0/intro");
        assert.equal(during.status, 200);
        assert.equal(during.body, before.body);
        const late = await openEvents(handle, `?token=${token}`);
        extraClients.push(late);
        const first = await late.waitFor(() => true, { what: "first message of a new client" });
        assert.equal(first.type, "errors");
        assert.ok(logs.some((l) => /^rebuild failed \(\d+ errors?\); still serving the last good build$/.test(l)));
        late.close();
      } catch (e) {
        failure = e;
      }
      const fixedSince = client.messages.length;
      await save(file, good);
      const fixed = client.waitFor((m) => m.type === "ok", { since: fixedSince, what: "ok after the fix" });
      if (failure) {
        await fixed.catch(() => undefined);
        throw failure;
      }
      await fixed;
    });
  }
});

describe("templates, client and public/ changes", () => {
  test("a stylesheet-only change swaps the stylesheet without a reload", async () => {
    const oldCss = [...(await handle.materialize()).keys()].find((p) => /^\/assets\/site-[^/]+\.css$/.test(p));
    assert.ok(oldCss);
    const since = client.messages.length;
    appendFileSync(path.join(dir, "templates", "styles", "base.css"), "\n.docsgen-test-rule { color: rebeccapurple; }\n");
    const message = await client.waitFor((m) => m.type === "css" || m.type === "reload", { since, what: "css" });
    const newCss = [...(await handle.materialize()).keys()].find((p) => /^\/assets\/site-[^/]+\.css$/.test(p));
    assert.ok(newCss && newCss !== oldCss);
    assert.deepEqual(message, { type: "css", from: [oldCss], to: [newCss] });
    const served = await body(newCss);
    assert.equal(served.status, 200);
    assert.match(served.body, /rebeccapurple|#639/);
    assert.match((await body("/about")).body, new RegExp(`href="${newCss}"`));
  });

  test("a template change re-renders the pages", async () => {
    const since = client.messages.length;
    const footer = path.join(dir, "templates", "components", "Footer.tsx");
    writeFileSync(
      footer,
      readFileSync(footer, "utf8").replace('<footer className="site-footer">', '<footer className="site-footer" data-test-marker="tmpl-7f">'),
    );
    await client.waitFor(names("/about"), { since, what: "reload after the template change" });
    assert.match((await body("/about")).body, /data-test-marker="tmpl-7f"/);
    assert.match((await body("/docs/manual/v1.0.0/intro")).body, /data-test-marker="tmpl-7f"/);
  });

  test("a client script change reloads every page", async () => {
    const since = client.messages.length;
    appendFileSync(path.join(dir, "client", "main.ts"), '\nconsole.debug("docsgen-client-marker-3d");\n');
    await client.waitFor((m) => m.type === "reload" && m.all, { since, what: "reload of all pages" });
    const js = [...(await handle.materialize())].find(([p]) => /^\/assets\/main-[^/]+\.js$/.test(p));
    assert.ok(js && Buffer.from(js[1]).toString().includes("docsgen-client-marker-3d"));
  });

  test("a public/ change reloads every page", async () => {
    const since = client.messages.length;
    writeFileSync(path.join(dir, "public", "pic.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>\n');
    await client.waitFor((m) => m.type === "reload" && m.all, { since, what: "reload of all pages" });
    assert.equal((await body("/pic.svg")).body, '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>\n');
  });

  test("a config change (site.json) reloads the pages", async () => {
    const since = client.messages.length;
    const file = content("site.json");
    await save(file, readFileSync(file, "utf8").replace('"Serve Fixture"', '"Serve Fixture Watched"'));
    await client.waitFor(reloads("/about"), { since, what: "reload after the config change" });
    assert.match((await body("/about")).body, /Serve Fixture Watched/);
  });
});

describe("watch scope", () => {
  test("writes into out/, node_modules/, .git/ and .docsgen-cache/ trigger no rebuild", async () => {
    const builds = instrumentBuilds(content("site.json"));
    try {
      const since = client.messages.length;
      const logged = logs.length;
      const noise = [
        path.join(dir, "out", "index.html"),
        content("out", "index.html"),
        content("out.tmp-123", "index.html"),
        content("node_modules", "pkg", "readme.md"),
        content(".git", "index"),
        content(".docsgen-cache", "x.json"),
        path.join(dir, "public", "node_modules", "x.js"),
        path.join(dir, "templates", "node_modules", "x.js"),
        path.join(dir, "client", ".git", "HEAD"),
      ];
      for (const file of noise) {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, "noise\n");
      }
      for (const file of noise) appendFileSync(file, "more noise\n");
      // Give unwanted events time to show up, then make one real edit as a barrier.
      await settle(1500);
      const control = content("about.mdx");
      await save(control, '---\ntitle: "About"\n---\n\n# About\n\nControl edit.\n');
      await client.waitFor(names("/about"), { since, what: "reload of the control edit" });
      await settle(500);
      assert.equal(builds.started, 1, logs.slice(logged).join("\n"));
      const rebuilt = logs.slice(logged).filter((l) => l.startsWith("rebuilt in "));
      assert.equal(rebuilt.length, 1, rebuilt.join("\n"));
      assert.match(rebuilt[0]!, /after \S*content\/about\.mdx \(reloading 1 page\)$/);
      assert.deepEqual(client.messages.slice(since), [{ type: "reload", routes: ["/about"], all: false }]);
    } finally {
      builds.restore();
    }
  });

  test("a page in a content folder named out/ is watched like any other", async () => {
    const file = content("out", "page.mdx");
    writeFileSync(file, '---\ntitle: "Out Page"\n---\n\n# Out Page\n');
    const since = client.messages.length;
    await client.waitFor(names("/out/page"), { since: 0, what: "reload of /out/page" });
    await save(file, '---\ntitle: "Out Page"\n---\n\n# Out Page\n\nEdited.\n');
    await client.waitFor(names("/out/page"), { since, what: "reload of /out/page after an edit" });
  });
});

describe("watcher errors", () => {
  test("ENOSPC: warns with the fix, falls back to polling and keeps serving and reloading", async () => {
    const first = watchers.all[0]!.watcher;
    const error = Object.assign(new Error("ENOSPC: System limit for number of file watchers reached, watch '/x'"), {
      code: "ENOSPC",
      errno: -28,
      syscall: "watch",
    });
    first.emit("error", error);
    assert.ok(
      logs.includes(
        "docsgen: warning: the file watcher ran out of handles (ENOSPC); raise fs.inotify.max_user_watches or use --poll. Falling back to polling.",
      ),
      logs.join("\n"),
    );
    await eventually("a second (polling) watcher", () => watchers.all.length === 2);
    const second = watchers.all[1]!;
    assert.equal((second.watcher.options as { usePolling?: boolean }).usePolling, true);
    assert.equal(first.closed, true);
    await second.ready;
    assert.equal((await body("/about")).status, 200);
    const since = client.messages.length;
    const file = manual("intro.mdx");
    await save(file, readFileSync(file, "utf8").replace(/\n# Intro\n/, "\n# Intro\n\nSeen by polling.\n"));
    await client.waitFor(names("/docs/manual/v1.0.0/intro"), { since, what: "reload seen by the polling watcher" });
    assert.match((await body("/docs/manual/v1.0.0/intro")).body, /Seen by polling\./);
  });

  test("further watcher errors (EMFILE while polling, or without a code) only warn", async () => {
    const current = watchers.all.at(-1)!.watcher;
    current.emit("error", Object.assign(new Error("EMFILE: too many open files"), { code: "EMFILE" }));
    current.emit("error", new Error("boom"));
    assert.ok(logs.includes("docsgen: warning: file watcher error: EMFILE: too many open files"), logs.join("\n"));
    assert.ok(logs.includes("docsgen: warning: file watcher error: boom"), logs.join("\n"));
    assert.equal(watchers.all.length, 2);
    assert.equal((await body("/about")).status, 200);
  });
});
