// Sites bigger than the process's limit of open files: 1,500 pages and 1,500 public files under
// `ulimit -n 256` build (the scans read a bounded number of files at once), where they used to end in
// `internal: EMFILE: too many open files`.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { BIN, REPO } from "./support.ts";

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-large-"));
after(() => rmSync(TMP, { recursive: true, force: true }));

/** A project of `pages` pages and `assets` public files, sharing the repository's templates and client. */
function makeProject(pages: number, assets: number): string {
  const root = path.join(TMP, `site-${pages}`);
  for (let i = 0; i < pages; i++) {
    const dir = path.join(root, "content", `part${Math.floor(i / 300)}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `page${i}.mdx`), `---\ntitle: "Page ${i}"\n---\n\n# Page ${i}\n\nText of page ${i}.\n`);
  }
  writeFileSync(path.join(root, "content", "site.json"), JSON.stringify({ name: "Large", baseUrl: "https://large.example" }));
  mkdirSync(path.join(root, "public", "files"), { recursive: true });
  for (let i = 0; i < assets; i++) writeFileSync(path.join(root, "public", "files", `a${i}.txt`), `asset ${i}\n`);
  for (const shared of ["templates", "client", "node_modules", "package.json"]) symlinkSync(path.join(REPO, shared), path.join(root, shared));
  return root;
}

describe("sites with more files than the open-files limit", () => {
  test("1,500 pages and 1,500 public files build under ulimit -n 256", { timeout: 900_000 }, async () => {
    const root = makeProject(1500, 1500);
    const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = execFile("bash", ["-c", `ulimit -n 256 && exec "${process.execPath}" "${BIN}" build`], { cwd: root }, (_e, stdout, stderr) =>
        resolve({ code: child.exitCode, stdout, stderr }),
      );
    });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^built 1505 pages, \d+ files into out in [\d.]+ s \(0 errors, 0 warnings\)\n$/);
    assert.equal(readdirSync(path.join(root, "out", "files")).length, 1500);
    assert.equal(readdirSync(path.join(root, "out", "part4")).length, 300);
  });
});
