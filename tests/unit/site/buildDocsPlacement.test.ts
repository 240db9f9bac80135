import { test, describe } from "node:test";
import assert from "node:assert/strict";
import type { ResolvedDocSet } from "../../../src/config/types.ts";
import { buildDocsPlacement, capitalise } from "../../../src/site/buildDocsPlacement.ts";
import { flattenSidebar } from "../../../src/site/buildSidebar.ts";
import type { Sidebar } from "../../../src/site/types.ts";

const V = "/docs/manual/v11.0.0";
const docSet: ResolvedDocSet = {
  id: "manual",
  base: "/docs/manual",
  title: "Language Manual",
  storageKey: "manual_version",
  latest: "v11.0.0",
  next: "v12.0.0",
  aliases: { latest: "v11.0.0", next: "v12.0.0" },
  versions: [{ value: "v11.0.0", label: "v11.0.0" }],
  nextVersions: ["v12.0.0"],
  banners: {},
  crumbs: ["Docs", "Language Manual"],
  home: "introduction",
  layout: "manual",
  unknownVersions: "plain" as const,
};
const intro = { name: "Introduction", href: `${V}/introduction` };
const install = { name: "Installation", href: `${V}/installation` };
const record = { name: "Record", href: `${V}/record` };
const sidebar: Sidebar = {
  categories: [
    { name: "Overview", items: [intro, install] },
    { name: "Language Features", items: [record] },
  ],
};
const flat = flattenSidebar(sidebar);
const place = (route: string, title: string) => buildDocsPlacement({ route, title, docSet, version: "v11.0.0", sidebar, flat });
const manualCrumbs = (title: string) => [{ name: "Docs", href: `${V}/introduction` }, { name: "Language Manual", href: `${V}/introduction` }, { name: title }];

describe("buildDocsPlacement", () => {
  test("the first page has a next link but no prev", () => {
    assert.deepEqual(place(`${V}/introduction`, "Introduction"), {
      docSet,
      version: "v11.0.0",
      sidebar,
      category: "Overview",
      next: install,
      breadcrumbs: manualCrumbs("Introduction"),
    });
  });

  test("a middle page has both, across categories", () => {
    assert.deepEqual(place(`${V}/installation`, "Installation"), {
      docSet,
      version: "v11.0.0",
      sidebar,
      category: "Overview",
      prev: intro,
      next: record,
      breadcrumbs: manualCrumbs("Installation"),
    });
  });

  test("the last page has a prev link but no next", () => {
    assert.deepEqual(place(`${V}/record`, "Record"), {
      docSet,
      version: "v11.0.0",
      sidebar,
      category: "Language Features",
      prev: install,
      breadcrumbs: manualCrumbs("Record"),
    });
  });

  test("a page missing from the sidebar has no category, prev or next", () => {
    assert.deepEqual(place(`${V}/orphan`, "Orphan"), { docSet, version: "v11.0.0", sidebar, breadcrumbs: manualCrumbs("Orphan") });
  });

  test("without a sidebar there are no neighbours", () => {
    assert.deepEqual(
      buildDocsPlacement({
        route: `${V}/record`,
        title: "Record",
        docSet,
        version: "v11.0.0",
        sidebar: undefined,
        flat: flattenSidebar(undefined),
      }),
      { docSet, version: "v11.0.0", sidebar: undefined, breadcrumbs: manualCrumbs("Record") },
    );
  });

  test("API crumbs start with API; the overview's only crumb is unlinked", () => {
    assert.deepEqual(place(`${V}/api`, "Overview").breadcrumbs, [{ name: "API" }]);
  });

  test("API module crumbs link each level and leave the title unlinked", () => {
    assert.deepEqual(place(`${V}/api/core/hash-map`, "HashMap").breadcrumbs, [
      { name: "API", href: `${V}/api` },
      { name: "Core", href: `${V}/api/core` },
      { name: "HashMap" },
    ]);
  });

  test("a manual page whose slug starts with api is not an API page", () => {
    assert.deepEqual(place(`${V}/apis`, "Apis").breadcrumbs, manualCrumbs("Apis"));
  });
});

describe("capitalise", () => {
  test("upper-cases the first character only", () => {
    assert.equal(capitalise("hash-map"), "Hash-map");
    assert.equal(capitalise("js"), "Js");
    assert.equal(capitalise(""), "");
  });
});
