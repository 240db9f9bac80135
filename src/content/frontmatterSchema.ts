// The front matter every page understands: a non-empty string `title`; `metaTitle`, `description` and `canonical`
// strings when present. Other keys are for the page's section (blogFieldsSchema, syntaxEntrySchema) and pass.
import { z } from "zod";
import { describeValue, inputProblem } from "./inputProblem.ts";

const invalidTitle = inputProblem("frontmatter/invalid-title", ({ input, missing }) =>
  missing
    ? { code: "frontmatter/missing-title", message: "frontmatter needs a string `title`", hint: 'add `title: "Page title"` between the --- lines' }
    : { message: `title must be a non-empty string, not ${describeValue(input)}`, hint: 'quote the title: title: "..."' },
);

const optionalText = (key: string) =>
  z
    .string({
      error: inputProblem("frontmatter/invalid-field", ({ input }) => ({
        message: `\`${key}\` must be a string, not ${describeValue(input)}`,
        hint: `quote it: ${key}: "..."`,
      })),
    })
    .optional();

/** The common front matter fields of a page (other keys pass: they belong to the page's section). */
export const frontmatterSchema = z.looseObject({
  title: z
    .string({ error: invalidTitle })
    .refine((t) => t.trim() !== "", { error: invalidTitle })
    .transform((t) => t.trim()),
  metaTitle: optionalText("metaTitle"),
  description: optionalText("description"),
  canonical: optionalText("canonical"),
});
