// The examples of the generated API reference have Playground links like the manual's, without their code in the
// HTML (a page holds about ninety): the link names the version only, and the browser adds the block's code when a
// pointer or the focus reaches it, or waits for it when a click comes first. Either way /try gets the example.
import assert from "node:assert/strict";
import { test } from "node:test";
import LZString from "lz-string";
import type { Page } from "playwright-core";
import { describeInChromium } from "./support/describeInChromium.ts";

const ROUTE = "/docs/manual/v12.0.0/api/stdlib/array";
const DESKTOP = { width: 1280, height: 800 };

/** The first example's link and its block's code, as the page holds them now. */
async function firstExample(page: Page): Promise<{ href: string; code: string; needsCode: boolean }> {
  return page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>("main .code-block__play")!;
    const code = link.closest(".code-block")!.querySelector("pre code")!.textContent!;
    return { href: link.getAttribute("href")!, code, needsCode: link.hasAttribute("data-play") };
  });
}

/** The example code a /try URL carries. */
const codeOf = (url: string) => LZString.decompressFromEncodedURIComponent(new URL(url).searchParams.get("code") ?? "");

describeInChromium("API examples' Playground links (Chromium)", { concurrency: 2 }, (site) => {
  test("hovering the link adds the block's code to it; following it opens /try with the example and the page's version", async (t) => {
    const { page } = await site.open(t, ROUTE, { viewport: DESKTOP });
    const before = await firstExample(page);
    assert.deepEqual([before.href, before.needsCode], ["/try?version=v12.0.0", true], "the HTML holds no code");
    assert.match(before.code, /\S/);
    const link = page.locator("main .code-block__play").first();
    await link.hover();
    await page.waitForFunction(() => !document.querySelector("main .code-block__play")!.hasAttribute("data-play"));
    const after = await firstExample(page);
    assert.equal(new URL(after.href, "http://x").searchParams.get("version"), "v12.0.0");
    assert.equal(codeOf(new URL(after.href, "http://x").href), before.code);
    await Promise.all([page.waitForURL(/\/try\?/), link.click()]);
    assert.equal(codeOf(page.url()), before.code);
    assert.equal(new URL(page.url()).searchParams.get("version"), "v12.0.0");
  });

  test("a click that comes before any pointer or focus (a script's) waits for the code, then opens /try with it", async (t) => {
    const { page } = await site.open(t, ROUTE, { viewport: DESKTOP });
    const { code } = await firstExample(page);
    await Promise.all([page.waitForURL(/\/try\?/), page.evaluate(() => document.querySelector<HTMLAnchorElement>("main .code-block__play")!.click())]);
    assert.equal(codeOf(page.url()), code);
  });

  test("the keyboard: focusing the link adds the code before Enter follows it", async (t) => {
    const { page } = await site.open(t, ROUTE, { viewport: DESKTOP });
    const { code } = await firstExample(page);
    await page.locator("main .code-block__play").first().focus();
    await page.waitForFunction(() => !document.querySelector("main .code-block__play")!.hasAttribute("data-play"));
    await Promise.all([page.waitForURL(/\/try\?/), page.keyboard.press("Enter")]);
    assert.equal(codeOf(page.url()), code);
  });
});
