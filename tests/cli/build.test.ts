// Runs the real `bin/docsgen.js` and checks exit codes, stderr and stdout, the output-dir guard, and that
// failed, killed and interrupted builds never touch the previous out/. Builds run from the repository root
// (its templates/ and client/ are used) with --content and --out pointing into a temporary directory.
import { test, describe, before, after } from "node:test";
import assert from "node:assert/strict";
import type { ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { generateCorpus } from "../../bench/generateCorpus.ts";
import { docsgen, escapeRegExp, hashTree, REPO, shown, start, write, type Run } from "./support.ts";

const VERSION = (JSON.parse(readFileSync(path.join(REPO, "package.json"), "utf8")) as { version: string }).version;
const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-cli-"));
after(() => rmSync(TMP, { recursive: true, force: true }));

/** Names beside `out` left by builds: `out.tmp-*` and `out.old-*`. */
function leftovers(out: string): string[] {
  const base = path.basename(out);
  return readdirSync(path.dirname(out))
    .filter((n) => n.startsWith(`${base}.tmp-`) || n.startsWith(`${base}.old-`))
    .sort();
}

/** Waits until the build has created its `out.tmp-*` dir and written the docsgen marker into it, then signals it. */
async function signalWhileWriting(child: ChildProcess, out: string, signal: NodeJS.Signals): Promise<string> {
  const before = new Set(leftovers(out));
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error("the build ended before it started writing its output");
    const tmp = leftovers(out).find((n) => !before.has(n) && n.includes(".tmp-"));
    if (tmp && existsSync(path.join(path.dirname(out), tmp, ".docsgen-output"))) {
      child.kill(signal);
      return tmp;
    }
    await sleep(2);
  }
}

const HINT_UNKNOWN = "  hint: known components: CodeTab, Intro, Info, Warn, UrlBox, Cite, Image, Video, WarningTable, Docson\n";
const HINT_TITLE = '  hint: add `title: "Page title"` between the --- lines\n';

describe("docsgen: usage", () => {
  test("--help exits 0 and lists the build command", async () => {
    const run = await docsgen(["--help"]);
    assert.equal(run.code, 0);
    assert.equal(run.stderr, "");
    assert.match(run.stdout, /^Usage: docsgen \[options\] \[command\]\n/);
    assert.match(run.stdout, /\n {2}build \[options\] +build the site/);
  });

  test("--version prints the package.json version", async () => {
    const run = await docsgen(["--version"]);
    assert.deepEqual(run, { code: 0, signal: null, stdout: `${VERSION}\n`, stderr: "" });
  });

  test("an unknown command exits 2", async () => {
    const run = await docsgen(["bogus"]);
    assert.deepEqual(run, { code: 2, signal: null, stdout: "", stderr: "error: unknown command 'bogus'\n" });
  });

  test("an unknown option exits 2", async () => {
    const run = await docsgen(["build", "--bogus"]);
    assert.deepEqual(run, { code: 2, signal: null, stdout: "", stderr: "error: unknown option '--bogus'\n" });
  });

  test("no command at all is a usage error (exit 2) that shows the help", async () => {
    const run = await docsgen([]);
    assert.equal(run.code, 2);
    assert.match(run.stdout + run.stderr, /Usage: docsgen/);
  });
});

/** Sets the modification time of `target` (and everything under it) to `seconds` ago. */
function age(target: string, seconds: number): void {
  const then = new Date(Date.now() - seconds * 1000);
  const files = statSync(target).isDirectory() ? readdirSync(target, { recursive: true }).map((rel) => path.join(target, String(rel))) : [target];
  for (const file of files) utimesSync(file, then, then);
}

describe("docsgen clean", () => {
  test("removes the project's .docsgen-cache and says how much; a second run finds nothing to clean", async () => {
    const project = mkdtempSync(path.join(TMP, "clean-"));
    mkdirSync(path.join(project, ".docsgen-cache", "parsed"), { recursive: true });
    writeFileSync(path.join(project, ".docsgen-cache", "parsed", "k.bin"), Buffer.alloc(1024));
    writeFileSync(path.join(project, ".docsgen-cache", "examples.json"), Buffer.alloc(512));
    const first = await docsgen(["clean"], { cwd: project });
    assert.deepEqual([first.code, first.stdout, first.stderr], [0, "removed .docsgen-cache (1.5 KB); the next build starts cold\n", ""]);
    assert.equal(existsSync(path.join(project, ".docsgen-cache")), false);
    const second = await docsgen(["clean"], { cwd: project });
    assert.deepEqual([second.code, second.stdout], [0, "nothing to clean: .docsgen-cache does not exist\n"]);
  });
});

