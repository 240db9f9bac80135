import { errorAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import type { PageMeta } from "./types.ts";

/** Checks the common front matter fields: a non-empty string `title`; `metaTitle`, `description`, `canonical` strings. */
export function validateMeta(
  data: Readonly<Record<string, unknown>>,
  keyLines: Readonly<Record<string, number>>,
  file: string,
  fallbackTitle?: string,
): { meta: PageMeta | undefined; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const place = (key: string) => ({ file, line: keyLines[key] ?? 1, column: 1 });
  const title = Object.hasOwn(data, "title") ? data["title"] : fallbackTitle;
  if (title === undefined && !Object.hasOwn(data, "title")) {
    diagnostics.push(
      errorAt(
        { file, line: 1, column: 1 },
        "frontmatter/missing-title",
        "frontmatter needs a string `title`",
        'add `title: "Page title"` between the --- lines',
      ),
    );
  } else if (typeof title !== "string" || title.trim() === "") {
    diagnostics.push(
      errorAt(place("title"), "frontmatter/invalid-title", `title must be a non-empty string, not ${describe(title)}`, 'quote the title: title: "..."'),
    );
  }
  const optional: Partial<Record<"metaTitle" | "description" | "canonical", string>> = {};
  for (const key of ["metaTitle", "description", "canonical"] as const) {
    const v = data[key];
    if (v === undefined) continue;
    if (typeof v === "string") optional[key] = v;
    else diagnostics.push(errorAt(place(key), "frontmatter/invalid-field", `\`${key}\` must be a string, not ${describe(v)}`, `quote it: ${key}: "..."`));
  }
  if (diagnostics.length > 0 || typeof title !== "string") return { meta: undefined, diagnostics };
  return { meta: { title: title.trim(), ...optional }, diagnostics };
}

function describe(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "a mapping";
  if (typeof v === "string") return "an empty string";
  return `${typeof v} ${JSON.stringify(v)}`;
}
