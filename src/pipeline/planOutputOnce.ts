// The render stage's shell: every output file of the site, each template page as a renderer that reuses
// the memo's renders when it has one (serve), so a page is rendered when it is written or requested. The
// memo's body hashes and renders are read and written here; the render stage gets and returns values.
import type { ImageSize } from "../render/imageSizeOf.ts";
import type { ClientBundle } from "../bundle/bundleClient.ts";
import { type PlannedPage, planSiteFiles, renderPlannedPage } from "../render/renderSiteFiles.ts";
import type { TemplateModule } from "../render/views.ts";
import type { SiteModel } from "../site/types.ts";
import type { BuildMemo } from "./BuildMemo.ts";
import { chapterHtmlOnce } from "./chapterHtmlOnce.ts";
import type { OutputBody, OutputFile, OutputFiles, SiteOutput } from "../output/SiteOutput.ts";

/** Plans the site's output: the given files, then the template pages (as renderers), the feed, sitemap and redirects. */
export function planOutputOnce(input: {
  model: SiteModel;
  client: ClientBundle;
  templates: { readonly module: TemplateModule; readonly key: string };
  year: number;
  /** Renders are fingerprinted and reused only with a memo that outlives the build. */
  memo: BuildMemo | undefined;
  /** Files copied or made by earlier stages (public/, social images, llms text). */
  files: readonly OutputFiles[];
  late: () => Promise<ReadonlyMap<string, OutputBody>>;
  /** Intrinsic sizes of the public images, by site path. */
  imageSizes?: ReadonlyMap<string, ImageSize>;
}): SiteOutput {
  const { model, client, templates, memo } = input;
  const chapters = memo && chapterHtmlOnce(memo);
  const plan = planSiteFiles({
    model,
    client,
    templatesKey: templates.key,
    year: input.year,
    ...(memo ? { bodyHashes: memo.values.view<string>("bodyHash") } : {}),
    ...(input.imageSizes ? { imageSizes: input.imageSizes } : {}),
    ...(chapters ? { rewriteChapter: chapters.rewrite } : {}),
  });
  chapters?.retain();
  if (memo) {
    const bodyHashes = plan.bodyHashes ?? new Map<string, string>();
    for (const [body, hash] of bodyHashes) memo.values.set("bodyHash", body, hash);
    memo.values.retain("bodyHash", new Set(bodyHashes.keys()));
    // Renders of pages that changed or left cannot be reused.
    memo.values.retain("render", new Set([...plan.pages.values()].map((p) => p.key)));
  }
  // Later files win a path: the build's own (assets, feed, sitemap, pages) over public/ files of the same name.
  const files = new Map<string, OutputFile>();
  for (const more of [...input.files, client.files, plan.files]) for (const [path, file] of more) files.set(path, file);
  const render = (page: PlannedPage) => renderPlannedPage(page, templates.module);
  for (const [path, page] of plan.pages) files.set(path, memo ? () => memo.values.get("render", page.key, () => render(page)) : () => render(page));
  return {
    files,
    fingerprints: new Map([...plan.pages].map(([path, page]) => [path, { key: page.key, cssFreeKey: page.cssFreeKey }])),
    css: client.css,
    late: input.late,
  };
}
