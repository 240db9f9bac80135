import type { Page } from "../content/types.ts";
import { checkSchema } from "../content/checkSchema.ts";
import { errorAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { syntaxEntrySchema } from "./syntaxEntrySchema.ts";
import type { SyntaxEntry } from "./types.ts";

/** Validates syntax-lookup entries (syntaxEntrySchema; ids unique across entries) and sorts them by name. */
export function buildSyntaxLookup(pages: readonly Page[]): { entries: SyntaxEntry[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const entries: SyntaxEntry[] = [];
  const seen = new Map<string, string>();
  for (const page of pages) {
    // A page whose front matter could not be read has its own error; its fields are unknown, not missing.
    if (page.kind !== "syntax" || page.failed === "yaml" || page.failed === "file") continue;
    const { data, keyLines, source } = page;
    const placeOf = (path: readonly (string | number)[]) => ({ line: keyLines[String(path[0])] ?? 1, column: 1 });
    const checked = checkSchema(syntaxEntrySchema, data, source.file, placeOf, "syntax/invalid-field");
    diagnostics.push(...checked.diagnostics);
    const id = typeof data["id"] === "string" ? data["id"] : undefined;
    const other = id === undefined ? undefined : seen.get(id);
    if (id !== undefined && other !== undefined)
      diagnostics.push(errorAt({ file: source.file, ...placeOf(["id"]) }, "syntax/duplicate-id", `id "${id}" is also used by ${other}`));
    if (id !== undefined) seen.set(id, source.file);
    const entry = checked.value;
    if (!entry || other !== undefined) continue;
    entries.push({
      page,
      id: entry.id,
      name: entry.name,
      summary: entry.summary,
      keywords: [...entry.keywords],
      category: entry.category,
      ...(entry.status !== undefined ? { status: entry.status } : {}),
    });
  }
  entries.sort((a, b) => a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id));
  return { entries, diagnostics };
}
