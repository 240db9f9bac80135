// The shape of a diagnostic kept in the cache (parse results, API extractions, build records): checked when
// read back, so a damaged entry cannot hand the terminal or the stages a value of another type.
import { z } from "zod";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { EveryKeyChecked } from "./EveryKeyChecked.ts";

const position = z.number().int().min(0).optional();

const diagnostic = z.strictObject({
  severity: z.enum(["error", "warning"]),
  code: z.string(),
  message: z.string(),
  hint: z.string().optional(),
  file: z.string().optional(),
  line: position,
  column: position,
});

const everyFieldChecked: EveryKeyChecked<Diagnostic, z.infer<typeof diagnostic>> = true;
void everyFieldChecked;

export const diagnosticSchema = diagnostic as z.ZodType<Diagnostic>;
