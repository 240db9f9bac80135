// Pages' HTML with their example slots filled, behind the memo: a page whose slots get what they got at the build
// before keeps the very string it had then, so the stages after it (fingerprints, printable chapters) find it at
// once instead of comparing or hashing all its text again. The fill itself is cheap; a new string is not.
import type { PageBody, PageSlot } from "../markdown/pageSlots.ts";
import type { FillPage } from "../toolchain/applyExampleOutcomes.ts";
import type { BuildMemo } from "./BuildMemo.ts";

/** A filled page: the parts it was joined from (its body's text and what filled each slot), and the HTML. */
interface Filled {
  readonly parts: readonly string[];
  readonly html: string;
}

/**
 * A FillPage kept in the memo (`filledHtml`) by the page's parsed HTML, each value checked against the parts it was
 * joined from; `retain`, once the build's pages are filled, drops the pages that build did not fill.
 */
export function filledHtmlOnce(memo: BuildMemo): { fillPage: FillPage; retain: () => void } {
  const live = new Set<string>();
  const fillPage = (html: string, body: PageBody, fill: (slot: PageSlot) => string) => {
    const parts = body.map((part) => (typeof part === "string" ? part : fill(part)));
    live.add(html);
    const kept = memo.values.peek<Filled>("filledHtml", html);
    if (kept && kept.parts.length === parts.length && kept.parts.every((part, i) => part === parts[i])) return kept.html;
    const filled: Filled = { parts, html: parts.join("") };
    memo.values.set("filledHtml", html, filled);
    return filled.html;
  };
  return { fillPage, retain: () => memo.values.retain("filledHtml", live) };
}
