import { Feed } from "feed";
import type { ResolvedSite } from "../config/types.ts";
import { escapeHtml } from "../shared/escapeHtml.ts";
import type { BlogPost } from "../site/types.ts";
import { siteUrlOf } from "../config/siteUrlOf.ts";
import { socialImageOf } from "./socialImageOf.ts";

/** Most posts the feed lists. */
export const FEED_ITEMS = 20;

// XML 1.0 forbids most control characters and lone surrogates; they are dropped from feed text.
const ILLEGAL_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Removes characters XML 1.0 cannot carry. */
export function toXmlText(text: string): string {
  return text.replace(ILLEGAL_XML, "");
}

/** The blog's RSS 2.0 feed, newest first, with absolute links and the feed's own URL as the self link. */
export function renderFeed(site: ResolvedSite, posts: readonly BlogPost[], authors: Readonly<Record<string, unknown>>, year: number): string {
  const feedUrl = site.baseUrl + site.feed.path;
  const newest = posts[0]?.date;
  const feed = new Feed({
    title: toXmlText(site.feed.title),
    description: toXmlText(site.feed.description),
    id: `${site.baseUrl}/blog`,
    link: `${site.baseUrl}/blog`,
    language: site.locale.slice(0, 2),
    ...(site.ogImage ? { image: siteUrlOf(site.baseUrl, site.ogImage) } : {}),
    copyright: site.footer.copyright.replace("{year}", String(year)),
    feedLinks: { rss: feedUrl },
    // The newest post's day, so the same content always gives the same feed (the Unix epoch when there are no posts).
    updated: new Date(newest ? `${newest}T00:00:00Z` : 0),
  });
  for (const post of posts.slice(0, FEED_ITEMS)) {
    const link = site.baseUrl + post.page.route;
    const author = authors[post.author] as { fullname?: unknown } | undefined;
    feed.addItem({
      title: toXmlText(post.page.meta.title),
      id: link,
      link,
      date: new Date(`${post.date}T00:00:00Z`),
      // An RSS description is HTML; ours is plain text, so it is escaped: markup in front matter stays text.
      description: escapeHtml(toXmlText(post.page.meta.description ?? "")),
      ...(typeof author?.fullname === "string" ? { author: [{ name: toXmlText(author.fullname) }] } : {}),
      ...(post.previewImg ? { image: siteUrlOf(site.baseUrl, socialImageOf(post.previewImg)) } : {}),
    });
  }
  return feed.rss2();
}
