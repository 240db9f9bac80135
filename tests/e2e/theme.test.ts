// The colour theme in Chromium against the built site: the system preference by default, the header's light / dark /
// system control, the choice kept across pages, and the right theme on the first paint (before any module script).
import assert from "node:assert/strict";
import { type TestContext, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { describeInChromium } from "./support/describeInChromium.ts";

const RECORD = "/docs/manual/v11.0.0/record";
const DARK_PAPER = "rgb(21, 23, 28)";
const LIGHT_PAPER = "rgb(255, 255, 255)";

/** A page in a fresh context with the given system preference (and, optionally, the module scripts blocked). */
async function openThemed(t: TestContext, browser: Browser, url: string, colorScheme: "light" | "dark", options: { blockScripts?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
  t.after(() => context.close());
  await context.addInitScript("globalThis.__name = (fn) => fn;");
  const blocked: string[] = [];
  if (options.blockScripts) {
    await context.route(/\/assets\/.*\.js$/, (route) => {
      blocked.push(route.request().url());
      return route.abort("blockedbyclient");
    });
  }
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  return { page, blocked };
}

/** What the document shows: its data-theme, used color-scheme and the body's background. */
const shown = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.getAttribute("data-theme"),
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
    background: getComputedStyle(document.body).backgroundColor,
  }));

const choose = async (page: Page, value: string) => {
  await page.getByRole("combobox", { name: "Theme" }).selectOption(value);
};

describeInChromium("colour theme (Chromium)", { concurrency: 2 }, (site) => {
  test("with no stored choice the system preference decides: dark gives the dark palette, light the light one", async (t) => {
    const dark = await openThemed(t, site.browser, site.url + RECORD, "dark");
    assert.deepEqual(await shown(dark.page), { theme: "dark", colorScheme: "dark", background: DARK_PAPER });
    assert.equal(await dark.page.getByRole("combobox", { name: "Theme" }).inputValue(), "system");
    const light = await openThemed(t, site.browser, site.url + RECORD, "light");
    assert.deepEqual(await shown(light.page), { theme: "light", colorScheme: "light", background: LIGHT_PAPER });
  });

  test("the control is a named select usable from the keyboard; choosing light under a dark preference applies at once", async (t) => {
    const { page } = await openThemed(t, site.browser, site.url + RECORD, "dark");
    const control = page.getByRole("combobox", { name: "Theme" });
    assert.deepEqual(await control.locator("option").allTextContents(), ["System", "Light", "Dark"]);
    await choose(page, "light");
    assert.deepEqual(await shown(page), { theme: "light", colorScheme: "light", background: LIGHT_PAPER });
    assert.equal(await page.evaluate(() => localStorage.getItem("theme")), "light");
    // Keyboard: focus the select and pick the next option with the arrow key.
    await control.focus();
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.documentElement.getAttribute("data-theme") === "dark");
    assert.equal(await control.inputValue(), "dark");
    assert.equal(await page.evaluate(() => localStorage.getItem("theme")), "dark");
  });

  test("the choice is remembered across pages; choosing system again forgets it and follows the preference", async (t) => {
    const { page } = await openThemed(t, site.browser, site.url + RECORD, "dark");
    await choose(page, "light");
    await Promise.all([page.waitForURL(`${site.url}/blog`), page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click()]);
    assert.deepEqual(await shown(page), { theme: "light", colorScheme: "light", background: LIGHT_PAPER });
    assert.equal(await page.getByRole("combobox", { name: "Theme" }).inputValue(), "light");
    await page.goto(`${site.url}/try`, { waitUntil: "load" });
    assert.equal((await shown(page)).theme, "light");
    await choose(page, "system");
    assert.equal(await page.evaluate(() => localStorage.getItem("theme")), null);
    assert.deepEqual(await shown(page), { theme: "dark", colorScheme: "dark", background: DARK_PAPER });
    await page.goto(site.url + RECORD, { waitUntil: "load" });
    assert.equal((await shown(page)).theme, "dark");
  });

  test("a stored dark choice under a light preference holds across a navigation", async (t) => {
    const { page } = await openThemed(t, site.browser, site.url + RECORD, "light");
    await choose(page, "dark");
    await page.goto(`${site.url}/`, { waitUntil: "load" });
    assert.deepEqual(await shown(page), { theme: "dark", colorScheme: "dark", background: DARK_PAPER });
  });

  test("first paint: the theme is on <html> with the module script blocked (the inline head script alone sets it)", async (t) => {
    const { page, blocked } = await openThemed(t, site.browser, site.url + RECORD, "dark", { blockScripts: true });
    assert.ok(
      blocked.some((u) => /\/assets\/main-[^/]*\.js$/.test(u)),
      `the module script was requested and blocked: ${blocked.join(", ")}`,
    );
    assert.deepEqual(await shown(page), { theme: "dark", colorScheme: "dark", background: DARK_PAPER });
    // A stored choice wins over the preference, still without the module script.
    await page.evaluate(() => localStorage.setItem("theme", "light"));
    await page.reload({ waitUntil: "load" });
    assert.deepEqual(await shown(page), { theme: "light", colorScheme: "light", background: LIGHT_PAPER });
  });

  test("the head script runs before the first stylesheet and before the body exists", async (t) => {
    const { page } = await openThemed(t, site.browser, site.url + RECORD, "dark");
    const order = await page.evaluate(() => {
      const head = [...document.head.children];
      const inline = head.findIndex((el) => el.tagName === "SCRIPT" && !el.hasAttribute("src") && el.textContent!.includes("data-theme"));
      const firstStyle = head.findIndex((el) => el.tagName === "LINK" && el.getAttribute("rel") === "stylesheet");
      return { inline, firstStyle, deferred: document.head.querySelectorAll("script[src]").length };
    });
    assert.ok(order.inline >= 0 && order.inline < order.firstStyle, JSON.stringify(order));
    assert.equal(order.deferred, 0, "no external script in the head");
  });
});
