// Search benchmark (part of `npm run bench`): index build time for the whole site, bytes the first query
// transfers (gzip; target <= 150 KB), what a whole query typed key by key fetches (index files, gzip and decoded
// bytes; target: a handful of files within the first query's 150 KB) and per-keystroke query time in Chromium
// (median; target <= 10 ms). `--search-against DIR` also measures the typed queries on the site built in DIR (by
// another engine, e.g. the base commit's `docsgen build --out DIR`), side by side, taking turns.
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { renderSearchIndex } from "../src/search/renderSearchIndex.ts";
import { hasChromium, launchChromium, CHROMIUM_MISSING } from "../tests/e2e/support/browser.ts";
import { startStaticServer } from "../tests/e2e/support/staticServer.ts";
import { recordFetches, typeSearchQuery } from "../tests/e2e/support/typeSearchQuery.ts";
import { buildAndServe } from "../tests/e2e/searchSite.ts";

const FIRST_QUERIES = ["record", "->", "useState", "pattern matching"];
/** Typed one character at a time: words, an API name, and typos (looked up one edit away once the exact words find little). */
const TYPED = ["pattern ma", "Array.map", "Belt.Array.map", "recrod spread", "polymorphic varaint"];
/** Whole queries typed key by key, each prefix's answer awaited: what a reader's typing fetches. */
const TYPED_WHOLE = ["interop with TypeScript", "pattern matching", "Belt.Array.map", "async await"];

/** What typing `query` key by key into the modal of a fresh manual page fetched, from the click on the search button. */
async function typedCost(browser: Browser, url: string, query: string) {
  const page = await browser.newPage();
  try {
    await page.goto(`${url}/docs/manual/v11.0.0/introduction`);
    const log = recordFetches(page);
    await page.click("[data-search-open]");
    await page.waitForSelector("#docsgen-search-input");
    await typeSearchQuery(page, query);
    const [all, index] = [await log.all(), await log.index()];
    const sum = (files: typeof all, field: "gzip" | "decoded") => files.reduce((n, f) => n + f[field], 0);
    return { requests: index.length, gzip: sum(index, "gzip"), decoded: sum(index, "decoded"), jsGzip: sum(all, "gzip") - sum(index, "gzip") };
  } finally {
    await page.close();
  }
}

/** Prints what each TYPED_WHOLE query typed key by key fetches on each site, the sites taking turns. */
async function benchTyped(browser: Browser, sites: readonly { name: string; url: string }[]): Promise<void> {
  console.log(
    `  whole queries typed key by key (load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}):`,
  );
  for (const [i, query] of TYPED_WHOLE.entries()) {
    const order = i % 2 === 0 ? sites : [...sites].reverse();
    for (const site of order) {
      const c = await typedCost(browser, site.url, query);
      const status = c.gzip <= 150 * 1024 ? "within" : "OVER";
      console.log(
        `    ${site.name.padEnd(8)} ${JSON.stringify(query)}: ${c.requests} index files, ${kb(c.gzip)} gzip, ${kb(c.decoded)} decoded ` +
          `(+ ${kb(c.jsGzip)} gzip of scripts and other files) - ${status} the 150 KB target`,
      );
    }
  }
}

/**
 * In-page code (a string, so the TypeScript loader's helpers never reach the page): types `typed` one character
 * at a time and returns, per keystroke, the milliseconds from the input event until the modal is idle again.
 */
