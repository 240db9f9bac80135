import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { jsonPlaces, parseJsonWithPlace } from "../../../src/config/jsonPlace.ts";

/** The syntax error of a text as `line:column message (hint)`. */
function syntaxError(text: string): string {
  const parsed = parseJsonWithPlace(text);
  assert.equal(parsed.ok, false, `${JSON.stringify(text)} parsed`);
  if (parsed.ok) return "";
  return `${parsed.line}:${parsed.column} ${parsed.message}${parsed.hint ? ` (${parsed.hint})` : ""}`;
}

describe("parseJsonWithPlace", () => {
  test("valid JSON is JSON.parse's value, a `__proto__` key an own property", () => {
    const parsed = parseJsonWithPlace('{"a": [1, {"b": null}], "__proto__": {"x": 1}}');
    assert.ok(parsed.ok);
    assert.deepEqual(parsed.value, JSON.parse('{"a": [1, {"b": null}], "__proto__": {"x": 1}}'));
    assert.ok(Object.hasOwn(parsed.value as object, "__proto__"));
  });

  test("each syntax error at its line and column, in words, with what to do", () => {
    const cases: [string, string][] = [
      [
        '{\n  "name": "Broken",\n  "baseUrl": "https://example.com"\n  "locale": "en_US"\n}\n',
        '4:3 expected `,` or `}`, found `"locale"` (entries of an object are separated by commas)',
      ],
      ['[\n  { "name": "Acme" },\n]\n', "2:21 a comma after the last entry, before `]` (JSON allows no comma there: remove it)"],
      ['{"a": 1,\n}', "1:8 a comma after the last entry, before `}` (JSON allows no comma there: remove it)"],
      ['{"a": [1, 2}', "1:12 expected `,` or `]`, found `}` (entries of a list are separated by commas)"],
      ['{\n  "a": [1,\n    2', "3:6 expected `,` or `]` before the end of the text (the list opened at 2:8)"],
      ['{\n  "a": 1', "2:9 expected `,` or `}` before the end of the text (the object opened at 1:1)"],
      ['{"a" 1}', "1:6 expected `:` after the property name, found `1`"],
      ["{'a': 1}", "1:2 unexpected `'a'` (JSON strings take double quotes)"],
      ['{"a": tru}', "1:7 unexpected `tru` (a JSON value is a string, number, object, list, true, false or null)"],
      ['{"a": 1}\n}', "2:1 unexpected `}` after the end of the JSON value (a JSON file holds one value)"],
      ['{\n  // note\n  "a": 1\n}', "2:3 comments are not allowed in JSON"],
      ['{"a": "x\ty"}', "1:9 the string holds the control character U+0009 (write it as an escape: \\n, \\t or \\u0000)"],
      ['{"a": "open\n}', '1:7 a string is not closed on its line (end it with `"`; a line break inside a string is written \\n)'],
      ['{"a": "\\q"}', '1:7 invalid escape in `"\\q"` (JSON escapes are \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u followed by four hex digits)'],
      ['{"a": 1.}', "1:7 invalid number `1.` (numbers look like 12, -3.5 or 1e6)"],
      ['{"a": 01}', "1:7 a number starts with 0 (JSON numbers have no leading zeros)"],
      ['{"a":1,,"b":2}', "1:8 unexpected `,` (a comma separates two entries of an object or list)"],
      ["", "1:1 the file is empty (a JSON file holds one value, e.g. {})"],
      ["\ufeff{}", "1:1 the file starts with a byte order mark (U+FEFF) (save it as UTF-8 without a byte order mark)"],
      ['{"a":\u00a01}', "1:6 unexpected U+00A0 between JSON values (only spaces, tabs and line breaks may separate JSON values)"],
    ];
    for (const [text, expected] of cases) assert.equal(syntaxError(text), expected, JSON.stringify(text));
  });
});

describe("jsonPlaces", () => {
  const text = ["{", '  "a": { "x": 1 },', '  "b": [ { "x": 2 }, 3 ],', '  "c": {', '    "x": [1]', "  },", '  "a": { "y": 1 }', "}"].join("\n");
  const places = jsonPlaces(text);

  test("the value at a path, not the first place its key's text appears", () => {
    assert.deepEqual(places.value(["b", 0, "x"]), { line: 3, column: 17 });
    assert.deepEqual(places.value(["c", "x", 0]), { line: 5, column: 11 });
    assert.deepEqual(places.value(["b", 1]), { line: 3, column: 22 });
    assert.deepEqual(places.value(["c"]), { line: 4, column: 8 });
  });

  test("a key written twice is its last one, as JSON.parse takes it", () => {
    assert.deepEqual(places.value(["a"]), { line: 7, column: 8 });
    assert.deepEqual(places.key(["a", "y"]), { line: 7, column: 10 });
  });

  test("a missing value is at the key of the object that lacks it (an item's own place in a list)", () => {
    assert.deepEqual(places.value(["c", "z"]), { line: 4, column: 3 });
    assert.deepEqual(places.value(["b", 0, "z"]), { line: 3, column: 10 });
    assert.deepEqual(places.value(["nothing"]), { line: 1, column: 1 });
  });

  test("the key of a value; a list item's own place", () => {
    assert.deepEqual(places.key(["c", "x"]), { line: 5, column: 5 });
    assert.deepEqual(places.key(["b", 1]), { line: 3, column: 22 });
  });
});
