// How the Output panel writes console arguments and uncaught values: strings plain at the top level, the rest
// readably (records, arrays, ReScript lists and exceptions, Map/Set, errors), with caps on depth, items and length.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import vm from "node:vm";
import { formatValue } from "../../../client/playground/formatValue.ts";

describe("formatValue", () => {
  test("top-level strings as they are; nested strings quoted; other primitives", () => {
    assert.equal(formatValue("hello"), "hello");
    assert.equal(formatValue(["a", 'q"'], true), '["a", "q\\""]');
    assert.equal(formatValue("hello", false), '"hello"');
    assert.deepEqual(
      [1.5, -0, 10n, true, null, undefined, Symbol("s"), Number.NaN].map((v) => formatValue(v)),
      ["1.5", "-0", "10n", "true", "null", "undefined", "Symbol(s)", "NaN"],
    );
  });

  test("records, arrays, ReScript lists and dicts read like JavaScript literals", () => {
    assert.equal(formatValue({ a: 1, b: "x", "needs quotes": [true] }), '{a: 1, b: "x", "needs quotes": [true]}');
    assert.equal(formatValue({ hd: 1, tl: { hd: 2, tl: 0 } }), "{hd: 1, tl: {hd: 2, tl: 0}}");
    assert.equal(formatValue([]), "[]");
    assert.equal(formatValue({}), "{}");
    assert.equal(formatValue({ TAG: "Circle", radius: 2 }), '{TAG: "Circle", radius: 2}');
  });

  test("functions, errors, dates, regular expressions, maps, sets, typed arrays, class instances", () => {
    class Point {
      x = 1;
    }
    assert.equal(
      formatValue(function named() {}),
      "[Function: named]",
    );
    assert.equal(formatValue(new TypeError("bad")), "TypeError: bad");
    assert.equal(formatValue(new Date(Date.UTC(2026, 0, 2))), "2026-01-02T00:00:00.000Z");
    assert.equal(formatValue(/a+/g), "/a+/g");
    assert.equal(
      formatValue(
        new Map<unknown, unknown>([
          ["k", 1],
          [2, [3]],
        ]),
      ),
      'Map(2) {"k" => 1, 2 => [3]}',
    );
    assert.equal(formatValue(new Set([1, "a"])), 'Set(2) {1, "a"}');
    assert.equal(formatValue(new Int32Array([1, 2])), "Int32Array(2) [1, 2]");
    assert.equal(formatValue(new Point()), "Point {x: 1}");
    assert.equal(formatValue(Promise.resolve(1)), "Promise {}");
  });

  test("ReScript exceptions by name and payload (old compilers' `/1` dropped)", () => {
    assert.equal(formatValue({ RE_EXN_ID: "Failure", _1: "boom", Error: new Error("x") }), 'Failure("boom")');
    assert.equal(formatValue({ RE_EXN_ID: "Not_found", Error: new Error("x") }), "Not_found");
    assert.equal(formatValue({ RE_EXN_ID: "Playground.Boom/2", _1: 1, _2: [2] }), "Playground.Boom(1, [2])");
  });

  test("cycles, depth, items and length are capped", () => {
    const cycle: Record<string, unknown> = { a: 1 };
    cycle["self"] = cycle;
    assert.equal(formatValue(cycle), "{a: 1, self: [Circular]}");
    assert.equal(formatValue([[[[[[1]]]]]]), "[[[[[[Array]]]]]]");
    assert.equal(formatValue(Array.from({ length: 103 }, (_, i) => i)), `[${Array.from({ length: 100 }, (_, i) => i).join(", ")}, ... 3 more]`);
    const long = formatValue("x".repeat(5000));
    assert.equal(long, `${"x".repeat(2000)}\u2026`);
    // A wide and deep structure costs bounded work: 1,000 values at most.
    const wide = Array.from({ length: 100 }, () => Array.from({ length: 100 }, () => Array.from({ length: 100 }, () => 1)));
    assert.ok(formatValue(wide).length <= 2001);
  });

  test("its source text runs on its own (the frame gets a copy)", () => {
    const copy = vm.runInNewContext(`var __name = (f) => f; (${formatValue.toString()})`) as typeof formatValue;
    assert.equal(copy({ a: [1, "b"] }), '{a: [1, "b"]}');
    assert.equal(copy("plain"), "plain");
  });
});
