// One mistake reports as one: a sidebar.json that does not parse makes no "missing category" warnings, and a page
// whose front matter failed (its own error was reported while parsing) is still a page to sidebars and links.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { DEFAULT_SITE } from "../../../src/config/defaults.ts";
import type { ResolvedDocSet } from "../../../src/config/types.ts";
import type { SourceFile } from "../../../src/content/types.ts";
import { buildSiteModel } from "../../../src/site/buildSiteModel.ts";
import { checkLinks } from "../../../src/site/checkLinks.ts";
import { heading, makePage } from "../makePage.ts";

const MANUAL: ResolvedDocSet = {
  id: "manual",
  base: "/docs/manual",
  title: "Language Manual",
  storageKey: "manual_version",
  latest: "v11.0.0",
  aliases: {},
  versions: [],
  nextVersions: [],
  banners: {},
  crumbs: ["Docs", "Language Manual"],
  home: "introduction",
  layout: "manual",
  unknownVersions: "plain" as const,
};
const DIR = "docs/manual/v11.0.0";
const sidebar = (text: string): SourceFile => ({ path: `${DIR}/sidebar.json`, file: `content/${DIR}/sidebar.json`, text });
const page = (slug: string, extra: { failed?: "fields" | "yaml" | "file"; links?: string[] } = {}) => ({
  ...makePage({
    path: `${DIR}/${slug}.mdx`,
    route: `/${DIR}/${slug}`,
    kind: "doc",
    title: slug,
    headings: [heading("fields")],
    links: (extra.links ?? []).map((href) => ({ raw: href, href, kind: "link" as const, internal: true, line: 5, column: 1 })),
  }),
  ...(extra.failed ? { failed: extra.failed } : {}),
});
const build = (pages: ReturnType<typeof page>[], text: string) =>
  buildSiteModel({ site: { ...DEFAULT_SITE, docSets: [MANUAL] }, pages, dataFiles: new Map([[`${DIR}/sidebar.json`, sidebar(text)]]), assets: new Set() });

describe("buildSiteModel: one mistake, one report", () => {
  test("a sidebar.json with a trailing comma gives its syntax error and no missing-category warnings", () => {
    const { diagnostics } = build([page("introduction"), page("record")], '{\n  "Overview": ["introduction", "record"],\n}');
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.file, d.line, d.column]),
      [["sidebar/invalid-json", `content/${DIR}/sidebar.json`, 2, 41]],
    );
  });

  test("a page whose front matter failed is listed by its sidebar and linked to without further reports", () => {
    const pages = [page("introduction", { links: [`/${DIR}/record`, `/${DIR}/record#fields`] }), page("record", { failed: "yaml" })];
    const { model, diagnostics } = build(pages, '{\n  "Overview": ["introduction", "record"]\n}');
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(checkLinks(model, new Set()), []);
  });

  test("a page whose front matter has no end is linked to with any anchor (its anchors are unknown)", () => {
    const pages = [page("introduction", { links: [`/${DIR}/record#anything`] }), page("record", { failed: "file" })];
    const { model } = build(pages, '{\n  "Overview": ["introduction", "record"]\n}');
    assert.deepEqual(checkLinks(model, new Set()), []);
  });
});
