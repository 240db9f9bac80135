// Search shows HTML from titles, content and the query as text, never as markup (reliability item 27).
// The fixture site tests/fixtures/sites/search-xss has a page titled `<img src=x onerror=window.__x=1>`
// whose body has `<script>` in a code block.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { CHROMIUM_MISSING, hasChromium, launchChromium } from "./support/browser.ts";
import { buildAndServe, REPO, type ServedSite } from "./searchSite.ts";

const skip = !hasChromium();
if (skip) console.log(CHROMIUM_MISSING);

describe("search: HTML is shown as text", { skip: skip ? CHROMIUM_MISSING : false }, () => {
  let site: ServedSite;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  before(async () => {
    site = await buildAndServe({ content: path.join(REPO, "tests", "fixtures", "sites", "search-xss", "content"), ownCache: true });
    browser = await launchChromium();
    page = await browser.newPage();
    page.on("pageerror", (e) => pageErrors.push(e.message));
    await page.goto(`${site.url}/plain`);
    await page.click("[data-search-open]");
    await page.waitForSelector("[data-search-modal]");
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  const search = async (query: string) => {
    await page.fill("#docsgen-search-input", query);
    await page.waitForFunction((q) => {
      const modal = document.querySelector("[data-search-modal]");
      return (
        (document.querySelector("#docsgen-search-input") as HTMLInputElement).value === q &&
        modal?.getAttribute("data-status") === "idle" &&
        modal.querySelector(".search-results, [data-search-no-results]") !== null
      );
    }, query);
  };
  /** Element tag names inside the modal's results, other than the ones the modal itself makes. */
  const foreignElements = () =>
    page.$$eval("[data-search-body] *", (els) =>
      els.map((e) => e.tagName.toLowerCase()).filter((t) => !["div", "a", "span", "mark", "p", "strong", "ul", "li", "button"].includes(t)),
    );

  test("a title that is HTML is found and shown as text", async () => {
    await search("img onerror");
    const title = await page.locator(".search-hit__title").first().textContent();
    assert.equal(title, "<img src=x onerror=window.__x=1>");
    assert.deepEqual(await foreignElements(), []);
    assert.deepEqual(await page.$$eval(".search-hit__title *", (els) => els.map((e) => e.tagName.toLowerCase()).filter((t) => t !== "mark")), []);
    assert.equal(await page.evaluate(() => (window as { __x?: unknown }).__x), undefined);
  });

  test("a heading with markup and a `<script>` in a code block stay text", async () => {
    await search("zebrafish");
    const text = await page.locator("[data-search-body]").innerText();
    assert.match(text, /Hostile heading/);
    await search("script window");
    assert.deepEqual(await foreignElements(), []);
    assert.equal(await page.evaluate(() => (window as { __x?: unknown }).__x), undefined);
  });

  for (const query of ["<svg onload=window.__x=1>", `'"><img src=x onerror=window.__x=1>`]) {
    test(`the query ${query} is reflected only as text`, async () => {
      await page.fill("#docsgen-search-input", query);
      await page.waitForFunction(() => document.querySelector("[data-search-modal]")?.getAttribute("data-status") === "idle");
      // No element but the modal's own: a handler needs an element to live on, so none can run later.
      assert.deepEqual(await foreignElements(), []);
      assert.equal(await page.$$eval("[data-search-modal] svg, [data-search-modal] img", (els) => els.length), 0);
      const noResults = page.locator("[data-search-no-results] strong");
      if ((await noResults.count()) > 0) {
        assert.equal(await noResults.textContent(), query);
        const href = await page.locator("[data-search-report]").getAttribute("href");
        assert.ok(href && !href.includes("'") && !href.includes("<") && !href.includes('"'), href ?? "no link");
      }
      assert.equal(await page.evaluate(() => (window as { __x?: unknown }).__x), undefined);
    });
  }

  test("no script error happened", () => {
    assert.deepEqual(pageErrors, []);
  });
});
