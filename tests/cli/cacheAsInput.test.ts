// The cache as an input (issue 37): `.docsgen-cache/` is read as untrusted input by the real binary. Whatever is
// in place of an entry (a named pipe, a folder, another shape) never hangs or crashes a build: it is dropped
// and made again, with one warning per kind. Cached code runs only as it was built (the engine's manifest).
// Printed values from the cache are escaped. A read-only cache is used for reading and reported once.
// Hang tests give each command a generous limit and assert that it ended on its own.
import { after, describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFile, execFileSync } from "node:child_process";
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BIN, hashTree, REPO, start, type Run } from "./support.ts";

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-cache-input-"));
after(() => rmSync(TMP, { recursive: true, force: true }));

/** Far above any of these builds (seconds each), so only a hang reaches it. */
const LIMIT_MS = 120_000;

/** Runs a command and kills it at LIMIT_MS; a run that had to be killed fails the test with what it printed. */
async function ended(command: { child: import("node:child_process").ChildProcess; done: Promise<Run> }): Promise<Run> {
  const timer = setTimeout(() => command.child.kill("SIGKILL"), LIMIT_MS);
  const run = await command.done;
  clearTimeout(timer);
  assert.equal(run.signal, null, `did not end on its own within ${LIMIT_MS / 1000} s (it hung); stderr:\n${run.stderr}`);
  return run;
}

const build = (cwd: string, ...args: string[]) => ended(start(["build", "--out", "out", ...args], { cwd }));

let projects = 0;
/** A project with one compiled example (toolchain v12), so every kind of cache entry a build reads exists after it. */
function project(): string {
  const dir = path.join(TMP, `project-${++projects}`);
  cpSync(path.join(REPO, "tests", "fixtures", "sites", "example-compile-error", "content"), path.join(dir, "content"), { recursive: true });
  writeFileSync(path.join(dir, "content", "examples.mdx"), '---\ntitle: "Examples"\n---\n\n# Examples\n\n```res example\nlet fine = 1\n```\n');
  for (const folder of ["templates", "client", "node_modules"]) symlinkSync(path.join(REPO, folder), path.join(dir, folder), "dir");
  // Changed a minute ago: a source changed moments before a build is not recorded (the racy-stamp rule of buildRecord.ts).
  const past = new Date(Date.now() - 60_000);
  const age = (p: string) => {
    if (lstatSync(p).isDirectory()) for (const name of readdirSync(p)) age(path.join(p, name));
    utimesSync(p, past, past);
  };
  age(path.join(dir, "content"));
  return dir;
}

/** The one entry of a cache kind (its path relative to the project, as docsgen prints it). */
function entryOf(dir: string, kind: string): string {
  const names = readdirSync(path.join(dir, ".docsgen-cache", kind)).filter((n) => !n.endsWith(".tmp"));
  assert.equal(names.length, 1, `${kind}: ${names.join(", ")}`);
  return `.docsgen-cache/${kind}/${names[0]}`;
}

const BUILT = /^built 6 pages, \d+ files into out in [\d.]+ s \(0 errors, 0 warnings\)\n/;

/** The four entries a warm build of project() reads. */
const ENTRIES = [
  { kind: "builds", name: "build record" },
  { kind: "templates", name: "templates" },
  { kind: "parsed", name: "parse" },
  { kind: "examples", name: "example outcomes" },
] as const;

