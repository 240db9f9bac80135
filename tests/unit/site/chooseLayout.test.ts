import { test, describe } from "node:test";
import assert from "node:assert/strict";
import type { ResolvedDocSet } from "../../../src/config/types.ts";
import { chooseLayout, layoutVersionsFrom, type Layout } from "../../../src/site/chooseLayout.ts";

/** The doc sets of content/site.json, resolved. */
const manual: ResolvedDocSet = {
  id: "manual",
  base: "/docs/manual",
  title: "Language Manual",
  storageKey: "manual_version",
  latest: "v11.0.0",
  next: "v12.0.0",
  aliases: { latest: "v11.0.0", next: "v12.0.0" },
  versions: [
    { value: "v12.0.0", label: "v12.0.0" },
    { value: "v11.0.0", label: "v11.0.0" },
    { value: "v10.0.0", label: "v9.1 - v10.1" },
    { value: "v9.0.0", label: "v8.2 - v9.0" },
    { value: "v8.0.0", label: "v6.0 - v8.2" },
  ],
  nextVersions: ["v12.0.0"],
  banners: {},
  crumbs: ["Docs", "Language Manual"],
  home: "introduction",
};
const react: ResolvedDocSet = {
  id: "react",
  base: "/docs/react",
  title: "ReScript & React",
  storageKey: "react_version",
  latest: "latest",
  aliases: {},
  versions: [
    { value: "latest", label: "latest" },
    { value: "v0.11.0", label: "v0.11.0" },
    { value: "v0.10.0", label: "v0.10.0" },
  ],
  nextVersions: [],
  banners: {},
  crumbs: ["Docs", "ReScript & React"],
  home: "introduction",
};
const versions = layoutVersionsFrom([manual, react]);
const layout = (route: string): Layout => chooseLayout(route, versions);

describe("layoutVersionsFrom", () => {
  test("splits manual versions into modern and legacy API versions", () => {
    assert.deepEqual(versions, {
      manual: ["v12.0.0", "v11.0.0", "v10.0.0", "v9.0.0", "v8.0.0", "latest", "next"],
      modernApi: ["v11.0.0", "v12.0.0", "latest", "next"],
      legacyApi: ["v10.0.0", "v9.0.0", "v8.0.0"],
      react: ["latest", "v0.11.0", "v0.10.0"],
    });
  });

  test("no doc sets means no versions", () => {
    assert.deepEqual(layoutVersionsFrom([]), { manual: [], modernApi: [], legacyApi: [], react: [] });
  });
});

describe("chooseLayout", () => {
  test("the root is the landing page", () => {
    assert.deepEqual(layout("/"), { name: "landing" });
    assert.deepEqual(layout(""), { name: "landing" });
  });

  test("v11 (latest) and v12 (next) API overviews get the API overview layout", () => {
    assert.deepEqual(layout("/docs/manual/v11.0.0/api"), { name: "apiOverview", version: "v11.0.0" });
    assert.deepEqual(layout("/docs/manual/latest/api"), { name: "apiOverview", version: "latest" });
    assert.deepEqual(layout("/docs/manual/v12.0.0/api"), { name: "apiOverview", version: "v12.0.0" });
    assert.deepEqual(layout("/docs/manual/next/api"), { name: "apiOverview", version: "next" });
  });

  test("deeper v11/v12 API routes are bare", () => {
    assert.deepEqual(layout("/docs/manual/v11.0.0/api/core/array"), { name: "bare" });
    assert.deepEqual(layout("/docs/manual/v11.0.0/api/core"), { name: "bare" });
    assert.deepEqual(layout("/docs/manual/v12.0.0/api/stdlib/array"), { name: "bare" });
  });

  test("v8 to v10 API routes use the legacy layout", () => {
    assert.deepEqual(layout("/docs/manual/v9.0.0/api/js/array"), { name: "legacyApi", version: "v9.0.0" });
    assert.deepEqual(layout("/docs/manual/v8.0.0/api"), { name: "legacyApi", version: "v8.0.0" });
    assert.deepEqual(layout("/docs/manual/v10.0.0/api/belt/hash-map-int"), { name: "legacyApi", version: "v10.0.0" });
  });

  test("API routes of unknown versions are bare", () => {
    assert.deepEqual(layout("/docs/manual/v7.0.0/api"), { name: "bare" });
    assert.deepEqual(layout("/docs/manual/v7.0.0/api/js/array"), { name: "bare" });
  });

  test("other manual pages use the manual layout of their version", () => {
    assert.deepEqual(layout("/docs/manual/v11.0.0/record"), { name: "manual", version: "v11.0.0" });
    assert.deepEqual(layout("/docs/manual/latest/record"), { name: "manual", version: "latest" });
    assert.deepEqual(layout("/docs/manual/v12.0.0/dict"), { name: "manual", version: "v12.0.0" });
    assert.deepEqual(layout("/docs/manual/v8.0.0/introduction"), { name: "manual", version: "v8.0.0" });
    assert.deepEqual(layout("/docs/manual/v11.0.0/apis"), { name: "manual", version: "v11.0.0" });
  });

  test("React docs use the react layout for latest, v0.10.0 and v0.11.0, and nothing otherwise", () => {
    assert.deepEqual(layout("/docs/react/latest/introduction"), { name: "react", version: "latest" });
    assert.deepEqual(layout("/docs/react/v0.10.0/introduction"), { name: "react", version: "v0.10.0" });
    assert.deepEqual(layout("/docs/react/v0.11.0/hooks-state"), { name: "react", version: "v0.11.0" });
    assert.deepEqual(layout("/docs/react/next/x"), { name: "none" });
    assert.deepEqual(layout("/docs/react"), { name: "none" });
  });

  test("the blog is bare", () => {
    assert.deepEqual(layout("/blog"), { name: "bare" });
    assert.deepEqual(layout("/blog/release-12-0"), { name: "bare" });
  });

  test("community pages use the community layout", () => {
    assert.deepEqual(layout("/community/overview"), { name: "community" });
    assert.deepEqual(layout("/community"), { name: "community" });
  });

  test("packages, syntax-lookup and try are bare at their root only", () => {
    assert.deepEqual(layout("/packages"), { name: "bare" });
    assert.deepEqual(layout("/syntax-lookup"), { name: "bare" });
    assert.deepEqual(layout("/try"), { name: "bare" });
    assert.deepEqual(layout("/packages/x"), { name: "generic" });
    assert.deepEqual(layout("/syntax-lookup/if"), { name: "generic" });
  });

  test("everything else is generic", () => {
    assert.deepEqual(layout("/docs/latest"), { name: "generic" });
    assert.deepEqual(layout("/docs"), { name: "generic" });
    assert.deepEqual(layout("/about/team"), { name: "generic" });
    assert.deepEqual(layout("/blogs"), { name: "generic" });
  });
});
