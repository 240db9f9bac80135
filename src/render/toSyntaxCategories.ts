import MarkdownIt from "markdown-it";
import { SYNTAX_CATEGORIES } from "../site/buildSyntaxLookup.ts";
import type { SyntaxEntry } from "../site/types.ts";
import type { SyntaxCategoryView } from "./views.ts";

const inline = new MarkdownIt({ html: false, linkify: false });

/** Syntax-lookup entries grouped by category in display order; empty categories are left out. */
export function toSyntaxCategories(entries: readonly SyntaxEntry[], html: ReadonlyMap<string, string>): SyntaxCategoryView[] {
  return SYNTAX_CATEGORIES.map((c) => ({
    id: c.id,
    title: c.title,
    entries: entries.filter((e) => e.category === c.id).map((e) => ({
      id: e.id, name: e.name, summary: e.summary, summaryHtml: inline.renderInline(e.summary), keywords: e.keywords,
      html: html.get(e.page.route) ?? e.page.html,
      ...(e.status ? { status: e.status } : {}),
    })),
  })).filter((c) => c.entries.length > 0);
}
