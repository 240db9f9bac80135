// A cache entry that is one JSON file (an extracted API reference, the pages planned from it): read as untrusted
// input (a regular file within a size limit whose JSON has the caller's schema's shape, else dropped with one
// warning per kind and made again by the caller) and written atomically (a failed write is said once).
import type { ZodType } from "zod";
import { writeFileAtomic } from "../io/writeFileAtomic.ts";
import { readCacheFile } from "./readCacheFile.ts";
import { dropDamagedEntry, warnCacheNotUpdated } from "./warnCache.ts";

/** What a JSON entry is: its kind's name in warnings, its shape and the most bytes it may have. */
export interface JsonEntryKind<T> {
  readonly name: string;
  readonly schema: ZodType<T>;
  readonly maxBytes: number;
}

/** The entry's value, or undefined when there is none or it was damaged (dropped with a warning). */
export async function loadJsonEntry<T>(file: string, kind: JsonEntryKind<T>): Promise<T | undefined> {
  const read = await readCacheFile(file, { maxBytes: kind.maxBytes });
  if (read.state === "missing") return undefined;
  if (read.state === "damaged") {
    dropDamagedEntry(kind.name, file, read.why);
    return undefined;
  }
  let why: string;
  try {
    const value = kind.schema.safeParse(JSON.parse(read.bytes.toString("utf8")));
    if (value.success) return value.data;
    why = "an entry of another shape";
  } catch (e) {
    why = e instanceof Error ? e.message : String(e);
  }
  dropDamagedEntry(kind.name, file, why);
  return undefined;
}

/** Writes an entry (atomically); a write that fails is said once and the build goes on. */
export async function saveJsonEntry(file: string, value: unknown): Promise<void> {
  try {
    await writeFileAtomic(file, JSON.stringify(value));
  } catch (e) {
    warnCacheNotUpdated(file, e);
  }
}
