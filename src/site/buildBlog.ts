import type { Page } from "../content/types.ts";
import { checkSchema } from "../content/checkSchema.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { blogFieldsSchema } from "./blogFieldsSchema.ts";
import type { BlogPost } from "./types.ts";

/** Validates blog front matter (blogFieldsSchema) and returns the posts newest first. */
export function buildBlog(
  pages: readonly Page[],
  authors: ReadonlySet<string> | undefined,
  /** The blog's route (`/blog`); its content folder is the route without the leading /. */
  blogRoute: string,
): { posts: BlogPost[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const posts: BlogPost[] = [];
  const schema = blogFieldsSchema(authors);
  for (const page of pages) {
    // A page whose front matter could not be read has its own error; its fields are unknown, not missing.
    if (page.kind !== "blog" || page.failed === "yaml" || page.failed === "file") continue;
    const { data, keyLines, source } = page;
    const placeOf = (path: readonly (string | number)[]) => ({ line: keyLines[String(path[0])] ?? 1, column: 1 });
    const checked = checkSchema(schema, data, source.file, placeOf, "blog/invalid-field");
    diagnostics.push(...checked.diagnostics);
    const fields = checked.value;
    if (!fields) continue;
    posts.push({
      page,
      slug: page.route.slice(blogRoute.length + 1),
      date: fields.date,
      author: fields.author,
      coAuthors: [...fields["co-authors"]],
      archived: source.path.startsWith(`${blogRoute.slice(1)}/archive/`),
      ...(fields.badge !== undefined ? { badge: fields.badge } : {}),
      ...(fields.previewImg !== undefined ? { previewImg: fields.previewImg } : {}),
      ...(fields.articleImg !== undefined ? { articleImg: fields.articleImg } : {}),
    });
  }
  posts.sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
  return { posts, diagnostics };
}
