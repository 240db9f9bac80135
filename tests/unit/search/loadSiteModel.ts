// The site model of a content directory, built in-process the way buildSite builds it (content pages, the
// generated API reference and llms pages), without compiling examples or rendering pages: enough for the
// search index, and fast once the API cache is warm.
import path from "node:path";
import { loadApiSources } from "../../../src/api/loadApiSources.ts";
import { loadSiteConfig } from "../../../src/config/loadConfig.ts";
import { resolvePaths } from "../../../src/config/resolvePaths.ts";
import type { ResolvedPaths } from "../../../src/config/types.ts";
import { parsePage, parseSettingsOf } from "../../../src/content/parsePage.ts";
import { scanContent } from "../../../src/content/scanContent.ts";
import type { Page } from "../../../src/content/types.ts";
import { planLlmsPages } from "../../../src/llms/planLlmsPages.ts";
import { createMarkdown } from "../../../src/markdown/renderMarkdown.ts";
import { prepareToolchain } from "../../../src/toolchain/prepareToolchain.ts";
import { buildSiteModel } from "../../../src/site/buildSiteModel.ts";
import type { SiteModel } from "../../../src/site/types.ts";

/** The repository root. */
export const REPO = path.resolve(import.meta.dirname, "..", "..", "..");

/** Loads config, scans and parses the content (plus generated API and llms pages) and builds the site model. */
export async function loadSiteModel(options: { content?: string; cacheDir?: string } = {}): Promise<SiteModel> {
  const resolved = resolvePaths({ root: REPO, ...(options.content ? { content: options.content } : {}) });
  const paths: ResolvedPaths = { ...resolved, ...(options.cacheDir ? { cache: options.cacheDir } : {}) };
  const { site } = await loadSiteConfig(paths);
  const scan = await scanContent(paths.content, paths.root);
  const toolchains = new Map(
    await Promise.all(Object.values(site.toolchains).map(async (t) => [t.id, await prepareToolchain(t, paths.root, paths.cache)] as const)),
  );
  const api = await loadApiSources({ site, paths, toolchains, handWritten: new Set(scan.pages.map((p) => p.path)) });
  const md = createMarkdown();
  const pages: Page[] = [];
  for (const source of [...scan.pages, ...api.pages, ...planLlmsPages(site.docSets, scan.pages, scan.data)]) {
    const page = parsePage(source, md, parseSettingsOf(site)).page;
    if (page) pages.push(page);
  }
  return buildSiteModel({ site, pages, dataFiles: new Map([...scan.data, ...api.data]), assets: new Set() }).model;
}
