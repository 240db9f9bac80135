import type { MarkdownIt } from "markdown-it";
import type { ParsePageResult } from "../content/types.ts";
import { createMarkdown } from "../markdown/renderMarkdown.ts";
import type { ExampleCache } from "../toolchain/compileExamples.ts";
import type { PreparedToolchain } from "../toolchain/prepareToolchain.ts";

/** Work kept between builds of one process (serve): parsed pages by content hash, the Markdown parser. */
export interface BuildCache {
  readonly md: MarkdownIt;
  /** Parse results keyed by `path + NUL + text hash`. */
  readonly pages: Map<string, ParsePageResult>;
  /** Compile outcomes of examples by job key. */
  readonly examples: ExampleCache;
  /** Compilers already located and prepared, by toolchain id. */
  readonly toolchains: Map<string, Promise<PreparedToolchain>>;
  /** Rendered HTML by page fingerprint (see fingerprintView). */
  readonly renders: Map<string, string>;
}

/** An empty cache. */
export function createBuildCache(): BuildCache {
  return { md: createMarkdown(), pages: new Map(), examples: new Map(), toolchains: new Map(), renders: new Map() };
}