const TYPE_AND_TIME = `async (typed) => {
  const box = document.querySelector("#docsgen-search-input");
  const modal = document.querySelector("[data-search-modal]");
  const settled = () => new Promise((resolve) => {
    if (modal.getAttribute("data-status") === "idle") return resolve();
    const observer = new MutationObserver(() => {
      if (modal.getAttribute("data-status") !== "idle") return;
      observer.disconnect();
      resolve();
    });
    observer.observe(modal, { attributes: true, attributeFilter: ["data-status"] });
  });
  box.value = "";
  box.dispatchEvent(new Event("input", { bubbles: true }));
  const times = [];
  for (let i = 1; i <= typed.length; i++) {
    const started = performance.now();
    box.value = typed.slice(0, i);
    box.dispatchEvent(new Event("input", { bubbles: true }));
    await settled();
    times.push(performance.now() - started);
  }
  return times;
}`;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Runs the search benchmark and prints its figures. */
export async function runSearchBench(): Promise<void> {
  console.log("\nsearch benchmark: the real site (content/ and the generated API reference)");
  const site = await buildAndServe();
  const model = site.model;
  const times: number[] = [];
  let result = renderSearchIndex(model);
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    result = renderSearchIndex(model);
    times.push(performance.now() - started);
  }
  const gzipTotal = [...result.files.values()].reduce((n, text) => n + gzipSync(text).length, 0);
  console.log(
    `  index build: median ${median(times).toFixed(0)} ms for ${result.manifest.shards.reduce((n, s) => n + s.records, 0)} records ` +
      `in ${result.manifest.shards.length} shards; ${result.files.size} files, ${kb(gzipTotal)} gzip in all`,
  );
  if (!hasChromium()) {
    console.log(`  ${CHROMIUM_MISSING}`);
    await site.close();
    return;
  }
  const browser = await launchChromium();
  const againstAt = process.argv.indexOf("--search-against");
  const against = againstAt === -1 ? undefined : await startStaticServer(path.resolve(process.argv[againstAt + 1]!));
  try {
    for (const query of FIRST_QUERIES) {
      const page = await browser.newPage();
      await page.goto(`${site.url}${query === "useState" ? "/docs/react/latest/introduction" : "/docs/manual/v11.0.0/introduction"}`);
      const bodies: Promise<{ url: string; bytes: number }>[] = [];
      page.on("response", (response) => {
        bodies.push(
          response.body().then(
            (body) => ({ url: new URL(response.url()).pathname, bytes: gzipSync(body).length }),
            () => ({ url: response.url(), bytes: 0 }),
          ),
        );
      });
      await page.click("[data-search-open]");
      await page.fill("#docsgen-search-input", query);
      await page.waitForFunction(
        () =>
          document.querySelector("[data-search-modal]")?.getAttribute("data-status") === "idle" &&
          document.querySelector("[data-search-body] .search-results:not([data-search-start]), [data-search-no-results]") !== null,
      );
      const responses = await Promise.all(bodies);
      const total = responses.reduce((n, r) => n + r.bytes, 0);
      const js = responses.filter((r) => r.url.endsWith(".js")).reduce((n, r) => n + r.bytes, 0);
      const status = total <= 150 * 1024 ? "within" : "OVER";
      console.log(
        `  first query ${JSON.stringify(query)}: ${kb(total)} gzip in ${responses.length} files ` +
          `(${kb(js)} JS, ${kb(total - js)} index) - ${status} the 150 KB target`,
      );
      await page.close();
    }
    await benchTyped(browser, [{ name: "this", url: site.url }, ...(against ? [{ name: "against", url: against.url }] : [])]);
    // Each site in a page of its own, taking turns query by query (the machine's load changes meanwhile).
    const targets = [{ name: "this", url: site.url }, ...(against ? [{ name: "against", url: against.url }] : [])];
    const pages = await Promise.all(
      targets.map(async (target) => {
        const page = await browser.newPage();
        await page.goto(`${target.url}/docs/manual/v11.0.0/introduction`);
        await page.click("[data-search-open]");
        await page.waitForSelector("#docsgen-search-input");
        return { ...target, page };
      }),
    );
    for (const [i, typed] of TYPED.entries()) {
      for (const round of ["cold (fetching files)", "warm"]) {
        for (const { name, page } of i % 2 === 0 ? pages : [...pages].reverse()) {
          const perKey = (await page.evaluate(`(${TYPE_AND_TIME})(${JSON.stringify(typed)})`)) as number[];
          const status = median(perKey) <= 10 ? "within" : "OVER";
          console.log(
            `  ${against ? `${name.padEnd(8)} ` : ""}per keystroke, typing ${JSON.stringify(typed)} (${round}): median ${median(perKey).toFixed(1)} ms, ` +
              `max ${Math.max(...perKey).toFixed(1)} ms - ${status} the 10 ms target`,
          );
        }
      }
    }
    for (const { page } of pages) await page.close();
  } finally {
    await against?.close();
    await browser.close();
    await site.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await runSearchBench();