describe("cache entries that are not regular files", () => {
  const makers = {
    "a named pipe": (file: string) => execFileSync("mkfifo", [file]),
    "a folder": (file: string) => {
      mkdirSync(file);
      writeFileSync(path.join(file, "inside"), "x");
    },
  };
  for (const [what, make] of Object.entries(makers)) {
    test(`${what} in place of the record, the templates bundle, the parse cache and the outcomes: dropped, made again, one warning each`, async () => {
      const dir = project();
      const first = await build(dir);
      assert.deepEqual([first.code, first.stderr], [0, ""]);
      const site = hashTree(path.join(dir, "out"));
      const entries = ENTRIES.map((e) => ({ ...e, file: entryOf(dir, e.kind) }));
      for (const e of entries) {
        rmSync(path.join(dir, e.file));
        make(path.join(dir, e.file));
      }
      const second = await build(dir);
      assert.equal(second.code, 0, second.stderr);
      assert.match(second.stdout, BUILT);
      const kindOf = what === "a named pipe" ? "a named pipe" : "a folder";
      const expected = entries.map(
        (e) => `docsgen: warning: ignored the damaged ${e.name} cache entry ${e.file} (it is ${kindOf}, not a regular file); it is made again`,
      );
      assert.deepEqual(second.stderr.trimEnd().split("\n").sort(), expected.sort());
      for (const e of entries) assert.equal(lstatSync(path.join(dir, e.file)).isFile(), true, `${e.file} is a file again`);
      assert.equal(hashTree(path.join(dir, "out")), site);
      // Made again: the next build is up to date and says nothing about the cache.
      const third = await build(dir);
      assert.deepEqual([third.code, third.stderr], [0, ""]);
      assert.match(third.stdout, /^out is up to date: nothing changed since the last build \(6 pages, /);
    });
  }
});

describe("entries the engine writes pass its own shape check", () => {
  test("pages whose front matter failed (fields, YAML, no end) are cached and read back with no warning", async () => {
    const dir = project();
    for (const fixture of ["frontmatter-invalid-field", "frontmatter-invalid-yaml", "frontmatter-unterminated"]) {
      cpSync(path.join(REPO, "tests", "fixtures", "sites", fixture, "content"), path.join(dir, "content", fixture), { recursive: true });
    }
    const first = await build(dir);
    assert.equal(first.code, 1, "the front matter errors fail the build");
    assert.doesNotMatch(first.stderr, /warning: ignored/);
    // Read back: the same errors, and no cache entry dropped as "of another shape".
    const second = await build(dir);
    assert.deepEqual([second.code, second.stderr], [1, first.stderr]);
  });
});

const damagedTemplates = (dir: string) => `docsgen: warning: ignored the damaged templates cache entry ${entryOf(dir, "templates")}`;

describe("cached code runs only as it was built", () => {
  test("code appended to the templates bundle does not run; the bundle is written again", async () => {
    const dir = project();
    assert.equal((await build(dir)).code, 0);
    const bundle = path.join(dir, entryOf(dir, "templates"));
    const code = readFileSync(bundle, "utf8");
    const marker = path.join(dir, "appended-code-ran");
    writeFileSync(bundle, `${code}\nimport("node:fs").then((fs) => fs.writeFileSync(${JSON.stringify(marker)}, "ran"));\n`);
    const run = await build(dir, "--force");
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stderr, `${damagedTemplates(dir)} (it is larger than ${Buffer.byteLength(code)} bytes); it is made again\n`);
    assert.throws(() => lstatSync(marker), { code: "ENOENT" });
    assert.equal(readFileSync(bundle, "utf8"), code);
  });

  test("a truncated templates bundle is written again, not an internal error", async () => {
    const dir = project();
    assert.equal((await build(dir)).code, 0);
    const bundle = path.join(dir, entryOf(dir, "templates"));
    const code = readFileSync(bundle, "utf8");
    truncateSync(bundle, 200);
    const run = await build(dir, "--force");
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stderr, `${damagedTemplates(dir)} (its code differs from the templates' bundle); it is made again\n`);
    assert.equal(readFileSync(bundle, "utf8"), code);
  });

  test("a truncated engine bundle (or one without its manifest) is built again with a warning, not a SyntaxError on every run", async () => {
    // A copy of docsgen of its own: its engine cache is not the one the other tests run.
    const copy = path.join(TMP, "docsgen-copy");
    for (const item of ["bin", "src", "package.json", "package-lock.json"]) cpSync(path.join(REPO, item), path.join(copy, item), { recursive: true });
    symlinkSync(path.join(REPO, "node_modules"), path.join(copy, "node_modules"), "dir");
    const bin = path.join(copy, "bin", "docsgen.js");
    const version = (JSON.parse(readFileSync(path.join(REPO, "package.json"), "utf8")) as { version: string }).version;
    const first = await ended(start(["--version"], { cwd: copy, bin }));
    assert.deepEqual([first.code, first.stdout, first.stderr], [0, `${version}\n`, ""]);
    const [key] = readdirSync(path.join(copy, ".docsgen-cache", "engine"));
    const engine = path.join(copy, ".docsgen-cache", "engine", key!);
    const shownEngine = `.docsgen-cache/engine/${key}`;
    truncateSync(path.join(engine, "main.mjs"), 1000);
    const truncated = await ended(start(["--version"], { cwd: copy, bin }));
    assert.deepEqual(
      [truncated.code, truncated.stdout, truncated.stderr],
      [0, `${version}\n`, `docsgen: warning: the engine bundle ${shownEngine} is damaged (main.mjs differs from what was built); building it again\n`],
    );
    const again = await ended(start(["--version"], { cwd: copy, bin }));
    assert.deepEqual([again.code, again.stdout, again.stderr], [0, `${version}\n`, ""]);
    rmSync(path.join(engine, "manifest.json"));
    const unlisted = await ended(start(["--version"], { cwd: copy, bin }));
    assert.deepEqual(
      [unlisted.code, unlisted.stdout, unlisted.stderr],
      [0, `${version}\n`, `docsgen: warning: the engine bundle ${shownEngine} is damaged (its manifest.json is missing); building it again\n`],
    );
    assert.deepEqual(readdirSync(path.join(copy, ".docsgen-cache", "engine")), [key]);
  });
});

