import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { createBuildMemo } from "../../../src/build/BuildMemo.ts";
import { parsePagesOnce } from "../../../src/build/parsePagesOnce.ts";
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
const playgroundHrefs = (html: string) => [...html.matchAll(/href="([^"?]*)\?code=/g)].map((m) => m[1]);

test("parsePagesOnce keys its memo and its disk cache by the parse settings", async () => {
  const memo = createBuildMemo();
  const options = (playgroundPath: string, m = memo) => ({ settings: { playgroundPath }, paths, memo: m, engineKey: "test-engine", workers: undefined });
  const first = await parsePagesOnce([source], options("/try"));
  assert.deepEqual(playgroundHrefs(first.pages[0]!.html), ["/try"]);
  await first.saving;
  const again = await parsePagesOnce([source], options("/try"));
  assert.equal(again.pages[0], first.pages[0], "same source and settings: the memo's page");
  const moved = await parsePagesOnce([source], options("/play"));
  assert.deepEqual(playgroundHrefs(moved.pages[0]!.html), ["/play"], "other settings: parsed again");
  // A new process (fresh memo) with the first settings reads the cache on disk and gets the first settings' page.
  const fresh = await parsePagesOnce([source], options("/try", createBuildMemo()));
  assert.deepEqual(playgroundHrefs(fresh.pages[0]!.html), ["/try"]);
});
