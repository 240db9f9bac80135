import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { writeFileAtomic, writeFileAtomicSync } from "../../../src/io/writeFileAtomic.ts";

const dir = mkdtempSync(path.join(os.tmpdir(), "docsgen-atomic-"));
after(() => rmSync(dir, { recursive: true, force: true }));

describe("writeFileAtomic", () => {
  test("replaces a file whole and leaves nothing beside it", async () => {
    const file = path.join(dir, "a.json");
    writeFileSync(file, "old");
    await writeFileAtomic(file, '{"new":true}');
    writeFileAtomicSync(path.join(dir, "b.bin"), new Uint8Array([1, 2, 3]));
    assert.equal(readFileSync(file, "utf8"), '{"new":true}');
    assert.deepEqual([...readFileSync(path.join(dir, "b.bin"))], [1, 2, 3]);
    assert.deepEqual(readdirSync(dir).sort(), ["a.json", "b.bin"]);
  });

  test("makes the file's folder when it is missing", async () => {
    const nested = path.join(dir, "made", "deeper", "c.json");
    await writeFileAtomic(nested, "{}");
    writeFileAtomicSync(path.join(dir, "made-sync", "d.bin"), new Uint8Array([4]));
    assert.equal(readFileSync(nested, "utf8"), "{}");
    assert.deepEqual([...readFileSync(path.join(dir, "made-sync", "d.bin"))], [4]);
    rmSync(path.join(dir, "made"), { recursive: true });
    rmSync(path.join(dir, "made-sync"), { recursive: true });
  });

  test("writers of the same file at once never share a temporary file: each write lands whole", async () => {
    const file = path.join(dir, "shared.txt");
    const texts = Array.from({ length: 20 }, (_, i) => `writer ${i} `.repeat(5000));
    await Promise.all(texts.map((text) => writeFileAtomic(file, text)));
    assert.ok(texts.includes(readFileSync(file, "utf8")));
    assert.deepEqual(
      readdirSync(dir).filter((f) => f.startsWith("shared")),
      ["shared.txt"],
    );
  });

  test("a failed rename removes the temporary file and rejects; the target is untouched", async () => {
    const target = path.join(dir, "taken");
    mkdirSync(path.join(target, "inside"), { recursive: true }); // a file cannot be renamed over a folder
    await assert.rejects(writeFileAtomic(target, "text"), { code: "EISDIR" });
    assert.throws(() => writeFileAtomicSync(target, "text"), { code: "EISDIR" });
    assert.deepEqual(
      readdirSync(dir).filter((f) => f.startsWith("taken")),
      ["taken"],
    );
    assert.deepEqual(readdirSync(target), ["inside"]);
  });
});
