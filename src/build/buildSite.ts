// The pipeline: config -> scan -> parse -> site model -> link check -> bundle -> render -> files.
// `build` writes the files; `serve` keeps them in memory. Content problems come back as diagnostics.
import path from "node:path";
import { loadSiteConfig } from "../config/loadConfig.ts";
import type { ResolvedPaths } from "../config/types.ts";
import { checkRawHtml } from "../content/checkRawHtml.ts";
import { attachSource, detachSource } from "../content/detachSource.ts";
import { parsePages, startParseWorkers, stopParseWorkers, type ParseWorkers } from "../content/parsePages.ts";
import type { Page } from "../content/types.ts";
import { sortDiagnostics, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { planLlmsPages } from "../llms/planLlmsPages.ts";
import { renderLlmsFiles } from "../llms/renderLlmsFiles.ts";
import { planSiteFiles, pruneRenders, renderPlannedPage, renderSiteFiles, type SitePlan } from "../render/renderSiteFiles.ts";
import { renderSocialImages } from "./renderSocialImages.ts";
import type { TemplateModule } from "../render/views.ts";
import { renderSearchIndex, renderSearchIndexInWorker } from "../search/renderSearchIndex.ts";
import { buildSiteModel } from "../site/buildSiteModel.ts";
import { checkLinks } from "../site/checkLinks.ts";
import { runExamples, type ExamplesResult } from "../toolchain/runExamples.ts";
import { createBuildCache, type BuildCache } from "./BuildCache.ts";
import { bundleOnce, loadApiSourcesOnce, scanContentOnce, scanPublicOnce } from "./incrementalInputs.ts";
import { hasParseCache, loadParseCache, parseKey, saveParseCache } from "./parseCacheFile.ts";
import type { LazyFiles, OutputFiles } from "./writeOutput.ts";

/** What one build produced. */
export interface BuildResult {
  /** Every output file in `build` mode; in `serve` mode all but the template pages and the deferred files. */
  readonly files: OutputFiles;
  /** The template pages with their fingerprints (rendered into `files` in `build` mode). */
  readonly plan: SitePlan;
  readonly templates: TemplateModule;
  /** `serve` mode: outputs computed on first request (the search index). */
  readonly deferred?: () => OutputFiles;
  /** Streaming: the search index, still being built in a worker, to be written after `files` (not in `files`). */
  readonly late?: Promise<OutputFiles>;
  /** Streaming: the template pages, each rendered when it is written (not in `files`). */
  readonly lazy?: LazyFiles;
  /** Streaming: cache writes still going on, to be awaited before the process ends. */
  readonly background?: Promise<void>;
  readonly diagnostics: readonly Diagnostic[];
  readonly stats: { readonly pages: number; readonly examples: ExamplesResult["stats"] };
  /** Hand-written JS Output fences that differ from the compiler (for `docsgen examples --update`). */
  readonly mismatches: ExamplesResult["mismatches"];
}

/** Options of one build. */
export interface BuildOptions {
  readonly paths: ResolvedPaths;
  readonly cache?: BuildCache;
  /** Reports stage names as they start (progress output on terminals). */
  readonly onStage?: (stage: string) => void;
  /** The year printed in copyright lines (defaults to the current year). */
  readonly year?: number;
  /** How example compile errors count: errors in `build` (default), warnings in `serve`. */
  readonly exampleSeverity?: "error" | "warning";
  /** `build` renders everything; `serve` leaves template pages and the search index to be rendered on request. */
  readonly mode?: "build" | "serve";
  /** Files changed since the previous build with the same cache (from the watcher), so unchanged folders need no rescan. */
  readonly changed?: readonly string[];
  /** `build` mode: return the search index (`late`) and the parse-cache save (`background`) unfinished, so the caller writes the other files meanwhile. */
  readonly streaming?: boolean;
}

/** Builds the whole site in memory. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  // A first build with no parse results on disk: the parse workers start now and load while the content is scanned.
  const cold = !options.cache?.parseFile && !hasParseCache(options.paths.cache, process.env["DOCSGEN_ENGINE_KEY"]);
  const parseWorkers = cold ? startParseWorkers() : undefined;
  try {
    return await buildWith(options, parseWorkers);
  } finally {
    stopParseWorkers(parseWorkers);
  }
}

async function buildWith(options: BuildOptions, parseWorkers: ParseWorkers | undefined): Promise<BuildResult> {
  const { paths, onStage } = options;
  const cache = options.cache ?? createBuildCache();
  const diagnostics: Diagnostic[] = [];
  const background: Promise<void>[] = [];

  onStage?.("config");
  const config = await loadSiteConfig(paths);
  diagnostics.push(...config.diagnostics);
  const site = config.site;

  onStage?.("scan");
  const bundling = bundleOnce(paths, cache, options.changed);
  // Awaited after the content stages; until then a failure must not count as unhandled.
  bundling.catch(() => undefined);
  const [scan, publicScan] = await Promise.all([scanContentOnce(paths, cache, options.changed), scanPublicOnce(paths, cache, options.changed)]);
  const publicFiles = publicScan.files;
  diagnostics.push(...scan.diagnostics, ...publicScan.diagnostics);

  onStage?.("api");
  const api = await loadApiSourcesOnce({ site, paths, cache, handWritten: new Set(scan.pages.map((p) => p.path)) });
  diagnostics.push(...api.diagnostics);

  const llmsPages = planLlmsPages(site.docSets, scan.pages, scan.data);

  onStage?.("parse");
  // Sources come from the scan cache: an unchanged file is the same object, so only changed files are parsed.
  const sources = [...scan.pages, ...api.pages, ...llmsPages];
  const playgroundPath = site.playgroundPath;
  const unparsed = sources.filter((s) => cache.parsedSources.get(s)?.playgroundPath !== playgroundPath);
  if (unparsed.length > 0) {
    cache.parseFile ??= await loadParseCache(paths.cache, process.env["DOCSGEN_ENGINE_KEY"]);
    const disk = cache.parseFile;
    const keys = unparsed.map((s) => parseKey(s, playgroundPath));
    const missing = unparsed.flatMap((_, i) => (disk.entries.has(keys[i]!) ? [] : [i]));
    const fresh = await parsePages(
      missing.map((i) => unparsed[i]!),
      cache.md,
      { playgroundPath, ...(parseWorkers ? { started: parseWorkers } : {}) },
    );
    for (const [j, i] of missing.entries()) disk.entries.set(keys[i]!, detachSource(fresh[j]!));
    disk.changed ||= missing.length > 0;
    for (const [i, s] of unparsed.entries()) cache.parsedSources.set(s, { playgroundPath, result: attachSource(disk.entries.get(keys[i]!)!, s) });
    // Saved only when the whole site was parsed (a first build); the watcher's small re-parses need no disk.
    // Streaming, the save goes on while the caller writes the output.
    if (unparsed.length === sources.length) {
      const saving = saveParseCache(disk, new Set(keys));
      if (options.streaming) background.push(saving);
      else await saving;
    }
  }
  const pages: Page[] = [];
  for (const source of sources) {
    const { result } = cache.parsedSources.get(source)!;
    diagnostics.push(...result.diagnostics);
    if (result.page) pages.push(result.page);
  }
  diagnostics.push(...checkRawHtml(pages, site.trustedEmbeds));

  onStage?.("examples");
  const landing = scan.data.get("data/landing.json");
  const landingSource = landing ? readLandingSource(landing.text) : undefined;
  const examples = await runExamples({
    pages,
    site,
    paths,
    cache,
    severity: options.exampleSeverity ?? "error",
    ...(landingSource ? { landingSource } : {}),
  });
  diagnostics.push(...examples.diagnostics);

  onStage?.("model");
  const { model, diagnostics: modelDiagnostics } = buildSiteModel({
    site,
    pages,
    dataFiles: new Map([...scan.data, ...api.data]),
    assets: new Set(publicFiles.keys()),
  });
  diagnostics.push(...modelDiagnostics);
  if (site.ogImage && !model.assets.has(site.ogImage) && !/^https?:/.test(site.ogImage)) {
    diagnostics.push({
      severity: "warning",
      code: "config/missing-asset",
      file: path.relative(paths.root, path.join(paths.content, "site.json")),
      line: 1,
      column: 1,
      message: `ogImage ${site.ogImage} is not a file in public/`,
      hint: "add the image to public/ or point ogImage at an existing one",
    });
  }
  const llmsFiles = renderLlmsFiles(model);
  diagnostics.push(...checkLinks(model, new Set([site.feed.path, "/sitemap.xml", "/404.html", ...llmsFiles.keys()])));

  // The search index is built in a worker while this thread renders the pages.
  const serve = options.mode === "serve";
  const searching = serve ? undefined : renderSearchIndexInWorker(model);
  searching?.catch(() => undefined);

  onStage?.("bundle");
  const [client, templates] = await bundling;

  onStage?.("render");
  const plan = planSiteFiles({
    model,
    client,
    templatesKey: templates.key,
    year: options.year ?? new Date().getUTCFullYear(),
    html: examples.html,
    bodyHashes: cache.bodyHashes,
    // Without a cache kept for the next build, no render is reused: nothing to fingerprint.
    fingerprints: options.cache !== undefined,
    ...(examples.landing ? { landing: examples.landing } : {}),
  });
  // Streaming, each page is rendered as it is written; `serve` renders on request.
  const lazy = options.streaming && !serve ? new Map([...plan.pages].map(([p, page]) => [p, () => renderPlannedPage(page, templates.module)])) : undefined;
  const pageFiles = serve || lazy ? plan.files : renderSiteFiles(plan, templates.module, cache.renders);
  const socialImages = renderSocialImages(model.blog, publicFiles, paths.cache);
  onStage?.("search");
  const late = options.streaming ? searching : undefined;
  const search = late ? undefined : await searching;
  const files = new Map<string, string | Uint8Array>([...publicFiles, ...socialImages, ...client.files, ...pageFiles, ...llmsFiles, ...(search ?? [])]);
  if (!serve && !lazy) pruneRenders(cache.renders, plan);
  let deferred: OutputFiles | undefined;
  return {
    files,
    plan,
    templates: templates.module,
    diagnostics: sortDiagnostics(diagnostics),
    mismatches: examples.mismatches,
    stats: { pages: plan.pages.size - 1, examples: examples.stats },
    ...(serve ? { deferred: () => (deferred ??= renderSearchIndex(model).files) } : {}),
    ...(late ? { late } : {}),
    ...(lazy ? { lazy } : {}),
    ...(background.length > 0 ? { background: Promise.all(background).then(() => undefined) } : {}),
  };
}

/** The ReScript source of the landing page example (`example.res` in data/landing.json), if any. */
function readLandingSource(text: string): string | undefined {
  try {
    const value = (JSON.parse(text) as { example?: { res?: unknown } }).example?.res;
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}
