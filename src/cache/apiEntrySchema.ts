// The shape of an extracted API reference as `.docsgen-cache/api/` keeps it, checked when read back: the
// cache is untrusted input, and an entry of another shape is extracted again rather than handed to the pages.
import { z } from "zod";
import { diagnosticSchema } from "./diagnosticSchema.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { ApiModule } from "../api/types.ts";
import type { EveryKeyChecked } from "./EveryKeyChecked.ts";

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

/** An area as src/api/loadApiModules.ts's LoadedArea (the same shape; named here so the two modules do not import each other). */
export interface CachedArea {
  readonly id: string;
  readonly title: string;
  readonly module: ApiModule;
  readonly origin: string;
}

export const apiEntrySchema: z.ZodType<{ areas: CachedArea[]; diagnostics: Diagnostic[] }> = z.strictObject({
  areas: z.array(z.strictObject({ id: z.string(), title: z.string(), module: apiModule, origin: z.string() })),
  diagnostics: z.array(diagnosticSchema),
}) as z.ZodType<{ areas: CachedArea[]; diagnostics: Diagnostic[] }>;
