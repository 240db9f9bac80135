// The shape of a parse-cache entry (a DetachedParse), checked for every entry a build reads back: the cache
// is not trusted to be what docsgen wrote (a truncated write, a disk error, another version's file), and an
// entry of another shape is dropped and parsed again rather than handed to the stages.
import { z } from "zod";
import type { DetachedParse } from "../content/detachSource.ts";
import { diagnosticSchema } from "./diagnosticSchema.ts";
import type { EveryKeyChecked } from "./EveryKeyChecked.ts";

const line = z.number().int().min(0);

const slot = z.union([
  z.strictObject({ kind: z.literal("example-status"), codeIndex: z.number().int().min(0) }),
  z.strictObject({ kind: z.literal("js-output"), codeIndex: z.number().int().min(0) }),
  z.strictObject({ kind: z.literal("component"), name: z.string() }),
]);

const page = z.strictObject({
  kind: z.enum(["doc", "blog", "community", "syntax", "generic"]),
  route: z.string(),
  meta: z.strictObject({
    title: z.string(),
    metaTitle: z.string().optional(),
    description: z.string().optional(),
    canonical: z.string().optional(),
  }),
  data: z.record(z.string(), z.unknown()),
  keyLines: z.record(z.string(), line),
  html: z.string().optional(),
  body: z.array(z.union([z.string(), slot])).optional(),
  headings: z.array(z.strictObject({ level: z.number().int().min(1).max(6), text: z.string(), id: z.string(), line })),
  links: z.array(z.strictObject({ raw: z.string(), href: z.string(), kind: z.enum(["link", "image"]), internal: z.boolean(), line, column: line })),
  codeBlocks: z.array(
    z.strictObject({
      index: z.number().int().min(0),
      lang: z.string(),
      role: z.enum(["plain", "example", "prelude", "sig", "signature"]),
      code: z.string(),
      line,
      highlightLines: z.array(line),
      generatesJsOutput: z.boolean(),
      jsOutputIndex: z.number().int().min(0).optional(),
    }),
  ),
  rawHtml: z.array(z.strictObject({ line, html: z.string() })),
  sections: z.array(z.strictObject({ level: z.number().int().min(0).max(6), id: z.string(), heading: z.string(), text: z.string(), code: z.string() })),
  failed: z.enum(["fields", "yaml", "file"]).optional(),
});

const everyPageFieldChecked: EveryKeyChecked<NonNullable<DetachedParse["page"]>, z.infer<typeof page>> = true;
void everyPageFieldChecked;

/** A parse result as the parse cache keeps it; a page has its HTML or its body (or both). */
export const parseEntrySchema: z.ZodType<DetachedParse> = z.strictObject({
  page: page.refine((p) => p.html !== undefined || p.body !== undefined, "a page needs its html or its body").optional(),
  diagnostics: z.array(diagnosticSchema),
}) as z.ZodType<DetachedParse>;
