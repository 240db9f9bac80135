import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createProgressLine, isCi, type ProgressStream } from "../../../src/cli/createProgressLine.ts";

/** A stream that records what is written, a terminal or not. */
function fakeStream(isTTY: boolean): ProgressStream & { readonly written: string[] } {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) };
}

/** A clock the test moves by hand (ms). */
function fakeClock(start = 1000): { now: () => number; advance(ms: number): void } {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms) };
}

describe("createProgressLine", () => {
  test("on a terminal: stage, counts and elapsed seconds on one line redrawn with \\r, then cleared", () => {
    const stream = fakeStream(true);
    const clock = fakeClock();
    const line = createProgressLine({ stream, env: {}, now: clock.now });
    assert.equal(line.enabled, true);
    line.stage("parse");
    clock.advance(250);
    line.count(10, 40);
    clock.advance(50); // within the redraw interval: not drawn
    line.count(20, 40);
    clock.advance(1200);
    line.stage("examples");
    line.count(0, 4600); // right after a draw: not drawn
    clock.advance(100);
    line.count(120, 4600);
    line.count(4600, 4600); // the last one is always drawn
    line.clear();
    line.clear(); // nothing shown any more: nothing written
    assert.deepEqual(stream.written, [
      "\r\x1b[2K  parse... 0.0 s",
      "\r\x1b[2K  parse 10/40... 0.3 s",
      "\r\x1b[2K  examples... 1.5 s",
      "\r\x1b[2K  examples 120/4600... 1.6 s",
      "\r\x1b[2K  examples 4600/4600... 1.6 s",
      "\r\x1b[2K",
    ]);
  });

  test("elapsed time counts from `started` when given", () => {
    const stream = fakeStream(true);
    const line = createProgressLine({ stream, env: {}, now: () => 12_345, started: 2_345 });
    line.stage("render");
    assert.deepEqual(stream.written, ["\r\x1b[2K  render... 10.0 s"]);
  });

  test("clear writes nothing when no line was drawn", () => {
    const stream = fakeStream(true);
    createProgressLine({ stream, env: {} }).clear();
    assert.deepEqual(stream.written, []);
  });

  const silent: [string, ProgressStream, { quiet?: boolean; env: Record<string, string> }][] = [
    ["a stream that is not a terminal", fakeStream(false), { env: {} }],
    ["a stream without isTTY (a pipe)", { write: () => assert.fail("wrote to a pipe") }, { env: {} }],
    ["--quiet", fakeStream(true), { quiet: true, env: {} }],
    ["CI=true", fakeStream(true), { env: { CI: "true" } }],
    ["CI=1", fakeStream(true), { env: { CI: "1" } }],
  ];
  for (const [what, stream, options] of silent) {
    test(`silent on ${what}`, () => {
      const line = createProgressLine({ stream, ...options });
      assert.equal(line.enabled, false);
      line.stage("parse");
      line.count(1, 2);
      line.clear();
      if ("written" in stream) assert.deepEqual(stream.written, []);
    });
  }

  test("isCi: set and not empty, 0 or false", () => {
    assert.deepEqual(
      ["true", "1", "yes", "", "0", "false", "FALSE", undefined].map((CI) => isCi({ CI })),
      [true, true, true, false, false, false, false, false],
    );
  });
});
