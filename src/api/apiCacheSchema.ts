// The shapes of what `.docsgen-cache/api/` keeps, checked when read back (src/cache/jsonCacheEntry.ts): an
// extracted API reference, and the pages planned from it. The cache is untrusted input: an entry of another
// shape is made again rather than handed to the pages.
import { z } from "zod";
import { diagnosticSchema } from "../cache/diagnosticSchema.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { EveryKeyChecked } from "../cache/EveryKeyChecked.ts";
import type { ApiPlan } from "./planApiPages.ts";
import type { ApiModule } from "./types.ts";

const item = z.strictObject({
  kind: z.enum(["value", "type", "moduleType"]),
  name: z.string(),
  signature: z.string(),
  docstrings: z.array(z.string()),
  deprecated: z.string().optional(),
});

const everyItemFieldChecked: EveryKeyChecked<ApiModule["items"][number], z.infer<typeof item>> = true;
void everyItemFieldChecked;

const apiModule: z.ZodType<ApiModule> = z.lazy(() =>
  z.strictObject({
    name: z.string(),
    path: z.array(z.string()),
    docstrings: z.array(z.string()),
    items: z.array(item),
    modules: z.array(apiModule),
    slug: z.string().optional(),
  }),
) as z.ZodType<ApiModule>;

/** An area as loadApiModules.ts's LoadedArea (the same shape; named here so the two modules do not import each other). */
interface CachedArea {
  readonly id: string;
  readonly title: string;
  readonly module: ApiModule;
  readonly origin: string;
}

export const apiCacheSchema: z.ZodType<{ areas: CachedArea[]; diagnostics: Diagnostic[] }> = z.strictObject({
  areas: z.array(z.strictObject({ id: z.string(), title: z.string(), module: apiModule, origin: z.string() })),
  diagnostics: z.array(diagnosticSchema),
}) as z.ZodType<{ areas: CachedArea[]; diagnostics: Diagnostic[] }>;

/** An extracted reference as the cache keeps it. */
export const API_EXTRACTION = { name: "API", schema: apiCacheSchema, maxBytes: 256 * 1024 ** 2 };

const planSchema = z.strictObject({
  pages: z.array(z.strictObject({ path: z.string(), markdown: z.string() })),
  sidebar: z.string(),
});

const everyPlanFieldChecked: EveryKeyChecked<ApiPlan, z.infer<typeof planSchema>> = true;
void everyPlanFieldChecked;

/** The pages and sidebar planned from an extraction (by one engine build), as the cache keeps them. */
export const API_PLAN = { name: "API plan", schema: planSchema as z.ZodType<ApiPlan>, maxBytes: 256 * 1024 ** 2 };
