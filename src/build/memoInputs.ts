// The inputs of a build that a warm cache (serve's rebuilds) can often reuse: the content and public
// scans, the client bundle and templates, and the generated API sources.
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { loadApiSources, type ApiSources } from "../api/loadApiSources.ts";
import { bundleClient, type ClientBundle } from "../bundle/bundleClient.ts";
import { loadTemplates } from "../bundle/loadTemplates.ts";
import type { ResolvedPaths } from "../config/types.ts";
import { scanContent, type ScanResult } from "../content/scanContent.ts";
import { scanPublic, type PublicScan } from "../content/scanPublic.ts";
import type { SourceFile } from "../content/types.ts";
import type { TemplateModule } from "../render/views.ts";
import type { BuildCache } from "./BuildCache.ts";
import { fingerprintTree } from "./fingerprintTree.ts";

/** The content scan; after a watcher batch that only edited known content files, only those are read again. */
export async function scanContentOnce(paths: ResolvedPaths, cache: BuildCache, changed: readonly string[] | undefined): Promise<ScanResult> {
  const last = cache.lastScan;
  if (last && changed?.every((p) => cache.sources.has(p) && existsSync(p))) {
    const byPath = new Map<string, SourceFile>();
    for (const p of changed) {
      const rel = path.relative(paths.content, p).split(path.sep).join("/");
      const info = await stat(p);
      const source: SourceFile = { path: rel, file: cache.sources.get(p)!.source.file, text: await readFile(p, "utf8") };
      cache.sources.set(p, { size: info.size, mtimeMs: info.mtimeMs, source });
      byPath.set(rel, source);
    }
    const swap = (s: SourceFile) => byPath.get(s.path) ?? s;
    const scan: ScanResult = {
      pages: last.pages.map(swap),
      data: new Map([...last.data].map(([k, s]) => [k, swap(s)])),
      diagnostics: last.diagnostics,
    };
    cache.lastScan = scan;
    return scan;
  }
  cache.lastScan = await scanContent(paths.content, paths.root, cache.sources);
  return cache.lastScan;
}

/** The public/ scan, reused when the watcher saw no change under public/. */
export async function scanPublicOnce(paths: ResolvedPaths, cache: BuildCache, changed: readonly string[] | undefined): Promise<PublicScan> {
  if (cache.lastPublic && changed && !changed.some((p) => p === paths.public || p.startsWith(paths.public + path.sep))) return cache.lastPublic;
  cache.lastPublic = await scanPublic(paths.public, paths.root);
  return cache.lastPublic;
}

/** Client bundle and templates, rebuilt only when a file under client/, templates/ or src/shared/ changed. */
export async function bundleOnce(
  paths: ResolvedPaths,
  cache: BuildCache,
  changed: readonly string[] | undefined,
): Promise<[ClientBundle, { module: TemplateModule; key: string }]> {
  const dirs = [paths.client, paths.templates, path.join(paths.root, "src", "shared")];
  const touched = !changed || changed.some((p) => dirs.some((d) => p === d || p.startsWith(d + path.sep)));
  if (cache.bundle && !touched) return cache.bundle.value;
  const key = await fingerprintTree(dirs);
  if (cache.bundle?.key !== key) {
    const value = Promise.all([
      bundleClient({ clientDir: paths.client, templatesDir: paths.templates, minify: true }),
      loadTemplates(paths.templates, paths.cache),
    ]);
    cache.bundle = { key, value };
    value.catch(() => {
      if (cache.bundle?.value === value) cache.bundle = undefined;
    });
  }
  return cache.bundle.value;
}

/** Generated API sources, re-extracted only when the API settings, compilers or hand-written pages change. */
export async function loadApiSourcesOnce(options: Parameters<typeof loadApiSources>[0]): Promise<ApiSources> {
  const key = JSON.stringify([options.site.api, options.site.toolchains, [...options.handWritten].filter((p) => p.includes("/api")).sort()]);
  if (options.cache.api?.key !== key) options.cache.api = { key, value: await loadApiSources(options) };
  return options.cache.api.value;
}
