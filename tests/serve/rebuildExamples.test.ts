// Rebuilds of a site with compiled examples equal a clean build of the same tree (with example errors as warnings,
// as serve counts them): after a toolchain's flags change in site.json, and after an example stops compiling and
// compiles again. The prepared toolchain and the examples' outcomes are kept by what they are made from, so
// neither can survive the edit that changes them.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { resolvePaths } from "../../src/config/resolvePaths.ts";
import type { ResolvedPaths } from "../../src/config/types.ts";
import { materializeOutput } from "../../src/output/SiteOutput.ts";
import { buildSite } from "../../src/pipeline/buildSite.ts";
import { type ServeHandle, startServe } from "../../src/serve/startServe.ts";
import { asBuffers, CACHE, differingPaths, REPO, removeCache } from "./support.ts";

/** `let?` needs the v12 compiler's experimental LetUnwrap flag: without it the example fails, with it it compiles. */
const LET_UNWRAP = "let f = (o: option<int>) => {\n  let? Some(x) = o\n  Some(x + 1)\n}";
const page = (example: string) => `---\ntitle: "Examples"\n---\n\n# Examples\n\n\`\`\`res example\n${example}\n\`\`\`\n`;

describe("rebuilds of compiled examples equal a clean build", () => {
  let dir: string;
  let paths: ResolvedPaths;
  let handle: ServeHandle;
  const file = (...parts: string[]) => path.join(dir, "content", ...parts);
  const writeSite = (flags: readonly string[]) =>
    writeFileSync(
      file("site.json"),
      JSON.stringify({ toolchains: { v12: { compiler: "rescript", libraries: [], open: [], uncurried: true, flags } }, defaultToolchain: "v12" }),
    );
  /** The examples page as served, and the served build compared with a clean one of the tree as it is now. */
  async function assertEqualsCleanBuild(what: string): Promise<string> {
    const clean = await buildSite({ paths, exampleSeverity: "warning" });
    const served = asBuffers(await handle.materialize());
    const expected = asBuffers(await materializeOutput(clean.output));
    assert.deepEqual(differingPaths(served, expected), [], `${what}: files that differ from a clean build`);
    assert.deepEqual([...served.keys()], [...expected.keys()]);
    return served.get("/examples/index.html")?.toString("utf8") ?? served.get("/examples.html")?.toString("utf8") ?? "";
  }
  const rebuild = async (changed: string) => assert.equal((await handle.rebuild([changed])).ok, true);

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "docsgen-rebuild-examples-"));
    mkdirSync(file(), { recursive: true });
    writeSite([]);
    writeFileSync(file("examples.mdx"), page(LET_UNWRAP));
    paths = { ...resolvePaths({ root: REPO, content: file(), out: path.join(dir, "out") }), cache: CACHE };
    handle = await startServe({ paths, port: 0, host: "127.0.0.1", watch: false, log: () => undefined });
  });
  after(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
    removeCache();
  });

  test("a toolchain's flags edited in site.json, and edited back", async () => {
    const without = await assertEqualsCleanBuild("first build (no LetUnwrap)");
    writeSite(["-enable-experimental", "LetUnwrap"]);
    await rebuild(file("site.json"));
    const withFlag = await assertEqualsCleanBuild("LetUnwrap on");
    assert.notEqual(withFlag, without, "the example's outcome changed with the flag");
    writeSite([]);
    await rebuild(file("site.json"));
    assert.equal(await assertEqualsCleanBuild("LetUnwrap off again"), without);
  });

  test("an example that stops compiling and compiles again", async () => {
    writeFileSync(file("examples.mdx"), page("let fine = 1"));
    await rebuild(file("examples.mdx"));
    const fine = await assertEqualsCleanBuild("a compiling example");
    writeFileSync(file("examples.mdx"), page('let fine: int = "a string"'));
    await rebuild(file("examples.mdx"));
    const broken = await assertEqualsCleanBuild("the example broken");
    assert.notEqual(broken, fine);
    writeFileSync(file("examples.mdx"), page("let fine = 1"));
    await rebuild(file("examples.mdx"));
    assert.equal(await assertEqualsCleanBuild("the example fixed"), fine);
  });
});
