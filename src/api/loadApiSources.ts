import path from "node:path";
import { configFileOf } from "../config/loadConfig.ts";
import type { ResolvedConfig, ResolvedSite } from "../config/types.ts";
import type { SourceFile } from "../content/types.ts";
import { sourceTextHash } from "../content/sourceTextHash.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { PreparedToolchain } from "../toolchain/prepareToolchain.ts";
import { loadApiModules } from "./loadApiModules.ts";
import { planApiPages } from "./planApiPages.ts";
import { writeFileAtomic } from "../io/writeFileAtomic.ts";
import { cacheFolder } from "../cache/cacheEntry.ts";
import { readCacheFile } from "../cache/readCacheFile.ts";
import { dropDamagedEntry, warnCacheNotUpdated } from "../cache/warnCache.ts";
import { apiDocSetOf } from "../site/chooseLayout.ts";
import { loadJsonEntry, saveJsonEntry } from "../cache/jsonCacheEntry.ts";
import { touchCacheEntry } from "../cache/cacheEntry.ts";
import { engineKeyName } from "../cache/engineKeyName.ts";
import { API_PLAN } from "./apiCacheSchema.ts";

/** Generated API pages and sidebars, as if they were content files. */
export interface ApiSources {
  readonly pages: readonly SourceFile[];
  readonly data: ReadonlyMap<string, SourceFile>;
  readonly diagnostics: readonly Diagnostic[];
  /** With `cachedOnly`: the route prefixes of the references not extracted yet (`/docs/manual/v12.0.0/api`). */
  readonly pendingRoutes: readonly string[];
}

/** Areas whose modules are used without a prefix (Core and Stdlib are opened in every file). */
const OPENED_AREAS = ["core", "stdlib"];

/** Extracts and plans every configured API reference; generated Markdown is written to the cache so diagnostics can point at it. */
export async function loadApiSources(options: {
  site: ResolvedSite;
  paths: ResolvedConfig["paths"];
  /** The prepared compilers by toolchain id. */
  toolchains: ReadonlyMap<string, PreparedToolchain>;
  handWritten: ReadonlySet<string>;
  /** Use cached extractions only; the others are left out and their routes listed as pending. */
  cachedOnly?: boolean;
  /** The engine build's key: plans are kept per extraction and engine build (none without a key). */
  engineKey?: string;
}): Promise<ApiSources> {
  const { site, paths, toolchains, handWritten } = options;
  const pendingRoutes: string[] = [];
  if (Object.keys(site.api).length === 0) return { pages: [], data: new Map(), diagnostics: [], pendingRoutes };
  const configFile = configFileOf(paths);
  // Written for diagnostics to point at; never deleted here, since a concurrent build may be writing too.
  const outDir = cacheFolder(paths.cache, "api-pages");
  const pages: SourceFile[] = [];
  const data = new Map<string, SourceFile>();
  const diagnostics: Diagnostic[] = [];
  const written: Promise<void>[] = [];
  const emit = (contentPath: string, text: string, into: "page" | "data") => {
    const abs = path.join(outDir, contentPath);
    written.push(writeGeneratedPage(abs, text));
    const file = path.relative(paths.root, abs).split(path.sep).join("/");
    // Hashed once here: the memo keeps these sources for as long as the API settings hold, and each build keys their parse by it.
    const source = { path: contentPath, file, text, textHash: sourceTextHash(text), generated: true };
    if (into === "page") pages.push(source);
    else data.set(contentPath, source);
  };
  // Every version's extraction at once (each runs its own compiler's tools, one process at a time); planned in config order.
  const versions = Object.values(site.api);
  const loading = versions.map((api) => {
    const toolchain = toolchains.get(api.toolchain);
    const docSet = apiDocSetOf(site, api);
    if (!toolchain || !docSet) return undefined;
    const folder = `${docSet.base.slice(1)}/${api.version}/api`;
    return loadApiModules({ api, toolchain, cacheDir: paths.cache, handWritten, folder, configFile, cachedOnly: options.cachedOnly === true });
  });
  await Promise.allSettled(loading);
  for (const [i, api] of versions.entries()) {
    const pending = loading[i];
    if (!pending) {
      // The configuration's check names a missing toolchain or doc set at its line; this keeps the build from going on.
      const [message, hint] = toolchains.has(api.toolchain)
        ? [`no doc set for the API reference of ${api.version}`, "configure a doc set in docSets"]
        : [`Not found data for API version ${api.version}`, `toolchain \`${api.toolchain}\` is not configured`];
      diagnostics.push({ severity: "error", code: "api/not-found", file: configFile, line: 1, column: 1, message, hint });
      continue;
    }
    const loaded = await pending;
    const docSet = apiDocSetOf(site, api)!;
    if (!loaded) {
      pendingRoutes.push(`${docSet.base}/${api.version}/api`);
      continue;
    }
    diagnostics.push(...loaded.diagnostics);
    // Kept per extraction and engine build: a warm build reads the plan instead of converting every docstring again.
    const planFile = planFileOf(paths.cache, api.version, loaded.key, options.engineKey);
    const kept = planFile ? await loadJsonEntry(planFile, API_PLAN) : undefined;
    const plan = kept ?? planApiPages({ base: docSet.base, api, areas: loaded.areas, openedAreas: OPENED_AREAS, handWritten });
    if (planFile && !kept) written.push(saveJsonEntry(planFile, { pages: plan.pages, sidebar: plan.sidebar }));
    for (const page of plan.pages) if (!handWritten.has(page.path)) emit(page.path, page.markdown, "page");
    emit(`${docSet.base.slice(1)}/${api.version}/api/sidebar.json`, plan.sidebar, "data");
    const overview = `${docSet.base.slice(1)}/${api.version}/api.mdx`;
    if (!handWritten.has(overview))
      emit(
        overview,
        overviewMarkdown(
          api.version,
          loaded.areas.map((a) => ({ title: a.title, href: `${docSet.base}/${api.version}/api/${a.id}` })),
        ),
        "page",
      );
  }
  await Promise.all(written);
  return { pages, data, diagnostics, pendingRoutes };
}

