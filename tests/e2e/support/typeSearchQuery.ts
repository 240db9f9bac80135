// Types a query into the open search modal one character at a time, as a reader does, waiting after each key
// until the modal shows that prefix's answer, and records what the page fetched meanwhile. Shared by the
// search browser tests and the search benchmark (bench/searchBench.ts).
import { gzipSync } from "node:zlib";
import type { Page, Response } from "playwright-core";

/** One response the page received: its path, the bytes decoded, and the bytes it takes gzip-compressed. */
export interface Fetched {
  readonly path: string;
  readonly decoded: number;
  readonly gzip: number;
}

/** What a page fetched, split into the search index (`/search/`) and everything else (the modal's scripts...). */
export interface FetchLog {
  /** Every response from `start()` on, in the order they arrived. */
  readonly all: () => Promise<Fetched[]>;
  /** The responses for files under `/search/`. */
  readonly index: () => Promise<Fetched[]>;
}

/** Starts recording the page's responses. */
export function recordFetches(page: Page): FetchLog {
  const bodies: Promise<Fetched>[] = [];
  page.on("response", (response: Response) => {
    const path = new URL(response.url()).pathname;
    bodies.push(
      response.body().then(
        (body) => ({ path, decoded: body.length, gzip: gzipSync(body).length }),
        () => ({ path, decoded: 0, gzip: 0 }),
      ),
    );
  });
  const all = () => Promise.all(bodies);
  return { all, index: async () => (await all()).filter((f) => f.path.startsWith("/search/")) };
}

/** Waits until the modal is idle and shows the answer to exactly `query` (results or the no-results screen). */
export async function waitForAnswer(page: Page, query: string): Promise<void> {
  await page.waitForFunction((q) => {
    const modal = document.querySelector("[data-search-modal]");
    return (
      (document.querySelector("#docsgen-search-input") as HTMLInputElement | null)?.value === q &&
      modal?.getAttribute("data-status") === "idle" &&
      modal.querySelector(".search-results:not([data-search-start]), [data-search-no-results]") !== null
    );
  }, query);
}

/** Types `query` into the focused, empty search input key by key, each prefix's answer awaited before the next key. */
export async function typeSearchQuery(page: Page, query: string): Promise<void> {
  for (let i = 1; i <= query.length; i++) {
    await page.keyboard.type(query[i - 1]!);
    // A prefix that is only blanks shows the start screen, not an answer.
    if (query.slice(0, i).trim() !== "") await waitForAnswer(page, query.slice(0, i));
  }
}

/** The hits the modal shows, in order: each link's path and hash. */
export function shownHits(page: Page): Promise<string[]> {
  return page.$$eval("[data-search-body] a[data-search-hit]", (links) => links.map((a) => (a as HTMLAnchorElement).getAttribute("href") ?? ""));
}
