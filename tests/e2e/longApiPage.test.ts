// The long API pages in Chromium: their blocks are styled, laid out and painted only near the viewport
// (content-visibility: auto, templates/styles/docs.css), which keeps the first render of the v12 Array page (some 100
// items, 5,000 elements) one short task; everything stays in the page (find, links, reading order) and is rendered
// when it comes near; headings and their permalinks are never held back, and focus rings inside a block are drawn whole.
import assert from "node:assert/strict";
import { test } from "node:test";
import { describeInChromium } from "./support/describeInChromium.ts";

const ARRAY = "/docs/manual/v12.0.0/api/stdlib/array";

describeInChromium("long API pages render their blocks near the viewport only (Chromium)", { concurrency: 2 }, (site) => {
  for (const [name, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const) {
    test(`${name}: on load only the blocks near the window are rendered; a block far down is rendered once scrolled to`, async (t) => {
      const { page, errors } = await site.open(t, ARRAY, { viewport });
      // A held-back block is laid out as a box of its estimated height, its contents skipped: ask its first child.
      const state = () =>
        page.evaluate(() => {
          const blocks = [...document.querySelectorAll("main > :not(h1, .md-heading)")].filter((b) => b.firstElementChild);
          const shown = (b: Element) => b.firstElementChild!.checkVisibility({ contentVisibilityAuto: true });
          const last = blocks.at(-1)!;
          return {
            blocks: blocks.length,
            rendered: blocks.filter(shown).length,
            firstRendered: shown(blocks[0]!),
            lastRendered: shown(last),
            lastText: last.textContent!.length > 0,
            headingsHeldBack: [...document.querySelectorAll("main h2")].filter((h) => !h.checkVisibility({ contentVisibilityAuto: true })).length,
          };
        });
      const loaded = await state();
      assert.ok(loaded.blocks > 250, `${loaded.blocks} blocks`);
      assert.ok(loaded.rendered < 40, `${loaded.rendered} of ${loaded.blocks} blocks rendered on load`);
      assert.deepEqual(
        { firstRendered: loaded.firstRendered, lastRendered: loaded.lastRendered, lastText: loaded.lastText, headingsHeldBack: loaded.headingsHeldBack },
        { firstRendered: true, lastRendered: false, lastText: true, headingsHeldBack: 0 },
      );
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => document.querySelector("main > :last-child > *")!.checkVisibility({ contentVisibilityAuto: true }));
      assert.deepEqual(errors, []);
    });
  }

  test("a link inside a held-back block shows its whole focus ring (the containment's clip leaves room for it)", async (t) => {
    const { page } = await site.open(t, ARRAY, { viewport: { width: 390, height: 844 } });
    const link = page.locator("main > p a[href]").last();
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const ring = await link.evaluate((a) => {
      const style = getComputedStyle(a);
      const block = a.closest("main > *")!;
      return {
        focusVisible: a.matches(":focus-visible"),
        ring: Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset),
        contentVisibility: getComputedStyle(block).contentVisibility,
        clipMargin: Number.parseFloat(getComputedStyle(block).overflowClipMargin),
      };
    });
    assert.deepEqual({ focusVisible: ring.focusVisible, contentVisibility: ring.contentVisibility }, { focusVisible: true, contentVisibility: "auto" });
    assert.ok(ring.clipMargin >= ring.ring, `clip margin ${ring.clipMargin} px, focus ring ${ring.ring} px`);
  });
});
