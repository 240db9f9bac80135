// The pipeline: config -> scan -> parse -> site model -> link check -> bundle -> render -> files.
// `build` writes the files; `serve` keeps them in memory. Content problems come back as diagnostics.
import { createHash } from "node:crypto";
import { loadSiteConfig } from "../config/loadConfig.ts";
import type { ResolvedPaths } from "../config/types.ts";
import { parsePage } from "../content/parsePage.ts";
import { scanContent } from "../content/scanContent.ts";
import { scanPublic } from "../content/scanPublic.ts";
import type { Page } from "../content/types.ts";
import { sortDiagnostics, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { bundleClient } from "../bundle/bundleClient.ts";
import { loadTemplates } from "../bundle/loadTemplates.ts";
import { buildSiteModel } from "../site/buildSiteModel.ts";
import { checkLinks } from "../site/checkLinks.ts";
import { planSiteFiles, renderSiteFiles, type SitePlan } from "../render/renderSiteFiles.ts";
import { renderSearchIndex } from "../search/renderSearchIndex.ts";
import { loadApiSources } from "../api/loadApiSources.ts";
import { planLlmsPages } from "../llms/planLlmsPages.ts";
import { renderLlmsFiles } from "../llms/renderLlmsFiles.ts";
import { runExamples, type ExamplesResult } from "../toolchain/runExamples.ts";
import { createBuildCache, type BuildCache } from "./BuildCache.ts";
import type { OutputFiles } from "./writeOutput.ts";

/** What one build produced. */
export interface BuildResult {
  readonly files: OutputFiles;
  readonly diagnostics: readonly Diagnostic[];
  readonly stats: { readonly pages: number; readonly files: number; readonly examples: ExamplesResult["stats"] };
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
}

/** Builds the whole site in memory. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const { paths, onStage } = options;
  const cache = options.cache ?? createBuildCache();
  const diagnostics: Diagnostic[] = [];

  onStage?.("config");
  const config = await loadSiteConfig(paths);
  diagnostics.push(...config.diagnostics);
  const site = config.site;

  onStage?.("scan");
  const bundling = Promise.all([
    bundleClient({ clientDir: paths.client, templatesDir: paths.templates, minify: true }),
    loadTemplates(paths.templates, paths.cache),
  ]);
  // Awaited after the content stages; until then a failure must not count as unhandled.
  bundling.catch(() => undefined);
  const [scan, publicFiles] = await Promise.all([scanContent(paths.content, paths.root), scanPublic(paths.public)]);
  diagnostics.push(...scan.diagnostics);

  onStage?.("api");
  const api = await loadApiSources({ site, paths, cache, handWritten: new Set(scan.pages.map((p) => p.path)) });
  diagnostics.push(...api.diagnostics);

  const llmsPages = planLlmsPages(site.docSets, scan.pages, scan.data);

  onStage?.("parse");
  const pages: Page[] = [];
  for (const source of [...scan.pages, ...api.pages, ...llmsPages]) {
    const key = `${source.path}\0${createHash("sha1").update(source.text).digest("hex")}`;
    let result = cache.pages.get(key);
    if (!result) {
      result = parsePage(source, cache.md, { playgroundPath: site.playgroundPath });
      cache.pages.set(key, result);
    }
    diagnostics.push(...result.diagnostics);
    if (result.page) pages.push(result.page);
  }

  onStage?.("examples");
  const landing = scan.data.get("data/landing.json");
  const landingSource = landing ? readLandingSource(landing.text) : undefined;
  const examples = await runExamples({ pages, site, paths, cache, severity: options.exampleSeverity ?? "error", ...(landingSource ? { landingSource } : {}) });
  diagnostics.push(...examples.diagnostics);

  onStage?.("model");
  const { model, diagnostics: modelDiagnostics } = buildSiteModel({ site, pages, dataFiles: new Map([...scan.data, ...api.data]), assets: new Set(publicFiles.keys()) });
  diagnostics.push(...modelDiagnostics);
  const llmsFiles = renderLlmsFiles(model);
  diagnostics.push(...checkLinks(model, new Set([site.feed.path, "/sitemap.xml", "/404.html", ...llmsFiles.keys()])));

  onStage?.("bundle");
  const [client, templates] = await bundling;

  onStage?.("render");
  const plan = planSiteFiles({
    model, client, templatesKey: templates.key, year: options.year ?? new Date().getUTCFullYear(), html: examples.html,
    ...(examples.landing ? { landing: examples.landing } : {}),
  });
  const files = new Map<string, string | Uint8Array>([...publicFiles, ...client.files, ...renderSiteFiles(plan, templates.module, cache.renders), ...llmsFiles, ...renderSearchIndex(model).files]);
  pruneRenders(cache.renders, plan);
  return {
    files, diagnostics: sortDiagnostics(diagnostics), mismatches: examples.mismatches,
    stats: { pages: plan.pages.size - 1, files: files.size, examples: examples.stats },
  };
}

/** Keeps only the renders the current plan can reuse. */
function pruneRenders(memo: Map<string, string>, plan: SitePlan): void {
  const live = new Set([...plan.pages.values()].map((p) => p.key));
  for (const key of memo.keys()) if (!live.has(key)) memo.delete(key);
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
