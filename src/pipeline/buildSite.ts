// The pipeline: config -> scan -> generated sources -> parse -> page passes -> site model -> checks -> bundle -> output.
// Each step is a stage taking plain inputs (src/<stage folder>), its memo wrapper (src/pipeline/*Once.ts) or
// the hooks of the optional features (siteFeatures.ts: API reference, llms text, examples, search index).
// `build` writes the output, rendering pages as it goes; `serve` renders them on request.
import { configFileOf, type LoadedSiteConfig } from "../config/loadConfig.ts";
import type { ResolvedPaths } from "../config/types.ts";
import { createDiagnosticLog } from "../diagnostics/createDiagnosticLog.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { buildSiteModel } from "../site/buildSiteModel.ts";
import type { SiteModel } from "../site/types.ts";
import { checkSiteAssets } from "../site/checkSiteAssets.ts";
import { type BuildMemo, createBuildMemo } from "./BuildMemo.ts";
import type { SourceStamps } from "../content/scanContent.ts";
import { bundleOnce, loadSiteConfigOnce, scanContentOnce, scanPublicOnce } from "./memoInputs.ts";
import { parsePagesOnce } from "./parsePagesOnce.ts";
import { checkLinksOnce } from "./checkLinksOnce.ts";
import { planOutputOnce } from "./planOutputOnce.ts";
import { loadOrRenderSocialImages } from "../cache/socialImageCache.ts";
import { imageSizesOf } from "../render/imageSizeOf.ts";
import { featureContext, featureFiles, featurePages, featureSources, SITE_FEATURES } from "./siteFeatures.ts";
import type { SiteOutput } from "../output/SiteOutput.ts";
import { parseSettingsKey, parseSettingsOf } from "../content/parsePage.ts";

/** What one build produced. */
export interface BuildResult {
  readonly output: SiteOutput;
  /** The site model the output was planned from (benchmarks time the search index on it). */
  readonly model: SiteModel;
  readonly diagnostics: readonly Diagnostic[];
  readonly stats: { readonly pages: number };
  /** What the optional features report to the commands, by feature name (the examples: src/toolchain/examplesReportOf.ts). */
  readonly reports: ReadonlyMap<string, unknown>;
  /** Cache writes still going on (the parse cache), to be awaited before the process ends. */
  readonly settled: Promise<void>;
  /** The content files as this build read them, by absolute path (serve compares them with the disk after a rebuild). */
  readonly read: SourceStamps;
  /** Route prefixes whose pages this build left out (`deferSlowWork`: API references not extracted yet); serve says they are coming. */
  readonly pendingRoutes: readonly string[];
}

/** Options of one build. */
export interface BuildOptions {
  readonly paths: ResolvedPaths;
  /** `site.json` as the command has just read it (`checkSiteConfig`), not read again; without it the build reads the file. */
  readonly config?: LoadedSiteConfig;
  /**
   * Work kept from earlier builds of this process (serve): its renders are reused. A one-shot build has none.
   */
  readonly memo?: BuildMemo;
  /** The engine build's version key: parse results on disk are kept per engine build (none without a key). */
  readonly engineKey?: string;
  /** Reports stage names as they start (progress output on terminals). */
  readonly onStage?: (stage: string) => void;
  /** Reports how many items of a stage are done of all of them: pages parsed ("parse"), examples compiled ("examples"). */
  readonly onCount?: (stage: string, done: number, total: number) => void;
  /**
   * Do nothing slow (serve's first build, followed by a whole one): compile no example and no compiler's libraries
   * (pages show the outcomes known from earlier builds and say the others are being compiled: the examples report's
   * `stats.pending` counts them), and extract no API reference (a reference not in the cache is left out, its
   * routes in `pendingRoutes`).
   */
  readonly deferSlowWork?: boolean;
  /** The year printed in copyright lines (defaults to the current year). */
  readonly year?: number;
  /** How example compile errors count: errors in `build` (default), warnings in `serve`. */
  readonly exampleSeverity?: "error" | "warning";
  /** Start the slow files (the search index, in a worker) at once, while the pages render: for `build`, which writes them all. */
  readonly startLateFiles?: boolean;
}

/** Builds the whole site in memory. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const { paths, engineKey } = options;
  const memo = options.memo ?? createBuildMemo();
  const stage = options.onStage ?? (() => undefined);
  const log = createDiagnosticLog();
  stage("config");
  const { site } = log.take(options.config ?? (await loadSiteConfigOnce(paths, memo)));
  const features = SITE_FEATURES.filter((f) => f.enabled(site));
  const { onCount } = options;
  const ctx = featureContext(site, paths, memo, options.exampleSeverity ?? "error", {
    deferSlowWork: options.deferSlowWork === true,
    onCount,
    ...(engineKey ? { engineKey } : {}),
  });
  stage("scan");
  const bundling = bundleOnce(paths, memo);
  bundling.catch(() => undefined); // awaited at the bundle stage
  const [content, publicScan] = await Promise.all([scanContentOnce(paths, memo), scanPublicOnce(paths, memo)]);
  log.add([...content.diagnostics, ...publicScan.diagnostics]);
  stage("sources");
  const generated = log.take(await featureSources(features, ctx, content));
  stage("parse");
  const sources = [...content.pages, ...generated.pages];
  const parseCount = onCount && ((done: number, total: number) => onCount("parse", done, total));
  const settings = parseSettingsOf(site);
  const parsed = log.take(await parsePagesOnce(sources, { settings, paths, memo, engineKey, onCount: parseCount }));
  stage("examples");
  const passed = log.take(await featurePages(features, ctx, parsed.pages, content.data));
  stage("model");
  const dataFiles = new Map([...content.data, ...generated.data, ...passed.data]);
  const { model } = log.take(buildSiteModel({ site, pages: [...passed.pages], dataFiles, assets: new Set(publicScan.files.keys()) }));
  const made = await featureFiles(features, ctx, model);
  // Otherwise they are made on first request (serve), or never (`docsgen examples`).
  if (options.startLateFiles) made.late().catch(() => undefined);
  const known = new Set([site.feed.path, "/sitemap.xml", "/404.html", ...made.files.keys()]);
  const pending = generated.pendingRoutes ?? [];
  const linkChecks = checkLinksOnce({ model, files: known, pending, parseSettingsKey: parseSettingsKey(settings) }, options.memo);
  log.add([...checkSiteAssets(model, configFileOf(paths)), ...linkChecks]);
  stage("bundle");
  const [client, templates] = await bundling;
  stage("render");
  const socialImages = loadOrRenderSocialImages(model.blog, publicScan.files, paths.cache);
  const year = options.year ?? new Date().getUTCFullYear();
  const files = [publicScan.files, socialImages, made.files];
  const imageSizes = imageSizesOf(publicScan.files);
  const output = planOutputOnce({ model, client, templates, year, memo: options.memo, files, late: made.late, imageSizes });
  const stats = { pages: output.fingerprints.size - 1 };
  return {
    output,
    model,
    diagnostics: log.sorted(),
    stats,
    reports: passed.reports ?? new Map(),
    settled: parsed.saving,
    read: content.stamps,
    pendingRoutes: generated.pendingRoutes ?? [],
  };
}
