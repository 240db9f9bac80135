// The pipeline: config -> scan -> parse -> site model -> link check -> bundle -> render -> files.
// `build` writes the files; `serve` keeps them in memory. Content problems come back as diagnostics.
import { loadSiteConfig } from "../config/loadConfig.ts";
import type { ResolvedPaths } from "../config/types.ts";
import { parsePages } from "../content/parsePages.ts";
import { loadParseCache, parseKey, saveParseCache } from "./parseCacheFile.ts";
import { scanContent, type ScanResult } from "../content/scanContent.ts";
import { scanPublic, type PublicScan } from "../content/scanPublic.ts";
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { Page, SourceFile } from "../content/types.ts";
import { sortDiagnostics, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { bundleClient } from "../bundle/bundleClient.ts";
import { loadTemplates } from "../bundle/loadTemplates.ts";
import { buildSiteModel } from "../site/buildSiteModel.ts";
import { checkLinks } from "../site/checkLinks.ts";
import { planSiteFiles, renderSiteFiles, type SitePlan } from "../render/renderSiteFiles.ts";
import { renderSearchIndex } from "../search/renderSearchIndex.ts";
import { loadApiSources, type ApiSources } from "../api/loadApiSources.ts";
import type { ClientBundle } from "../bundle/bundleClient.ts";
import type { TemplateModule } from "../render/views.ts";
import path from "node:path";
import { fingerprintTree } from "./fingerprintTree.ts";
import { planLlmsPages } from "../llms/planLlmsPages.ts";
import { renderLlmsFiles } from "../llms/renderLlmsFiles.ts";
import { runExamples, type ExamplesResult } from "../toolchain/runExamples.ts";
import { createBuildCache, type BuildCache } from "./BuildCache.ts";
import type { OutputFiles } from "./writeOutput.ts";

/** What one build produced. */
export interface BuildResult {
  /** Every output file in `build` mode; in `serve` mode all but the template pages and the deferred files. */
  readonly files: OutputFiles;
  /** The template pages with their fingerprints (rendered into `files` in `build` mode). */
  readonly plan: SitePlan;
  readonly templates: TemplateModule;
  /** `serve` mode: outputs computed on first request (the search index). */
  readonly deferred?: () => OutputFiles;
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
  /** `build` renders everything; `serve` leaves template pages and the search index to be rendered on request. */
  readonly mode?: "build" | "serve";
  /** Files changed since the previous build with the same cache (from the watcher), so unchanged folders need no rescan. */
  readonly changed?: readonly string[];
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
    const missing = unparsed.filter((_, i) => !disk.entries.has(keys[i]!));
    const fresh = await parsePages(missing, cache.md, { playgroundPath });
    missing.forEach((s, i) => disk.entries.set(parseKey(s, playgroundPath), fresh[i]!));
    disk.changed ||= missing.length > 0;
    unparsed.forEach((s, i) => cache.parsedSources.set(s, { playgroundPath, result: disk.entries.get(keys[i]!)! }));
    // Saved only when the whole site was parsed (a first build); the watcher's small re-parses need no disk.
    if (unparsed.length === sources.length) await saveParseCache(disk, new Set(sources.map((s) => parseKey(s, playgroundPath))));
  }
  const pages: Page[] = [];
  for (const source of sources) {
    const { result } = cache.parsedSources.get(source)!;
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
  if (site.ogImage && !model.assets.has(site.ogImage) && !/^https?:/.test(site.ogImage)) {
    diagnostics.push({ severity: "warning", code: "config/missing-asset", file: path.relative(paths.root, path.join(paths.content, "site.json")), line: 1, column: 1, message: `ogImage ${site.ogImage} is not a file in public/`, hint: "add the image to public/ or point ogImage at an existing one" });
  }
  const llmsFiles = renderLlmsFiles(model);
  diagnostics.push(...checkLinks(model, new Set([site.feed.path, "/sitemap.xml", "/404.html", ...llmsFiles.keys()])));

  onStage?.("bundle");
  const [client, templates] = await bundling;

  onStage?.("render");
  const plan = planSiteFiles({
    model, client, templatesKey: templates.key, year: options.year ?? new Date().getUTCFullYear(), html: examples.html, bodyHashes: cache.bodyHashes,
    ...(examples.landing ? { landing: examples.landing } : {}),
  });
  const serve = options.mode === "serve";
  const pageFiles = serve ? plan.files : renderSiteFiles(plan, templates.module, cache.renders);
  const search = serve ? undefined : renderSearchIndex(model).files;
  const files = new Map<string, string | Uint8Array>([...publicFiles, ...client.files, ...pageFiles, ...llmsFiles, ...(search ?? [])]);
  if (!serve) pruneRenders(cache.renders, plan);
  let deferred: OutputFiles | undefined;
  return {
    files, plan, templates: templates.module, diagnostics: sortDiagnostics(diagnostics), mismatches: examples.mismatches,
    stats: { pages: plan.pages.size - 1, files: files.size + (serve ? plan.pages.size : 0), examples: examples.stats },
    ...(serve ? { deferred: () => (deferred ??= renderSearchIndex(model).files) } : {}),
  };
}

/** The content scan; after a watcher batch that only edited known content files, only those are read again. */
async function scanContentOnce(paths: ResolvedPaths, cache: BuildCache, changed: readonly string[] | undefined): Promise<ScanResult> {
  const last = cache.lastScan;
  if (last && changed && changed.every((p) => cache.sources.has(p) && existsSync(p))) {
    const byPath = new Map<string, SourceFile>();
    for (const p of changed) {
      const rel = path.relative(paths.content, p).split(path.sep).join("/");
      const info = await stat(p);
      const source: SourceFile = { path: rel, file: cache.sources.get(p)!.source.file, text: await readFile(p, "utf8") };
      cache.sources.set(p, { size: info.size, mtimeMs: info.mtimeMs, source });
      byPath.set(rel, source);
    }
    const swap = (s: SourceFile) => byPath.get(s.path) ?? s;
    const scan: ScanResult = { pages: last.pages.map(swap), data: new Map([...last.data].map(([k, s]) => [k, swap(s)])), diagnostics: last.diagnostics };
    cache.lastScan = scan;
    return scan;
  }
  cache.lastScan = await scanContent(paths.content, paths.root, cache.sources);
  return cache.lastScan;
}

/** The public/ scan, reused when the watcher saw no change under public/. */
async function scanPublicOnce(paths: ResolvedPaths, cache: BuildCache, changed: readonly string[] | undefined): Promise<PublicScan> {
  if (cache.lastPublic && changed && !changed.some((p) => p === paths.public || p.startsWith(paths.public + path.sep))) return cache.lastPublic;
  cache.lastPublic = await scanPublic(paths.public, paths.root);
  return cache.lastPublic;
}

/** Client bundle and templates, rebuilt only when a file under client/, templates/ or src/shared/ changed. */
async function bundleOnce(paths: ResolvedPaths, cache: BuildCache, changed: readonly string[] | undefined): Promise<[ClientBundle, { module: TemplateModule; key: string }]> {
  const dirs = [paths.client, paths.templates, path.join(paths.root, "src", "shared")];
  const touched = !changed || changed.some((p) => dirs.some((d) => p === d || p.startsWith(d + path.sep)));
  if (cache.bundle && !touched) return cache.bundle.value;
  const key = await fingerprintTree(dirs);
  if (cache.bundle?.key !== key) {
    const value = Promise.all([bundleClient({ clientDir: paths.client, templatesDir: paths.templates, minify: true }), loadTemplates(paths.templates, paths.cache)]);
    cache.bundle = { key, value };
    value.catch(() => {
      if (cache.bundle?.value === value) cache.bundle = undefined;
    });
  }
  return cache.bundle.value;
}

/** Generated API sources, re-extracted only when the API settings, compilers or hand-written pages change. */
async function loadApiSourcesOnce(options: Parameters<typeof loadApiSources>[0]): Promise<ApiSources> {
  const key = JSON.stringify([options.site.api, options.site.toolchains, [...options.handWritten].filter((p) => p.includes("/api")).sort()]);
  if (options.cache.api?.key !== key) options.cache.api = { key, value: await loadApiSources(options) };
  return options.cache.api.value;
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