/** The plan file of an extraction (by its cache key) and an engine build; undefined without an engine key (nothing is kept). */
function planFileOf(cacheDir: string, version: string, extractionKey: string, engineKey: string | undefined): string | undefined {
  const key = engineKeyName(engineKey);
  if (key === undefined) return undefined;
  return touchCacheEntry(cacheDir, "api", `${version}-${extractionKey}.plan-${key}.json`);
}

function overviewMarkdown(version: string, areas: readonly { title: string; href: string }[]): string {
  return [
    "---",
    `title: "API Reference"`,
    `description: ${JSON.stringify(`The standard library reference of ReScript ${version}, generated from the compiler.`)}`,
    "---",
    "",
    "# API Reference",
    "",
    `This reference of the ReScript ${version} standard library is generated from the compiler release these docs pin, ` +
      "so the signatures are the ones the compiler checks.",
    "",
    ...areas.map((a) => `- [${a.title}](${a.href})`),
    "",
  ].join("\n");
}

/**
 * Writes a generated page for diagnostics to point at, unless the file already holds it (a warm build, a
 * read-only cache). What stands in its place that is not a file goes first; a write that fails is said once
 * and the build goes on (the page's source is in memory; only a diagnostic's file is then stale).
 */
async function writeGeneratedPage(file: string, text: string): Promise<void> {
  const bytes = Buffer.from(text);
  const read = await readCacheFile(file, { maxBytes: bytes.length });
  if (read.state === "ok" && read.bytes.equals(bytes)) return;
  if (read.state === "damaged" && !read.why.startsWith("it is larger")) dropDamagedEntry("API page", file, read.why);
  try {
    await writeFileAtomic(file, bytes);
  } catch (e) {
    warnCacheNotUpdated(file, e);
  }
}
