// What one process keeps between its builds (serve's rebuilds): the last scans of the inputs and the memo of
// every value made from them (memo.ts). Only src/pipeline reads or writes it; stages take plain inputs and
// return plain values.
import type { MarkdownIt } from "markdown-it";
import type { ScanResult } from "../content/scanContent.ts";
import type { PublicScan } from "../content/scanPublic.ts";
import { createMarkdown } from "../markdown/renderMarkdown.ts";
import { createMemo, type Memo } from "./memo.ts";

/** Work kept between builds of one process. */
export interface BuildMemo {
  /** The one markdown-it instance (made once: it holds no state between renders). */
  readonly md: MarkdownIt;
  /** Every value made from the inputs, by kind and the key of what it is made from. */
  readonly values: Memo;
  /**
   * The last content and public scans. They are the inputs themselves, read from the disk, so no key can say
   * they are unchanged without reading them again: a watcher batch says which files to read again (a file
   * saved twice within one tick of the clock is read again by the scan's racy-stamp rule), and with no batch
   * (a build) everything is scanned, reading only files whose stamps changed.
   */
  lastScan?: ScanResult;
  lastPublic?: PublicScan;
}

/** An empty memo, or one sharing `values` with other builds (tests of many fixtures share their bundle). */
export function createBuildMemo(values: Memo = createMemo()): BuildMemo {
  return { md: createMarkdown(), values };
}
