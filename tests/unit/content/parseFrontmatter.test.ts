import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { parseFrontmatter, type FrontmatterResult } from "../../../src/content/parseFrontmatter.ts";

const FILE = "content/docs/manual/v11.0.0/record.mdx";
const parse = (text: string): FrontmatterResult => parseFrontmatter(text, FILE);

/**
 * The result of a file rejected with one error: no data; the body after the front matter's closing line when there
 * is one (the page's body is still read), else the whole text at offset 0.
 */
function rejected(text: string, line: number, code: string, message: string, hint?: string, column = 1): FrontmatterResult {
  const lines = text.split("\n");
  const close = lines[0] === "---" ? lines.findIndex((l, i) => i > 0 && /^---\s*$/.test(l)) : -1;
  return {
    data: {},
    keyLines: {},
    body: close === -1 ? text : lines.slice(close + 1).join("\n"),
    bodyOffset: close === -1 ? 0 : close + 1,
    diagnostics: [{ severity: "error", code, message, ...(hint ? { hint } : {}), file: FILE, line, column }],
  };
}

const YAML_ONLY = "front matter is YAML only: start the file with a line of exactly ---";

describe("parseFrontmatter: plain YAML", () => {
  test("simple `key: text` front matter (read without the YAML engine) gives exactly what the engine gives", () => {
    const values = [
      '"Records"',
      "\"A 'quoted' title: with # and - marks\"",
      '""',
      '"Ünïcödé — text"',
      "Plain title",
      "Plain, with (marks) and it's/ok!?",
      "null",
      "Null",
      "TRUE",
      "false",
      "yes",
      "No",
      "off",
      "x  two  spaces   ",
      "a - b",
      "Version v11",
      "NaN",
      "Infinity",
      "tilde~",
      "1.10",
      "2024-01-05",
      "~",
      "[a, b]",
      "{a: 1}",
      "'single'",
      '"esc\\n"',
      "a #comment",
      "a: b",
      "&anchor x",
      "*alias",
      "!tag x",
      "-dash",
      "|",
      ">",
    ];
    for (const value of values) {
      for (const yaml of [`title: ${value}`, `title: ${value}\ndescription: "Second"`, `id:   ${value}\n\nname: Other`]) {
        const result = parse(`---\n${yaml}\n---\nBody`);
        const doc = parseDocument(yaml, { schema: "core", uniqueKeys: true, strict: true });
        let expected: unknown;
        try {
          if (doc.errors.length + doc.warnings.length > 0) throw doc.errors[0] ?? doc.warnings[0];
          expected = doc.toJS();
        } catch {
          assert.equal(result.diagnostics[0]?.code, "frontmatter/invalid-yaml", yaml);
          continue;
        }
        assert.deepEqual(result.diagnostics, [], yaml);
        assert.deepEqual(result.data, expected, yaml);
      }
    }
  });

  test("splits data, key lines and body", () => {
    assert.deepEqual(parse('---\ntitle: Hello\ndescription: "A page"\n---\n\n# Body\n'), {
      data: { title: "Hello", description: "A page" },
      keyLines: { title: 2, description: 3 },
      body: "\n# Body\n",
      bodyOffset: 4,
      diagnostics: [],
    });
  });

  test("a file without front matter is all body", () => {
    assert.deepEqual(parse("# Just body\n"), { data: {}, keyLines: {}, body: "# Just body\n", bodyOffset: 0, diagnostics: [] });
    assert.deepEqual(parse("----\ntitle: x\n----\n"), {
      data: {},
      keyLines: {},
      body: "----\ntitle: x\n----\n",
      bodyOffset: 0,
      diagnostics: [],
    });
  });

  test("empty front matter is an empty mapping", () => {
    assert.deepEqual(parse("---\n---\nbody"), { data: {}, keyLines: {}, body: "body", bodyOffset: 2, diagnostics: [] });
  });

  test("trailing spaces after the closing --- are accepted", () => {
    assert.deepEqual(parse("---\ntitle: x\n---   \nbody"), {
      data: { title: "x" },
      keyLines: { title: 2 },
      body: "body",
      bodyOffset: 3,
      diagnostics: [],
    });
  });

  test("a BOM and CRLF line endings are accepted and no \\r is left", () => {
    assert.deepEqual(parse("\uFEFF---\r\ntitle: Hello\r\n---\r\nbody\r\n"), {
      data: { title: "Hello" },
      keyLines: { title: 2 },
      body: "body\n",
      bodyOffset: 3,
      diagnostics: [],
    });
  });

  test("keyLines gives the file line of each top-level key, skipping comments and nested keys", () => {
    const r = parse('---\ntitle: x\n\n# comment\ndescription: >\n  folded\n  text\n"quoted": 1\nnested:\n  inner: 2\n---\nbody');
    assert.deepEqual(r.keyLines, { title: 2, description: 5, quoted: 8, nested: 9 });
    assert.deepEqual(r.data, { title: "x", description: "folded text\n", quoted: 1, nested: { inner: 2 } });
    assert.equal(r.bodyOffset, 11);
  });

  test("keyLines are the YAML parser's: a flow mapping over several lines, explicit `? key` entries", () => {
    const flow = parse('---\n{ title: 42,\n  description: "x" }\n---\nbody');
    assert.deepEqual(flow.data, { title: 42, description: "x" });
    assert.deepEqual(flow.keyLines, { title: 2, description: 3 });
    const explicit = parse("---\nsummary: s\n? title\n: 42\n---\nbody");
    assert.deepEqual(explicit.data, { summary: "s", title: 42 });
    assert.deepEqual(explicit.keyLines, { summary: 2, title: 3 });
  });

  test("keyLines of a mapping indented as a whole, with a key's text inside an earlier value", () => {
    const r = parse('---\n  description: "see the\n    title: below"\n  title: 42\n---\nbody');
    assert.deepEqual(r.data, { description: "see the title: below", title: 42 });
    assert.deepEqual(r.keyLines, { description: 2, title: 4 });
  });
});

