import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { candidateFiles, isAllowedHost, parseRequestPath } from "../../../src/serve/parseRequestPath.ts";
import { outputPathOf, routeOfOutput } from "../../../src/render/outputPath.ts";

const ok = (path: string, trailingSlash = false) => ({ ok: true, path, trailingSlash });
const refused = (status: 400 | 404, reason: string) => ({ ok: false, status, reason });
const NOT_ONE_SLASH = refused(400, "request target must be a path starting with one /");
const DOT_SEGMENT = refused(404, "dot segments are not served");
const DOTFILE = refused(404, "dotfiles are not served");
const ENCODED_SLASH = refused(404, "an encoded / is not a path separator");
const BACKSLASH = refused(400, "backslashes are not allowed in paths");
const NUL = refused(400, "NUL bytes are not allowed");
const MALFORMED = refused(400, "malformed percent-encoding");
const HASH = refused(400, "# is not allowed in a request target");

describe("parseRequestPath", () => {
  const cases: ReadonlyArray<readonly [string, unknown]> = [
    ["/", ok("/")],
    ["/docs/x", ok("/docs/x")],
    ["/docs/x/", ok("/docs/x", true)],
    ["/docs//x", ok("/docs/x")],
    ["/a%20b", ok("/a b")],
    ["/caf%C3%A9", ok("/café")],
    ["/docs/x?q=../../etc/passwd", ok("/docs/x")],
    ["/sub/?/../../parent.txt", ok("/sub", true)],
    ["/a..b", ok("/a..b")],
    ["/.well-known/security.txt", ok("/.well-known/security.txt")],
    // Literal and encoded dot segments, decoded exactly once.
    ["/../parent.txt", DOT_SEGMENT],
    ["/sub/../../parent.txt", DOT_SEGMENT],
    ["/a/./b", DOT_SEGMENT],
    ["/%2e%2e/parent.txt", DOT_SEGMENT],
    ["/%2E%2E/parent.txt", DOT_SEGMENT],
    ["/.%2e/parent.txt", DOT_SEGMENT],
    ["/%2e", DOT_SEGMENT],
    ["/../out-private/secret.txt", DOT_SEGMENT],
    // An encoded slash never separates segments.
    ["/%2E%2E%2Fparent.txt", ENCODED_SLASH],
    ["/..%2fparent.txt", ENCODED_SLASH],
    ["/sub/..%2f..%2fparent.txt", ENCODED_SLASH],
    ["/guide%2Fintro", ENCODED_SLASH],
    // Double encoding stays literal after one decode.
    ["/%252e%252e%252fparent.txt", ok("/%2e%2e%2fparent.txt")],
    // Dotfiles, literal or encoded.
    ["/.env", DOTFILE],
    ["/%2eenv", DOTFILE],
    ["/.ENV", DOTFILE],
    ["/.env/.", DOTFILE],
    ["/.git/config", DOTFILE],
    ["/sub/.DS_Store", DOTFILE],
    ["/.well-known/.env", DOTFILE],
    ["/...", DOTFILE],
    // Backslashes, NUL, malformed escapes, #.
    ["/..\\parent.txt", BACKSLASH],
    ["/sub\\..\\..\\parent.txt", BACKSLASH],
    ["/%5c..%5cparent.txt", BACKSLASH],
    ["/%5C", BACKSLASH],
    ["/index.html%00.txt", NUL],
    ["/a\0b", NUL],
    ["/%", MALFORMED],
    ["/%E0%A4%A", MALFORMED],
    ["/%zz", MALFORMED],
    ["/%C3", MALFORMED],
    ["/x#/../../parent.txt", HASH],
    ["/sub/#/../../parent.txt", HASH],
    // Only origin-form targets.
    ["//etc/passwd", NOT_ONE_SLASH],
    ["//evil.example/sub", NOT_ONE_SLASH],
    ["http://evil/../parent.txt", NOT_ONE_SLASH],
    ["*", NOT_ONE_SLASH],
    ["", NOT_ONE_SLASH],
  ];
  for (const [target, expected] of cases) {
    test(JSON.stringify(target), () => {
      assert.deepEqual(parseRequestPath(target), expected);
    });
  }
});

