import MarkdownIt from "markdown-it";
import { SYNTAX_CATEGORIES } from "../site/syntaxEntrySchema.ts";
import type { SyntaxEntry } from "../site/types.ts";
import type { SyntaxCategoryView } from "./views.ts";

const inline = new MarkdownIt({ html: false, linkify: false });

/** Where the body of a syntax-lookup entry is published (below the lookup page's route): an HTML fragment the page loads when the entry opens. */
export function syntaxBodyPath(lookupRoute: string, id: string): string {
  return `${lookupRoute}/entries/${id}.html`;
}

/** The body fragments of every syntax-lookup entry by output path (the lookup page itself carries only summaries). */
export function syntaxBodyFiles(lookupRoute: string, entries: readonly SyntaxEntry[]): Map<string, string> {
  return new Map(entries.map((e) => [syntaxBodyPath(lookupRoute, e.id), e.page.html]));
}

/** Syntax-lookup entries grouped by category in display order; empty categories are left out. */
export function toSyntaxCategories(lookupRoute: string, entries: readonly SyntaxEntry[]): SyntaxCategoryView[] {
  return SYNTAX_CATEGORIES.map((c) => ({
    id: c.id,
    title: c.title,
    entries: entries
      .filter((e) => e.category === c.id)
      .map((e) => ({
        id: e.id,
        name: e.name,
        summary: e.summary,
        summaryHtml: inline.renderInline(e.summary),
        keywords: e.keywords,
        bodyHref: syntaxBodyPath(lookupRoute, e.id),
        ...(e.status ? { status: e.status } : {}),
      })),
  })).filter((c) => c.entries.length > 0);
}
