import { type Diagnostic, warningAt } from "../diagnostics/diagnostic.ts";
import type { SiteModel } from "./types.ts";

/**
 * Warns about site-wide assets that site.json names but public/ lacks (the default social image). The schema lets
 * ogImage be a site path or an https URL; only a site path (siteUrlOf joins it to baseUrl) must be in public/.
 */
export function checkSiteAssets(model: SiteModel, configFile: string): Diagnostic[] {
  const { ogImage } = model.site;
  if (ogImage === undefined || !ogImage.startsWith("/") || model.assets.has(ogImage)) return [];
  return [
    warningAt(
      { file: configFile, line: 1, column: 1 },
      "config/missing-asset",
      `ogImage ${ogImage} is not a file in public/`,
      "add the image to public/ or point ogImage at an existing one",
    ),
  ];
}
