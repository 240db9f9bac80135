import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { parseComponentTag } from "../../../src/markdown/parseComponentTag.ts";

const NOT_LITERAL = (key: string, source: string) => `attribute \`${key}\` of <X>: \`{${source}}\` is not a literal (use "text", {["a", "b"]}, {true} or {42})`;

describe("parseComponentTag: tag kinds", () => {
  test("open tag", () => {
    assert.deepEqual(parseComponentTag("<Info>"), { ok: true, tag: { kind: "open", name: "Info", attrs: {} }, length: 6 });
  });

  test("close tag, with optional space before >", () => {
    assert.deepEqual(parseComponentTag("</Info>"), { ok: true, tag: { kind: "close", name: "Info" }, length: 7 });
    assert.deepEqual(parseComponentTag("</Info >"), { ok: true, tag: { kind: "close", name: "Info" }, length: 8 });
  });

  test("self-closing tag", () => {
    assert.deepEqual(parseComponentTag("<WarningTable />"), {
      ok: true,
      tag: { kind: "self", name: "WarningTable", attrs: {} },
      length: 16,
    });
    assert.deepEqual(parseComponentTag("<Docson/>"), { ok: true, tag: { kind: "self", name: "Docson", attrs: {} }, length: 9 });
  });

  test("length stops at the end of the tag", () => {
    assert.deepEqual(parseComponentTag("<Info>rest of line"), { ok: true, tag: { kind: "open", name: "Info", attrs: {} }, length: 6 });
  });

  test("lowercase HTML tags and plain text are not component tags", () => {
    assert.equal(parseComponentTag("<div>"), undefined);
    assert.equal(parseComponentTag("</div>"), undefined);
    assert.equal(parseComponentTag("<x-info>"), undefined);
    assert.equal(parseComponentTag("Hello <Info>"), undefined);
    assert.equal(parseComponentTag("< Info>"), undefined);
  });
});

describe("parseComponentTag: attribute forms", () => {
  test("double- and single-quoted strings", () => {
    const src = `<UrlBox text="Read more" href='/docs/manual/v11.0.0/record' />`;
    assert.deepEqual(parseComponentTag(src), {
      ok: true,
      tag: { kind: "self", name: "UrlBox", attrs: { text: "Read more", href: "/docs/manual/v11.0.0/record" } },
      length: src.length,
    });
  });

  test("list, boolean, number, null and object literals in braces", () => {
    assert.deepEqual(parseComponentTag(`<CodeTab labels={["ReScript", "JS Output"]}>`), {
      ok: true,
      tag: { kind: "open", name: "CodeTab", attrs: { labels: ["ReScript", "JS Output"] } },
      length: 44,
    });
    const src = `<X a={true} b={false} c={42} d={-1.5} e={null} f={{"k": [1]}} />`;
    assert.deepEqual(parseComponentTag(src), {
      ok: true,
      tag: { kind: "self", name: "X", attrs: { a: true, b: false, c: 42, d: -1.5, e: null, f: { k: [1] } } },
      length: src.length,
    });
  });

  test("bare attributes are true", () => {
    assert.deepEqual(parseComponentTag(`<Video withShadow src="a.mp4" />`), {
      ok: true,
      tag: { kind: "self", name: "Video", attrs: { withShadow: true, src: "a.mp4" } },
      length: 32,
    });
  });

  test("> inside a string or braces does not end the tag", () => {
    assert.deepEqual(parseComponentTag(`<UrlBox text="a > b" />`), {
      ok: true,
      tag: { kind: "self", name: "UrlBox", attrs: { text: "a > b" } },
      length: 23,
    });
    assert.deepEqual(parseComponentTag(`<X a={["x>y", ">"]}>`), {
      ok: true,
      tag: { kind: "open", name: "X", attrs: { a: ["x>y", ">"] } },
      length: 20,
    });
  });

  test("} and escaped quotes inside strings in braces do not close the braces", () => {
    assert.deepEqual(parseComponentTag(`<X a={"}"} b="2">`), {
      ok: true,
      tag: { kind: "open", name: "X", attrs: { a: "}", b: "2" } },
      length: 17,
    });
    assert.deepEqual(parseComponentTag(`<X a={"x\\"}"}>`), { ok: true, tag: { kind: "open", name: "X", attrs: { a: 'x"}' } }, length: 14 });
  });

  test("a tag may span several lines", () => {
    const src = `<Image\n  src="/img/a.png"\n  caption="A"\n/>`;
    assert.deepEqual(parseComponentTag(`${src}\nafter`), {
      ok: true,
      tag: { kind: "self", name: "Image", attrs: { src: "/img/a.png", caption: "A" } },
      length: src.length,
    });
  });

  test("hyphenated attribute names", () => {
    assert.deepEqual(parseComponentTag(`<X data-id='1' >`), {
      ok: true,
      tag: { kind: "open", name: "X", attrs: { "data-id": "1" } },
      length: 16,
    });
  });

  test("spaces around = are allowed as in JSX", () => {
    assert.deepEqual(parseComponentTag(`<X a = "x">`), { ok: true, tag: { kind: "open", name: "X", attrs: { a: "x" } }, length: 11 });
  });

  test("a single-quoted string literal in braces is a literal", () => {
    assert.deepEqual(parseComponentTag(`<X a={'x'}>`), { ok: true, tag: { kind: "open", name: "X", attrs: { a: "x" } }, length: 11 });
  });
});

describe("parseComponentTag: errors", () => {
  test("unclosed braces", () => {
    assert.deepEqual(parseComponentTag(`<X a={["a", "b"]`), { ok: false, error: "attribute `a` of <X>: `{` is not closed" });
    assert.deepEqual(parseComponentTag(`<X a={{"k": 1}`), { ok: false, error: "attribute `a` of <X>: `{` is not closed" });
  });

  test("non-literal expressions", () => {
    assert.deepEqual(parseComponentTag(`<X a={foo}>`), { ok: false, error: NOT_LITERAL("a", "foo") });
    assert.deepEqual(parseComponentTag(`<X a={1 + 2}>`), { ok: false, error: NOT_LITERAL("a", "1 + 2") });
    assert.deepEqual(parseComponentTag(`<X a={["a", "b"}>`), { ok: false, error: NOT_LITERAL("a", `["a", "b"`) });
  });

  test("unclosed string", () => {
    assert.deepEqual(parseComponentTag(`<X a="unclosed`), { ok: false, error: "attribute `a` of <X>: string value is not closed" });
  });

  test("unquoted value", () => {
    assert.deepEqual(parseComponentTag(`<X a=bare>`), {
      ok: false,
      error: 'attribute `a` of <X>: values are written "text" or {expression}',
    });
  });

  test("unexpected character and missing >", () => {
    assert.deepEqual(parseComponentTag(`<X !>`), { ok: false, error: "unexpected character `!` in tag <X>" });
    assert.deepEqual(parseComponentTag(`<X a="1"`), { ok: false, error: "tag <X> is not closed with > or />" });
  });
});