describe("docsgen build: output, errors and interrupted builds", () => {
  const site = path.join(TMP, "site");
  const out = path.join(site, "out");
  const good = path.join(TMP, "good", "content");
  const warn = path.join(TMP, "warn", "content");
  const bad = path.join(TMP, "bad", "content");
  const large = path.join(TMP, "large");
  const jsMarker = path.join(TMP, "js-front-matter-ran");
  let outHash = "";

  before(() => {
    mkdirSync(site, { recursive: true });
    cpSync(path.join(REPO, "tests", "fixtures", "sites", "good", "content"), good, { recursive: true });
    cpSync(good, warn, { recursive: true });
    write(path.join(warn, "unknown.mdx"), '---\ntitle: "Unknown"\n---\n\n<Bar />\n');
    // Saved a minute ago: a build skips or records only inputs whose size and mtime can vouch for them.
    age(warn, 60);
    write(path.join(bad, "js.mdx"), `---js\n{ title: (require("fs").writeFileSync(${JSON.stringify(jsMarker)}, "ran"), "JS") }\n---\n\nBody.\n`);
    write(path.join(bad, "untitled.mdx"), '---\ndescription: "no title"\n---\n\n# Untitled\n');
    write(path.join(bad, "links.mdx"), '---\ntitle: "Links"\n---\n\nSee [nothing](./nothing).\n');
    generateCorpus(large, 200);
  });

  test("a successful build with a warning exits 0, writes .docsgen-output, prints the warning and the summary", async () => {
    const run = await docsgen(["build", "--content", warn, "--out", out]);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stderr, `${shown(warn)}/unknown.mdx:5:1 - warning component/unknown: unknown component <Bar /> skipped\n${HINT_UNKNOWN}`);
    assert.match(run.stdout, new RegExp(`^built 11 pages, \\d+ files into ${escapeRegExp(shown(out))} in \\d+\\.\\d\\d s \\(0 errors, 1 warnings?\\)\\n$`));
    assert.ok(existsSync(path.join(out, ".docsgen-output")), "no .docsgen-output marker");
    assert.ok(existsSync(path.join(out, "docs", "manual", "v11.0.0", "introduction", "index.html")), "no manual page");
    assert.deepEqual(leftovers(out), []);
    outHash = hashTree(out);
  });

  test("--strict reports the warning as an error, exits 1 and leaves out/ byte-identical", async () => {
    const run = await docsgen(["build", "--strict", "--content", warn, "--out", out]);
    assert.deepEqual(run, {
      code: 1,
      signal: null,
      stdout: "",
      stderr: `${shown(warn)}/unknown.mdx:5:1 - error component/unknown: unknown component <Bar /> skipped\n${HINT_UNKNOWN}build failed: 1 error, 0 warnings\n`,
    });
    assert.equal(hashTree(out), outHash);
  });

  describe("a build with nothing to do", () => {
    const upToDate = new RegExp(
      `^${escapeRegExp(shown(out))} is up to date: nothing changed since the last build ` +
        `\\(11 pages, \\d+ files; checked in \\d+\\.\\d\\d s, --force rebuilds\\)\\n$`,
    );

    test("the same build again writes nothing, says so and prints the last build's warnings again", async () => {
      const marker = statSync(path.join(out, ".docsgen-output")).mtimeMs;
      const run = await docsgen(["build", "--content", warn, "--out", out]);
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stdout, upToDate);
      assert.equal(run.stderr, `${shown(warn)}/unknown.mdx:5:1 - warning component/unknown: unknown component <Bar /> skipped\n${HINT_UNKNOWN}`);
      assert.equal(statSync(path.join(out, ".docsgen-output")).mtimeMs, marker, "out/ was written again");
      assert.equal(hashTree(out), outHash);
    });

    test("an edited source, a file missing from out/ or --force builds again", async () => {
      const page = path.join(warn, "unknown.mdx");
      const text = readFileSync(page, "utf8");
      write(page, text.replace("<Bar />", "<Bar />\n\nOne more line."));
      age(page, 50);
      const edited = await docsgen(["build", "--content", warn, "--out", out]);
      assert.match(edited.stdout, /^built 11 pages/);
      assert.match(readFileSync(path.join(out, "unknown", "index.html"), "utf8"), /One more line\./);
      write(page, text);
      age(page, 40);
      assert.match((await docsgen(["build", "--content", warn, "--out", out])).stdout, /^built 11 pages/);
      assert.match((await docsgen(["build", "--content", warn, "--out", out])).stdout, upToDate);
      rmSync(path.join(out, "unknown", "index.html"));
      assert.match((await docsgen(["build", "--content", warn, "--out", out])).stdout, /^built 11 pages/);
      assert.ok(existsSync(path.join(out, "unknown", "index.html")), "the removed page was not written again");
      assert.match((await docsgen(["build", "--force", "--content", warn, "--out", out])).stdout, /^built 11 pages/);
      assert.equal(hashTree(out), outHash);
    });
  });

  describe("a build with content errors", () => {
    let run: Run;
    before(async () => {
      rmSync(jsMarker, { force: true });
      run = await docsgen(["build", "--content", bad, "--out", out]);
    });

    test("exits 1 and prints every error, then the tally", () => {
      assert.equal(run.code, 1);
      assert.equal(run.stdout, "");
      assert.equal(
        run.stderr,
        [
          `${shown(bad)}/js.mdx:1:1 - error frontmatter/unsupported-language: JavaScript front matter is not supported\n`,
          "  hint: front matter is YAML only: start the file with a line of exactly ---\n",
          `${shown(bad)}/links.mdx:5:15 - error link/dead: dead link to /nothing (written ./nothing)\n`,
          `${shown(bad)}/untitled.mdx:1:1 - error frontmatter/missing-title: frontmatter needs a string \`title\`\n`,
          HINT_TITLE,
          "build failed: 3 errors, 0 warnings\n",
        ].join(""),
      );
    });

    test("JavaScript front matter: reported at file:1:1 and never executed", () => {
      assert.ok(run.stderr.includes("content/js.mdx:1:1 - error frontmatter/unsupported-language: JavaScript front matter is not supported"));
      assert.equal(existsSync(jsMarker), false, "the ---js block ran");
    });

    test("missing title: reported with file and line", () => {
      assert.ok(run.stderr.includes("content/untitled.mdx:1:1 - error frontmatter/missing-title:"));
    });

    test("dead link: reported with file, line and column", () => {
      assert.ok(run.stderr.includes("content/links.mdx:5:15 - error link/dead:"));
    });

    test("leaves the previous out/ byte-identical, with no temporary dirs beside it", () => {
      assert.equal(hashTree(out), outHash);
      assert.deepEqual(leftovers(out), []);
    });
  });

  test("a build killed with SIGKILL while writing leaves out/ byte-identical", { timeout: 600_000 }, async () => {
    const { child, done } = start(["build", "--content", path.join(large, "content"), "--out", out]);
    const tmp = await signalWhileWriting(child, out, "SIGKILL");
    const run = await done;
    assert.equal(run.signal, "SIGKILL");
    assert.ok(existsSync(path.join(site, tmp)), `${tmp} should still exist: the kill came after the write finished`);
    assert.equal(hashTree(out), outHash);
  });

  test("the next build (--quiet) prints nothing, succeeds, removes the leftover out.tmp-* dir and keeps out/.git", {
    timeout: 600_000,
  }, async () => {
    assert.equal(leftovers(out).length, 1, "the killed build left no temporary dir to clean up");
    write(path.join(out, ".git", "HEAD"), "ref: refs/heads/gh-pages\n");
    const run = await docsgen(["build", "--quiet", "--content", good, "--out", out]);
    assert.deepEqual(run, { code: 0, signal: null, stdout: "", stderr: "" });
    assert.deepEqual(leftovers(out), []);
    assert.ok(existsSync(path.join(out, ".docsgen-output")));
    assert.equal(existsSync(path.join(out, "unknown", "index.html")), false, "a page of the previous build is still in out/");
    assert.equal(readFileSync(path.join(out, ".git", "HEAD"), "utf8"), "ref: refs/heads/gh-pages\n", "out/.git (a gh-pages worktree) was not kept");
    outHash = hashTree(out);
  });

  test("SIGINT while writing exits 130, removes the temporary dir and leaves out/ byte-identical", { timeout: 600_000 }, async () => {
    const { child, done } = start(["build", "--content", path.join(large, "content"), "--out", out]);
    await signalWhileWriting(child, out, "SIGINT");
    const run = await done;
    assert.equal(run.code, 130, run.stderr);
    assert.deepEqual(leftovers(out), []);
    assert.equal(hashTree(out), outHash);
  });
});

