// Where a jump to a #fragment lands: below the window's top when the header hides (the jump went past its top
// margin), below the header when it stays, never past the page's end.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LANDING_GAP, landingFor } from "../../../client/initDeepLinks.ts";

describe("landingFor", () => {
  test("far down the page: the header hides and the target lands 16 px below the window's top", () => {
    assert.equal(LANDING_GAP, 16);
    assert.deepEqual(landingFor(1500, 101, 5000), { y: 1484, hidden: true, padding: 16 });
  });

  test("just past the header's top margin (80 px) it still hides; at the margin it shows", () => {
    assert.deepEqual(landingFor(97, 101, 5000), { y: 81, hidden: true, padding: 16 });
    assert.deepEqual(landingFor(96, 101, 5000), { y: 0, hidden: false, padding: 117 });
  });

  test("near the top the header shows and the target lands 16 px below it", () => {
    assert.deepEqual(landingFor(90, 101, 5000), { y: 0, hidden: false, padding: 117 });
    assert.deepEqual(landingFor(60, 57, 5000), { y: 0, hidden: false, padding: 73 });
  });

  test("near the page's end the jump stops at the end; the header shows if that is within the top margin", () => {
    assert.deepEqual(landingFor(3000, 101, 2000), { y: 2000, hidden: true, padding: 16 });
    assert.deepEqual(landingFor(400, 101, 60), { y: 60, hidden: false, padding: 117 });
  });
});
