import type { PageSlot } from "./pageSlots.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { FenceRole } from "./parseFenceInfo.ts";
import type { SlugRegistry } from "./slugify.ts";

/** A heading found on a page. */
export interface HeadingInfo {
  readonly level: number;
  readonly text: string;
  readonly id: string;
  /** 1-based line in the source file. */
  readonly line: number;
}

/** A link or image reference found on a page, after rewriting. */
export interface LinkRef {
  /** The href as written in the source. */
  readonly raw: string;
  /** The href after rewriting (site-absolute path for internal links). */
  readonly href: string;
  readonly kind: "link" | "image";
  /** True when it points into the site and must resolve. */
  readonly internal: boolean;
  readonly line: number;
  readonly column: number;
}

/** A fenced code block found on a page. */
export interface CodeBlockInfo {
  /** Position among the page's fences, 0-based. */
  readonly index: number;
  readonly lang: string;
  readonly role: FenceRole;
  readonly code: string;
  /** 1-based line of the opening fence in the source file. */
  readonly line: number;
  readonly highlightLines: readonly number[];
  /** Set when the fence is the only source of a CodeTab whose "JS Output" tab the build generates. */
  readonly generatesJsOutput: boolean;
  /** The hand-written JS fence beside it in a ["ReScript", "JS Output"] CodeTab, if any. */
  readonly jsOutputIndex?: number;
}

/** A fragment of raw HTML in a page body and the 1-based file line it starts on. */
export interface RawHtml {
  readonly line: number;
  readonly html: string;
}

/** Per-page state shared by the markdown-it plugins while one page is parsed. Mutable by design, never shared. */
export interface MarkdownEnv {
  /** Source file path for diagnostics (relative to the project root). */
  readonly file: string;
  /** Route of the page, for resolving relative links. */
  readonly route: string;
  /** Lines before the Markdown body (front matter), added to token lines. */
  readonly lineOffset: number;
  /** Source lines of the body, for finding columns. */
  readonly lines: readonly string[];
  /** Empty when ReScript fences get no playground link. */
  readonly playgroundPath: string;
  /**
   * Playground links without the code (generated reference pages hold hundreds of examples: the code would be
   * there twice): the link names the page's settings only, and the browser adds the block's code when it is used.
   */
  readonly lightPlaygroundLinks?: boolean;
  /** The query the page's playground links add after the code (the compiler's version, JSX): "" for none. */
  readonly playgroundQuery: string;
  /** Prefix of generated ids (headings, tabs), for bodies shown together on one page. */
  readonly idPrefix: string;
  readonly slugs: SlugRegistry;
  readonly diagnostics: Diagnostic[];
  readonly headings: HeadingInfo[];
  readonly links: LinkRef[];
  readonly codeBlocks: CodeBlockInfo[];
  readonly rawHtml: RawHtml[];
  /** Slots left for later stages, in the order of their marks (see pageSlots.ts). */
  readonly slots: PageSlot[];
  /** Counter for ids of code tab groups on this page. */
  tabGroups: number;
}

/** The page environment of a markdown-it state (markdown-it types it loosely). */
export function envOf(state: { env: unknown }): MarkdownEnv {
  return state.env as MarkdownEnv;
}

/** A token's meta as the plugin that set it typed it. */
export function metaOf<T>(token: { meta: unknown }): T {
  return token.meta as T;
}
