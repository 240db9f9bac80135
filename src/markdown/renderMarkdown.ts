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
import { sanitizeHtml } from "./sanitizeHtml.ts";

/** What rendering one Markdown body produced. */
export interface MarkdownResult {
  /** The HTML, with every slot as it is when no compiler fills it (see emptySlotHtml). */
  readonly html: string;
  /** The HTML split at its slots (see pageSlots.ts); only when it has any. */
  readonly body?: PageBody;
  readonly headings: readonly HeadingInfo[];
  readonly links: readonly LinkRef[];
  readonly codeBlocks: readonly CodeBlockInfo[];
  /** Raw HTML fragments as written, with their file lines (checked by sanitizeHtml.ts when there are any). */
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
  /** What the playground links of this page add to their query (`&version=v9.0.0`), "" for nothing. */
  readonly playgroundQuery?: string;
  /** Playground links that carry no code (see MarkdownEnv.lightPlaygroundLinks). */
  readonly lightPlaygroundLinks?: boolean;
  /** Prefix for generated ids when several bodies share one HTML page. */
  readonly idPrefix?: string;
  /** https URL prefixes raw `<iframe>`s may embed (`trustedEmbeds` of site.json). */
  readonly trustedEmbeds?: readonly string[];
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
    playgroundQuery: input.playgroundQuery ?? "",
    ...(input.lightPlaygroundLinks ? { lightPlaygroundLinks: true } : {}),
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
  const rendered = md.render(input.body, env as unknown as Record<string, unknown>);
  // A body with raw HTML is checked as the browser will parse it, and written from what was checked.
  const checked =
    env.rawHtml.length > 0 ? sanitizeHtml(rendered, { file: input.file, fragments: env.rawHtml, trustedEmbeds: input.trustedEmbeds ?? [] }) : undefined;
  const marked = checked?.html ?? rendered;
  if (checked) env.diagnostics.push(...checked.diagnostics);
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
