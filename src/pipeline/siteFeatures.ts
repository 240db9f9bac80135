// The optional parts of a build behind one interface: the generated API reference (src/api), compiled
// examples (src/toolchain), plain-text docs for language models (src/llms) and the offline search index
// (src/search). A feature the site's configuration does not use is never loaded: a site without
// toolchains and API settings builds without touching the ReScript compilers.
import type { ResolvedPaths, ResolvedSite } from "../config/types.ts";
import type { ScanResult } from "../content/scanContent.ts";
import type { Page, SourceFile } from "../content/types.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { SiteModel } from "../site/types.ts";
import { EXAMPLES_FEATURE, type ExamplesReport } from "../toolchain/examplesReportOf.ts";
import type { ExampleOutcome } from "../toolchain/compileExamples.ts";
import type { PreparedToolchain } from "../toolchain/prepareToolchain.ts";
import type { BuildMemo } from "./BuildMemo.ts";
import { loadExampleCache, saveExampleCache } from "../cache/exampleCacheFile.ts";
import { jsOutputHtmlOnce } from "./jsOutputHtmlOnce.ts";
import { filledHtmlOnce } from "./filledHtmlOnce.ts";
import { loadApiSourcesOnce, planToolchains, prepareToolchainsOnce } from "./memoInputs.ts";
import { once, type OutputBody } from "../output/SiteOutput.ts";

/** What every hook of a feature may use. */
export interface FeatureContext {
  readonly site: ResolvedSite;
  readonly paths: ResolvedPaths;
  readonly memo: BuildMemo;
  /** How example compile errors count (`serve` makes them warnings). */
  readonly severity: "error" | "warning";
  /**
   * The configured compilers, prepared on first use and kept by the memo; with `deferSlowWork` only planned (their
   * keys and command lines: a compiler whose libraries are not compiled yet compiles nothing in such a build).
   */
  readonly toolchains: () => Promise<ReadonlyMap<string, PreparedToolchain>>;
  /**
   * Do nothing slow: compile no example and extract no API reference, and use what earlier builds left in the
   * cache; the rest is pending (serve's first build, followed by a whole one).
   */
  readonly deferSlowWork: boolean;
  /** The engine build's key: what the engine makes from cached inputs is kept per engine build (none without a key). */
  readonly engineKey?: string;
  /** Items of a stage done so far of all of them (the examples compiled), for progress output. */
  readonly onCount?: (stage: string, done: number, total: number) => void;
}

/** What a build asks of its features beyond the site: deferred examples and progress counts. */
export interface FeatureOptions {
  readonly deferSlowWork?: boolean;
  readonly engineKey?: string;
  readonly onCount?: (stage: string, done: number, total: number) => void;
}

/** Sources a feature adds to the content: pages parsed with it and data files. */
export interface FeatureSources {
  readonly pages: readonly SourceFile[];
  readonly data: ReadonlyMap<string, SourceFile>;
  readonly diagnostics: readonly Diagnostic[];
  /** Route prefixes whose pages the feature left to a later build (`deferSlowWork`): their links are not checked. */
  readonly pendingRoutes?: readonly string[];
}

/** A pass over the parsed pages: the pages again (changed where needed) and data files it made. */
export interface FeaturePages {
  readonly pages: readonly Page[];
  readonly data: ReadonlyMap<string, SourceFile>;
  readonly diagnostics: readonly Diagnostic[];
  /** What the feature reports to the commands, by feature name (each feature's module reads its own back). */
  readonly reports?: ReadonlyMap<string, unknown>;
}

/** Output files a feature makes from the site model. */
export interface FeatureFiles {
  /** Ready with the model; their paths count as existing pages for the link check. */
  readonly files?: ReadonlyMap<string, OutputBody>;
  /** Slow to make (the search index): made once, on first call. */
  readonly late?: () => Promise<ReadonlyMap<string, OutputBody>>;
}

/** An optional part of the build; every hook is optional. */
export interface SiteFeature {
  readonly name: string;
  /** True when the site's configuration uses the feature. */
  enabled(site: ResolvedSite): boolean;
  sources?(ctx: FeatureContext, content: ScanResult): Promise<FeatureSources>;
  pages?(ctx: FeatureContext, pages: readonly Page[], data: ReadonlyMap<string, SourceFile>): Promise<FeaturePages>;
  files?(ctx: FeatureContext, model: SiteModel): Promise<FeatureFiles>;
}

