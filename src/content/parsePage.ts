import type { MarkdownIt } from "markdown-it";
import type { ResolvedSite } from "../config/types.ts";
import { errorAt } from "../diagnostics/diagnostic.ts";
import { renderMarkdown } from "../markdown/renderMarkdown.ts";
import { splitSections } from "./splitSections.ts";
import { parseFrontmatter } from "./parseFrontmatter.ts";
import { routeForSource, type SourceRoutes, sourceRoutesOf } from "./routeForSource.ts";
import type { ParsePageResult, SourceFile } from "./types.ts";
import { validateMeta } from "./validateMeta.ts";
import { type PlaygroundRoute, playgroundQueryOf, playgroundRoutesOf } from "./playgroundRoutesOf.ts";

/**
 * What parsing needs of the site configuration: a page parses the same with the same text and settings
 * (the parse memos and the cache on disk are keyed by both).
 */
export interface ParseSettings {
  /** Where ReScript examples' "Try in playground" links point ("" for none). */
  readonly playgroundPath: string;
  /** The settings those links carry, by route prefix (playgroundRoutesOf). */
  readonly playgroundRoutes: readonly PlaygroundRoute[];
  /** The routes of the site's sections and doc sets, which give pages their kind (routeForSource). */
  readonly sourceRoutes: SourceRoutes;
  /** https URL prefixes raw `<iframe>`s may embed. */
  readonly trustedEmbeds: readonly string[];
}

/** The parse settings of a site. */
export function parseSettingsOf(site: ResolvedSite): ParseSettings {
  return {
    playgroundPath: site.playgroundPath,
    playgroundRoutes: playgroundRoutesOf(site),
    sourceRoutes: sourceRoutesOf(site),
    trustedEmbeds: site.trustedEmbeds,
  };
}

/** A string equal for equal settings (memo and cache keys). */
export function parseSettingsKey(settings: ParseSettings): string {
  return JSON.stringify(settings); // parseSettingsOf fixes the order of the keys
}

/** Parses one Markdown source: front matter, validation, Markdown to HTML with headings, links and code. */
export function parsePage(source: SourceFile, md: MarkdownIt, settings: ParseSettings): ParsePageResult {
  const routed = routeForSource(source.path, settings.sourceRoutes);
  if ("error" in routed) {
    return { page: undefined, diagnostics: [errorAt({ file: source.file, line: 1 }, "route/invalid-path", routed.error)] };
  }
  const fm = parseFrontmatter(source.text, source.file);
  // A page whose front matter fails is still a page: links, sidebars and prev/next know its route and report
  // nothing more about it (the build fails on its own error). Its body is read when the front matter's end was found.
  const unread = fm.diagnostics.length > 0 ? (fm.bodyOffset > 0 ? "yaml" : "file") : undefined;
  const fallbackTitle = routed.kind === "syntax" && typeof fm.data["name"] === "string" ? fm.data["name"] : undefined;
  const checked = unread ? { meta: undefined, diagnostics: fm.diagnostics } : validateMeta(fm.data, fm.keyLines, source.file, fallbackTitle);
  const rendered =
    unread === "file"
      ? { html: "", body: undefined, headings: [], links: [], codeBlocks: [], rawHtml: [], diagnostics: [] }
      : renderMarkdown(md, {
          body: fm.body,
          file: source.file,
          route: routed.route,
          lineOffset: fm.bodyOffset,
          playgroundPath: settings.playgroundPath,
          // Generated reference pages hold hundreds of docstring examples each: their links carry no code.
          ...(source.generated ? { lightPlaygroundLinks: true } : {}),
          playgroundQuery: playgroundQueryOf(settings.playgroundRoutes, routed.route),
          trustedEmbeds: settings.trustedEmbeds,
          ...(routed.kind === "syntax" && typeof fm.data["id"] === "string" ? { idPrefix: `${fm.data["id"]}-` } : {}),
        });
  const failed = unread ?? (checked.meta ? undefined : "fields");
  return {
    page: {
      source,
      kind: routed.kind,
      route: routed.route,
      // A stand-in title for a page whose own is missing or wrong: the last part of its route.
      meta: checked.meta ?? { title: routed.route.split("/").at(-1) || routed.route },
      data: fm.data,
      keyLines: fm.keyLines,
      html: rendered.html,
      ...(rendered.body ? { body: rendered.body } : {}),
      headings: rendered.headings,
      links: rendered.links,
      codeBlocks: rendered.codeBlocks,
      rawHtml: rendered.rawHtml,
      sections: splitSections(rendered.html),
      ...(failed ? { failed } : {}),
    },
    diagnostics: [...checked.diagnostics, ...rendered.diagnostics],
  };
}