describe("parseFrontmatter: core schema scalars", () => {
  test("date: 2024-01-05 stays the string 2024-01-05", () => {
    assert.deepEqual(parse("---\ndate: 2024-01-05\n---\n").data, { date: "2024-01-05" });
  });

  test("version: 1.10 is the number 1.1 (quote versions to keep them)", () => {
    assert.deepEqual(parse('---\nversion: 1.10\nquoted: "1.10"\n---\n').data, { version: 1.1, quoted: "1.10" });
  });

  test("YAML 1.1 booleans and octals are plain in the core schema", () => {
    assert.deepEqual(parse("---\nb: yes\nc: on\nn: 010\nt: true\nz: ~\n---\n").data, { b: "yes", c: "on", n: 10, t: true, z: null });
  });
});

describe("parseFrontmatter: JavaScript and other languages are rejected", () => {
  for (const opening of ["---js", "---JS", "---javascript", "--- JavaScript "]) {
    test(`${JSON.stringify(opening)} is rejected at line 1`, () => {
      const text = `${opening}\n{ title: "x" }\n---\nbody`;
      assert.deepEqual(parse(text), rejected(text, 1, "frontmatter/unsupported-language", "JavaScript front matter is not supported", YAML_ONLY));
    });
  }

  test("the code in JavaScript front matter never runs", () => {
    const dir = mkdtempSync(join(tmpdir(), "docsgen-fm-"));
    try {
      const marker = join(dir, "marker");
      for (const opening of ["---js", "---javascript", "--- JavaScript "]) {
        const text = `${opening}\n{ title: (require("fs").writeFileSync(${JSON.stringify(marker)}, "x"), process.exit(7), "t") }\n---\nbody`;
        assert.deepEqual(
          parse(text).diagnostics.map((d) => d.code),
          ["frontmatter/unsupported-language"],
        );
        const statement = `${opening}\nrequire("fs").writeFileSync(${JSON.stringify(marker)}, "x"); process.exit(7)\n---\n`;
        assert.deepEqual(
          parse(statement).diagnostics.map((d) => d.code),
          ["frontmatter/unsupported-language"],
        );
      }
      assert.equal(existsSync(marker), false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("other languages name themselves", () => {
    const coffee = "---coffee\ntitle: 'x'\n---\n";
    assert.deepEqual(parse(coffee), rejected(coffee, 1, "frontmatter/unsupported-language", "unsupported front matter language 'coffee'", YAML_ONLY));
    const ctor = "---constructor\n---\n";
    assert.deepEqual(parse(ctor), rejected(ctor, 1, "frontmatter/unsupported-language", "unsupported front matter language 'constructor'", YAML_ONLY));
  });
});

describe("parseFrontmatter: invalid YAML", () => {
  test("a YAML error on front matter line 1 is reported at file line 2", () => {
    const text = "---\ntitle: a: b\n---\n";
    assert.deepEqual(parse(text), rejected(text, 2, "frontmatter/invalid-yaml", "Nested mappings are not allowed in compact mappings", undefined, 8));
  });

  test("a YAML error further down is reported at its own file line", () => {
    assert.deepEqual(
      parse("---\ntitle: Hello\ndescription: a: b\n---\n").diagnostics.map((d) => d.line),
      [3],
    );
    assert.deepEqual(
      parse("---\ntitle: A\ntitle: B\n---\n").diagnostics.map((d) => d.line),
      [3],
    );
    assert.deepEqual(
      parse('---\na: 1\nb: 2\nc: "unterminated\n---\n').diagnostics.map((d) => d.line),
      [4],
    );
  });

  test("a duplicate key is an error", () => {
    assert.deepEqual(
      parse("---\ntitle: A\ntitle: B\n---\n").diagnostics.map((d) => [d.code, d.message]),
      [["frontmatter/invalid-yaml", "Map keys must be unique"]],
    );
  });

  test("a list or a scalar is not a mapping", () => {
    const list = "---\n- a\n- b\n---\n";
    assert.deepEqual(parse(list), rejected(list, 2, "frontmatter/invalid-yaml", "front matter must be a mapping (key: value lines)"));
    const scalar = "---\njust a string\n---\n";
    assert.deepEqual(parse(scalar), rejected(scalar, 2, "frontmatter/invalid-yaml", "front matter must be a mapping (key: value lines)"));
  });

  test("the !!js/function tag is rejected", () => {
    const text = "---\ntitle: !!js/function 'function(){ return 1 }'\n---\n";
    assert.deepEqual(parse(text), rejected(text, 2, "frontmatter/invalid-yaml", "Unresolved tag: tag:yaml.org,2002:js/function", undefined, 8));
  });

  test("__proto__ and constructor keys are rejected and nothing is polluted", () => {
    const proto = "---\n__proto__: {polluted: true}\ntitle: x\n---\n";
    assert.deepEqual(parse(proto), rejected(proto, 2, "frontmatter/invalid-yaml", "reserved key `__proto__` is not allowed in front matter"));
    const ctor = "---\nconstructor: x\n---\n";
    assert.deepEqual(parse(ctor), rejected(ctor, 2, "frontmatter/invalid-yaml", "reserved key `constructor` is not allowed in front matter"));
    assert.equal(({} as Record<string, unknown>)["polluted"], undefined);
    assert.equal(Object.hasOwn(Object.prototype, "polluted"), false);
  });

  test("a reserved key is reported at its own line", () => {
    assert.deepEqual(
      parse("---\ntitle: x\n__proto__: 1\n---\n").diagnostics.map((d) => d.line),
      [3],
    );
  });

  test("an alias bomb is rejected", () => {
    const text =
      "---\na: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n" +
      "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n---\n";
    assert.deepEqual(
      parse(text),
      rejected(text, 2, "frontmatter/invalid-yaml", "front matter too complex: Excessive alias count indicates a resource exhaustion attack"),
    );
  });

  test("unterminated front matter", () => {
    const text = "---\ntitle: x\n\nbody";
    assert.deepEqual(
      parse(text),
      rejected(text, 1, "frontmatter/unterminated", "unterminated front matter opened at line 1", "close the front matter with a line of exactly ---"),
    );
  });

  test("CR-only line endings are rejected", () => {
    const text = "---\rtitle: x\r---\rbody";
    assert.deepEqual(
      parse(text),
      rejected(text, 1, "content/line-endings", "unsupported line endings (carriage returns without line feeds)", "save the file with LF or CRLF line endings"),
    );
  });

  test("front matter larger than 64 KiB is rejected", () => {
    const yaml = `title: x\ndescription: "${"a".repeat(64 * 1024)}"`;
    const text = `---\n${yaml}\n---\n`;
    assert.deepEqual(parse(text), rejected(text, 1, "frontmatter/too-large", `front matter too large (${yaml.length} bytes; limit 65536)`));
  });

  test("data and keyLines agree when a line starts with --- inside the front matter", () => {
    const r = parse("---\ntitle: x\n---x: 1\n---\nbody");
    assert.deepEqual(Object.keys(r.data), Object.keys(r.keyLines));
  });
});
