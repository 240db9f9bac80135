// One shard's parts of the index files: which terms are short (with the pack) and which have term files, and which
// records get a snippet window for a term.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { BuiltShard } from "../../../src/search/buildSearchShards.ts";
import { renderShardParts } from "../../../src/search/renderShardParts.ts";
import { WINDOWS_ALL_UP_TO, WINDOWS_BEST } from "../../../src/search/snippetWindows.ts";
import { decodePostings } from "../../../src/shared/search/postingsCodec.ts";
import type { PackShard, ShardRow, TermSection } from "../../../src/shared/search/types.ts";

/** A shard of one page per item of `bodies`: an intro row, then a section row with that prose and code. */
function shard(bodies: readonly (readonly [prose: string, code?: string])[]): BuiltShard {
  const rows: ShardRow[] = bodies.flatMap(([prose, code = ""], i): ShardRow[] => [
    [i, null, 1, null, `Page ${i} intro.`, "", ""],
    [i, `s${i}`, 2, `Section ${i}`, prose, code, ""],
  ]);
  return { id: "docs-v1", docSet: "docs", version: "v1", pages: bodies.map((_, i) => ({ path: `/p${i}`, lvl0: "Docs", title: `Page ${i}` })), rows };
}

function parts(built: BuiltShard) {
  const rendered = renderShardParts(built);
  const pack = JSON.parse(rendered.pack) as PackShard;
  const sections = new Map(rendered.sections.map(([key, text]) => [key, JSON.parse(text) as TermSection]));
  /** The rows a term has windows in, and their texts. */
  const windows = (term: string) => {
    const section = [...sections.values()].find(([terms]) => terms.includes(term))!;
    const i = section[0].indexOf(term);
    const refs = decodePostings(section[3][i]!);
    return refs.docs.map((row, j) => [row, section[4][refs.counts[j]!]!] as const);
  };
  return { pack, sections, windows };
}

describe("renderShardParts", () => {
  test("short terms come with the pack unless they are common words; operators and longer terms have keys", () => {
    const bodies = Array.from({ length: 60 }, (_, i) => [i === 7 ? "see warning 8 here" : `a word ${i % 3 === 0 ? "rare" : ""}`, "x->f"] as const);
    const { pack, sections } = parts(shard(bodies));
    assert.ok(pack.short[0].includes("8"), "a number is kept");
    assert.ok(!pack.short[0].includes("a"), "`a`, in most records, is a common word");
    assert.ok(!pack.short[0].includes("->"), "an operator is not short");
    assert.deepEqual(sections.get("->")?.[0], ["->"]);
    assert.ok(sections.get("rar")?.[0].includes("rare"));
    assert.deepEqual(
      pack.lengths.map((l) => l.length),
      [120, 120],
    );
  });

  test(`a term in up to ${WINDOWS_ALL_UP_TO} records has a window in each with prose; in more, in the ${WINDOWS_BEST} that score best`, () => {
    const few = parts(shard([["one lonely term"], ["another lonely one"], [""]]));
    assert.deepEqual(few.windows("lonely"), [
      [1, "one lonely term"],
      [3, "another lonely one"],
    ]);
    const bodies = Array.from({ length: 80 }, (_, i) => [i === 70 ? "often often often often said" : "often said once, among other words"] as const);
    const many = parts(shard(bodies)).windows("often");
    assert.equal(many.length, WINDOWS_BEST);
    assert.ok(
      many.some(([row]) => row === 141),
      "the record that says it most",
    );
    // A term of the headings only: the window is the record's first words (none where there is no prose).
    assert.deepEqual(few.windows("section"), [
      [1, "one lonely term"],
      [3, "another lonely one"],
    ]);
  });
});
