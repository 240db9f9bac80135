import assert from "node:assert/strict";
import { test } from "node:test";
import { createMemo, MEMO_KINDS } from "../../../src/pipeline/memo.ts";

test("a value is made once per key; another key makes another value", () => {
  const memo = createMemo();
  let made = 0;
  const make = () => ({ n: ++made });
  const a = memo.get("render", "a", make);
  assert.equal(memo.get("render", "a", make), a);
  assert.equal(made, 1);
  assert.deepEqual(memo.get("render", "b", make), { n: 2 });
  assert.equal(memo.peek("render", "a"), a);
  assert.equal(memo.peek("render", "c"), undefined);
  assert.equal(memo.peek("bodyHash", "a"), undefined, "kinds do not share keys");
});

test("a promise that rejects is dropped, so the next call makes it again; one that resolves is kept", async () => {
  const memo = createMemo();
  let calls = 0;
  const failing = memo.get("toolchain", "k", () => {
    calls++;
    return Promise.reject(new Error("no compiler"));
  });
  await assert.rejects(failing, /no compiler/);
  assert.equal(memo.peek("toolchain", "k"), undefined);
  const ok = memo.get("toolchain", "k", () => {
    calls++;
    return Promise.resolve("prepared");
  });
  assert.equal(await ok, "prepared");
  assert.equal(
    memo.get("toolchain", "k", () => Promise.resolve("again")),
    ok,
  );
  assert.equal(calls, 2);
});

test("a kind keeps at most its limit of keys, dropping the least recently used", () => {
  assert.equal(MEMO_KINDS.bundle, 1);
  const memo = createMemo();
  memo.get("bundle", "old", () => "old bundle");
  memo.get("bundle", "new", () => "new bundle");
  assert.deepEqual([...memo.view("bundle").keys()], ["new"]);
  const limit = MEMO_KINDS.toolchain;
  for (let i = 0; i < limit; i++) memo.set("toolchain", `t${i}`, i);
  memo.get("toolchain", "t0", () => -1); // used again: now the most recent
  memo.set("toolchain", "extra", limit);
  assert.equal(memo.view("toolchain").size, limit);
  assert.equal(memo.peek("toolchain", "t0"), 0, "the recently used one is kept");
  assert.equal(memo.peek("toolchain", "t1"), undefined, "the least recently used one is dropped");
});

test("retain keeps only the live keys of one kind", () => {
  const memo = createMemo();
  for (const key of ["a", "b", "c"]) memo.set("parse", key, key.toUpperCase());
  memo.set("render", "a", "<p>a</p>");
  memo.retain("parse", new Set(["b"]));
  assert.deepEqual([...memo.view("parse")], [["b", "B"]]);
  assert.deepEqual([...memo.view("render")], [["a", "<p>a</p>"]]);
});
