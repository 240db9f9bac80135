import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { type BuildMemo, createBuildMemo } from "../../../src/pipeline/BuildMemo.ts";
import { parsePagesOnce } from "../../../src/pipeline/parsePagesOnce.ts";
import { resolvePaths } from "../../../src/config/resolvePaths.ts";
import type { SourceFile } from "../../../src/content/types.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "docsgen-parse-once-"));
mkdirSync(path.join(root, "content"));
after(() => rmSync(root, { recursive: true, force: true }));
const paths = resolvePaths({ root });

const source: SourceFile = {
  path: "docs/example.md",
  file: "content/docs/example.md",
  text: '---\ntitle: "Example"\n---\n\n# Example\n\n```res\nlet x = 1\n```\n',
};
/** The parse cache file the memo holds (loaded at the first parse that needs it). */
const diskOf = async (memo: BuildMemo) => {
  const [file] = memo.values.view<Promise<{ changed: boolean }>>("parseCacheFile").values();
  assert.ok(file, "no parse cache file loaded");
  return file;
};
const playgroundHrefs = (html: string) => [...html.matchAll(/href="([^"?]*)\?code=/g)].map((m) => m[1]);
// A hex engine key: without one (or with another form) there is no cache on disk.
const options = (playgroundPath: string, memo: BuildMemo) => ({
  settings: {
    playgroundPath,
    playgroundRoutes: [],
    sourceRoutes: { blog: "/blog", community: "/community", syntaxLookup: "/syntax-lookup", docBases: ["/docs/manual", "/docs/react"] },
    trustedEmbeds: [],
  },
  paths,
  memo,
  engineKey: "0123abcd",
  workers: undefined,
});

test("parsePagesOnce keys its memo and its disk cache by the parse settings", async () => {
  const memo = createBuildMemo();
  const first = await parsePagesOnce([source], options("/try", memo));
  assert.deepEqual(playgroundHrefs(first.pages[0]!.html), ["/try"]);
  await first.saving;
  assert.equal((await diskOf(memo)).changed, true, "parsed, not read from disk");

  const again = await parsePagesOnce([source], options("/try", memo));
  assert.equal(again.pages[0], first.pages[0], "same source and settings: the memo's page");

  // A new process (fresh memo) with the same settings reads the page from the cache on disk.
  const freshMemo = createBuildMemo();
  const fresh = await parsePagesOnce([source], options("/try", freshMemo));
  assert.deepEqual(playgroundHrefs(fresh.pages[0]!.html), ["/try"]);
  assert.equal((await diskOf(freshMemo)).changed, false, "read from disk, nothing parsed");

  // Other settings: neither memo nor disk has the page; it is parsed again with them.
  const moved = await parsePagesOnce([source], options("/play", freshMemo));
  assert.deepEqual(playgroundHrefs(moved.pages[0]!.html), ["/play"]);
  assert.equal((await diskOf(freshMemo)).changed, true, "parsed for the new settings");
});

test("a rebuild that parses many pages anew saves the parse cache (serve's whole build after its first); a few stay in memory", async () => {
  const pageOf = (name: string): SourceFile => ({
    path: `docs/${name}.md`,
    file: `content/docs/${name}.md`,
    text: `---\ntitle: "${name}"\n---\n\n# ${name}\n`,
  });
  const content = Array.from({ length: 5 }, (_, i) => pageOf(`page-${i}`));
  const generated = Array.from({ length: 60 }, (_, i) => pageOf(`api-${i}`));
  const opts = () => ({ ...options("/save-rule", memo), engineKey: "4567abcd" });
  const memo = createBuildMemo();
  await (await parsePagesOnce(content, opts())).saving;
  // The first build's pages only; then a rebuild with two new pages: parsed, not saved.
  await (await parsePagesOnce([...content, pageOf("new-1"), pageOf("new-2")], opts())).saving;
  const afterFew = createBuildMemo();
  await parsePagesOnce([...content, pageOf("new-1")], { ...opts(), memo: afterFew });
  assert.equal((await diskOf(afterFew)).changed, true, "the two new pages were parsed again: the cache was not saved for them");
  // A rebuild with sixty new pages (a generated reference): saved, and a new process reads all of them from disk.
  await (await parsePagesOnce([...content, ...generated], opts())).saving;
  const next = createBuildMemo();
  await parsePagesOnce([...content, ...generated], { ...opts(), memo: next });
  assert.equal((await diskOf(next)).changed, false, "every page read from disk, nothing parsed");
});
