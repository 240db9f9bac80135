import assert from "node:assert/strict";
import { test } from "node:test";
import { foldersByDepth } from "../../../src/output/writeOutput.ts";

test("foldersByDepth lists each folder and its ancestors once, parents a level before their children", () => {
  const made = new Set(["/"]);
  const levels = foldersByDepth(["/docs/manual/b", "/docs/manual/a", "/", "/search", "/docs/manual/a", "/blog/x"], made);
  assert.deepEqual(levels, [
    ["/blog", "/docs", "/search"],
    ["/blog/x", "/docs/manual"],
    ["/docs/manual/a", "/docs/manual/b"],
  ]);
  assert.deepEqual([...made].sort(), ["/", "/blog", "/blog/x", "/docs", "/docs/manual", "/docs/manual/a", "/docs/manual/b", "/search"]);
});

test("foldersByDepth skips folders already made (a second batch of files makes only what is new)", () => {
  const made = new Set(["/", "/docs", "/docs/manual"]);
  assert.deepEqual(foldersByDepth(["/docs/manual/c", "/docs"], made), [["/docs/manual/c"]]);
  assert.deepEqual(foldersByDepth(["/docs/manual/c"], made), []);
});
