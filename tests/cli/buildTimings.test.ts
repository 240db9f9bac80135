// `docsgen build --timings`: how long each stage took, and, when the build is up to date, that no stage ran.
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readdirSync, rmSync, utimesSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { docsgen, escapeRegExp, REPO, shown } from "./support.ts";

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-timings-"));
after(() => rmSync(TMP, { recursive: true, force: true }));

describe("docsgen build --timings", () => {
  const content = path.join(TMP, "content");
  const out = path.join(TMP, "out");

  before(() => {
    cpSync(path.join(REPO, "tests", "fixtures", "sites", "good", "content"), content, { recursive: true });
    // Saved a minute ago: the build records only inputs whose size and modification time can vouch for them.
    const then = new Date(Date.now() - 60_000);
    for (const rel of ["", ...readdirSync(content, { recursive: true }).map(String)]) utimesSync(path.join(content, rel), then, then);
  });

  test("a build that runs prints each stage's time, then the write's", async () => {
    const run = await docsgen(["build", "--timings", "--content", content, "--out", out]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^built 10 pages, /);
    assert.match(run.stderr, /^timings: start \d+ ms, [a-z]/);
    assert.match(run.stderr, /\ntimings: write \d+ ms\n$/);
  });

  test("an up-to-date build says that no stage ran, on stderr beside the other timings", async () => {
    const run = await docsgen(["build", "--timings", "--content", content, "--out", out]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, new RegExp(`^${escapeRegExp(shown(out))} is up to date: nothing changed since the last build `));
    assert.match(run.stderr, new RegExp(`^timings: ${escapeRegExp(shown(out))} is up to date: no stage ran \\(checked in \\d+ ms\\)\\n$`));
  });

  test("without --timings the up-to-date build prints no timings", async () => {
    const run = await docsgen(["build", "--content", content, "--out", out]);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stderr, "");
  });
});
