// Every page the page list (tests/fixtures/pages-coverage.json) names for each docs version and community exists,
// in the sidebar category the list names, with a title and a description; no section has a page the list does not name.
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { before, describe, test } from "node:test";
import { builtSite, REPO_ROOT } from "../support/builtSite.ts";

/** The page lists by folder, then sidebar category (tests/fixtures/pages-coverage.json). */
const COVERAGE = JSON.parse(readFileSync(path.join(REPO_ROOT, "tests", "fixtures", "pages-coverage.json"), "utf8")) as Record<string, Record<string, string[]>>;
const REQUIRED = [
  "docs/manual/v12.0.0",
  "docs/manual/v11.0.0",
  "docs/manual/v10.0.0",
  "docs/manual/v9.0.0",
  "docs/manual/v8.0.0",
  "docs/react/latest",
  "docs/react/v0.11.0",
  "docs/react/v0.10.0",
  "community",
];
/** Pages the site specification names beyond that list (by folder and category). */
const EXTRA: Record<string, Record<string, string[]>> = {
  "docs/manual/v12.0.0": { Overview: ["migrate-to-v11", "try"], "Build System": ["build-monorepo-setup"] },
};

let out = "";
before(async () => {
  out = await builtSite();
});

for (const folder of REQUIRED) {
  describe(`${folder} covers the page list`, () => {
    const categories = Object.fromEntries(Object.entries(COVERAGE[folder]!).map(([c, slugs]) => [c, [...slugs, ...(EXTRA[folder]?.[c] ?? [])]]));
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

    test("every page is in its version's search shard, and in llms.txt where the version has an llms page", () => {
      // The version's pack file (`search/manual-v12.0.0.<hash>.json`) holds its shard, named like the pack.
      const id = folder.replace(/^docs\//, "").replace("/", "-");
      const packFile = readdirSync(path.join(out, "search")).find((f) => f.startsWith(`${id}.`) && f.endsWith(".json"));
      const pack =
        folder === "community"
          ? undefined
          : (JSON.parse(readFileSync(path.join(out, "search", packFile!), "utf8")) as { shards: { id: string; pages: { path: string }[] }[] });
      const shard = pack?.shards.find((s) => s.id === id);
      assert.ok(folder === "community" || shard, `no shard ${id} in ${packFile}`);
      const slugs = Object.values(categories)
        .flat()
        .filter((s) => s !== "llms");
      if (shard)
        assert.deepEqual(
          slugs.filter((s) => !shard.pages.some((p) => p.path === `/${folder}/${s}`)),
          [],
          "missing from the search shard",
        );
      if (Object.values(categories).flat().includes("llms")) {
        const llms = readFileSync(path.join(out, folder, "llms.txt"), "utf8");
        assert.deepEqual(
          slugs.filter((s) => !llms.includes(`https://rescript-lang.org/${folder}/${s})`)),
          [],
          "missing from llms.txt",
        );
      }
    });

    test("the written pages are exactly the listed ones (llms is generated; api is the API reference's own overview)", () => {
      const dir = path.join(REPO_ROOT, "content", folder);
      const written = readdirSync(dir)
        .filter((f) => f.endsWith(".mdx") && f !== "api.mdx")
        .map((f) => f.slice(0, -4))
        .sort();
      assert.deepEqual(
        written,
        Object.values(categories)
          .flat()
          .filter((s) => s !== "llms")
          .sort(),
      );
    });

    test("the sidebar lists every slug under the category the list gives", () => {
      const sidebar = JSON.parse(readFileSync(path.join(REPO_ROOT, "content", folder, "sidebar.json"), "utf8")) as Record<string, string[]>;
      for (const [category, slugs] of Object.entries(categories)) {
        assert.deepEqual(
          slugs.filter((s) => !(sidebar[category] ?? []).includes(s)),
          [],
          `category ${category}`,
        );
      }
    });
  });
}
