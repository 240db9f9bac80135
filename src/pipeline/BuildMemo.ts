// What one process keeps between its builds (serve's rebuilds): the memo of every value read from the inputs or
// made from them (memo.ts). Only src/pipeline reads or writes it; stages take plain inputs and return plain values.
import type { MarkdownIt } from "markdown-it";
import { createMarkdown } from "../markdown/renderMarkdown.ts";
import { createMemo, type Memo } from "./memo.ts";

/** Work kept between builds of one process. */
export interface BuildMemo {
  /** The one markdown-it instance (made once: it holds no state between renders). */
  readonly md: MarkdownIt;
  /** Every value read from the inputs or made from them, by kind and the key of what it is made from. */
  readonly values: Memo;
}

/** An empty memo, or one sharing `values` with other builds (tests of many fixtures share their bundle). */
export function createBuildMemo(values: Memo = createMemo()): BuildMemo {
  return { md: createMarkdown(), values };
}
