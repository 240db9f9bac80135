import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { formatDate } from "../../../src/render/formatDate.ts";

describe("formatDate", () => {
  test("formats YYYY-MM-DD as short month, day, year in en-US", () => {
    assert.equal(formatDate("2024-01-15"), "Jan 15, 2024");
    assert.equal(formatDate("2024-01-01"), "Jan 1, 2024");
    assert.equal(formatDate("2024-12-31"), "Dec 31, 2024");
    assert.equal(formatDate("2000-02-29"), "Feb 29, 2000");
  });

  test("does not shift the day with the machine's time zone", () => {
    const before = process.env["TZ"];
    try {
      process.env["TZ"] = "America/Los_Angeles";
      assert.equal(formatDate("2024-01-01"), "Jan 1, 2024");
      process.env["TZ"] = "Pacific/Kiritimati";
      assert.equal(formatDate("2024-12-31"), "Dec 31, 2024");
    } finally {
      if (before === undefined) delete process.env["TZ"];
      else process.env["TZ"] = before;
    }
  });
});
