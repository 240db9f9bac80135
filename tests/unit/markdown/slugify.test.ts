import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { createSlugRegistry, slugify, uniqueSlug, type SlugRegistry } from "../../../src/markdown/slugify.ts";

describe("slugify", () => {
  test("lowercases and joins words with -", () => {
    assert.equal(slugify("Hello World"), "hello-world");
    assert.equal(slugify("  Foo   Bar  "), "foo-bar");
    assert.equal(slugify("Tab\tSeparated"), "tab-separated");
  });

  test("drops punctuation but keeps letters, digits, - and _", () => {
    assert.equal(slugify("Record & Tuple"), "record-tuple");
    assert.equal(slugify("`let` binding"), "let-binding");
    assert.equal(slugify("C++ / JS"), "c-js");
    assert.equal(slugify("v11.0.0 Release"), "v1100-release");
    assert.equal(slugify("snake_case-and-kebab"), "snake_case-and-kebab");
    assert.equal(slugify("Intro-1"), "intro-1");
  });

  test("keeps non-ASCII letters", () => {
    assert.equal(slugify("Über Café"), "über-café");
    assert.equal(slugify("日本語 見出し"), "日本語-見出し");
  });

  test("gives `section` when nothing is left", () => {
    assert.equal(slugify(""), "section");
    assert.equal(slugify("   "), "section");
    assert.equal(slugify("!!! ???"), "section");
  });

  test("leaves prototype names as plain strings", () => {
    assert.equal(slugify("__proto__"), "__proto__");
    assert.equal(slugify("constructor"), "constructor");
  });
});

describe("uniqueSlug", () => {
  const run = (bases: string[], registry: SlugRegistry = createSlugRegistry()) => bases.map((b) => uniqueSlug(registry, b));

  test("suffixes repeats with -1, -2...", () => {
    assert.deepEqual(run(["a", "a", "a", "b", "a"]), ["a", "a-1", "a-2", "b", "a-3"]);
  });

  test("a heading literally named intro-1 after duplicates gets its own suffix", () => {
    assert.deepEqual(run(["intro", "intro", "intro-1"]), ["intro", "intro-1", "intro-1-1"]);
  });

  test("a heading literally named intro-1 before duplicates is skipped over", () => {
    assert.deepEqual(run(["intro-1", "intro", "intro", "intro"]), ["intro-1", "intro", "intro-2", "intro-3"]);
  });

  test("__proto__ and constructor behave like any other slug", () => {
    assert.deepEqual(run(["__proto__", "__proto__", "constructor", "constructor", "tostring"]), [
      "__proto__",
      "__proto__-1",
      "constructor",
      "constructor-1",
      "tostring",
    ]);
    assert.equal(({} as Record<string, unknown>)["polluted"], undefined);
  });

  test("empty headings share the `section` base", () => {
    assert.deepEqual(run([slugify(""), slugify("?"), slugify("Section")]), ["section", "section-1", "section-2"]);
  });

  test("registries are independent per page", () => {
    assert.deepEqual(run(["a", "a"]), ["a", "a-1"]);
    assert.deepEqual(run(["a"]), ["a"]);
  });

  test("20,000 equal headings need a linear number of lookups", () => {
    class CountingSet extends Set<string> {
      hasCalls = 0;
      override has(value: string): boolean {
        this.hasCalls++;
        return super.has(value);
      }
    }
    const used = new CountingSet();
    const registry: SlugRegistry = { used, nextSuffix: new Map() };
    const count = 20_000;
    const slugs = run(
      Array.from({ length: count }, () => "same"),
      registry,
    );
    assert.equal(new Set(slugs).size, count);
    assert.equal(slugs[0], "same");
    assert.equal(slugs[1], "same-1");
    assert.equal(slugs[count - 1], `same-${count - 1}`);
    assert.ok(used.hasCalls < 3 * count, `expected fewer than ${3 * count} has() calls, got ${used.hasCalls}`);
  });
});