/** Every feature, in the order their hooks run. Each loads its modules only when a hook of it runs. */
export const SITE_FEATURES: readonly SiteFeature[] = [
  {
    name: "api",
    enabled: (site) => Object.keys(site.api).length > 0,
    async sources(ctx, content) {
      const handWritten = new Set(content.pages.map((p) => p.path));
      const toolchains = await ctx.toolchains();
      const { site, paths, deferSlowWork: cachedOnly, engineKey } = ctx;
      return loadApiSourcesOnce(ctx.memo, { site, paths, toolchains, handWritten, cachedOnly, ...(engineKey ? { engineKey } : {}) });
    },
  },
  {
    name: "llms",
    enabled: (site) => site.docSets.length > 0,
    async sources(ctx, content) {
      const { planLlmsPages } = await import("../llms/planLlmsPages.ts");
      return { pages: planLlmsPages(ctx.site.docSets, content.pages, content.data), data: new Map(), diagnostics: [] };
    },
    async files(_ctx, model) {
      const { renderLlmsFiles, renderLlmsRootIndex, ROOT_LLMS } = await import("../llms/renderLlmsFiles.ts");
      const files = renderLlmsFiles(model);
      const root = renderLlmsRootIndex(model);
      if (root !== undefined) files.set(ROOT_LLMS, root);
      return { files };
    },
  },
  {
    name: "examples",
    enabled: (site) => Object.keys(site.toolchains).length > 0,
    async pages(ctx, pages, data) {
      const [{ runExamples }, { loadCompilerReference }, { exampleOutcomeSchema }, { renderJsOutput }] = await Promise.all([
        import("../toolchain/runExamples.ts"),
        import("../toolchain/loadCompilerReference.ts"),
        import("../toolchain/compileExamples.ts"),
        import("../toolchain/applyExampleOutcomes.ts"),
      ]);
      const { site, paths, memo, severity } = ctx;
      const jsOutput = await jsOutputHtmlOnce(memo, { dir: paths.cache, engineKey: ctx.engineKey }, renderJsOutput);
      const known = memo.values.view<ExampleOutcome>("exampleOutcome");
      await memo.values.get("cacheFileRead", JSON.stringify(["exampleOutcome", paths.cache]), async () => {
        const saved = new Map<string, ExampleOutcome>();
        await loadExampleCache(paths.cache, saved, exampleOutcomeSchema);
        for (const [key, outcome] of saved) memo.values.set("exampleOutcome", key, outcome);
      });
      const referenceOf = (toolchain: PreparedToolchain) => memo.values.get("compilerReference", toolchain.key, () => loadCompilerReference(toolchain));
      const toolchains = await ctx.toolchains();
      const onCount = ctx.onCount && ((done: number, total: number) => ctx.onCount?.("examples", done, total));
      const filled = filledHtmlOnce(memo);
      const result = await runExamples({
        ...{ pages, data, site, toolchains, known, severity, referenceOf },
        ...(ctx.deferSlowWork ? { deferCompiles: true } : {}),
        ...(onCount ? { onCount } : {}),
        renderJsOutput: jsOutput.renderJsOutput,
        fillPage: filled.fillPage,
      });
      filled.retain();
      await jsOutput.save();
      for (const [key, outcome] of result.fresh) memo.values.set("exampleOutcome", key, outcome);
      if (result.fresh.size > 0) await saveExampleCache(paths.cache, known, new Set(result.outcomes.keys()), exampleOutcomeSchema);
      const report: ExamplesReport = { stats: result.stats, mismatches: result.mismatches };
      return { pages: result.pages, data: result.data, diagnostics: result.diagnostics, reports: new Map([[EXAMPLES_FEATURE, report]]) };
    },
  },
  {
    name: "search",
    // The offline index is written for every site (it is also what an Algolia site falls back to).
    enabled: () => true,
    async files(_ctx, model) {
      const { runSearchIndexWorkers } = await import("../search/renderSearchIndex.ts");
      return { late: () => runSearchIndexWorkers(model) }; // featureFiles makes every late file once
    },
  },
];

/** The context of the features of one build. */
export function featureContext(
  site: ResolvedSite,
  paths: ResolvedPaths,
  memo: BuildMemo,
  severity: "error" | "warning",
  options: FeatureOptions = {},
): FeatureContext {
  return {
    ...{ site, paths, memo, severity, deferSlowWork: options.deferSlowWork === true },
    ...(options.onCount ? { onCount: options.onCount } : {}),
    ...(options.engineKey ? { engineKey: options.engineKey } : {}),
    toolchains: once(() => (options.deferSlowWork ? Promise.resolve(planToolchains(site, paths)) : prepareToolchainsOnce(site, paths, memo))),
  };
}

/** The sources every enabled feature adds, together. */
export async function featureSources(features: readonly SiteFeature[], ctx: FeatureContext, content: ScanResult): Promise<FeatureSources> {
  const all = await Promise.all(features.map((f) => f.sources?.(ctx, content)));
  const parts = all.filter((s) => s !== undefined);
  return {
    pages: parts.flatMap((s) => s.pages),
    data: new Map(parts.flatMap((s) => [...s.data])),
    diagnostics: parts.flatMap((s) => s.diagnostics),
    pendingRoutes: parts.flatMap((s) => s.pendingRoutes ?? []),
  };
}

/** The parsed pages through every enabled feature's pass, in order. */
export async function featurePages(
  features: readonly SiteFeature[],
  ctx: FeatureContext,
  pages: readonly Page[],
  data: ReadonlyMap<string, SourceFile>,
): Promise<FeaturePages> {
  let result: FeaturePages = { pages, data: new Map(), diagnostics: [], reports: new Map() };
  for (const feature of features) {
    const pass = await feature.pages?.(ctx, result.pages, data);
    if (!pass) continue;
    result = {
      pages: pass.pages,
      data: new Map([...result.data, ...pass.data]),
      diagnostics: [...result.diagnostics, ...pass.diagnostics],
      reports: new Map([...(result.reports ?? []), ...(pass.reports ?? [])]),
    };
  }
  return result;
}

/** The files every enabled feature makes from the model: the ready ones and one `late` for all the slow ones. */
export async function featureFiles(
  features: readonly SiteFeature[],
  ctx: FeatureContext,
  model: SiteModel,
): Promise<{ files: Map<string, OutputBody>; late: () => Promise<ReadonlyMap<string, OutputBody>> }> {
  const all = (await Promise.all(features.map((f) => f.files?.(ctx, model)))).filter((f) => f !== undefined);
  const lates = all.flatMap((f) => (f.late ? [f.late] : []));
  return {
    files: new Map(all.flatMap((f) => [...(f.files ?? [])])),
    late: once(async () => new Map((await Promise.all(lates.map((late) => late()))).flatMap((files) => [...files]))),
  };
}