describe("candidateFiles", () => {
  test("the root is its index.html only", () => {
    assert.deepEqual(candidateFiles("/"), ["/index.html"]);
  });
  test("a path is the file itself, then the directory's index.html", () => {
    assert.deepEqual(candidateFiles("/docs/x"), ["/docs/x", "/docs/x/index.html"]);
    assert.deepEqual(candidateFiles("/sitemap.xml"), ["/sitemap.xml", "/sitemap.xml/index.html"]);
  });
});

describe("isAllowedHost", () => {
  const allowed: ReadonlyArray<readonly [string, string]> = [
    ["localhost", "127.0.0.1"],
    ["localhost:3000", "127.0.0.1"],
    ["LOCALHOST:3000", "127.0.0.1"],
    ["127.0.0.1:3000", "127.0.0.1"],
    ["[::1]:3000", "127.0.0.1"],
    ["[::1]", "127.0.0.1"],
    ["0.0.0.0:3000", "0.0.0.0"],
    ["docs.lan:3000", "docs.lan"],
    ["[::1]:3000", "::1"],
  ];
  for (const [host, configured] of allowed) {
    test(`allows Host ${host} when listening on ${configured}`, () => {
      assert.equal(isAllowedHost(host, configured), true);
    });
  }
  const refusedHosts: ReadonlyArray<readonly [string | undefined, string]> = [
    [undefined, "127.0.0.1"],
    ["", "127.0.0.1"],
    ["evil.example", "127.0.0.1"],
    ["evil.example:3000", "127.0.0.1"],
    ["localhost.evil.example:3000", "127.0.0.1"],
    ["127.0.0.1.nip.io:3000", "127.0.0.1"],
    ["[::2]:3000", "127.0.0.1"],
    ["0.0.0.0:3000", "127.0.0.1"],
    ["[::1", "127.0.0.1"],
    ["192.168.1.5:3000", "0.0.0.0"],
    ["localhost:3917@evil", "127.0.0.1"],
    ["localhost@evil", "127.0.0.1"],
    ["user@localhost:3000", "127.0.0.1"],
    ["localhost:3000:4000", "127.0.0.1"],
    ["localhost:99999", "127.0.0.1"],
    ["localhost:", "127.0.0.1"],
    ["localhost:30a0", "127.0.0.1"],
    ["local%68ost:3000", "127.0.0.1"],
    ["localhost :3000", "127.0.0.1"],
    [" localhost", "127.0.0.1"],
    ["localhost/evil", "127.0.0.1"],
    ["[::1]evil", "127.0.0.1"],
    ["[::1]:3000:1", "127.0.0.1"],
    ["[::g]:3000", "127.0.0.1"],
    ["-localhost", "127.0.0.1"],
  ];
  for (const [host, configured] of refusedHosts) {
    test(`refuses Host ${JSON.stringify(host)} when listening on ${configured}`, () => {
      assert.equal(isAllowedHost(host, configured), false);
    });
  }
  test("compares the configured host name case-insensitively", () => {
    assert.equal(isAllowedHost("mybox.local:3000", "MyBox.local"), true);
  });
});

describe("routeOfOutput", () => {
  test("maps output files to the routes pages are opened at", () => {
    assert.equal(routeOfOutput("/index.html"), "/");
    assert.equal(routeOfOutput("/docs/manual/v1.0.0/intro/index.html"), "/docs/manual/v1.0.0/intro");
    assert.equal(routeOfOutput("/about/index.html"), "/about");
    for (const route of ["/", "/about", "/docs/manual/v1.0.0/intro"]) assert.equal(routeOfOutput(outputPathOf(route)), route);
    assert.equal(routeOfOutput("/404.html"), "/404.html");
    assert.equal(routeOfOutput("/sitemap.xml"), "/sitemap.xml");
  });
});
