// The planned pages of an extracted API reference are kept per extraction and engine build: a warm build reads
// the plan instead of turning every docstring into Markdown again, gets the same pages, and a damaged plan is
// dropped with one warning and planned again. Real compiler (the v10 one's legacy interface files), no libraries.
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { loadApiSources } from "../../src/api/loadApiSources.ts";
import { forgetCacheWarnings } from "../../src/cache/warnCache.ts";
import { resolvePaths } from "../../src/config/resolvePaths.ts";
import { loadSiteConfig } from "../../src/config/loadConfig.ts";
import { prepareToolchain } from "../../src/toolchain/prepareToolchain.ts";
import { writeApiFixtureSite } from "../support/writeApiFixtureSite.ts";

const REPO = path.resolve(import.meta.dirname, "..", "..");
const dir = mkdtempSync(path.join(os.tmpdir(), "docsgen-api-plan-"));
after(() => rmSync(dir, { recursive: true, force: true }));

async function setUp() {
  const content = path.join(dir, "content");
  writeApiFixtureSite(content);
  const paths = { ...resolvePaths({ root: REPO, content, out: path.join(dir, "out") }), cache: path.join(dir, "cache") };
  const { site: resolved, diagnostics } = await loadSiteConfig(paths);
  assert.deepEqual(diagnostics, []);
  const toolchains = new Map([["t10", await prepareToolchain(resolved.toolchains.t10!, REPO, paths.cache)]]);
  return (engineKey: string | undefined) => loadApiSources({ site: resolved, paths, toolchains, handWritten: new Set(), ...(engineKey ? { engineKey } : {}) });
}

/** Runs `fn` and returns what it wrote to stderr. */
async function stderrOf<T>(fn: () => Promise<T>): Promise<{ value: T; stderr: string }> {
  const write = process.stderr.write;
  let stderr = "";
  process.stderr.write = ((chunk: string) => {
    stderr += chunk;
    return true;
  }) as typeof process.stderr.write;
  try {
    return { value: await fn(), stderr };
  } finally {
    process.stderr.write = write;
  }
}

const plans = () => readdirSync(path.join(dir, "cache", "api")).filter((n) => n.includes(".plan-"));

describe("API plan cache", () => {
  test("kept per engine build, read back as the same pages; a damaged plan is planned again with one warning", async () => {
    const load = await setUp();
    const first = await load("0123abcd");
    assert.deepEqual(first.diagnostics, []);
    assert.ok(
      first.pages.some((p) => p.path === "docs/manual/v10.0.0/api/dom/storage.mdx"),
      first.pages.map((p) => p.path).join(", "),
    );
    assert.equal(plans().length, 1);
    assert.match(plans()[0]!, /^v10\.0\.0-[0-9a-f]{16}\.plan-0123abcd\.json$/);
    const again = await stderrOf(() => load("0123abcd"));
    assert.equal(again.stderr, "");
    assert.deepEqual(again.value, first, "the kept plan gives the same pages and sidebar");
    // Another engine build plans again (its planner may differ) and keeps its own plan.
    assert.deepEqual(await load("4567ef01"), first);
    assert.equal(plans().length, 2);
    // No engine key (a test build): nothing kept.
    assert.deepEqual(await load(undefined), first);
    assert.equal(plans().length, 2);
    const plan = path.join(dir, "cache", "api", plans().find((n) => n.endsWith("0123abcd.json"))!);
    writeFileSync(plan, JSON.stringify({ pages: [{ path: "docs/evil.mdx", markdown: "# Evil", extra: 1 }], sidebar: "{}" }));
    forgetCacheWarnings();
    const damaged = await stderrOf(() => load("0123abcd"));
    assert.equal(
      damaged.stderr,
      `docsgen: warning: ignored the damaged API plan cache entry ${path.relative(process.cwd(), plan)} (an entry of another shape); it is made again\n`,
    );
    assert.deepEqual(damaged.value, first);
    assert.deepEqual(await stderrOf(() => load("0123abcd")), { value: first, stderr: "" }, "planned again and kept");
  });
});
