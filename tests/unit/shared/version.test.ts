import { test, describe } from "node:test";
import assert from "node:assert/strict";
import {
  compareVersions,
  detectVersion,
  findVersionSegment,
  formatVersion,
  parseInt32,
  parseVersion,
  resolveVersionFolder,
  type Version,
} from "../../../src/shared/version.ts";

const aliases = { latest: "v11.0.0", next: "v12.0.0" } as const;

describe("parseInt32", () => {
  test("accepts decimal digits up to 2147483647", () => {
    assert.equal(parseInt32("0"), 0);
    assert.equal(parseInt32("42"), 42);
    assert.equal(parseInt32("2147483647"), 2147483647);
  });

  test("rejects values past the 32-bit signed range and non-numbers", () => {
    assert.equal(parseInt32("2147483648"), undefined);
    assert.equal(parseInt32("99999999999999999999"), undefined);
    assert.equal(parseInt32(""), undefined);
    assert.equal(parseInt32("-1"), undefined);
    assert.equal(parseInt32("+1"), undefined);
    assert.equal(parseInt32("1e3"), undefined);
    assert.equal(parseInt32("0x10"), undefined);
    assert.equal(parseInt32("1.5"), undefined);
    assert.equal(parseInt32(" 1"), undefined);
    assert.equal(parseInt32("abc"), undefined);
  });
});

describe("parseVersion", () => {
  test("parses three numeric parts with or without a leading v", () => {
    assert.deepEqual(parseVersion("v11.0.0"), { major: 11, minor: 0, patch: 0 });
    assert.deepEqual(parseVersion("1.2.3"), { major: 1, minor: 2, patch: 3 });
    assert.deepEqual(parseVersion("v0.10.0"), { major: 0, minor: 10, patch: 0 });
  });

  test("parses each prerelease kind with its number", () => {
    assert.deepEqual(parseVersion("v12.0.0-alpha.1"), { major: 12, minor: 0, patch: 0, prerelease: { kind: "alpha", number: 1 } });
    assert.deepEqual(parseVersion("12.0.0-beta.3"), { major: 12, minor: 0, patch: 0, prerelease: { kind: "beta", number: 3 } });
    assert.deepEqual(parseVersion("v1.0.0-dev.0"), { major: 1, minor: 0, patch: 0, prerelease: { kind: "dev", number: 0 } });
    assert.deepEqual(parseVersion("v1.0.0-rc.12"), { major: 1, minor: 0, patch: 0, prerelease: { kind: "rc", number: 12 } });
  });

  test("accepts 2147483647 and rejects 2147483648 in every part", () => {
    assert.deepEqual(parseVersion("v2147483647.2147483647.2147483647"), { major: 2147483647, minor: 2147483647, patch: 2147483647 });
    assert.equal(parseVersion("v2147483648.0.0"), undefined);
    assert.equal(parseVersion("v0.2147483648.0"), undefined);
    assert.equal(parseVersion("v0.0.2147483648"), undefined);
    assert.equal(parseVersion("v1.0.0-rc.2147483648"), undefined);
  });

  test("rejects two or four parts", () => {
    assert.equal(parseVersion("v11.0"), undefined);
    assert.equal(parseVersion("v11"), undefined);
    assert.equal(parseVersion("v11.0.0.0"), undefined);
    assert.equal(parseVersion(""), undefined);
    assert.equal(parseVersion("v"), undefined);
  });

  test("rejects non-numeric parts", () => {
    assert.equal(parseVersion("vx.0.0"), undefined);
    assert.equal(parseVersion("v1.a.0"), undefined);
    assert.equal(parseVersion("v1.0.-1"), undefined);
    assert.equal(parseVersion("v1..0"), undefined);
    assert.equal(parseVersion("latest"), undefined);
    assert.equal(parseVersion("V1.2.3"), undefined);
    assert.equal(parseVersion("vv1.2.3"), undefined);
    assert.equal(parseVersion(" 1.2.3"), undefined);
  });

  test("rejects malformed prereleases", () => {
    assert.equal(parseVersion("v1.2.3-"), undefined);
    assert.equal(parseVersion("v1.2.3-rc"), undefined);
    assert.equal(parseVersion("v1.2.3-rc."), undefined);
    assert.equal(parseVersion("v1.2.3-gamma.1"), undefined);
    assert.equal(parseVersion("v1.2.3-RC.1"), undefined);
    assert.equal(parseVersion("v1.2.3-rc.x"), undefined);
    assert.equal(parseVersion("v1.2.3-rc.1.2"), undefined);
  });
});

