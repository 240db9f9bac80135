import { test, describe } from "node:test";
import assert from "node:assert/strict";
import type { ResolvedDocSet } from "../../../src/config/types.ts";
import { chooseLayout, layoutRulesFrom, type Layout } from "../../../src/site/chooseLayout.ts";

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
  layout: "manual",
  unknownVersions: "plain",
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
  layout: "react",
  unknownVersions: "none",
};
const sections = { landing: "/", blog: "/blog", community: "/community", syntaxLookup: "/syntax-lookup", packages: "/packages" };
const api = (kind: "tools" | "legacy") => ({ toolchain: "x", kind, areas: [] });
/** The API references of content/site.json: tools for v11 and v12, legacy for v8 to v10 (all in the first doc set). */
const API = {
  "v12.0.0": { version: "v12.0.0", ...api("tools") },
  "v11.0.0": { version: "v11.0.0", ...api("tools") },
  "v10.0.0": { version: "v10.0.0", ...api("legacy") },
  "v9.0.0": { version: "v9.0.0", ...api("legacy") },
  "v8.0.0": { version: "v8.0.0", ...api("legacy") },
};
const rules = layoutRulesFrom({ docSets: [manual, react], api: API, sections } as never);
const layout = (route: string): Layout => chooseLayout(route, rules);

describe("layoutRulesFrom", () => {
  test("each doc set's layout, versions with aliases, unknown versions and the kinds of its API references", () => {
    assert.deepEqual(
      rules.docSets.map((d) => [d.base, d.variant, d.versions, d.unknownVersions, [...d.api]]),
      [
        [
          "/docs/manual",
          "manual",
          ["v12.0.0", "v11.0.0", "v10.0.0", "v9.0.0", "v8.0.0", "latest", "next"],
          "plain",
          [
            ["v12.0.0", "tools"],
            ["v11.0.0", "tools"],
            ["v10.0.0", "legacy"],
            ["v9.0.0", "legacy"],
            ["v8.0.0", "legacy"],
          ],
        ],
        ["/docs/react", "react", ["latest", "v0.11.0", "v0.10.0"], "none", []],
      ],
    );
  });

  test("an API reference naming a doc set goes to that one", () => {
    const named = layoutRulesFrom({ docSets: [manual, react], api: { latest: { version: "latest", docSet: "react", ...api("tools") } }, sections } as never);
    assert.deepEqual(
      named.docSets.map((d) => [...d.api]),
      [[], [["latest", "tools"]]],
    );
  });
});

describe("chooseLayout", () => {
  test("the landing route is the landing page", () => {
    assert.deepEqual(layout("/"), { name: "landing" });
  });

  test("API overviews of tools references get the API overview layout, their module pages the API module layout", () => {
    assert.deepEqual(layout("/docs/manual/v11.0.0/api"), { name: "apiOverview", version: "v11.0.0" });
    assert.deepEqual(layout("/docs/manual/v12.0.0/api"), { name: "apiOverview", version: "v12.0.0" });
    assert.deepEqual(layout("/docs/manual/v11.0.0/api/core/array"), { name: "apiModule", version: "v11.0.0" });
    assert.deepEqual(layout("/docs/manual/v12.0.0/api/stdlib/array"), { name: "apiModule", version: "v12.0.0" });
  });

  test("legacy references use the legacy layout", () => {
    assert.deepEqual(layout("/docs/manual/v9.0.0/api/js/array"), { name: "legacyApi", version: "v9.0.0" });
    assert.deepEqual(layout("/docs/manual/v8.0.0/api"), { name: "legacyApi", version: "v8.0.0" });
    assert.deepEqual(layout("/docs/manual/v10.0.0/api/belt/hash-map-int"), { name: "legacyApi", version: "v10.0.0" });
  });

  test("API routes of versions the doc set does not list are plain", () => {
    assert.deepEqual(layout("/docs/manual/v7.0.0/api"), { name: "generic" });
    assert.deepEqual(layout("/docs/manual/v7.0.0/api/js/array"), { name: "generic" });
  });

  test("other pages of a listed version use the doc set's docs layout", () => {
    assert.deepEqual(layout("/docs/manual/v11.0.0/record"), { name: "docs", variant: "manual", version: "v11.0.0" });
    assert.deepEqual(layout("/docs/manual/latest/record"), { name: "docs", variant: "manual", version: "latest" });
    assert.deepEqual(layout("/docs/manual/v8.0.0/introduction"), { name: "docs", variant: "manual", version: "v8.0.0" });
    assert.deepEqual(layout("/docs/manual/v11.0.0/apis"), { name: "docs", variant: "manual", version: "v11.0.0" });
  });

  test("a doc set without API references has no API layouts; unknown versions follow unknownVersions", () => {
    assert.deepEqual(layout("/docs/react/latest/introduction"), { name: "docs", variant: "react", version: "latest" });
    assert.deepEqual(layout("/docs/react/v0.11.0/api"), { name: "docs", variant: "react", version: "v0.11.0" });
    assert.deepEqual(layout("/docs/react/next/x"), { name: "none" });
    assert.deepEqual(layout("/docs/react"), { name: "none" });
    assert.deepEqual(layout("/docs/manual/v7.0.0/record"), { name: "generic" });
  });

  test("the community section uses the community layout", () => {
    assert.deepEqual(layout("/community/overview"), { name: "community" });
    assert.deepEqual(layout("/community"), { name: "community" });
    assert.deepEqual(layout("/communitys"), { name: "generic" });
  });

  test("everything else is generic", () => {
    for (const route of ["/docs/latest", "/docs", "/about/team", "/blog", "/blog/release-12-0", "/packages", "/syntax-lookup/if", "/try"])
      assert.deepEqual(layout(route), { name: "generic" }, route);
  });

  test("another site's doc sets and sections", () => {
    const guide = { ...manual, id: "guide", base: "/guide", layout: "guide", versions: [{ value: "v1.0.0", label: "v1" }], aliases: {} };
    const other = layoutRulesFrom({
      docSets: [guide],
      api: { "v1.0.0": { version: "v1.0.0", ...api("tools") } },
      sections: { ...sections, landing: "/home", community: "/people" },
    } as never);
    assert.deepEqual(chooseLayout("/home", other), { name: "landing" });
    assert.deepEqual(chooseLayout("/", other), { name: "generic" });
    assert.deepEqual(chooseLayout("/guide/v1.0.0/start", other), { name: "docs", variant: "guide", version: "v1.0.0" });
    assert.deepEqual(chooseLayout("/guide/v1.0.0/api", other), { name: "apiOverview", version: "v1.0.0" });
    assert.deepEqual(chooseLayout("/people/team", other), { name: "community" });
    assert.deepEqual(chooseLayout("/docs/manual/v11.0.0/record", other), { name: "generic" });
  });
});
