import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { nameRank } from "../../../client/initListFilter.ts";

describe("nameRank (the order of a filtered syntax lookup)", () => {
  const names = "switch\nmatch\npattern matching\ncase";
  test("the name first, then a keyword, then a name and a keyword the query starts; case and spaces do not count", () => {
    assert.equal(nameRank(names, "switch"), 0);
    assert.equal(nameRank(names, "  SWITCH "), 0);
    assert.equal(nameRank(names, "match"), 1);
    assert.equal(nameRank(names, "pattern   matching"), 1);
    assert.equal(nameRank(names, "swi"), 2);
    assert.equal(nameRank(names, "pattern"), 3);
    assert.equal(nameRank(names, "switches"), 4);
  });
  test("without names or a query, every item ranks the same (the first order stays)", () => {
    assert.equal(nameRank(undefined, "switch"), 4);
    assert.equal(nameRank(names, "   "), 4);
  });
  test("a name of symbols is a name like any other", () => {
    assert.equal(nameRank("|\nor pattern\nswitch", "|"), 0);
    assert.equal(nameRank("|\nor pattern\nswitch", "switch"), 1);
  });
});
