import { siteSchema } from "./siteSchema.ts";
import type { ResolvedSite } from "./types.ts";

/** Site settings used where `site.json` says nothing: the schema's defaults. */
export const DEFAULT_SITE: ResolvedSite = siteSchema.parse({});
