import type { BlogPost } from "../site/types.ts";
import { checkUrl } from "../markdown/checkUrl.ts";
import { formatDate } from "./formatDate.ts";
import type { AuthorView, BlogPostView } from "./views.ts";

/** The view of a blog post; author ids are looked up in `data.authors`. */
export function toBlogPostView(post: BlogPost, data: Readonly<Record<string, unknown>>): BlogPostView {
  const authors = (data["authors"] ?? {}) as Record<string, { fullname?: unknown; role?: unknown; url?: unknown }>;
  const author = (id: string): AuthorView => {
    const a = Object.hasOwn(authors, id) ? authors[id] : undefined;
    return {
      id,
      fullname: typeof a?.fullname === "string" ? a.fullname : id,
      ...(typeof a?.role === "string" && a.role !== "" ? { role: a.role } : {}),
      // data/authors.json is checked by its schema; a URL that breaks the content rule never reaches an href however it got here.
      ...(typeof a?.url === "string" && checkUrl(a.url) === undefined ? { url: a.url } : {}),
    };
  };
  const { meta } = post.page;
  return {
    href: post.page.route,
    title: meta.title,
    description: meta.description ?? "",
    date: post.date,
    dateLabel: formatDate(post.date),
    ...(post.badge ? { badge: post.badge } : {}),
    // A co-author with the same name as an earlier one (the same team in another role) is not repeated.
    authors: [post.author, ...post.coAuthors].map(author).filter((a, i, all) => all.findIndex((b) => b.fullname === a.fullname) === i),
    ...(post.previewImg ? { previewImg: post.previewImg } : {}),
    ...(post.articleImg ? { articleImg: post.articleImg } : {}),
  };
}
