// The front matter of a syntax-lookup entry: `id`, `name`, `summary`, `category`, `keywords` and an optional `status`.
import { z } from "zod";
import { didYouMean } from "../diagnostics/closestMatch.ts";
import { inputProblem } from "../content/inputProblem.ts";

/** Categories of syntax-lookup entries, in display order, with their headings. */
export const SYNTAX_CATEGORIES: readonly { readonly id: string; readonly title: string }[] = [
  { id: "decorators", title: "Decorators" },
  { id: "operators", title: "Operators" },
  { id: "languageconstructs", title: "Language Constructs" },
  { id: "builtinfunctions", title: "Built-in Functions" },
  { id: "extensionpoints", title: "Extension Points" },
  { id: "specialvalues", title: "Special Values" },
  { id: "other", title: "Other" },
];

const CATEGORY_IDS = SYNTAX_CATEGORIES.map((c) => c.id);

/** A required non-empty string. */
const required = (key: string) => {
  const missing = inputProblem("syntax/missing-field", `syntax entry needs a string \`${key}\``);
  return z.string({ error: missing }).min(1, { error: missing, abort: true });
};

/** The fields of a syntax-lookup entry's front matter. */
export const syntaxEntrySchema = z.looseObject({
  id: required("id").regex(/^[a-z0-9][a-z0-9-]*$/, {
    error: inputProblem("syntax/invalid-id", ({ input }) => `id ${JSON.stringify(input)} must be lowercase letters, digits and hyphens`),
  }),
  name: required("name"),
  summary: required("summary"),
  category: required("category").refine((c) => CATEGORY_IDS.includes(c), {
    error: inputProblem("syntax/invalid-category", ({ input }) => ({
      message: `unknown category ${JSON.stringify(input)}`,
      hint: (typeof input === "string" ? didYouMean(input, CATEGORY_IDS) : undefined) ?? `use one of ${CATEGORY_IDS.join(", ")}`,
    })),
  }),
  keywords: z
    .custom<readonly string[] | null | undefined>((v) => v == null || (Array.isArray(v) && v.every((k) => typeof k === "string")), {
      error: inputProblem("syntax/invalid-field", "`keywords` must be a list of strings"),
    })
    .optional()
    .transform((v) => v ?? []),
  status: z.string({ error: inputProblem("syntax/invalid-field", "`status` must be a string") }).optional(),
});
