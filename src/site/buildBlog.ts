import type { Page } from "../content/types.ts";
import { errorAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import type { BlogPost } from "./types.ts";

/** Badges a post may carry. */
export const BLOG_BADGES = ["release", "roadmap", "community", "testing", "preview"];

/** True when `text` is `YYYY-MM-DD` naming a real calendar day. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Validates blog front matter and returns the posts newest first. */
export function buildBlog(
  pages: readonly Page[],
  authors: ReadonlySet<string> | undefined,
  /** The blog's route (`/blog`); its content folder is the route without the leading /. */
  blogRoute: string,
): { posts: BlogPost[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const posts: BlogPost[] = [];
  for (const page of pages) {
    if (page.kind !== "blog") continue;
    const { data, keyLines, source } = page;
    const at = (key: string) => ({ file: source.file, line: keyLines[key] ?? 1, column: 1 });
    const before = diagnostics.length;
    const date = data["date"];
    if (typeof date !== "string" || !isIsoDate(date)) {
      diagnostics.push(
        errorAt(
          at("date"),
          "blog/invalid-date",
          date === undefined ? "blog post needs a `date`" : `\`date\` must be a real day written "YYYY-MM-DD", not ${JSON.stringify(date)}`,
          'e.g. date: "2024-01-15"',
        ),
      );
    }
    const author = data["author"];
    if (typeof author !== "string" || author === "") diagnostics.push(errorAt(at("author"), "blog/missing-author", "blog post needs a string `author`"));
    else if (authors && !authors.has(author))
      diagnostics.push(
        errorAt(at("author"), "blog/unknown-author", `author "${author}" is not in data/authors.json`, `known authors: ${[...authors].join(", ")}`),
      );
    const co = data["co-authors"] ?? [];
    if (!Array.isArray(co) || co.some((c) => typeof c !== "string"))
      diagnostics.push(errorAt(at("co-authors"), "blog/invalid-field", "`co-authors` must be a list of author ids"));
    const badge = data["badge"];
    if (badge !== undefined && (typeof badge !== "string" || !BLOG_BADGES.includes(badge))) {
      diagnostics.push(errorAt(at("badge"), "blog/invalid-badge", `badge must be one of ${BLOG_BADGES.join(", ")}`));
    }
    for (const key of ["previewImg", "articleImg"]) {
      const value = data[key];
      if (value !== undefined && typeof value !== "string") diagnostics.push(errorAt(at(key), "blog/invalid-field", `\`${key}\` must be a string path`));
      // Feeds and social cards make it absolute with the site's base URL: a scheme or a host would not survive.
      else if (typeof value === "string" && !/^\/(?![/\\])[^\s\u0000-\u001f]*$/.test(value))
        diagnostics.push(errorAt(at(key), "blog/invalid-field", `\`${key}\` must be a path on this site, like /blog/img/post.svg`));
    }
    if (diagnostics.length > before) continue;
    posts.push({
      page,
      slug: page.route.slice(blogRoute.length + 1),
      date: date as string,
      author: author as string,
      coAuthors: co as string[],
      archived: source.path.startsWith(`${blogRoute.slice(1)}/archive/`),
      ...(typeof badge === "string" ? { badge } : {}),
      ...(typeof data["previewImg"] === "string" ? { previewImg: data["previewImg"] } : {}),
      ...(typeof data["articleImg"] === "string" ? { articleImg: data["articleImg"] } : {}),
    });
  }
  posts.sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
  return { posts, diagnostics };
}
