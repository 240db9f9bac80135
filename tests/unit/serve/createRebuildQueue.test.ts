import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createRebuildQueue } from "../../../src/serve/createRebuildQueue.ts";

/** A queue over a fake build that records its calls and finishes only when told to. */
function fakeQueue() {
  const calls: (readonly string[] | undefined)[] = [];
  const finishers: (() => void)[] = [];
  const queue = createRebuildQueue(async (changed) => {
    const n = calls.push(changed);
    await new Promise<void>((resolve) => finishers.push(resolve));
    return n;
  });
  const finish = async () => {
    finishers.shift()!();
    await new Promise((r) => setImmediate(r));
  };
  return { queue, calls, finish };
}

describe("createRebuildQueue", () => {
  test("a request with nothing running builds at once with its changed paths", async () => {
    const { queue, calls, finish } = fakeQueue();
    const first = queue.rebuild(["/a.md"]);
    assert.deepEqual(calls, [["/a.md"]]);
    await finish();
    assert.equal(await first, 1);
  });

  test("requests during a build share one follow-up build with all their paths, in order", async () => {
    const { queue, calls, finish } = fakeQueue();
    const first = queue.rebuild(["/a.md"]);
    const second = queue.rebuild(["/b.md"]);
    const third = queue.rebuild(["/c.md", "/b.md"]);
    assert.equal(second, third, "the two waiting requests share one promise");
    assert.deepEqual(calls, [["/a.md"]], "never two builds at once");
    await finish();
    assert.deepEqual(calls, [["/a.md"], ["/b.md", "/c.md", "/b.md"]]);
    await finish();
    assert.deepEqual([await first, await second, await third], [1, 2, 2]);
  });

  test("a request that does not say what changed makes the follow-up build rescan everything", async () => {
    const { queue, calls, finish } = fakeQueue();
    void queue.rebuild(["/a.md"]);
    void queue.rebuild(["/b.md"]);
    const all = queue.rebuild();
    void queue.rebuild(["/c.md"]);
    await finish();
    assert.deepEqual(calls, [["/a.md"], undefined]);
    await finish();
    assert.equal(await all, 2);
    void queue.rebuild(["/d.md"]);
    assert.deepEqual(calls.at(-1), ["/d.md"], "the next build after that is incremental again");
    await finish();
  });

  test("a build that fails does not stop the queue", async () => {
    let n = 0;
    const queue = createRebuildQueue(async () => {
      n++;
      if (n === 1) throw new Error("boom");
      return n;
    });
    const first = queue.rebuild(["/a.md"]);
    const second = queue.rebuild(["/b.md"]);
    await assert.rejects(first, /boom/);
    assert.equal(await second, 2);
  });
});
