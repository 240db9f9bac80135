// Parts of a page body that a later stage fills: what the compiler says about an example (a note when it
// does not compile, the generated JS Output tab) and compiler data that a component shows (<WarningTable />,
// <Docson />). Rendering marks where they go with a NUL-delimited index, which content can never produce
// (markdown-it turns NUL into U+FFFD), and renderMarkdown splits the HTML into text and typed slots.

/** A slot of a page body. */
export type PageSlot =
  | { readonly kind: "example-status"; readonly codeIndex: number }
  | { readonly kind: "js-output"; readonly codeIndex: number }
  | { readonly kind: "component"; readonly name: string };

/** A page body: HTML text and the slots between it, in order. */
export type PageBody = readonly (string | PageSlot)[];

/** Records a slot for the page being rendered and returns its mark in the HTML. */
export function markSlot(slots: PageSlot[], slot: PageSlot): string {
  return `\u0000${slots.push(slot) - 1}\u0000`;
}

/** Splits rendered HTML at the marks of `slots`. */
export function splitSlots(html: string, slots: readonly PageSlot[]): PageBody {
  if (slots.length === 0) return [html];
  return html.split(/\u0000(\d+)\u0000/).map((part, i) => (i % 2 === 0 ? part : slots[Number(part)]!));
}

/** The HTML of a body with each slot replaced by what `fill` gives for it. */
export function fillSlots(body: PageBody, fill: (slot: PageSlot) => string): string {
  let html = "";
  for (const part of body) html += typeof part === "string" ? part : fill(part);
  return html;
}

/** What a slot shows when no compiler fills it: a note in a generated JS Output tab, nothing elsewhere. */
export function emptySlotHtml(slot: PageSlot): string {
  return slot.kind === "js-output" ? '<p class="code-tabs__note">No compiler is configured for this page.</p>' : "";
}