describe("values read from the cache are printed escaped", () => {
  test("an escape sequence in a build record's diagnostic is shown as \\u001b; a record whose pages are not a count is dropped", async () => {
    const dir = project();
    assert.equal((await build(dir)).code, 0);
    const recordFile = path.join(dir, entryOf(dir, "builds"));
    const record = JSON.parse(readFileSync(recordFile, "utf8")) as Record<string, unknown>;
    const diagnostic = { severity: "warning", code: "x/\u001b[31mred", message: "m\u001b]0;title\u0007", file: "content/examples.mdx", line: 1 };
    writeFileSync(recordFile, JSON.stringify({ ...record, diagnostics: [diagnostic] }));
    const shownRecord = entryOf(dir, "builds");
    const upToDate = await build(dir);
    assert.equal(upToDate.code, 0);
    assert.equal(upToDate.stderr, "content/examples.mdx:1:1 - warning x/\\u001b[31mred: m\\u001b]0;title\\u0007\n");
    assert.match(upToDate.stdout, /^out is up to date: /);
    writeFileSync(recordFile, JSON.stringify({ ...record, pages: "\u001b[2J1" }));
    const dropped = await build(dir);
    assert.equal(dropped.code, 0);
    assert.equal(
      dropped.stderr,
      `docsgen: warning: ignored the damaged build record cache entry ${shownRecord} (a record of another shape); it is made again\n`,
    );
    assert.match(dropped.stdout, BUILT);
  });
});

/** Whether this machine lets a test mount a folder read-only in a mount namespace of its own (root, or a user namespace). */
function canMountReadOnly(): boolean {
  try {
    execFileSync("unshare", ["-m", "sh", "-c", 'mount --bind -o ro "$0" "$0"', TMP], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** `docsgen build` with the project's .docsgen-cache mounted read-only (in a mount namespace that ends with the command). */
function buildReadOnly(dir: string, ...args: string[]): Promise<Run> {
  let child: import("node:child_process").ChildProcess | undefined;
  const script = 'mount --bind -o ro "$0/.docsgen-cache" "$0/.docsgen-cache" && cd "$0" && exec "$@"';
  const done = new Promise<Run>((resolve) => {
    child = execFile("unshare", ["-m", "sh", "-c", script, dir, process.execPath, BIN, "build", "--out", "out", ...args], (_e, stdout, stderr) =>
      resolve({ code: child!.exitCode, signal: child!.signalCode, stdout, stderr }),
    );
  });
  return ended({ child: child!, done });
}

describe("a read-only cache", { skip: canMountReadOnly() ? false : "cannot mount read-only here (needs root or user namespaces: unshare -m)" }, () => {
  test("holding everything: --force builds, writes the site and says once that the cache could not be updated", async () => {
    const dir = project();
    assert.equal((await build(dir)).code, 0);
    rmSync(path.join(dir, "out"), { recursive: true });
    const run = await buildReadOnly(dir, "--force");
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, BUILT);
    assert.equal(
      run.stderr,
      `docsgen: warning: could not update the cache (EROFS writing ${entryOf(dir, "builds")}); the build goes on, and the next one redoes this work\n`,
    );
    assert.equal(lstatSync(path.join(dir, "out", "index.html")).isFile(), true);
  });

  test("cold: one message naming the cache folder, exit 2, no ENOENT", async () => {
    const dir = project();
    mkdirSync(path.join(dir, ".docsgen-cache"));
    const run = await buildReadOnly(dir);
    assert.equal(run.code, 2, run.stderr);
    // The parse cache, saved beside the toolchain's preparation, may say first that it could not be written.
    const parseCacheWarning =
      /docsgen: warning: could not update the cache \(a read-only file system writing \.docsgen-cache\/parsed\/[\w.-]+\.bin\); [^\n]+\n/;
    const what = /(templates' bundle|compiler workspace of toolchain `v12`)/;
    const folder = / into the cache folder \.docsgen-cache \(a read-only file system\); make it writable, or remove it and build again\n$/;
    assert.match(run.stderr, new RegExp(`^(${parseCacheWarning.source})?docsgen: cannot write the ${what.source}${folder.source}`));
  });
});
