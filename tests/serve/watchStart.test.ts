// The watcher starts once the first build is served (its first walk of the folders would slow that build), so
// a save made while the first build runs is not reported by it: the build serve asks for once the watcher is
// ready finds it by the file's new status, and the page is served as saved.
import { after, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type ServeHandle, startServe } from "../../src/serve/startServe.ts";
import { cleanUp, copyFixture, fixturePaths, httpGet, removeCache } from "./support.ts";

let dir: string | undefined;
let handle: ServeHandle | undefined;
after(async () => {
  await handle?.close();
  cleanUp(dir);
  removeCache();
});

test("a save made while the first build runs, before the watcher watches, is served once startServe resolves", async () => {
  dir = copyFixture();
  const about = path.join(dir, "content", "about.mdx");
  const saved = readFileSync(about, "utf8").replace(/\n*$/, "\n\nSaved during the first build.\n");
  const stages: string[] = [];
  handle = await startServe({
    paths: fixturePaths(dir),
    port: 0,
    host: "127.0.0.1",
    watch: true,
    log: () => undefined,
    progress: {
      // After the first build has read the content: this save is the file's next state, unseen by that build.
      stage(name) {
        stages.push(name);
        if (name === "model" && stages.filter((s) => s === "model").length === 1) writeFileSync(about, saved);
      },
      count: () => undefined,
      clear: () => undefined,
    },
  });
  const page = await httpGet(`${handle.url}/about`);
  assert.equal(page.status, 200);
  assert.match(page.body, /Saved during the first build\./);
  assert.equal(stages.filter((s) => s === "config").length, 2, "the first build, then the one asked for once the watcher was ready");
});
