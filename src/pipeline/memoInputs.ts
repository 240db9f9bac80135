// Memo wrappers around the input stages that a warm memo (serve's rebuilds) can often reuse: the content
// and public scans, the client bundle and templates, the prepared compilers and the generated API sources.
import path from "node:path";
import { loadApiSources, type ApiSources } from "../api/loadApiSources.ts";
import { bundleClient, type ClientBundle } from "../bundle/bundleClient.ts";
import { loadTemplates } from "../bundle/loadTemplates.ts";
import type { ResolvedPaths } from "../config/types.ts";
import { rescanContent, scanContent, type ScanResult } from "../content/scanContent.ts";
import { scanPublic, type PublicScan } from "../content/scanPublic.ts";
import type { TemplateModule } from "../render/views.ts";
import type { ResolvedSite, ResolvedToolchain } from "../config/types.ts";
import { plannedToolchain, prepareToolchain, type PreparedToolchain } from "../toolchain/prepareToolchain.ts";
import type { BuildMemo } from "./BuildMemo.ts";
import { isInside } from "../output/refuseUnsafeOutDir.ts";
import { stampTree } from "../io/stampTree.mjs";

/** The content scan; after a watcher batch that only edited known content files, only those are read again. */
export async function scanContentOnce(paths: ResolvedPaths, memo: BuildMemo, changed: readonly string[] | undefined): Promise<ScanResult> {
  const last = memo.lastScan;
  const rescanned = last && changed ? await rescanContent(last, changed) : undefined;
  memo.lastScan = rescanned ?? (await scanContent(paths.content, paths.root, last?.stamps));
  return memo.lastScan;
}

/** The public/ scan, reused when the watcher saw no change under public/. */
export async function scanPublicOnce(paths: ResolvedPaths, memo: BuildMemo, changed: readonly string[] | undefined): Promise<PublicScan> {
  if (memo.lastPublic && changed && !changed.some((p) => isInside(p, paths.public))) return memo.lastPublic;
  memo.lastPublic = await scanPublic(paths.public, paths.root);
  return memo.lastPublic;
}

/** Client bundle and templates, made again only when a file under client/, templates/ or src/shared/ changed. */
export function bundleOnce(paths: ResolvedPaths, memo: BuildMemo): Promise<[ClientBundle, { module: TemplateModule; key: string }]> {
  const dirs = [paths.client, paths.templates, path.join(paths.root, "src", "shared")];
  return memo.values.get("bundle", stampTree(dirs).hash, () =>
    Promise.all([bundleClient({ clientDir: paths.client, templatesDir: paths.templates, minify: true }), loadTemplates(paths.templates, paths.cache)]),
  );
}

/** Generated API sources, extracted again only when the API settings, compilers or hand-written pages change. */
export function loadApiSourcesOnce(memo: BuildMemo, options: Parameters<typeof loadApiSources>[0]): Promise<ApiSources> {
  const toolchainKeys = [...options.toolchains].map(([id, toolchain]) => [id, toolchain.key]);
  const handWritten = [...options.handWritten].filter((p) => p.includes("/api")).sort();
  const key = JSON.stringify([options.site.api, toolchainKeys, options.paths, handWritten, options.cachedOnly === true]);
  return memo.values.get("api", key, () => loadApiSources(options));
}

/**
 * One toolchain prepared once per process for its settings: the memo's key is everything the preparation is made
 * from (the toolchain's whole configuration and the project's folders), so an edited `flags` or `jsx` in site.json
 * prepares it again. A failed preparation is dropped and tried again next time.
 */
export function prepareToolchainOnce(toolchain: ResolvedToolchain, paths: ResolvedPaths, memo: BuildMemo): Promise<PreparedToolchain> {
  const key = JSON.stringify([toolchain, paths.root, paths.cache]);
  return memo.values.get("toolchain", key, () => prepareToolchain(toolchain, paths.root, paths.cache));
}

/** Every configured toolchain planned, compiling nothing (see plannedToolchain): for a build that compiles nothing (serve's first). */
export function planToolchains(site: ResolvedSite, paths: ResolvedPaths): Map<string, PreparedToolchain> {
  return new Map(Object.entries(site.toolchains).map(([id, toolchain]) => [id, plannedToolchain(toolchain, paths.root, paths.cache).prepared]));
}

/** Every configured toolchain, prepared once per process for its settings (see prepareToolchainOnce). */
export async function prepareToolchainsOnce(site: ResolvedSite, paths: ResolvedPaths, memo: BuildMemo): Promise<Map<string, PreparedToolchain>> {
  // All at once (each compiles its libraries in a process of its own); a failure is reported in config order.
  const pending = Object.keys(site.toolchains).map((id) => [id, prepareToolchainOnce(site.toolchains[id]!, paths, memo)] as const);
  await Promise.allSettled(pending.map(([, p]) => p));
  const prepared = new Map<string, PreparedToolchain>();
  for (const [id, preparing] of pending) prepared.set(id, await preparing);
  return prepared;
}
