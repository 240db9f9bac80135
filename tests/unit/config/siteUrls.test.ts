// Every URL and path of site.json held to the content rules: links are http(s) URLs or site paths however their
// scheme is written, the site's address and paths parse as the browser parses them, redirects end at a page.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { resolveSite } from "../../../src/config/resolveSite.ts";
import { sortDiagnostics } from "../../../src/diagnostics/diagnostic.ts";
import { formatDiagnostic } from "../../../src/diagnostics/formatDiagnostic.ts";

/** site.json written one key per line; the diagnostics as the build prints them, and the resolved site. */
function resolve(value: Record<string, unknown>) {
  const text = JSON.stringify(value, null, 2);
  const result = resolveSite(JSON.parse(text), "content/site.json", text);
  return { site: result.site, printed: sortDiagnostics(result.diagnostics).map((d) => formatDiagnostic(d)) };
}

const LINK = 'an http(s) URL or a site path (the link\'s target), e.g. "/blog"';

describe("site.json links: nav, docsNav, mobileNav, social and footer", () => {
  test("data:, vbscript:, file: and javascript: links are errors at their line, however the scheme is written", () => {
    const { site, printed } = resolve({
      nav: [
        { name: "a", href: "data:text/html,<script>alert(1)</script>" },
        { name: "b", href: "VBScript:msgbox(1)" },
        { name: "c", href: "java\tscript:alert(1)" },
      ],
      social: [{ name: "d", href: " file:///etc/passwd" }],
      footer: { links: [{ name: "e", href: "\u0001javascript:alert(1)" }] },
    });
    assert.deepEqual(printed, [
      `content/site.json:5:15 - error config/invalid: \`nav[0].href\` must be ${LINK}, not "data:text/html,<script>alert(1)</script...` +
        `\n  hint: a \`data:\` URL; links may only be http(s) URLs or paths of the site`,
      `content/site.json:9:15 - error config/invalid: \`nav[1].href\` must be ${LINK}, not "VBScript:msgbox(1)"` +
        `\n  hint: a \`vbscript:\` URL; links may only be http(s) URLs or paths of the site`,
      `content/site.json:13:15 - error config/invalid: \`nav[2].href\` must be ${LINK}, not "java\\tscript:alert(1)"` +
        `\n  hint: a \`javascript:\` URL; links may only be http(s) URLs or paths of the site`,
      `content/site.json:19:15 - error config/invalid: \`social[0].href\` must be ${LINK}, not " file:///etc/passwd"` +
        `\n  hint: a \`file:\` URL; links may only be http(s) URLs or paths of the site`,
      `content/site.json:26:17 - error config/invalid: \`footer.links[0].href\` must be ${LINK}, not "\\u0001javascript:alert(1)"` +
        `\n  hint: a \`javascript:\` URL; links may only be http(s) URLs or paths of the site`,
    ]);
    assert.deepEqual(site.nav, []);
    assert.deepEqual(site.social, []);
    assert.deepEqual(site.footer.links, []);
  });

  test("links to another host by a path's shape, or with spaces and controls, are errors; site paths and http(s) URLs are kept", () => {
    const { site, printed } = resolve({
      docsNav: [
        { name: "a", href: "//evil.example/x" },
        { name: "b", href: "/\\evil.example/x" },
        { name: "c", href: "evil.example" },
        { name: "d", href: "https://ok.example/a\nb" },
        { name: "e", href: "/docs/manual/{manual_version}/introduction#top" },
        { name: "f", href: "https://github.com/rescript-lang?tab=repositories" },
        { name: "g", href: "http://forum.example" },
      ],
    });
    assert.deepEqual(
      printed.map((p) => p.split("\n")[1]),
      [
        "  hint: it starts with //, which browsers read as another host",
        "  hint: it contains a backslash, which browsers read as /",
        "  hint: links may only be http(s) URLs or paths of the site, starting with /",
        "  hint: it contains a control character",
      ],
    );
    assert.deepEqual(
      site.docsNav.map((l) => l.href),
      ["/docs/manual/{manual_version}/introduction#top", "https://github.com/rescript-lang?tab=repositories", "http://forum.example"],
    );
  });
});

