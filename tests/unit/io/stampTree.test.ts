import assert from "node:assert/strict";
import { mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { stampTree } from "../../../src/io/stampTree.mjs";

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-stamp-"));
after(() => rmSync(TMP, { recursive: true, force: true }));

test("a loop of symbolic links between two files is skipped like a dangling link, not an ELOOP error", () => {
  writeFileSync(path.join(TMP, "real.mdx"), "# Real\n");
  const a = path.join(TMP, "a.mdx");
  const b = path.join(TMP, "b.mdx");
  symlinkSync("b.mdx", a);
  symlinkSync("a.mdx", b);
  const looped = stampTree([TMP, a]);
  assert.equal(looped.newestFile, path.join(TMP, "real.mdx"));
  // The links add nothing to the stamp: it is the stamp of the real file alone.
  unlinkSync(a);
  unlinkSync(b);
  assert.deepEqual(looped, stampTree([TMP]));
});
