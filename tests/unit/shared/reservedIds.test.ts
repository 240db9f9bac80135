// The ids content may not take: every literal id the templates and the browser code write is reserved, so a
// heading or raw HTML can neither duplicate a layout element nor stand in for one the client looks up.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { isReservedId } from "../../../src/shared/reservedIds.ts";

const REPO = path.resolve(import.meta.dirname, "..", "..", "..");
/**
 * Literal ids that are not ids of a page's elements: a search result group's key (client/search/searchModal.ts), and
 * the mount points of the playground's run frame, a document of its own (client/playground/runnerDocument.ts).
 */
const NOT_ELEMENT_IDS = new Set(["elsewhere", "root", "app"]);

/** Literal ids written by the files under `folder`: `id="x"` in markup and `id: "x"` / `.id = "x"` in code. */
function literalIds(folder: string): Set<string> {
  const ids = new Set<string>();
  for (const entry of readdirSync(path.join(REPO, folder), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    for (const m of text.matchAll(/\bid(?:=|: |\s*=\s*)"([a-z][a-z0-9-]*)"/g)) ids.add(m[1]!);
  }
  return ids;
}

describe("reserved ids", () => {
  test("every literal id of templates/ and client/ is reserved", () => {
    const ids = new Set([...literalIds("templates"), ...literalIds("client")]);
    assert.ok(ids.size >= 15 && ids.has("main") && ids.has("docsgen-search-input"), `the scan found only ${[...ids].join(", ")}`);
    assert.deepEqual(
      [...ids].filter((id) => !isReservedId(id) && !NOT_ELEMENT_IDS.has(id)),
      [],
    );
  });

  test("the engine's docsgen-* namespace is reserved; other ids are free", () => {
    assert.equal(isReservedId("docsgen-config"), true);
    assert.equal(isReservedId("docsgen-anything-new"), true);
    assert.equal(isReservedId("main"), true);
    assert.equal(isReservedId("main-1"), false);
    assert.equal(isReservedId("record"), false);
  });
});
