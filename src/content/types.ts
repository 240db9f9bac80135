import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { MarkdownResult } from "../markdown/renderMarkdown.ts";
import type { PageSection } from "./splitSections.ts";

/** A file read from the content directory. */
export interface SourceFile {
  /** Path relative to the content directory, posix separators (`docs/manual/v11.0.0/record.mdx`). */
  readonly path: string;
  /** Path for diagnostics, relative to the project root (`content/docs/manual/v11.0.0/record.mdx`). */
  readonly file: string;
  readonly text: string;
  /** A hash of `text` (sourceTextHash), made once when the file is read so that later builds need not hash it again. */
  readonly textHash?: string;
  /** True for pages docsgen generated (API reference): their problems are upstream's, reported on the page and in the summary. */
  readonly generated?: boolean;
}

/** What kind of source a Markdown file is, decided by where it lives. */
export type PageKind = "doc" | "blog" | "community" | "syntax" | "generic";

/** The frontmatter fields every page understands, validated. */
export interface PageMeta {
  readonly title: string;
  readonly metaTitle?: string;
  readonly description?: string;
  readonly canonical?: string;
}

/** One parsed Markdown page: where it lives, its front matter, and what rendering its body produced (without the problems, which the parse reports). */
export interface Page extends Omit<MarkdownResult, "diagnostics"> {
  readonly source: SourceFile;
  readonly kind: PageKind;
  /** Site route without trailing slash, e.g. `/docs/manual/v11.0.0/record`. */
  readonly route: string;
  readonly meta: PageMeta;
  /** All front matter, for section-specific fields (blog author, syntax keywords...). */
  readonly data: Readonly<Record<string, unknown>>;
  /** 1-based line of each top-level front matter key. */
  readonly keyLines: Readonly<Record<string, number>>;
  /** The body's plain text by heading, for the search index (computed while parsing, in parallel and cached). */
  readonly sections: readonly PageSection[];
  /**
   * Set when the page's front matter has errors, reported while parsing (so the build fails and the page is never
   * written): the page is kept so that links, sidebars and prev/next know its route and report nothing more about
   * it. `fields`: its fields are wrong (the title is a stand-in); `yaml`: its YAML could not be read (no data; the
   * body was read); `file`: its front matter has no end (or cannot be read at all): no data, no body, anchors unknown.
   */
  readonly failed?: "fields" | "yaml" | "file";
}

/** A parsed page with the problems found in it. */
export interface ParsePageResult {
  readonly page: Page | undefined;
  readonly diagnostics: readonly Diagnostic[];
}
