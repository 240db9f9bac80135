import assert from "node:assert/strict";
import { test } from "node:test";
import { decodeSource } from "../../../src/content/decodeSource.ts";

test("valid UTF-8 decodes with no invalid line, even with a literal U+FFFD", () => {
  assert.deepEqual(decodeSource(Buffer.from("a\nCafé \uFFFD\n", "utf8")), { text: "a\nCafé \uFFFD\n" });
});

test("the first line holding an invalid sequence is reported; the text keeps U+FFFD in its place", () => {
  const bytes = Buffer.concat([Buffer.from("one\ntwo\nCaf"), Buffer.from([0xe9]), Buffer.from(" x\nfour "), Buffer.from([0xff])]);
  assert.deepEqual(decodeSource(bytes), { text: "one\ntwo\nCaf\uFFFD x\nfour \uFFFD", invalidLine: 3 });
});

test("a truncated multi-byte sequence at the end of the file is invalid", () => {
  assert.equal(decodeSource(Buffer.from([0x61, 0x0a, 0xe2, 0x82])).invalidLine, 2);
});