describe("site.json: baseUrl, ogImage and site paths", () => {
  test("a baseUrl the URL parser would read differently, or not at all, is an error at its line", () => {
    assert.deepEqual(resolve({ baseUrl: "https://docs.example\n.evil" }).printed, [
      'content/site.json:2:14 - error config/invalid: `baseUrl` must be an absolute http(s) URL, not "https://docs.example\\n.evil"' +
        '\n  hint: it contains a control character or white space; e.g. "https://rescript-lang.org"',
    ]);
    assert.deepEqual(resolve({ baseUrl: "https://[bad" }).printed, [
      'content/site.json:2:14 - error config/invalid: `baseUrl` must be an absolute http(s) URL, not "https://[bad"' +
        '\n  hint: e.g. "https://rescript-lang.org"',
    ]);
    assert.deepEqual(resolve({ baseUrl: "https://docs.example/?x=1" }).printed, [
      'content/site.json:2:14 - error config/invalid: `baseUrl` must be an absolute http(s) URL, not "https://docs.example/?x=1"' +
        '\n  hint: the site\'s address has no query or fragment; e.g. "https://rescript-lang.org"',
    ]);
    assert.equal(resolve({ baseUrl: "https://Docs.Example/sub/" }).site.baseUrl, "https://docs.example/sub");
  });

  test("ogImage is a site path or an https URL", () => {
    const problem = (ogImage: string) => resolve({ ogImage }).printed;
    const OG = 'a site path of an image in public/ or an https URL, e.g. "/img/og.png"';
    assert.deepEqual(problem(".evil.example/x"), [
      `content/site.json:2:14 - error config/invalid: \`ogImage\` must be ${OG}, not ".evil.example/x"\n  hint: it must start with /`,
    ]);
    assert.deepEqual(problem("@evil.example/x"), [
      `content/site.json:2:14 - error config/invalid: \`ogImage\` must be ${OG}, not "@evil.example/x"\n  hint: it must start with /`,
    ]);
    for (const bad of ["javascript:alert(1)", "data:image/png;base64,AAAA", "http://cdn.example/og.png"])
      assert.deepEqual(problem(bad), [
        `content/site.json:2:14 - error config/invalid: \`ogImage\` must be ${OG}, not ${JSON.stringify(bad)}` +
          `\n  hint: an image elsewhere must have an https URL with a host`,
      ]);
    assert.deepEqual(problem("//evil.example/og.png"), [
      `content/site.json:2:14 - error config/invalid: \`ogImage\` must be ${OG}, not "//evil.example/og.png"` +
        `\n  hint: it starts with //, which browsers read as another host`,
    ]);
    assert.deepEqual(problem("https://cdn.example/og.png"), []);
    assert.deepEqual(problem("/img/og.png"), []);
  });

  test("site paths refuse //host, backslashes, .. and controls at their place, not later as internal errors", () => {
    const { site, printed } = resolve({
      playgroundPath: "//evil.example/try",
      sections: { blog: "/\\evil.example/try", community: "/a/../b", packages: "/a/%2E%2e/b" },
      feed: { path: "/blog/\u0000feed.xml" },
      docsNavOn: ["/docs", "/docs/./x"],
    });
    assert.deepEqual(printed, [
      'content/site.json:2:21 - error config/invalid: `playgroundPath` must be a site path starting with /, e.g. "/try", not "//evil.example/try"' +
        "\n  hint: it starts with //, which browsers read as another host",
      'content/site.json:4:13 - error config/invalid: `sections.blog` must be a site path starting with /, e.g. "/blog", not "/\\\\evil.example/try"' +
        "\n  hint: it contains a backslash, which browsers read as /",
      'content/site.json:5:18 - error config/invalid: `sections.community` must be a site path starting with /, e.g. "/community", not "/a/../b"' +
        "\n  hint: it has a `..` segment",
      'content/site.json:6:17 - error config/invalid: `sections.packages` must be a site path starting with /, e.g. "/packages", not "/a/%2E%2e/b"' +
        "\n  hint: it has a `%2E%2e` segment",
      'content/site.json:9:13 - error config/invalid: `feed.path` must be a site path starting with /, e.g. "/blog/feed.xml", not "/blog/\\u0000feed.xml"' +
        "\n  hint: it contains a control character",
      'content/site.json:13:5 - error config/invalid: `docsNavOn[1]` must be a site path starting with /, e.g. "/docs", not "/docs/./x"' +
        "\n  hint: it has a `.` segment",
    ]);
    assert.equal(site.playgroundPath, "/try");
    assert.deepEqual(site.sections, { landing: "/", blog: "/blog", community: "/community", syntaxLookup: "/syntax-lookup", packages: "/packages" });
    assert.equal(site.feed.path, "/blog/feed.xml");
    assert.deepEqual(site.docsNavOn, ["/docs"]);
  });
});

describe("site.json redirects", () => {
  test("a redirect cycle and a redirect to itself are errors naming the loop", () => {
    const { printed } = resolve({
      redirects: { "/ok": "/docs", "/a": "/b", "/b": "/c/", "/c": "/a#top", "/self/": "/self", "/into": "/a" },
    });
    assert.deepEqual(printed, [
      'content/site.json:4:5 - error config/invalid: the redirects loop: "/a" -> "/b" -> "/c" -> "/a"' +
        "\n  hint: a redirect must end at a page; change or remove one of them",
      'content/site.json:7:5 - error config/invalid: the redirect from "/self/" leads to itself' +
        "\n  hint: a redirect must end at a page; change or remove one of them",
    ]);
  });

  test("a redirect target that browsers would read as another host is an error", () => {
    assert.deepEqual(resolve({ redirects: { "/x": "/\\evil.example" } }).printed, [
      'content/site.json:3:11 - error config/invalid: `redirects["/x"]` must be a site path starting with a single /, not "/\\\\evil.example"' +
        "\n  hint: it contains a backslash, which browsers read as /",
    ]);
  });
});
