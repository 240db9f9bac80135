import assert from "node:assert/strict";
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { serialize } from "node:v8";
import { loadParseCache, parseKey, saveParseCache } from "../../../src/cache/parseCacheFile.ts";
import { sourceTextHash } from "../../../src/content/sourceTextHash.ts";
import type { DetachedParse } from "../../../src/content/detachSource.ts";

const ENGINE = "0123abcd";
const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const cacheDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "docsgen-parse-cache-"));
  dirs.push(dir);
  return dir;
};
const result = (n: number): DetachedParse => ({
  page: undefined,
  diagnostics: [{ severity: "warning", code: "test/n", file: `p${n}.mdx`, message: `page ${n}` }],
});

describe("parse cache file", () => {
  test("the workers' serialized answers are written as they came, and read back by key", async () => {
    const dir = cacheDir();
    const cache = await loadParseCache(dir, ENGINE);
    assert.equal(cache.entries.size, 0);
    for (const n of [1, 2, 3]) cache.entries.set(`k${n}`, result(n));
    cache.changed = true;
    // Two workers' answers: pages 1 and 3, then page 2.
    const chunks = [
      { keys: ["k1", "k3"], bytes: serialize([result(1), result(3)]) },
      { keys: ["k2"], bytes: serialize([result(2)]) },
    ];
    await saveParseCache(cache, new Set(["k1", "k2", "k3"]), chunks);
    const loaded = await loadParseCache(dir, ENGINE);
    assert.deepEqual([...loaded.entries.keys()].sort(), ["k1", "k2", "k3"]);
    for (const n of [1, 2, 3]) assert.deepEqual(loaded.entries.get(`k${n}`), result(n));
  });

  test("answers that miss a live entry are not enough: the live entries are serialized, stale ones dropped", async () => {
    const dir = cacheDir();
    const cache = await loadParseCache(dir, ENGINE);
    for (const n of [1, 2, 3]) cache.entries.set(`k${n}`, result(n));
    cache.changed = true;
    await saveParseCache(cache, new Set(["k1", "k2"]), [{ keys: ["k1"], bytes: serialize([result(1)]) }]);
    const loaded = await loadParseCache(dir, ENGINE);
    assert.deepEqual([...loaded.entries.keys()].sort(), ["k1", "k2"]);
    assert.deepEqual(loaded.entries.get("k2"), result(2));
  });

  test("a damaged file, a file of another format, or no engine key: an empty cache", async () => {
    const dir = cacheDir();
    const cache = await loadParseCache(dir, ENGINE);
    cache.entries.set("k1", result(1));
    cache.changed = true;
    await saveParseCache(cache, new Set(["k1"]));
    const [file] = readdirSync(path.join(dir, "parsed"));
    writeFileSync(path.join(dir, "parsed", file!), serialize(new Map([["k1", result(1)]])));
    assert.equal((await loadParseCache(dir, ENGINE)).entries.size, 0, "the format before chunks");
    writeFileSync(path.join(dir, "parsed", file!), "not v8 data");
    assert.equal((await loadParseCache(dir, ENGINE)).entries.size, 0, "damaged");
    assert.equal((await loadParseCache(dir, undefined)).file, undefined, "no engine key, no file");
  });
});

describe("parse cache file: untrusted input", () => {
  const page = (html: unknown): unknown => ({
    page: {
      kind: "doc",
      route: "/a",
      meta: { title: "A" },
      data: { title: "A" },
      keyLines: { title: 2 },
      html,
      headings: [],
      links: [],
      codeBlocks: [],
      rawHtml: [],
      sections: [],
    },
    diagnostics: [],
  });

  test("entries of another shape are dropped (parsed again), the others kept, and the file is marked for writing again", async () => {
    const dir = cacheDir();
    const cache = await loadParseCache(dir, ENGINE);
    cache.changed = true;
    const chunks = [
      { keys: ["good", "html-a-number", "links-not-a-list"], bytes: serialize([page("<p>a</p>"), page(5), { ...(page("") as object), diagnostics: "x" }]) },
      { keys: ["no-result"], bytes: serialize([]) },
      { keys: ["severity"], bytes: serialize([{ page: undefined, diagnostics: [{ severity: "fatal", code: "c", message: "m" }] }]) },
      { keys: ["no-page-html-or-body"], bytes: serialize([page(undefined)]) },
    ];
    await saveParseCache(cache, new Set(chunks.flatMap((c) => c.keys)), chunks);
    const loaded = await loadParseCache(dir, ENGINE);
    assert.deepEqual([...loaded.entries.keys()], ["good"]);
    assert.deepEqual(loaded.entries.get("good"), page("<p>a</p>"));
    assert.equal(loaded.changed, true);
  });

  test("a folder in place of the file: an empty cache, the folder removed, and the cache saved again", async () => {
    const dir = cacheDir();
    const first = await loadParseCache(dir, ENGINE);
    mkdirSync(first.file!, { recursive: true });
    writeFileSync(path.join(first.file!, "inside"), "x");
    const cache = await loadParseCache(dir, ENGINE);
    assert.equal(cache.entries.size, 0);
    cache.entries.set("k1", result(1));
    cache.changed = true;
    await saveParseCache(cache, new Set(["k1"]));
    assert.equal(lstatSync(first.file!).isFile(), true);
    assert.deepEqual((await loadParseCache(dir, ENGINE)).entries.get("k1"), result(1));
  });
});

describe("parseKey", () => {
  const source = { path: "docs/a.md", file: "content/docs/a.md", text: "# A\n" };
  test("a source's text counts by its hash: the hash made at the read gives the key of the text itself", () => {
    assert.equal(parseKey({ ...source, textHash: sourceTextHash(source.text) }, "s"), parseKey(source, "s"));
  });
  test("another text, path, file, settings or origin gives another key", () => {
    const keys = [
      parseKey(source, "s"),
      parseKey({ ...source, text: "# B\n" }, "s"),
      parseKey({ ...source, path: "docs/b.md" }, "s"),
      parseKey({ ...source, file: "content/docs/b.md" }, "s"),
      parseKey(source, "t"),
      parseKey({ ...source, generated: true }, "s"),
    ];
    assert.equal(new Set(keys).size, keys.length);
  });
});
