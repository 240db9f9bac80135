// The shape of a diagnostic kept in the cache (parse results, API extractions, build records): checked when
// read back, so a damaged entry cannot hand the terminal or the stages a value of another type.
import { z } from "zod";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";

const position = z.number().int().min(0).optional();

export const diagnosticSchema: z.ZodType<Diagnostic> = z.strictObject({
  severity: z.enum(["error", "warning"]),
  code: z.string(),
  message: z.string(),
  hint: z.string().optional(),
  file: z.string().optional(),
  line: position,
  column: position,
}) as z.ZodType<Diagnostic>;
