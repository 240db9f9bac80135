import { test, describe, mock } from "node:test";
import assert from "node:assert/strict";
import { DEFAULT_SITE } from "../../../src/config/defaults.ts";
import type { ResolvedSite } from "../../../src/config/types.ts";
import { FEED_ITEMS, renderFeed, toXmlText } from "../../../src/render/renderFeed.ts";
import type { BlogPost } from "../../../src/site/types.ts";
import { makePage } from "../makePage.ts";

const site: ResolvedSite = {
  ...DEFAULT_SITE,
  ogImage: "/img/og-launch.png",
  feed: { path: "/blog/feed.xml", title: "ReScript Blog", description: "News, release notes and articles from the ReScript project" },
};
const AUTHORS = { hongbo: { fullname: "Hongbo Zhang" } };

function post(slug: string, date: string, title: string, extra: Partial<BlogPost> & { description?: string } = {}): BlogPost {
  const { description, ...rest } = extra;
  return {
    page: makePage({
      path: `blog/${date}-${slug}.mdx`,
      route: `/blog/${slug}`,
      kind: "blog",
      title,
      ...(description !== undefined ? { description } : {}),
    }),
    slug,
    date,
    author: "hongbo",
    coAuthors: [],
    archived: false,
    ...rest,
  };
}

/** The text an XML parser would read from an element's content: CDATA unwrapped, entities decoded once. */
function xmlText(content: string): string {
  return content.replace(
    /<!\[CDATA\[([\s\S]*?)\]\]>|&(lt|gt|amp|quot|apos);|([^<&]+)/g,
    (_m, cdata?: string, entity?: string, plain?: string) =>
      cdata ?? plain ?? ({ lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" } as Record<string, string>)[entity ?? ""] ?? "",
  );
}
const itemTexts = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<item>[\\s\\S]*?<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => xmlText(m[1] ?? ""));

describe("renderFeed", () => {
  test("renders RSS 2.0 with absolute links, newest first as given", () => {
    const xml = renderFeed(
      site,
      [post("release-12", "2024-03-01", "ReScript 12", { description: "Big release", previewImg: "/blog/p.png" }), post("old", "2024-01-15", "Old")],
      AUTHORS,
      2024,
    );
    assert.equal(
      xml,
      `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
    <channel>
        <title>ReScript Blog</title>
        <link>https://rescript-lang.org/blog</link>
        <description>News, release notes and articles from the ReScript project</description>
        <lastBuildDate>Fri, 01 Mar 2024 00:00:00 GMT</lastBuildDate>
        <docs>https://validator.w3.org/feed/docs/rss2.html</docs>
        <generator>https://github.com/jpmonette/feed</generator>
        <language>en</language>
        <image>
            <title>ReScript Blog</title>
            <url>https://rescript-lang.org/img/og-launch.png</url>
            <link>https://rescript-lang.org/blog</link>
        </image>
        <copyright>© 2024 The ReScript Project</copyright>
        <atom:link href="https://rescript-lang.org/blog/feed.xml" rel="self" type="application/rss+xml"/>
        <item>
            <title><![CDATA[ReScript 12]]></title>
            <link>https://rescript-lang.org/blog/release-12</link>
            <guid isPermaLink="false">https://rescript-lang.org/blog/release-12</guid>
            <pubDate>Fri, 01 Mar 2024 00:00:00 GMT</pubDate>
            <description><![CDATA[Big release]]></description>
            <author>Hongbo Zhang</author>
            <enclosure url="https://rescript-lang.org/blog/p.png" length="0" type="image/png"/>
        </item>
        <item>
            <title><![CDATA[Old]]></title>
            <link>https://rescript-lang.org/blog/old</link>
            <guid isPermaLink="false">https://rescript-lang.org/blog/old</guid>
            <pubDate>Mon, 15 Jan 2024 00:00:00 GMT</pubDate>
            <author>Hongbo Zhang</author>
        </item>
    </channel>
</rss>`,
    );
  });

  test("`Tom & Jerry <3` is escaped exactly once", () => {
    const xml = renderFeed(
      { ...site, feed: { ...site.feed, title: "Tom & Jerry <3" } },
      [post("tom", "2024-03-01", "Tom & Jerry <3", { description: "Tom & Jerry <3" })],
      {
        hongbo: { fullname: "Tom & Jerry <3" },
      },
      2024,
    );
    assert.deepEqual(itemTexts(xml, "title"), ["Tom & Jerry <3"]);
    // The description is HTML by the RSS spec: the text arrives HTML-escaped once, so readers show it as written.
    assert.deepEqual(itemTexts(xml, "description"), ["Tom &amp; Jerry &lt;3"]);
    assert.deepEqual(itemTexts(xml, "author"), ["Tom & Jerry <3"]);
    assert.equal(xmlText(/<channel>\s*<title>([^<]*)<\/title>/.exec(xml)?.[1] ?? ""), "Tom & Jerry <3");
    assert.equal(xml.includes("&amp;amp;"), false);
  });

  test("markup in a description is text, never active HTML in feed readers", () => {
    const xml = renderFeed(site, [post("x", "2024-03-01", "X", { description: '<script>alert(1)</script><img src=x onerror="alert(2)">' })], {}, 2024);
    assert.deepEqual(itemTexts(xml, "description"), ["&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt;"]);
    assert.equal(/<script|<img/i.test(itemTexts(xml, "description")[0]!), false);
  });

  test("]]> in a title cannot end the CDATA section early", () => {
    const xml = renderFeed(site, [post("x", "2024-03-01", "a]]>b")], {}, 2024);
    assert.deepEqual(itemTexts(xml, "title"), ["a]]>b"]);
  });

  test("characters XML 1.0 cannot carry are stripped", () => {
    const xml = renderFeed(
      site,
      [
        post("x", "2024-03-01", "A\u0000B\u0008C\u000BD\u000CE\u001FF\uFFFEG", {
          description: "lone \uD800 high, lone \uDC00 low, pair \uD83D\uDE00 kept, tab\tkept",
        }),
      ],
      {},
      2024,
    );
    assert.deepEqual(itemTexts(xml, "title"), ["ABCDEFG"]);
    assert.deepEqual(itemTexts(xml, "description"), ["lone  high, lone  low, pair \uD83D\uDE00 kept, tab\tkept"]);
  });

  test(`lists at most ${FEED_ITEMS} posts`, () => {
    const posts = Array.from({ length: FEED_ITEMS + 5 }, (_, i) => post(`p${i}`, `2024-01-${String(28 - i).padStart(2, "0")}`, `P${i}`));
    const links = itemTexts(renderFeed(site, posts, {}, 2024), "link");
    assert.equal(FEED_ITEMS, 20);
    assert.deepEqual(
      links,
      posts.slice(0, 20).map((p) => `https://rescript-lang.org${p.page.route}`),
    );
  });

  test("a feed without posts does not depend on the clock", () => {
    mock.timers.enable({ apis: ["Date"], now: Date.UTC(2030, 0, 1) });
    let first: string;
    try {
      first = renderFeed(site, [], {}, 2024);
      mock.timers.setTime(Date.UTC(2031, 5, 1));
      assert.equal(renderFeed(site, [], {}, 2024), first);
    } finally {
      mock.timers.reset();
    }
  });
});

describe("toXmlText", () => {
  test("keeps tabs, newlines and surrogate pairs; drops other controls and lone surrogates", () => {
    assert.equal(toXmlText("a\tb\nc\rd\u0001e\uD83D\uDE00f\uDBFFg\uDFFFh\uFFFF"), "a\tb\nc\rde\uD83D\uDE00fgh");
  });
});
