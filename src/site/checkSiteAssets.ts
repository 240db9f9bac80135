import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { SiteModel } from "./types.ts";

/** Warns about site-wide assets that site.json names but public/ lacks (the default social image). */
export function checkSiteAssets(model: SiteModel, configFile: string): Diagnostic[] {
  const { ogImage } = model.site;
  if (!ogImage || model.assets.has(ogImage) || /^https?:/.test(ogImage)) return [];
  return [
    {
      severity: "warning",
      code: "config/missing-asset",
      file: configFile,
      line: 1,
      column: 1,
      message: `ogImage ${ogImage} is not a file in public/`,
      hint: "add the image to public/ or point ogImage at an existing one",
    },
  ];
}
