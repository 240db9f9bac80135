import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { normalizePath, rewriteHref } from "../../../src/markdown/rewriteHref.ts";

const route = "/docs/manual/v11.0.0/record";
const internal = (href: string) => ({ href, internal: true });
const external = (href: string) => ({ href, internal: false });

describe("rewriteHref", () => {
  test("relative links resolve against the page route (a sibling page)", () => {
    assert.deepEqual(rewriteHref("tuple", route), internal("/docs/manual/v11.0.0/tuple"));
    assert.deepEqual(rewriteHref("./tuple", route), internal("/docs/manual/v11.0.0/tuple"));
    assert.deepEqual(rewriteHref("api/core/array", route), internal("/docs/manual/v11.0.0/api/core/array"));
    assert.deepEqual(rewriteHref("record", "/"), internal("/record"));
  });

  test(".md, .mdx and .html endings are dropped", () => {
    assert.deepEqual(rewriteHref("./tuple.mdx", route), internal("/docs/manual/v11.0.0/tuple"));
    assert.deepEqual(rewriteHref("../v10.0.0/record.md", route), internal("/docs/manual/v10.0.0/record"));
    assert.deepEqual(rewriteHref("/docs/manual/v11.0.0/api.html", route), internal("/docs/manual/v11.0.0/api"));
  });

  test("only a trailing ending is dropped", () => {
    assert.deepEqual(rewriteHref("a/b.mdx/c", route), internal("/docs/manual/v11.0.0/a/b.mdx/c"));
    assert.deepEqual(rewriteHref("tuple.markdown", route), internal("/docs/manual/v11.0.0/tuple.markdown"));
    assert.deepEqual(rewriteHref("/img/logo.png", route), internal("/img/logo.png"));
  });

  test("links with three or more # parts stay unchanged", () => {
    assert.deepEqual(rewriteHref("a.mdx#b#c", route), external("a.mdx#b#c"));
    assert.deepEqual(rewriteHref("a#b#c#d", route), external("a#b#c#d"));
  });

  test("external, protocol-relative and other schemes stay unchanged", () => {
    assert.deepEqual(rewriteHref("https://example.com/a.mdx", route), external("https://example.com/a.mdx"));
    assert.deepEqual(rewriteHref("http://example.com", route), external("http://example.com"));
    assert.deepEqual(rewriteHref("//cdn.example.com/a.md", route), external("//cdn.example.com/a.md"));
    assert.deepEqual(rewriteHref("mailto:team@example.com", route), external("mailto:team@example.com"));
  });

  test("query and hash are kept, after the ending is dropped", () => {
    assert.deepEqual(rewriteHref("tuple.mdx?x=1#h", route), internal("/docs/manual/v11.0.0/tuple?x=1#h"));
    assert.deepEqual(rewriteHref("tuple.mdx#a.md", route), internal("/docs/manual/v11.0.0/tuple#a.md"));
    assert.deepEqual(rewriteHref("/try?code=abc", route), internal("/try?code=abc"));
  });

  test("hash-only and query-only links stay on the page", () => {
    assert.deepEqual(rewriteHref("#fields", route), internal("#fields"));
    assert.deepEqual(rewriteHref("?q=1", route), internal("?q=1"));
  });

  test(".. segments collapse and cannot climb above the root", () => {
    assert.deepEqual(rewriteHref("../../react/latest/introduction", route), internal("/docs/react/latest/introduction"));
    assert.deepEqual(rewriteHref("../../../../../x", route), internal("/x"));
    assert.deepEqual(rewriteHref("/docs/./manual/../manual/v11.0.0/", route), internal("/docs/manual/v11.0.0"));
  });
});

describe("normalizePath", () => {
  test("drops empty and . segments and the trailing slash", () => {
    assert.equal(normalizePath("/a//b/./c/"), "/a/b/c");
    assert.equal(normalizePath("/a/b/../c"), "/a/c");
    assert.equal(normalizePath("/"), "/");
    assert.equal(normalizePath("/.."), "/");
  });
});
