// Search benchmark (part of `npm run bench`): index build time for the whole site, bytes the first query
// transfers (gzip; target <= 150 KB) and per-keystroke query time in Chromium (median; target <= 10 ms).
import path from "node:path";
import { gzipSync } from "node:zlib";
import { renderSearchIndex } from "../src/search/renderSearchIndex.ts";
import { hasChromium, launchChromium, CHROMIUM_MISSING } from "../tests/e2e/support/browser.ts";
import { buildAndServe } from "../tests/e2e/searchSite.ts";

const FIRST_QUERIES = ["record", "->", "useState", "pattern matching"];
/** Typed one character at a time: words, an API name, and typos (looked up one edit away once the exact words find little). */
const TYPED = ["pattern ma", "Array.map", "Belt.Array.map", "recrod spread", "polymorphic varaint"];

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
    const page = await browser.newPage();
    await page.goto(`${site.url}/docs/manual/v11.0.0/introduction`);
    await page.click("[data-search-open]");
    await page.waitForSelector("#docsgen-search-input");
    for (const typed of TYPED) {
      for (const round of ["cold (fetching buckets)", "warm"]) {
        const perKey = (await page.evaluate(`(${TYPE_AND_TIME})(${JSON.stringify(typed)})`)) as number[];
        const status = median(perKey) <= 10 ? "within" : "OVER";
        console.log(
          `  per keystroke, typing ${JSON.stringify(typed)} (${round}): median ${median(perKey).toFixed(1)} ms, ` +
            `max ${Math.max(...perKey).toFixed(1)} ms - ${status} the 10 ms target`,
        );
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await runSearchBench();
