// The user's files in out/ (a .git worktree, a CNAME) are carried into the new tree before it is swapped in, so
// a build stopped at any step of the swap (kill -9) leaves them in out/, or in the `out.old-*` the next build
// puts back: never only in a folder beside it. Each step is stopped by copying the folder as it is right then.
import assert from "node:assert/strict";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import type { SiteOutput } from "../../../src/output/SiteOutput.ts";
import { writeOutput } from "../../../src/output/writeOutput.ts";

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-write-"));
after(() => rmSync(TMP, { recursive: true, force: true }));

/** A site of a few files. */
function siteOf(files: Record<string, string>): SiteOutput {
  return { files: new Map(Object.entries(files)), fingerprints: new Map(), css: [], late: async () => new Map() };
}

const SITE = siteOf({ "/index.html": "<p>home</p>", "/docs/a/index.html": "<p>a</p>" });
const FOREIGN: Record<string, string> = {
  CNAME: "docs.example\n",
  ".git/HEAD": "ref: refs/heads/gh-pages\n",
  ".git/objects/ab/cdef": "blob",
  "docs/notes.txt": "mine",
};

/** The user's files found in a folder, by path. */
function foreignIn(dir: string): Record<string, string> {
  return Object.fromEntries(Object.keys(FOREIGN).flatMap((rel) => (existsSync(path.join(dir, rel)) ? [[rel, readFileSync(path.join(dir, rel), "utf8")]] : [])));
}

/** What lies beside `out` in its parent. */
const beside = (parent: string) =>
  readdirSync(parent)
    .filter((n) => n !== "out")
    .sort();

describe("writeOutput: the user's files through the swap", () => {
  test("at every step of the swap, out/ holds the user's files; a build stopped there leaves them in out/ after the next build", async () => {
    const parent = path.join(TMP, "site");
    const out = path.join(parent, "out");
    mkdirSync(parent);
    await writeOutput(SITE, out);
    for (const [rel, text] of Object.entries(FOREIGN)) {
      mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
      writeFileSync(path.join(out, rel), text);
    }
    const images = new Map<string, string>();
    const atSwapStep = (step: "carried" | "swapped") => {
      // The user's files are in out/ itself at both steps: never only in out.old-* or out.tmp-*.
      assert.deepEqual(foreignIn(out), FOREIGN, `out/ at ${step}`);
      if (step === "carried") {
        const tmp = beside(parent).find((n) => n.startsWith("out.tmp-"));
        assert.deepEqual(foreignIn(path.join(parent, tmp!)), FOREIGN, "the new tree before the swap");
      }
      // What a kill -9 right now would leave on disk.
      const image = path.join(TMP, `killed-at-${step}`);
      cpSync(parent, image, { recursive: true, verbatimSymlinks: true });
      images.set(step, image);
    };
    await writeOutput(siteOf({ "/index.html": "<p>home 2</p>", "/docs/a/index.html": "<p>a 2</p>" }), out, { atSwapStep });
    assert.deepEqual([...images.keys()], ["carried", "swapped"]);
    assert.deepEqual(foreignIn(out), FOREIGN);
    assert.equal(readFileSync(path.join(out, "index.html"), "utf8"), "<p>home 2</p>");
    assert.deepEqual(beside(parent), []);
    // The carried file was linked, not copied: with the previous output gone, out/ holds its only name.
    assert.equal(statSync(path.join(out, "CNAME")).nlink, 1);

    for (const [step, image] of images) {
      const next = path.join(image, "out");
      assert.deepEqual(foreignIn(next), FOREIGN, `the disk killed at ${step}`);
      await writeOutput(siteOf({ "/index.html": "<p>home 3</p>" }), next);
      assert.deepEqual(foreignIn(next), FOREIGN, `the next build after a kill at ${step}`);
      assert.equal(readFileSync(path.join(next, "index.html"), "utf8"), "<p>home 3</p>");
      assert.deepEqual(beside(image), [], `left beside out/ after a kill at ${step}`);
    }
  });

  test("a foreign file where the new build writes its own is kept beside the output, with a message", async () => {
    const parent = path.join(TMP, "clash");
    const out = path.join(parent, "out");
    mkdirSync(parent);
    await writeOutput(SITE, out);
    writeFileSync(path.join(out, "extra.html"), "mine");
    const messages: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => messages.push(chunk) > 0) as typeof process.stderr.write;
    try {
      await writeOutput(siteOf({ "/index.html": "<p>home</p>", "/extra.html": "theirs" }), out);
    } finally {
      process.stderr.write = write;
    }
    const kept = beside(parent);
    assert.equal(kept.length, 1);
    assert.match(kept[0]!, /^out\.kept-/);
    assert.equal(readFileSync(path.join(parent, kept[0]!, "extra.html"), "utf8"), "mine");
    assert.equal(readFileSync(path.join(out, "extra.html"), "utf8"), "theirs");
    const where = path.join(parent, kept[0]!, "extra.html");
    assert.deepEqual(messages, [
      `docsgen: extra.html in the output folder was not written by docsgen and the new build writes it too; yours is kept in ${where}\n`,
    ]);
  });
});
