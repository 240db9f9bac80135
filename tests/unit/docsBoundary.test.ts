// The documentation describes this repository only: README.md, CONTRIBUTING.md and every file under docs/
// name no path of the machine they were written on (/work, /home, /root, /tmp) and no relative path to the
// workspace folder beside the repository. Paths a deployment uses (/var/www, /usr/bin/chromium, /dev/shm)
// are the reader's and stay allowed.
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";

const REPO = path.resolve(import.meta.dirname, "..", "..");

/** The documentation files, by path from the repository root. */
function docFiles(): string[] {
  const docs = readdirSync(path.join(REPO, "docs"), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(REPO, path.join(e.parentPath, e.name)));
  return ["README.md", "CONTRIBUTING.md", ...docs.sort()];
}

/** The workspace folder's name, spelled so that this file does not hold the pattern it looks for. */
const SHARED = ["sha", "red"].join("");

/** Every place in `text` that names a machine path or a relative path to the workspace folder, as `line: match`. */
export function machinePaths(text: string): string[] {
  const found: string[] = [];
  const pattern = new RegExp(`(?<![\\w.~-])/(?:work|home|root|tmp)(?![\\w-])\\S*|(?:\\.\\./)+${SHARED}\\b\\S*`, "g");
  for (const m of text.matchAll(pattern)) found.push(`${text.slice(0, m.index).split("\n").length}: ${m[0]}`);
  return found;
}

describe("the documentation stays inside the repository", () => {
  test("the checker finds machine paths and ../shared, and lets other paths be", () => {
    const text = [
      `Read /work/${SHARED}/PAGES.md first.`,
      "Clone into `/home/me/docs` or /root.",
      `Scratch files go to /tmp/docsgen-x; see ../${SHARED}/ARCHITECTURE.md and ../../${SHARED}.`,
      "Deploy with `.github/workflows/pages.yml` to /var/www/docs; Chromium is /usr/bin/chromium; tmpfs is /dev/shm.",
      "Relative links: ./docs/DEPLOY.md, ../tests/fixtures/pages-coverage.json, src/shared/version.ts, ~/tmp, a/tmp/b.",
    ].join("\n");
    assert.deepEqual(machinePaths(text), [
      `1: /work/${SHARED}/PAGES.md`,
      "2: /home/me/docs`",
      "2: /root.",
      "3: /tmp/docsgen-x;",
      `3: ../${SHARED}/ARCHITECTURE.md`,
      `3: ../../${SHARED}.`,
    ]);
  });

  test("README.md, CONTRIBUTING.md and docs/ name no machine path and no ../shared", () => {
    const files = docFiles();
    for (const file of files) assert.ok(existsSync(path.join(REPO, file)), `${file} is missing`);
    assert.ok(files.length >= 7, `only ${files.length} files checked`);
    const found = files.flatMap((file) => machinePaths(readFileSync(path.join(REPO, file), "utf8")).map((p) => `${file}:${p}`));
    assert.deepEqual(found, []);
  });
});
