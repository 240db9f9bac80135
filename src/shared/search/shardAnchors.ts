// Heading ids in shard files, written short: most are the slug of their heading (`Optional Fields` ->
// `optional-fields`), or that slug with a number when the heading repeats (`examples-12`). Such an id is
// written as the number (0 for the bare slug), any other id as itself, so the browser downloads fewer bytes.

/** What a shard file's row says of its anchor: the id, a number standing for the heading's slug, or null (a page intro). */
export type PackedAnchor = string | number | null;

/** The slug a heading's id is normally made from: lower-case letters, digits, `_` and `-`, words joined by `-`. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .trim()
    .replace(/\s+/g, "-");
}

/** The short form of `anchor` for a row titled `heading` (unpackAnchor gives `anchor` back). */
export function packAnchor(anchor: string | null, heading: string | null): PackedAnchor {
  if (anchor === null || heading === null) return anchor;
  const slug = headingSlug(heading);
  if (slug === "") return anchor;
  if (anchor === slug) return 0;
  const suffix = anchor.startsWith(`${slug}-`) ? anchor.slice(slug.length + 1) : "";
  return /^[1-9]\d{0,5}$/.test(suffix) ? Number(suffix) : anchor;
}

/** The anchor a packed one stands for. */
export function unpackAnchor(packed: PackedAnchor, heading: string | null): string | null {
  if (typeof packed !== "number") return packed;
  const slug = headingSlug(heading ?? "");
  return packed === 0 ? slug : `${slug}-${packed}`;
}
