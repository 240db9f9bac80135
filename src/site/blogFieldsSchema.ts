// The front matter of a blog post, besides the common fields (frontmatterSchema): `date`, `author`, `co-authors`,
// `badge`, `previewImg` and `articleImg`.
import { z } from "zod";
import { didYouMean } from "../diagnostics/closestMatch.ts";
import { inputProblem } from "../content/inputProblem.ts";

/** Badges a post may carry. */
export const BLOG_BADGES = ["release", "roadmap", "community", "testing", "preview"];

/** True when `text` is `YYYY-MM-DD` naming a real calendar day. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

const dateProblem = inputProblem("blog/invalid-date", ({ input, missing }) => ({
  message: missing ? "blog post needs a `date`" : `\`date\` must be a real day written "YYYY-MM-DD", not ${JSON.stringify(input)}`,
  hint: 'e.g. date: "2024-01-15"',
}));

const image = (key: string) =>
  z
    .string({ error: inputProblem("blog/invalid-field", `\`${key}\` must be a string path`) })
    // Feeds and social cards make it absolute with the site's base URL: a scheme or a host would not survive.
    .regex(/^\/(?![/\\])[^\s\u0000-\u001f]*$/, { error: inputProblem("blog/invalid-field", `\`${key}\` must be a path on this site, like /blog/img/post.svg`) })
    .optional();

/** The blog fields of a post's front matter; `authors` are the ids of data/authors.json (unchecked without it). */
export function blogFieldsSchema(authors: ReadonlySet<string> | undefined) {
  const known = authors ? [...authors] : [];
  return z.looseObject({
    date: z.string({ error: dateProblem }).refine(isIsoDate, { error: dateProblem }),
    author: z
      .string({ error: inputProblem("blog/missing-author", "blog post needs a string `author`") })
      .min(1, { error: inputProblem("blog/missing-author", "blog post needs a string `author`"), abort: true })
      .refine((id) => !authors || authors.has(id), {
        error: inputProblem("blog/unknown-author", ({ input }) => ({
          message: `author ${JSON.stringify(input)} is not in data/authors.json`,
          hint: (typeof input === "string" ? didYouMean(input, known) : undefined) ?? `known authors: ${known.join(", ")}`,
        })),
      }),
    "co-authors": z
      .custom<readonly string[] | null | undefined>((v) => v == null || (Array.isArray(v) && v.every((c) => typeof c === "string")), {
        error: inputProblem("blog/invalid-field", "`co-authors` must be a list of author ids"),
      })
      .optional()
      .transform((v) => v ?? []),
    badge: z
      .enum(BLOG_BADGES as [string, ...string[]], {
        error: inputProblem("blog/invalid-badge", ({ input }) => {
          const near = typeof input === "string" ? didYouMean(input, BLOG_BADGES) : undefined;
          return { message: `badge must be one of ${BLOG_BADGES.join(", ")}`, ...(near ? { hint: near } : {}) };
        }),
      })
      .optional(),
    previewImg: image("previewImg"),
    articleImg: image("articleImg"),
  });
}
