import type { Page } from "../content/types.ts";
import { errorAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import type { SyntaxEntry } from "./types.ts";

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

/** Validates syntax-lookup entries (`id`, `name`, `summary`, `keywords`, `category`) and sorts them by name. */
export function buildSyntaxLookup(pages: readonly Page[]): { entries: SyntaxEntry[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const entries: SyntaxEntry[] = [];
  const seen = new Map<string, string>();
  for (const page of pages) {
    if (page.kind !== "syntax") continue;
    const { data, keyLines, source } = page;
    const at = (key: string) => ({ file: source.file, line: keyLines[key] ?? 1, column: 1 });
    const before = diagnostics.length;
    for (const key of ["id", "name", "summary", "category"]) {
      if (typeof data[key] !== "string" || data[key] === "")
        diagnostics.push(errorAt(at(key), "syntax/missing-field", `syntax entry needs a string \`${key}\``));
    }
    const id = data["id"];
    if (typeof id === "string" && !/^[a-z0-9][a-z0-9-]*$/.test(id))
      diagnostics.push(errorAt(at("id"), "syntax/invalid-id", `id "${id}" must be lowercase letters, digits and hyphens`));
    if (typeof id === "string" && seen.has(id)) diagnostics.push(errorAt(at("id"), "syntax/duplicate-id", `id "${id}" is also used by ${seen.get(id)}`));
    if (typeof id === "string") seen.set(id, source.file);
    const category = data["category"];
    if (typeof category === "string" && !SYNTAX_CATEGORIES.some((c) => c.id === category)) {
      diagnostics.push(
        errorAt(at("category"), "syntax/invalid-category", `unknown category "${category}"`, `use one of ${SYNTAX_CATEGORIES.map((c) => c.id).join(", ")}`),
      );
    }
    const keywords = data["keywords"] ?? [];
    if (!Array.isArray(keywords) || keywords.some((k) => typeof k !== "string"))
      diagnostics.push(errorAt(at("keywords"), "syntax/invalid-field", "`keywords` must be a list of strings"));
    if (diagnostics.length > before) continue;
    entries.push({
      page,
      id: id as string,
      name: data["name"] as string,
      summary: data["summary"] as string,
      keywords: keywords as string[],
      category: category as string,
      ...(typeof data["status"] === "string" ? { status: data["status"] } : {}),
    });
  }
  entries.sort((a, b) => a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id));
  return { entries, diagnostics };
}
