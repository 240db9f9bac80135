import { emptySlotHtml, fillSlots } from "../markdown/pageSlots.ts";
import type { Page, ParsePageResult, SourceFile } from "./types.ts";

/**
 * A parse result without its source file: what crosses a worker boundary and what the parse cache keeps
 * (the source is known on both ends). A page with slots keeps only its body: its HTML is the body with
 * empty slots, made again on attaching (a third of the parse cache was that copy).
 */
export interface DetachedParse {
  readonly page: (Omit<Page, "source" | "html"> & { readonly html?: string }) | undefined;
  readonly diagnostics: ParsePageResult["diagnostics"];
}

/** The parse result without the source text it was parsed from. */
export function detachSource(result: ParsePageResult): DetachedParse {
  if (!result.page) return result;
  const { source: _source, html, ...page } = result.page;
  return { page: page.body ? page : { ...page, html }, diagnostics: result.diagnostics };
}

/** The parse result of `source` again. */
export function attachSource(detached: DetachedParse, source: SourceFile): ParsePageResult {
  const page = detached.page;
  if (!page) return { page: undefined, diagnostics: detached.diagnostics };
  const html = page.html ?? (page.body ? fillSlots(page.body, emptySlotHtml) : "");
  return { page: { source, ...page, html }, diagnostics: detached.diagnostics };
}
