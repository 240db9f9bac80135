import { emptySlotHtml, fillSlots, type PageBody, splitSlots } from "./pageSlots.ts";
import MarkdownIt from "markdown-it";
import type { MarkdownIt as MarkdownItInstance } from "markdown-it";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { componentsPlugin } from "./componentsPlugin.ts";
import type { CodeBlockInfo, HeadingInfo, LinkRef, MarkdownEnv, RawHtml } from "./env.ts";
import { fencesPlugin } from "./fencesPlugin.ts";
import { headingsPlugin } from "./headingsPlugin.ts";
import { linksPlugin } from "./linksPlugin.ts";
import { mdxModuleLinesPlugin } from "./mdxModuleLinesPlugin.ts";
import { renderComponentsPlugin } from "./renderComponents.ts";
import { createSlugRegistry } from "./slugify.ts";
import { nestingLimitPlugin } from "./nestingLimitPlugin.ts";
import { rawHtmlPlugin } from "./rawHtmlPlugin.ts";

/** What rendering one Markdown body produced. */
export interface MarkdownResult {
  /** The HTML, with every slot as it is when no compiler fills it (see emptySlotHtml). */
  readonly html: string;
  /** The HTML split at its slots (see pageSlots.ts); only when it has any. */
  readonly body?: PageBody;
  readonly headings: readonly HeadingInfo[];
  readonly links: readonly LinkRef[];
  readonly codeBlocks: readonly CodeBlockInfo[];
  /** Raw HTML fragments as written, with their file lines (checked later against the site's policy). */
  readonly rawHtml: readonly RawHtml[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Where a body sits and how to resolve its links. */
export interface MarkdownInput {
  readonly body: string;
  /** Source path for diagnostics, relative to the project root. */
  readonly file: string;
  readonly route: string;
  /** Number of lines before the body in the file (front matter). */
  readonly lineOffset: number;
  readonly playgroundPath: string;
  /** Prefix for generated ids when several bodies share one HTML page. */
  readonly idPrefix?: string;
}

/** The configured markdown-it instance: CommonMark + tables, raw HTML, and the docsgen plugins. */
export function createMarkdown(): MarkdownItInstance {
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false });
  md.use(mdxModuleLinesPlugin)
    .use(componentsPlugin)
    .use(fencesPlugin)
    .use(renderComponentsPlugin)
    .use(headingsPlugin)
    .use(linksPlugin)
    .use(rawHtmlPlugin)
    .use(nestingLimitPlugin);
  return md;
}

/** Parses and renders one Markdown body with a fresh per-page environment. */
export function renderMarkdown(md: MarkdownItInstance, input: MarkdownInput): MarkdownResult {
  const env: MarkdownEnv = {
    file: input.file,
    route: input.route,
    lineOffset: input.lineOffset,
    lines: input.body.split("\n"),
    playgroundPath: input.playgroundPath,
    idPrefix: input.idPrefix ?? "",
    slugs: createSlugRegistry(),
    diagnostics: [],
    headings: [],
    links: [],
    codeBlocks: [],
    rawHtml: [],
    slots: [],
    tabGroups: 0,
  };
  const marked = md.render(input.body, env as unknown as Record<string, unknown>);
  const body = env.slots.length > 0 ? splitSlots(marked, env.slots) : undefined;
  return {
    html: body ? fillSlots(body, emptySlotHtml) : marked,
    ...(body ? { body } : {}),
    headings: env.headings,
    links: env.links,
    codeBlocks: env.codeBlocks,
    rawHtml: env.rawHtml,
    diagnostics: env.diagnostics,
  };
}
