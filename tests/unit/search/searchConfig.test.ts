// The search settings of site.json, and the rule that the browser's search code never reaches a Node module.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { builtinModules } from "node:module";
import { readFileSync } from "node:fs";
import path from "node:path";
import { resolveSite } from "../../../src/config/resolveSite.ts";

const REPO = path.resolve(import.meta.dirname, "..", "..", "..");

const resolve = (search: unknown) => {
  const text = JSON.stringify({ search }, null, 2);
  return resolveSite({ search }, "content/site.json", text);
};

describe("search configuration", () => {
  test("defaults to the offline index with personalization on", () => {
    assert.deepEqual(resolveSite({}, "site.json", "{}").site.search, { provider: "local" });
    assert.deepEqual(resolve({ provider: "local" }).site.search, { provider: "local" });
  });
  test("reads personalization and the missing-results link for both providers", () => {
    assert.deepEqual(resolve({ provider: "local", personalization: false, missingResultsUrl: "https://x.org/new?q={query}" }).site.search, {
      provider: "local",
      personalization: false,
      missingResultsUrl: "https://x.org/new?q={query}",
    });
    assert.deepEqual(resolve({ provider: "algolia", appId: "A", apiKey: "k", indexName: "i", personalization: true }).site.search, {
      provider: "algolia",
      appId: "A",
      apiKey: "k",
      indexName: "i",
      personalization: true,
    });
  });
  test("rejects a non-boolean personalization, a non-http link, and Algolia without app id or key", () => {
    const messages = (search: unknown) => resolve(search).diagnostics.map((d) => d.message);
    assert.deepEqual(messages({ personalization: "no" }), ['`search.personalization` must be true or false, not "no"']);
    assert.deepEqual(messages({ missingResultsUrl: "javascript:alert(1)" }), ['`search.missingResultsUrl` must be an http(s) URL, not "javascript:alert(1)"']);
    assert.deepEqual(messages({ provider: "algolia", indexName: "i" }), ["Algolia search is missing `appId` and `apiKey`"]);
    assert.deepEqual(messages({ provider: "elastic" }), ['`search.provider` must be `local` or `algolia`, not "elastic"']);
  });
});

/** Relative and package imports of a TypeScript file (static and dynamic). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
}

describe("client/search imports", () => {
  test("never reach a Node built-in, directly or through src/shared/search", () => {
    const seen = new Set<string>();
    const bad: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of importsOf(file)) {
        if (spec.startsWith(".")) visit(path.resolve(path.dirname(file), spec));
        else if (spec.startsWith("node:") || builtinModules.includes(spec.split("/")[0]!)) bad.push(`${path.relative(REPO, file)}: ${spec}`);
      }
    };
    visit(path.join(REPO, "client", "search", "initSearch.ts"));
    visit(path.join(REPO, "client", "search", "searchModal.ts"));
    assert.ok(
      [...seen].some((f) => f.includes(`${path.sep}src${path.sep}shared${path.sep}search${path.sep}`)),
      "the walk never reached src/shared/search",
    );
    assert.ok(seen.size >= 10, `only ${seen.size} files visited`);
    assert.deepEqual(bad, []);
  });
  test("initSearch.ts stays tiny: no static imports, everything else behind import()", () => {
    const text = readFileSync(path.join(REPO, "client", "search", "initSearch.ts"), "utf8");
    assert.deepEqual([...text.matchAll(/^import\s/gm)].length, 0);
    assert.match(text, /import\("\.\/searchModal\.ts"\)/);
  });
});
