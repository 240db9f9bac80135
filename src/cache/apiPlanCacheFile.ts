// The pages and sidebar planned from an extracted API reference (`.docsgen-cache/api/<version>-<key>.plan-<engine>.json`):
// planning turns every docstring into Markdown, a second or so for the ReScript site on each build, so a warm
// build reads the plan of the same extraction made by the same engine build instead. Read as untrusted input
// like every entry: a plan of another shape is dropped with one warning and planned again.
import { z } from "zod";
import type { ApiPlan } from "../api/planApiPages.ts";
import { writeFileAtomic } from "../io/writeFileAtomic.ts";
import { touchCacheEntry } from "./cacheEntry.ts";
import type { EveryKeyChecked } from "./EveryKeyChecked.ts";
import { readCacheFile } from "./readCacheFile.ts";
import { dropDamagedEntry, warnCacheNotUpdated } from "./warnCache.ts";

/** Far above the plan of any real reference (the ReScript site's largest is a few MB). */
const MAX_BYTES = 256 * 1024 ** 2;

const planSchema = z.strictObject({
  pages: z.array(z.strictObject({ path: z.string(), markdown: z.string() })),
  sidebar: z.string(),
});

const everyFieldChecked: EveryKeyChecked<ApiPlan, z.infer<typeof planSchema>> = true;
void everyFieldChecked;

/** The plan file of an extraction (by its cache key) and an engine build; undefined without an engine key (nothing is kept). */
export function apiPlanFileOf(cacheDir: string, version: string, extractionKey: string, engineKey: string | undefined): string | undefined {
  if (!engineKey || !/^[0-9a-f]+$/.test(engineKey)) return undefined;
  return touchCacheEntry(cacheDir, "api", `${version}-${extractionKey}.plan-${engineKey}.json`);
}

/** The kept plan, or undefined when there is none or it was damaged (dropped with a warning). */
export async function loadApiPlan(file: string): Promise<ApiPlan | undefined> {
  const read = await readCacheFile(file, { maxBytes: MAX_BYTES });
  if (read.state === "missing") return undefined;
  if (read.state === "damaged") {
    dropDamagedEntry("API plan", file, read.why);
    return undefined;
  }
  let why: string;
  try {
    const plan = planSchema.safeParse(JSON.parse(read.bytes.toString("utf8")));
    if (plan.success) return plan.data;
    why = "a plan of another shape";
  } catch (e) {
    why = e instanceof Error ? e.message : String(e);
  }
  dropDamagedEntry("API plan", file, why);
  return undefined;
}

/** Writes a plan (atomically); a write that fails is said once and the build goes on. */
export async function saveApiPlan(file: string, plan: ApiPlan): Promise<void> {
  try {
    await writeFileAtomic(file, JSON.stringify({ pages: plan.pages, sidebar: plan.sidebar }));
  } catch (e) {
    warnCacheNotUpdated(file, e);
  }
}
