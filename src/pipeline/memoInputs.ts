// Memo wrappers around the input stages that a warm memo (serve's rebuilds) can often reuse: site.json, the content
// and public scans (each file read again only when its status changed), the client bundle and templates, the
// prepared compilers and the generated API sources.
import path from "node:path";
import { loadApiSources, type ApiSources } from "../api/loadApiSources.ts";
import { bundleClient, type ClientBundle } from "../bundle/bundleClient.ts";
import { loadTemplates } from "../bundle/loadTemplates.ts";
import type { ResolvedPaths } from "../config/types.ts";
import { configFileOf, type LoadedSiteConfig, readSiteConfigText, siteConfigOf } from "../config/loadConfig.ts";
import { type FileStatus, stampKey } from "../content/fileStamp.ts";
import { scanContent, type ScanResult, type SourceStamp } from "../content/scanContent.ts";
import { scanPublic, type PublicScan, type PublicStamp } from "../content/scanPublic.ts";
import type { TemplateModule } from "../render/views.ts";
import type { ResolvedSite, ResolvedToolchain } from "../config/types.ts";
import { plannedToolchain, prepareToolchain, type PreparedToolchain } from "../toolchain/prepareToolchain.ts";
import type { BuildMemo } from "./BuildMemo.ts";
import { stampTree } from "../io/stampTree.mjs";

/** site.json, validated again only when its text changed (serve reads it at every build: it may have been edited). */
export async function loadSiteConfigOnce(paths: ResolvedPaths, memo: BuildMemo): Promise<LoadedSiteConfig> {
  const [text, display] = [await readSiteConfigText(paths), configFileOf(paths)];
  return memo.values.get("siteConfig", JSON.stringify([display, text ?? null]), () => siteConfigOf(text, display));
}

/** The content scan: the memo keeps each file's text by its path and status (`source`), so only changed files are read. */
export function scanContentOnce(paths: ResolvedPaths, memo: BuildMemo): Promise<ScanResult> {
  return scanOnce<SourceStamp, ScanResult>(memo, "source", (known) => scanContent(paths.content, paths.root, known));
}

/** The public/ scan: the memo keeps each file's bytes by its real path and status (`publicFile`), so only changed files are read. */
export function scanPublicOnce(paths: ResolvedPaths, memo: BuildMemo): Promise<PublicScan> {
  return scanOnce<PublicStamp, PublicScan>(memo, "publicFile", (known) => scanPublic(paths.public, paths.root, known));
}

/**
 * A scan that reuses the memo's stamps of `kind` (by stampKey: the file's path and status), then keeps what it read
 * under its stamps' keys, and only that. Each key is made once: those of the stamps found are noted as they are found.
 */
async function scanOnce<T extends SourceStamp | PublicStamp, R extends { readonly stamps: ReadonlyMap<string, T> }>(
  memo: BuildMemo,
  kind: "source" | "publicFile",
  scan: (known: (file: string, info: FileStatus) => T | undefined) => Promise<R>,
): Promise<R> {
  const kept = memo.values.view<T>(kind);
  const found = new Map<T, string>();
  const result = await scan((file, info) => {
    const key = stampKey(file, info);
    const stamp = kept.get(key);
    if (stamp) found.set(stamp, key);
    return stamp;
  });
  const live = new Set<string>();
  for (const [file, stamp] of result.stamps) {
    let key = found.get(stamp);
    if (key === undefined) memo.values.set(kind, (key = stampKey(file, stamp)), stamp);
    live.add(key);
  }
  memo.values.retain(kind, live);
  return result;
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
