import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { decodePostings, encodePostings } from "../../../src/shared/search/postingsCodec.ts";

describe("postings as text", () => {
  test("gaps in base 36, a frequency of 1 left out; decoded back, with an offset", () => {
    const docs = [0, 3, 40, 41, 1300];
    const counts = [1, 2, 1, 37, 1];
    const text = encodePostings(docs, counts);
    assert.equal(text, "0,3.2,11,1.11,yz");
    assert.deepEqual(decodePostings(text), { docs, counts });
    assert.deepEqual(decodePostings(text, 100).docs, [100, 103, 140, 141, 1400]);
  });
  test("values written always when asked (window indexes); empty postings are the empty text", () => {
    assert.equal(encodePostings([5, 6], [1, 0], false), "5.1,1.0");
    assert.deepEqual(decodePostings("5.1,1.0"), { docs: [5, 6], counts: [1, 0] });
    assert.equal(encodePostings([], []), "");
    assert.deepEqual(decodePostings(""), { docs: [], counts: [] });
  });
});
