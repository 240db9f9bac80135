import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { parseFrontmatter } from "../../../src/content/parseFrontmatter.ts";
import { validateMeta } from "../../../src/content/validateMeta.ts";

const FILE = "content/docs/manual/v11.0.0/record.mdx";

/** Parses real front matter text, then validates it, so YAML typing is part of what is checked. */
function validate(frontmatter: string, fallbackTitle?: string) {
  const fm = parseFrontmatter(`---\n${frontmatter}\n---\nbody`, FILE);
  assert.deepEqual(fm.diagnostics, []);
  return validateMeta(fm.data, fm.keyLines, FILE, fallbackTitle);
}

const invalidTitle = (line: number, what: string) => ({
  meta: undefined,
  diagnostics: [
    {
      severity: "error",
      code: "frontmatter/invalid-title",
      message: `title must be a non-empty string, not ${what}`,
      hint: 'quote the title: title: "..."',
      file: FILE,
      line,
      column: 1,
    },
  ],
});

describe("validateMeta: title", () => {
  test("a string title and the optional string fields are accepted; the title is trimmed", () => {
    assert.deepEqual(validate('title: "  Record  "\nmetaTitle: Records\ndescription: About records\ncanonical: /docs/manual/latest/record'), {
      meta: { title: "Record", metaTitle: "Records", description: "About records", canonical: "/docs/manual/latest/record" },
      diagnostics: [],
    });
  });

  test("a missing title is frontmatter/missing-title at line 1", () => {
    assert.deepEqual(validate("description: x"), {
      meta: undefined,
      diagnostics: [
        {
          severity: "error",
          code: "frontmatter/missing-title",
          message: "frontmatter needs a string `title`",
          hint: 'add `title: "Page title"` between the --- lines',
          file: FILE,
          line: 1,
          column: 1,
        },
      ],
    });
  });

  test("title: 2024-01-01 is a string in the core schema", () => {
    assert.deepEqual(validate("description: x\ntitle: 2024-01-01"), { meta: { title: "2024-01-01", description: "x" }, diagnostics: [] });
  });

  test("list, mapping, number, boolean and empty titles are invalid at the key's line", () => {
    assert.deepEqual(validate("description: x\ntitle: [a, b]"), invalidTitle(3, "a list"));
    assert.deepEqual(validate("title: {a: 1}"), invalidTitle(2, "a mapping"));
    assert.deepEqual(validate("title: 42"), invalidTitle(2, "number 42"));
    assert.deepEqual(validate("title: true"), invalidTitle(2, "boolean true"));
    assert.deepEqual(validate('title: ""'), invalidTitle(2, "an empty string"));
    assert.deepEqual(validate('title: "   "'), invalidTitle(2, "an empty string"));
  });

  test("title: null is invalid at the key's line", () => {
    assert.deepEqual(validate("description: x\ntitle: null"), invalidTitle(3, "null"));
  });

  test("a fallback title is used when the title is absent", () => {
    assert.deepEqual(validate("id: if", "if / else"), { meta: { title: "if / else" }, diagnostics: [] });
    assert.deepEqual(validate("title: Given", "fallback"), { meta: { title: "Given" }, diagnostics: [] });
  });
});

describe("validateMeta: optional fields", () => {
  test("non-string metaTitle, description and canonical are frontmatter/invalid-field at their lines", () => {
    assert.deepEqual(validate("title: T\nmetaTitle: 3\ndescription: [x]\ncanonical: {a: 1}"), {
      meta: undefined,
      diagnostics: [
        {
          severity: "error",
          code: "frontmatter/invalid-field",
          message: "`metaTitle` must be a string, not number 3",
          hint: 'quote it: metaTitle: "..."',
          file: FILE,
          line: 3,
          column: 1,
        },
        {
          severity: "error",
          code: "frontmatter/invalid-field",
          message: "`description` must be a string, not a list",
          hint: 'quote it: description: "..."',
          file: FILE,
          line: 4,
          column: 1,
        },
        {
          severity: "error",
          code: "frontmatter/invalid-field",
          message: "`canonical` must be a string, not a mapping",
          hint: 'quote it: canonical: "..."',
          file: FILE,
          line: 5,
          column: 1,
        },
      ],
    });
  });

  test("unknown keys are kept out of meta", () => {
    assert.deepEqual(validate("title: T\nauthor: someone\nbadge: release"), { meta: { title: "T" }, diagnostics: [] });
  });

  test("a missing title with a misspelt key says which key to rename", () => {
    assert.deepEqual(validate('titel: "Record"'), {
      meta: undefined,
      diagnostics: [
        {
          severity: "error",
          code: "frontmatter/missing-title",
          message: "frontmatter needs a string `title`",
          hint: "`titel` looks like a misspelling of `title`: rename it",
          file: FILE,
          line: 1,
          column: 1,
        },
      ],
    });
  });
});
