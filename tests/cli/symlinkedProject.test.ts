// A project whose templates/, client/ and public/ are symbolic links (a shared theme, a monorepo) builds
// pages that load the bundled script and stylesheet.
import { after, test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { docsgen, REPO } from "./support.ts";

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-symlinked-"));
after(() => rmSync(TMP, { recursive: true, force: true }));

test("symlinked templates/ and client/: every page links the module script and the stylesheet", { timeout: 600_000 }, async () => {
  const project = path.join(TMP, "project");
  cpSync(path.join(REPO, "tests", "fixtures", "sites", "good", "content"), path.join(project, "content"), { recursive: true });
  for (const dir of ["templates", "client", "node_modules"]) symlinkSync(path.join(REPO, dir), path.join(project, dir), "dir");
  const run = await docsgen(["build", "--quiet", "--out", "out"], { cwd: project });
  assert.deepEqual([run.code, run.stderr], [0, ""]);
  const html = readFileSync(path.join(project, "out", "docs", "manual", "v11.0.0", "introduction", "index.html"), "utf8");
  assert.match(html, /<script type="module" src="\/assets\/main-[A-Z0-9]+\.js"/);
  assert.match(html, /<link rel="stylesheet" href="\/assets\/site-[A-Z0-9]+\.css"/);
});
