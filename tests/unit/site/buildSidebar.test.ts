import { test, describe } from "node:test";
import assert from "node:assert/strict";
import type { SourceFile } from "../../../src/content/types.ts";
import { buildSidebar, flattenSidebar } from "../../../src/site/buildSidebar.ts";

const DIR = "/docs/manual/v11.0.0";
const FILE = "content/docs/manual/v11.0.0/sidebar.json";
const TITLES: Record<string, string> = {
  [`${DIR}/introduction`]: "Introduction",
  [`${DIR}/installation`]: "Installation",
  [`${DIR}/record`]: "Record",
};
const source = (text: string): SourceFile => ({ path: "docs/manual/v11.0.0/sidebar.json", file: FILE, text });
const build = (text: string) => buildSidebar(source(text), DIR, (route) => TITLES[route]);

describe("buildSidebar", () => {
  test("keeps category and item order and takes names from page titles", () => {
    assert.deepEqual(build('{\n  "Overview": ["introduction", "installation"],\n  "Language Features": ["record"]\n}'), {
      sidebar: {
        categories: [
          {
            name: "Overview",
            items: [
              { name: "Introduction", href: `${DIR}/introduction` },
              { name: "Installation", href: `${DIR}/installation` },
            ],
          },
          { name: "Language Features", items: [{ name: "Record", href: `${DIR}/record` }] },
        ],
      },
      diagnostics: [],
    });
  });

  test("an unknown slug is reported at its line and left out", () => {
    assert.deepEqual(build('{\n  "Overview": [\n    "introduction",\n    "missing"\n  ]\n}'), {
      sidebar: { categories: [{ name: "Overview", items: [{ name: "Introduction", href: `${DIR}/introduction` }] }] },
      diagnostics: [
        {
          severity: "error",
          code: "sidebar/unknown-page",
          message: `sidebar lists "missing", but there is no page ${DIR}/missing`,
          hint: 'create docs/manual/v11.0.0/missing.mdx in the content directory or remove "missing" from the sidebar',
          file: FILE,
          line: 4,
          column: 5,
        },
      ],
    });
  });

  test("a slug is reported at its own place, not where its text first appears (a category of the same name, the same slug twice)", () => {
    const text = '{\n  "missing": ["introduction"],\n  "Other": [\n    "introduction",\n      "missing"\n  ]\n}';
    assert.deepEqual(
      build(text).diagnostics.map((d) => [d.line, d.column, d.message]),
      [[5, 7, `sidebar lists "missing", but there is no page ${DIR}/missing`]],
    );
  });

  test("a category that is not a list of strings is reported at its line, and the sidebar is left out", () => {
    assert.deepEqual(build('{\n  "Overview": "introduction",\n  "X": [1],\n  "Y": ["record"]\n}'), {
      sidebar: undefined,
      diagnostics: [
        { severity: "error", code: "sidebar/invalid", message: 'category "Overview" must be a list of page slugs', file: FILE, line: 2, column: 3 },
        { severity: "error", code: "sidebar/invalid", message: 'category "X" must be a list of page slugs', file: FILE, line: 3, column: 3 },
      ],
    });
  });

  test("a top-level list is not a sidebar", () => {
    assert.deepEqual(build('["introduction"]'), {
      sidebar: undefined,
      diagnostics: [
        {
          severity: "error",
          code: "sidebar/invalid",
          message: "sidebar.json must map category names to lists of page slugs",
          hint: 'e.g. { "Overview": ["introduction", "installation"] }',
          file: FILE,
          line: 1,
          column: 1,
        },
      ],
    });
  });

  test("invalid JSON is sidebar/invalid-json with no sidebar", () => {
    const r = build('{\n  "Overview": ["introduction",]\n}');
    assert.equal(r.sidebar, undefined);
    assert.deepEqual(
      r.diagnostics.map((d) => [d.code, d.file]),
      [["sidebar/invalid-json", FILE]],
    );
  });

  test("invalid JSON is reported at the line of the syntax error", () => {
    const r = build('{\n  "Overview": ["introduction",]\n}');
    assert.deepEqual(
      r.diagnostics.map((d) => d.line),
      [2],
    );
  });
});

describe("flattenSidebar", () => {
  test("lists items in reading order with their category; the first occurrence of an href wins", () => {
    const flat = flattenSidebar({
      categories: [
        { name: "A", items: [{ name: "Introduction", href: `${DIR}/introduction` }] },
        {
          name: "B",
          items: [
            { name: "Installation", href: `${DIR}/installation` },
            { name: "Introduction", href: `${DIR}/introduction` },
          ],
        },
      ],
    });
    assert.deepEqual(flat.items, [
      { name: "Introduction", href: `${DIR}/introduction`, category: "A" },
      { name: "Installation", href: `${DIR}/installation`, category: "B" },
      { name: "Introduction", href: `${DIR}/introduction`, category: "B" },
    ]);
    assert.deepEqual(
      [...flat.indexOf],
      [
        [`${DIR}/introduction`, 0],
        [`${DIR}/installation`, 1],
      ],
    );
  });

  test("no sidebar flattens to nothing", () => {
    const flat = flattenSidebar(undefined);
    assert.deepEqual(flat.items, []);
    assert.equal(flat.indexOf.size, 0);
  });
});

describe("buildSidebar: did you mean", () => {
  test("an unknown slug near a page of the folder names that page instead of asking to create one", () => {
    const r = buildSidebar(source('{\n  "Overview": ["instalation"]\n}'), DIR, (route) => TITLES[route], Object.keys(TITLES));
    assert.deepEqual(
      r.diagnostics.map((d) => [d.code, d.line, d.column, d.hint]),
      [["sidebar/unknown-page", 2, 16, "did you mean `installation`?"]],
    );
  });
});
