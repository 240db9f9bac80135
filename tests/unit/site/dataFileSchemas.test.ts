import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { jsonPlaces } from "../../../src/config/jsonPlace.ts";
import { checkSchema } from "../../../src/content/checkSchema.ts";
import { DATA_FILE_SCHEMAS } from "../../../src/site/dataFileSchemas.ts";
import { formatDiagnostic } from "../../../src/diagnostics/formatDiagnostic.ts";

/** The printed diagnostics of one data file checked by its schema. */
function check(name: string, text: string): string[] {
  const places = jsonPlaces(text);
  const file = `content/data/${name}.json`;
  const { diagnostics } = checkSchema(
    DATA_FILE_SCHEMAS[name]!,
    JSON.parse(text),
    file,
    (p, at) => (at === "key" ? places.key(p) : places.value(p)),
    "data/invalid",
  );
  return diagnostics.map((d) => formatDiagnostic(d));
}

describe("DATA_FILE_SCHEMAS", () => {
  test("the real shapes pass", () => {
    assert.deepEqual(check("authors", '{"a": {"fullname": "A", "role": "R", "url": "/community/overview"}}'), []);
    assert.deepEqual(check("packages", '[{"name": "p", "keywords": ["k"], "official": true, "npmHref": "https://www.npmjs.com/package/p"}]'), []);
    assert.deepEqual(check("landing", '{"carousel": ["/img/a.svg"], "features": [{"title": "t", "text": "x", "linkText": "l", "href": "/try"}]}'), []);
  });

  test("an unsafe URL is an error at its value, named by its path", () => {
    assert.deepEqual(check("companies", '[\n  {"name": "C", "url": "javascript:alert(1)"}\n]'), [
      "content/data/companies.json:2:24 - error data/unsafe-url: `[0].url` is a `javascript:` URL; only http, https and site paths are allowed\n" +
        "  hint: link to a page of this site or to an https:// address",
    ]);
  });

  test("an unknown key is an error at the key with the nearest known one; a missing value names its object", () => {
    assert.deepEqual(check("authors", '{\n  "a": {"fulname": "A"}\n}'), [
      "content/data/authors.json:2:9 - error data/unknown-key: unknown key `fulname` in an author\n  hint: did you mean `fullname`?",
    ]);
    assert.deepEqual(check("resources", '[\n  {"title": "T", "description": "D"}\n]'), [
      "content/data/resources.json:2:3 - error data/invalid: `[0]` needs `href`, a URL",
    ]);
  });
});
