// The "Playground" link of a code block: the compressed code, then the settings of the page's examples from the
// configuration (playgroundRoutesOf): the compiler named by the playground manual's version that uses it, and the
// JSX version where the page's toolchain differs from that version's (React docs of older bindings).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import LZString from "lz-string";
import { parsePage, parseSettingsOf } from "../../../src/content/parsePage.ts";
import { playgroundQueryOf, playgroundRoutesOf } from "../../../src/content/playgroundRoutesOf.ts";
import { playgroundLink } from "../../../src/markdown/fencesPlugin.ts";
import { createMarkdown, renderMarkdown } from "../../../src/markdown/renderMarkdown.ts";

const CODE = LZString.compressToEncodedURIComponent("let x = 1");
const manual = (versions: string[]) => ({
  id: "manual",
  title: "Manual",
  base: "/docs/manual",
  latest: versions[0],
  versions: versions.map((v) => ({ value: v, label: v })),
});

/** A site like this repository's: manual versions with their toolchains, React docs with theirs, a blog post and a default. */
const SITE = {
  docSets: [
    manual(["v12.0.0", "v11.0.0", "v10.0.0", "v9.0.0"]),
    {
      id: "react",
      title: "React",
      base: "/docs/react",
      latest: "latest",
      versions: [
        { value: "latest", label: "latest" },
        { value: "v0.11.0", label: "v0.11.0" },
        { value: "v0.10.0", label: "v0.10.0" },
      ],
    },
  ],
  toolchains: {
    v12: { compiler: "rescript", jsx: 4 },
    v11: { compiler: "rescript-11", jsx: 4 },
    v10: { compiler: "rescript-10" },
    v9: { compiler: "rescript-9" },
    "react-v0.11": { compiler: "rescript-10", jsx: 4 },
    "react-v0.10": { compiler: "rescript-10", jsx: 3 },
  },
  exampleRoutes: [
    { prefix: "/docs/react/v0.11.0", toolchain: "react-v0.11" },
    { prefix: "/docs/react/v0.10.0", toolchain: "react-v0.10" },
    { prefix: "/docs/manual/v12.0.0", toolchain: "v12" },
    { prefix: "/docs/manual/v11.0.0", toolchain: "v11" },
    { prefix: "/docs/manual/v10.0.0", toolchain: "v10" },
    { prefix: "/docs/manual/v9.0.0", toolchain: "v9" },
    { prefix: "/blog/release-9-0", toolchain: "v9" },
  ],
  defaultToolchain: "v11",
  playgroundPath: "/try",
  trustedEmbeds: [],
  playground: {},
  sections: { landing: "/", blog: "/blog", community: "/community", syntaxLookup: "/syntax-lookup", packages: "/packages" },
};

const md = createMarkdown();
const routes = playgroundRoutesOf(SITE as never);
const hrefOf = (route: string) =>
  /<a class="code-block__play" href="([^"]*)"/.exec(
    renderMarkdown(md, {
      body: "```res example\nlet x = 1\n```",
      file: "x.mdx",
      route,
      lineOffset: 0,
      playgroundPath: "/try",
      playgroundQuery: playgroundQueryOf(routes, route),
    }).html,
  )?.[1];

describe("playground links carry the settings of the page's examples", () => {
  test("each manual version's pages link with their version, and nothing more; the code decodes back", () => {
    for (const version of ["v12.0.0", "v11.0.0", "v10.0.0", "v9.0.0"]) {
      assert.equal(hrefOf(`/docs/manual/${version}/records`), `/try?code=${CODE}&amp;version=${version}`);
      assert.equal(hrefOf(`/docs/manual/${version}`), `/try?code=${CODE}&amp;version=${version}`);
    }
    const url = new URL(playgroundLink("/try", "let x = 1", playgroundQueryOf(routes, "/docs/manual/v9.0.0/a")), "http://h");
    assert.deepEqual(Object.fromEntries(url.searchParams), { code: CODE, version: "v9.0.0" });
    assert.equal(LZString.decompressFromEncodedURIComponent(url.searchParams.get("code")!), "let x = 1");
  });

  test("React docs of older bindings link with the manual version of their compiler and their JSX version", () => {
    assert.equal(hrefOf("/docs/react/v0.11.0/hooks"), `/try?code=${CODE}&amp;version=v10.0.0&amp;jsx=4`);
    assert.equal(hrefOf("/docs/react/v0.10.0"), `/try?code=${CODE}&amp;version=v10.0.0&amp;jsx=3`);
  });

  test("a blog post under an example route links with its compiler; pages under none with the default toolchain's", () => {
    assert.equal(hrefOf("/blog/release-9-0"), `/try?code=${CODE}&amp;version=v9.0.0`);
    for (const route of ["/docs/react/latest/hooks", "/blog/release-9-01", "/docs/manual/v9.0.0x/a", "/community/overview"])
      assert.equal(hrefOf(route), `/try?code=${CODE}&amp;version=v11.0.0`, route);
  });

  test("a prefix matches whole path segments, the longest first; without toolchains or doc sets there are no settings", () => {
    assert.deepEqual(
      routes.map((r) => r.prefix),
      [
        "/docs/manual/v10.0.0",
        "/docs/manual/v11.0.0",
        "/docs/manual/v12.0.0",
        "/docs/manual/v9.0.0",
        "/docs/react/v0.10.0",
        "/docs/react/v0.11.0",
        "/blog/release-9-0",
        "",
      ],
    );
    assert.deepEqual(playgroundRoutesOf({ ...SITE, defaultToolchain: undefined, exampleRoutes: [] } as never), []);
    assert.deepEqual(playgroundRoutesOf({ ...SITE, docSets: [] } as never), []);
  });

  test("parsing a page with the site's parse settings puts them in its links", () => {
    const page = parsePage(
      {
        path: "docs/react/v0.11.0/hooks.mdx",
        file: "content/docs/react/v0.11.0/hooks.mdx",
        text: '---\ntitle: "Hooks"\n---\n\n```res example\nlet x = 1\n```\n',
      },
      md,
      parseSettingsOf(SITE as never),
    );
    assert.match(page.page!.html, new RegExp(`href="/try\\?code=${CODE}&amp;version=v10\\.0\\.0&amp;jsx=4"`));
  });

  test("a generated reference page's links name its settings only, marked for the browser to add the code; signatures get none", () => {
    const page = parsePage(
      {
        path: "docs/manual/v12.0.0/api/stdlib/array.mdx",
        file: ".docsgen-cache/api-pages/docs/manual/v12.0.0/api/stdlib/array.mdx",
        text: '---\ntitle: "Array"\n---\n\n```res signature\nlet x: int\n```\n\n```res example\nlet x = 1\n```\n',
        generated: true,
      },
      md,
      parseSettingsOf(SITE as never),
    );
    const links = page.page!.html.match(/<a class="code-block__play"[^>]*>Playground<\/a>/g);
    assert.deepEqual(links, ['<a class="code-block__play" href="/try?version=v12.0.0" data-play>Playground</a>']);
  });
});
