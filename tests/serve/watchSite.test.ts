// watchSite with a real chokidar watcher: batches, and the second report of a new folder.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { watchSite } from "../../src/serve/watchSite.ts";
import { PATIENCE_MS } from "./support.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "docsgen-watch-site-"));
after(() => rmSync(root, { recursive: true, force: true }));

test("a new folder is reported in a batch, then once more about 300 ms later (files the watcher missed in it get looked for)", async () => {
  const content = path.join(root, "content");
  mkdirSync(content);
  const batches: { at: number; paths: string[] }[] = [];
  let wake: () => void = () => undefined;
  const watcher = watchSite({
    dirs: [content],
    onChange: (paths) => {
      batches.push({ at: performance.now(), paths });
      wake();
    },
    onWarning: (message) => assert.fail(message),
  });
  try {
    await watcher.ready;
    const folder = path.join(content, "guide");
    const reports = () => batches.filter((b) => b.paths.includes(folder));
    mkdirSync(folder);
    writeFileSync(path.join(folder, "intro.md"), "# Intro\n");
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no second report of the folder: ${JSON.stringify(batches)}`)), PATIENCE_MS);
      wake = () => {
        const [first, ...later] = reports();
        if (!first || !later.some((r) => r.at - first.at >= 250)) return;
        clearTimeout(timer);
        resolve();
      };
    });
  } finally {
    await watcher.close();
  }
});