describe("docsgen build: setup failures", () => {
  test("a templates/ stylesheet that does not bundle is one clear setup error, not a crash with a stack trace", async () => {
    const project = path.join(TMP, "broken-templates");
    write(path.join(project, "content", "page.mdx"), '---\ntitle: "Page"\n---\n\nText.\n');
    write(path.join(project, "templates", "styles", "site.css"), '@import "./missing.css";\n');
    write(path.join(project, "templates", "index.tsx"), "export function Document() {\n  return null;\n}\n");
    const run = await docsgen(["build", "--out", "out"], { cwd: project });
    assert.equal(run.code, 1);
    assert.equal(run.stdout, "");
    assert.match(
      run.stderr,
      /^docsgen: bundling client\/ and templates\/styles failed:\ntemplates\/styles\/site\.css:1:9 - error esbuild: Could not resolve "\.\/missing\.css"\n/,
    );
    assert.doesNotMatch(run.stderr, /^\s+at /m, "a stack trace was printed without --trace");
    assert.equal(existsSync(path.join(project, "out")), false);
  });
});

describe("docsgen build: dangerous --out values exit 2 and delete nothing", { concurrency: true }, () => {
  // Run from a scratch project whose only page has an error and which has no templates/: even if the guard
  // let one of these through, the build could not write anything.
  const parent = path.join(TMP, "guard");
  const project = path.join(parent, "project");
  const home = path.join(parent, "home");
  const sentinels = [
    path.join(parent, "SENTINEL"),
    path.join(project, "SENTINEL"),
    path.join(project, "content", "page.mdx"),
    path.join(project, "foreign", "SENTINEL"),
    path.join(home, "SENTINEL"),
  ];
  let listing = "";
  const snapshot = () => [parent, project, home].map((d) => `${d}: ${readdirSync(d).sort().join(" ")}`).join("\n");

  before(() => {
    for (const file of sentinels) write(file, `sentinel ${path.basename(file)}\n`);
    writeFileSync(path.join(project, "content", "page.mdx"), "# no front matter, so no title\n");
    // A folder beside the project that is really the content folder.
    symlinkSync(path.join(project, "content"), path.join(parent, "into-content"));
    listing = snapshot();
  });

  const cases: readonly { out: string | (() => string); why: string }[] = [
    { out: ".", why: "it contains the project (it would be replaced by the built site)" },
    { out: "..", why: "it contains the project (it would be replaced by the built site)" },
    { out: "/", why: "it is the file system root" },
    { out: () => home, why: "it is your home directory" },
    { out: "content", why: "it overlaps content, which holds sources" },
    { out: "../into-content/site", why: "it overlaps content, which holds sources" },
    {
      out: "foreign",
      why: "it is a non-empty directory that docsgen did not create (no .docsgen-output file); empty it or choose another --out",
    },
  ];
  for (const c of cases) {
    const label = typeof c.out === "string" ? c.out : "the home directory";
    test(`--out ${label}`, async () => {
      const out = typeof c.out === "string" ? c.out : c.out();
      const run = await docsgen(["build", "--out", out], { cwd: project, env: { ...process.env, HOME: home } });
      const resolved = path.resolve(project, out);
      assert.deepEqual(run, {
        code: 2,
        signal: null,
        stdout: "",
        stderr: `docsgen: refusing to write the site to ${resolved}: ${c.why}\n`,
      });
      for (const file of sentinels) assert.ok(existsSync(file), `${file} was deleted`);
      assert.equal(snapshot(), listing);
    });
  }
});