describe("formatVersion", () => {
  test("writes v{major}.{minor}.{patch} and the prerelease suffix", () => {
    assert.equal(formatVersion({ major: 11, minor: 0, patch: 0 }), "v11.0.0");
    assert.equal(formatVersion({ major: 12, minor: 1, patch: 2, prerelease: { kind: "beta", number: 3 } }), "v12.1.2-beta.3");
  });

  test("round-trips parseVersion", () => {
    for (const text of ["v0.0.0", "v8.0.0", "v12.0.0-alpha.1", "v1.2.3-rc.0", "v2147483647.0.0-dev.2147483647"]) {
      assert.equal(formatVersion(parseVersion(text)!), text);
    }
    assert.equal(formatVersion(parseVersion("3.4.5")!), "v3.4.5");
  });
});

describe("compareVersions", () => {
  const v = (text: string): Version => {
    const parsed = parseVersion(text);
    assert.notEqual(parsed, undefined, text);
    return parsed!;
  };

  test("orders by major, minor, then patch", () => {
    assert.equal(Math.sign(compareVersions(v("v10.0.0"), v("v9.9.9"))), 1);
    assert.equal(Math.sign(compareVersions(v("v9.1.0"), v("v9.0.9"))), 1);
    assert.equal(Math.sign(compareVersions(v("v9.0.1"), v("v9.0.2"))), -1);
    assert.equal(compareVersions(v("v11.0.0"), v("11.0.0")), 0);
  });

  test("puts a prerelease before its release, ordered alpha < beta < dev < rc, then by number", () => {
    const sorted = ["v12.0.0", "v12.0.0-rc.1", "v11.0.0", "v12.0.0-alpha.2", "v12.0.0-beta.1", "v12.0.0-alpha.10", "v12.0.0-dev.1"]
      .map(v)
      .sort(compareVersions)
      .map(formatVersion);
    assert.deepEqual(sorted, ["v11.0.0", "v12.0.0-alpha.2", "v12.0.0-alpha.10", "v12.0.0-beta.1", "v12.0.0-dev.1", "v12.0.0-rc.1", "v12.0.0"]);
  });
});

describe("findVersionSegment", () => {
  test("finds latest, next and vN(.N(.N)) segments", () => {
    assert.equal(findVersionSegment("/docs/manual/v11.0.0/record"), "v11.0.0");
    assert.equal(findVersionSegment("/docs/manual/latest/record"), "latest");
    assert.equal(findVersionSegment("/docs/react/next/x"), "next");
    assert.equal(findVersionSegment("/docs/manual/v9/x"), "v9");
    assert.equal(findVersionSegment("/docs/manual/v9.1/x"), "v9.1");
    assert.equal(findVersionSegment("/docs/manual/v9.1.2.3/x"), undefined);
    assert.equal(findVersionSegment("/blog/hello"), undefined);
    assert.equal(findVersionSegment("/docs/manual/latest-ish/x"), undefined);
  });
});

describe("detectVersion", () => {
  test("v12.0.0 and next are Next", () => {
    assert.deepEqual(detectVersion("/docs/manual/v12.0.0/introduction", aliases), { kind: "Next", segment: "v12.0.0" });
    assert.deepEqual(detectVersion("/docs/manual/next/introduction", aliases), { kind: "Next", segment: "next" });
  });

  test("v11.0.0 and latest are Latest", () => {
    assert.deepEqual(detectVersion("/docs/manual/v11.0.0/introduction", aliases), { kind: "Latest", segment: "v11.0.0" });
    assert.deepEqual(detectVersion("/docs/manual/latest/introduction", aliases), { kind: "Latest", segment: "latest" });
  });

  test("other versions are Specific", () => {
    assert.deepEqual(detectVersion("/docs/manual/v10.0.0/introduction", aliases), { kind: "Specific", segment: "v10.0.0" });
    assert.deepEqual(detectVersion("/docs/react/v0.11.0/introduction", aliases), { kind: "Specific", segment: "v0.11.0" });
  });

  test("a path without a version segment is NoVersion", () => {
    assert.deepEqual(detectVersion("/blog/release-12", aliases), { kind: "NoVersion" });
    assert.deepEqual(detectVersion("/", aliases), { kind: "NoVersion" });
    assert.deepEqual(detectVersion("", aliases), { kind: "NoVersion" });
  });

  test("looks at path segments, not the query or hash as part of a segment", () => {
    assert.deepEqual(detectVersion("/docs/manual/v10.0.0?x=1#y", aliases), { kind: "Specific", segment: "v10.0.0" });
  });
});

describe("resolveVersionFolder", () => {
  test("maps aliases to folders and falls back to v11.0.0 without a version", () => {
    assert.equal(resolveVersionFolder("/docs/manual/latest/record", aliases), "v11.0.0");
    assert.equal(resolveVersionFolder("/docs/manual/next/record", aliases), "v12.0.0");
    assert.equal(resolveVersionFolder("/docs/manual/v12.0.0/record", aliases), "v12.0.0");
    assert.equal(resolveVersionFolder("/docs/manual/v9.0.0/record", aliases), "v9.0.0");
    assert.equal(resolveVersionFolder("/syntax-lookup", aliases), "v11.0.0");
    assert.equal(resolveVersionFolder("/blog", aliases), "v11.0.0");
  });
});
