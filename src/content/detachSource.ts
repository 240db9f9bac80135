import type { Page, ParsePageResult, SourceFile } from "./types.ts";

/** A parse result without its source file: what crosses a worker boundary and what the parse cache keeps (the source is known on both ends). */
export interface DetachedParse {
  readonly page: Omit<Page, "source"> | undefined;
  readonly diagnostics: ParsePageResult["diagnostics"];
}

/** The parse result without the source text it was parsed from. */
export function detachSource(result: ParsePageResult): DetachedParse {
  if (!result.page) return result;
  const { source: _source, ...page } = result.page;
  return { page, diagnostics: result.diagnostics };
}

/** The parse result of `source` again. */
export function attachSource(detached: DetachedParse, source: SourceFile): ParsePageResult {
  return detached.page ? { page: { source, ...detached.page }, diagnostics: detached.diagnostics } : { page: undefined, diagnostics: detached.diagnostics };
}
