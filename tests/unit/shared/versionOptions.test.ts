import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { buildVersionOptions, NEXT_SEPARATOR, RELEASED_SEPARATOR, switchVersionInPath } from "../../../src/shared/versionOptions.ts";

describe("separator labels", () => {
  test("are exactly the spec's labels", () => {
    assert.equal(NEXT_SEPARATOR, "--- Next ---");
    assert.equal(RELEASED_SEPARATOR, "--- Released ---");
  });
});

describe("buildVersionOptions", () => {
  test("puts next versions under '--- Next ---' and the rest under '--- Released ---'", () => {
    const rows = buildVersionOptions(
      [{ value: "v12.0.0", label: "v12.0.0" }],
      [
        { value: "v11.0.0", label: "v11.0.0" },
        { value: "v10.0.0", label: "v9.1 - v10.1" },
      ],
    );
    assert.deepEqual(rows, [
      { kind: "separator", label: "--- Next ---" },
      { kind: "version", value: "v12.0.0", label: "v12.0.0" },
      { kind: "separator", label: "--- Released ---" },
      { kind: "version", value: "v11.0.0", label: "v11.0.0" },
      { kind: "version", value: "v10.0.0", label: "v9.1 - v10.1" },
    ]);
  });

  test("has no separators when there is no next version", () => {
    assert.deepEqual(
      buildVersionOptions(
        [],
        [
          { value: "latest", label: "latest" },
          { value: "v0.11.0", label: "v0.11.0" },
        ],
      ),
      [
        { kind: "version", value: "latest", label: "latest" },
        { kind: "version", value: "v0.11.0", label: "v0.11.0" },
      ],
    );
  });
});

describe("switchVersionInPath", () => {
  test("replaces the version segment and keeps the page", () => {
    assert.equal(switchVersionInPath("/docs/manual/v11.0.0/record", "v11.0.0", "v12.0.0"), "/docs/manual/v12.0.0/record");
    assert.equal(switchVersionInPath("/docs/react/latest/hooks-state", "latest", "v0.10.0"), "/docs/react/v0.10.0/hooks-state");
    assert.equal(switchVersionInPath("/docs/manual/v9.0.0/api/js/array", "v9.0.0", "v8.0.0"), "/docs/manual/v8.0.0/api/js/array");
  });

  test("matches whole segments only, and only the first", () => {
    assert.equal(switchVersionInPath("/docs/manual/v11.0.0/v11.0.0", "v11.0.0", "v10.0.0"), "/docs/manual/v10.0.0/v11.0.0");
    assert.equal(switchVersionInPath("/docs/manual/v11.0.0x/record", "v11.0.0", "v10.0.0"), "/docs/manual/v11.0.0x/record");
  });

  test("returns the path unchanged when the version is absent", () => {
    assert.equal(switchVersionInPath("/blog/hello", "v11.0.0", "v12.0.0"), "/blog/hello");
  });
});
