import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { parseFenceInfo, parseLineSpec } from "../../../src/markdown/parseFenceInfo.ts";

describe("parseFenceInfo", () => {
  test("reads language, role and highlight spec", () => {
    assert.deepEqual(parseFenceInfo("res example {1,3-5,7..8,10...11}"), {
      lang: "res",
      role: "example",
      highlightLines: [1, 3, 4, 5, 7, 8, 10, 11],
    });
  });

  test("reads each role, the first one winning", () => {
    assert.deepEqual(parseFenceInfo("res prelude"), { lang: "res", role: "prelude", highlightLines: [] });
    assert.deepEqual(parseFenceInfo("res sig"), { lang: "res", role: "sig", highlightLines: [] });
    assert.deepEqual(parseFenceInfo("res sig prelude"), { lang: "res", role: "sig", highlightLines: [] });
    assert.deepEqual(parseFenceInfo("res"), { lang: "res", role: "plain", highlightLines: [] });
  });

  test("lowercases the language", () => {
    assert.deepEqual(parseFenceInfo("ReScript"), { lang: "rescript", role: "plain", highlightLines: [] });
  });

  test("a missing language is text", () => {
    assert.deepEqual(parseFenceInfo(""), { lang: "text", role: "plain", highlightLines: [] });
    assert.deepEqual(parseFenceInfo("   "), { lang: "text", role: "plain", highlightLines: [] });
    assert.deepEqual(parseFenceInfo("{2}"), { lang: "text", role: "plain", highlightLines: [2] });
  });

  test("ignores unknown words", () => {
    assert.deepEqual(parseFenceInfo("js whatever example more"), { lang: "js", role: "example", highlightLines: [] });
  });

  test("the braces may touch the language", () => {
    assert.deepEqual(parseFenceInfo("res{2}"), { lang: "res", role: "plain", highlightLines: [2] });
  });
});

describe("parseLineSpec", () => {
  test("accepts single numbers and -, .., ... ranges, sorted without duplicates", () => {
    assert.deepEqual(parseLineSpec("5,1-3,2..4"), [1, 2, 3, 4, 5]);
    assert.deepEqual(parseLineSpec("10...12"), [10, 11, 12]);
    assert.deepEqual(parseLineSpec(" 4 - 6 , 8 "), [4, 5, 6, 8]);
  });

  test("ignores garbage parts and keeps the rest", () => {
    assert.deepEqual(parseLineSpec("a,2,x-y,,1....3,7"), [2, 7]);
    assert.deepEqual(parseLineSpec(""), []);
  });

  test("ignores line 0, reversed ranges and ranges past 100000", () => {
    assert.deepEqual(parseLineSpec("0,5-3,1-100001,100000"), [100000]);
    assert.deepEqual(parseLineSpec("0-2"), []);
  });
});
