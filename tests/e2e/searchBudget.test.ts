// What a reader's typing costs: a query typed key by key, each prefix's answer awaited before the next key, fetches
// the manifest, the pack of the page's scope and one term file per word (the next letters of a word filter what
// is loaded), within the first query's budget, and finds what the same query typed at once finds.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { describeInChromium } from "./support/describeInChromium.ts";
import { type Fetched, recordFetches, typeSearchQuery, waitForAnswer } from "./support/typeSearchQuery.ts";

const MANUAL = "/docs/manual/v11.0.0/introduction";
/** At most this many index files for a whole query typed key by key: the manifest, the pack, one term file per word. */
const MAX_REQUESTS = 6;
/** The first query's budget: the index files a whole typed query fetches, gzip-compressed. */
const MAX_GZIP = 150 * 1024;

/** The hits the modal shows: link, title, label and snippet, in order. */
const shown = (page: Page) =>
  page.$$eval("[data-search-body] a[data-search-hit]", (links) =>
    links.map((a) =>
      [a.getAttribute("href"), ...[".search-hit__title", ".search-hit__label", ".search-hit__snippet"].map((s) => a.querySelector(s)?.textContent ?? "")].join(
        " | ",
      ),
    ),
  );

const total = (files: readonly Fetched[], field: "gzip" | "decoded") => files.reduce((n, f) => n + f[field], 0);

describeInChromium("search: what a typed query fetches", {}, (site) => {
  for (const query of ["interop with TypeScript", "pattern matching"]) {
    const name = `${JSON.stringify(query)} typed key by key: at most ${MAX_REQUESTS} index files, ${MAX_GZIP / 1024} KB gzip; the hits typed at once`;
    test(name, async (t) => {
      const typed = await site.open(t, MANUAL);
      const log = recordFetches(typed.page);
      await typed.page.click("[data-search-open]");
      await typed.page.waitForSelector("#docsgen-search-input");
      await typeSearchQuery(typed.page, query);
      const hits = await shown(typed.page);
      const index = await log.index();
      const paths = index.map((f) => f.path).join(" ");
      assert.ok(index.length <= MAX_REQUESTS, `${index.length} index files: ${paths}`);
      assert.ok(total(index, "gzip") <= MAX_GZIP, `${total(index, "gzip")} bytes gzip: ${paths}`);
      assert.equal(index[0]?.path, "/search/manifest.json");
      assert.equal(new Set(index.map((f) => f.path)).size, index.length, `a file fetched twice: ${paths}`);

      const atOnce = await site.open(t, MANUAL);
      await atOnce.page.click("[data-search-open]");
      await atOnce.page.fill("#docsgen-search-input", query);
      await waitForAnswer(atOnce.page, query);
      assert.ok(hits.length >= 5, hits.join("\n"));
      assert.deepEqual(hits, await shown(atOnce.page));
      assert.ok(
        hits.every((h) => !h.endsWith(" | ")),
        `every hit has a snippet:\n${hits.join("\n")}`,
      );
      assert.deepEqual([...typed.errors, ...atOnce.errors], []);
    });
  }

  test("interop with TypeScript: the TypeScript page first", async (t) => {
    const { page, errors } = await site.open(t, MANUAL);
    await page.click("[data-search-open]");
    await page.fill("#docsgen-search-input", "interop with TypeScript");
    await waitForAnswer(page, "interop with TypeScript");
    assert.equal(await page.getAttribute("[data-search-body] a[data-search-hit] >> nth=0", "href"), "/docs/manual/v11.0.0/typescript-integration");
    assert.deepEqual(errors, []);
  });
});
