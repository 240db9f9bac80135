import type { MarkdownIt } from "markdown-it";
import type { ParsePageResult } from "../content/types.ts";
import { createMarkdown } from "../markdown/renderMarkdown.ts";

/** Work kept between builds of one process (serve): parsed pages by content hash, the Markdown parser. */
export interface BuildCache {
  readonly md: MarkdownIt;
  /** Parse results keyed by `path + NUL + text hash`. */
  readonly pages: Map<string, ParsePageResult>;
}

/** An empty cache. */
export function createBuildCache(): BuildCache {
  return { md: createMarkdown(), pages: new Map() };
}
