// The search modal keeps Tab inside its panel (client/trapFocus.ts, the one focus trap of the site) and lets go on close.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { describeInChromium } from "./support/describeInChromium.ts";

const MANUAL = "/docs/manual/v11.0.0/introduction";

/** True when the focused element is inside the search modal's panel. */
const focusInPanel = (page: Page) => page.evaluate(() => document.activeElement?.closest(".search-modal__panel") !== null);
/** The panel's elements Tab reaches, in order, as outerHTML. */
const tabbables = (page: Page) =>
  page.$$eval(".search-modal__panel a[href], .search-modal__panel button, .search-modal__panel input, .search-modal__panel [tabindex]", (els) =>
    els.filter((e) => (e as HTMLElement).tabIndex >= 0 && e.getClientRects().length > 0).map((e) => e.outerHTML),
  );
const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML);

describeInChromium("search modal focus", {}, (site) => {
  test("Tab and Shift+Tab cycle inside the open modal, wrapping at both ends; after closing, Tab leaves it alone", async (t) => {
    const { page, errors } = await site.open(t, MANUAL);
    await page.click("[data-search-open]");
    await page.waitForSelector("#docsgen-search-input");
    assert.equal(await page.evaluate(() => document.activeElement?.id), "docsgen-search-input");
    // The scope bar (its all-versions checkbox) shows once the page's scopes are known: wait for that state.
    await page.waitForSelector("[data-search-all-versions]", { state: "visible" });
    const all = await tabbables(page);
    assert.ok(all.length >= 2, `the panel has ${all.length} tabbable elements`);
    const start = await focused(page);
    for (let i = 0; i < all.length; i++) {
      await page.keyboard.press("Tab");
      assert.equal(await focusInPanel(page), true, `Tab ${i + 1} stays in the panel`);
    }
    assert.equal(await focused(page), start, `${all.length} Tabs come round`);
    await page.keyboard.press("Shift+Tab");
    assert.equal(await focused(page), all.at(-1), "Shift+Tab on the first goes to the last");
    await page.keyboard.press("Tab");
    assert.equal(await focused(page), all[0], "Tab on the last goes to the first");
    await page.keyboard.press("Escape");
    assert.equal(await page.locator("[data-search-modal]").count(), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute("data-search-open")), true, "focus back on the button");
    await page.keyboard.press("Shift+Tab");
    assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute("data-search-open")), false, "Tab moves on the page again");
    assert.deepEqual(errors, []);
  });
});
