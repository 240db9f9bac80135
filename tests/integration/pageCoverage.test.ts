// Every page PAGES.md lists for the v11 manual, the React docs (latest) and community exists,
// in the sidebar category PAGES.md names, with a title and a description.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { before, describe, test } from "node:test";
import { builtSite, REPO_ROOT } from "../support/builtSite.ts";

/** The page lists of PAGES.md by folder, then sidebar category (a copy kept in the repository). */
const COVERAGE = JSON.parse(readFileSync(path.join(REPO_ROOT, "tests", "fixtures", "pages-coverage.json"), "utf8")) as Record<string, Record<string, string[]>>;
const REQUIRED = ["docs/manual/v11.0.0", "docs/react/latest", "community"];

let out = "";
before(async () => {
  out = await builtSite();
});

for (const folder of REQUIRED) {
  describe(`${folder} covers PAGES.md`, () => {
    const categories = COVERAGE[folder]!;
    test("every slug is a built page with a title and a description", () => {
      const missing: string[] = [];
      for (const slug of Object.values(categories).flat()) {
        const file = path.join(out, folder, slug, "index.html");
        if (!existsSync(file)) {
          missing.push(`${slug}: no page`);
          continue;
        }
        const html = readFileSync(file, "utf8");
        if (!/<title>[^<]+<\/title>/.test(html)) missing.push(`${slug}: no title`);
        if (/<meta name="description" content="The ReScript language and ecosystem docs"\/>/.test(html)) missing.push(`${slug}: default description`);
      }
      assert.deepEqual(missing, []);
    });

    test("the sidebar lists every slug under the category PAGES.md gives", () => {
      const sidebar = JSON.parse(readFileSync(path.join(REPO_ROOT, "content", folder, "sidebar.json"), "utf8")) as Record<string, string[]>;
      for (const [category, slugs] of Object.entries(categories)) {
        assert.deepEqual(slugs.filter((s) => !(sidebar[category] ?? []).includes(s)), [], `category ${category}`);
      }
    });
  });
}
