import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { checkSchema } from "./checkSchema.ts";
import { frontmatterSchema } from "./frontmatterSchema.ts";
import type { PageMeta } from "./types.ts";

/** Checks the common front matter fields (frontmatterSchema), each problem at its key's line. */
export function validateMeta(
  data: Readonly<Record<string, unknown>>,
  keyLines: Readonly<Record<string, number>>,
  file: string,
  fallbackTitle?: string,
): { meta: PageMeta | undefined; diagnostics: Diagnostic[] } {
  const input = fallbackTitle !== undefined && !Object.hasOwn(data, "title") ? { ...data, title: fallbackTitle } : data;
  const placeOf = (path: readonly (string | number)[]) => ({ line: keyLines[String(path[0])] ?? 1, column: 1 });
  const { value, diagnostics } = checkSchema(frontmatterSchema, input, file, placeOf, "frontmatter/invalid-field");
  if (!value) return { meta: undefined, diagnostics };
  const { title, metaTitle, description, canonical } = value;
  return {
    meta: {
      title,
      ...(metaTitle !== undefined ? { metaTitle } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(canonical !== undefined ? { canonical } : {}),
    },
    diagnostics,
  };
}
