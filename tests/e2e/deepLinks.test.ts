// Deep links land right, in Chromium against the built site, at 1280 and 390 px: after a permalink click, a fresh
// load of a URL with #section and the back button, the heading sits 16 px below whatever header is visible (the
// header hides on a jump down the page), and the sidebar column takes the header's place while it is hidden.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { describeInChromium } from "./support/describeInChromium.ts";

const RECORD = "/docs/manual/v11.0.0/record";
const BLOG = "/blog/async-await-in-practice";
/** A long API page: its blocks are rendered only near the viewport and take their real height when they come near. */
const API = "/docs/manual/v12.0.0/api/stdlib/array";
const GAP = 16;
/** Layout rounding: a heading may sit a pixel off. */
const SLACK = 2;
const VIEWPORTS = [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const;

/** Waits for the header to finish its slide, then measures the heading against the header's visible bottom. */
async function landing(page: Page, id: string) {
  await page.waitForFunction(() => {
    const header = document.querySelector("[data-site-header]")!;
    const box = header.getBoundingClientRect();
    return header.classList.contains("is-hidden") ? box.bottom <= 0 : box.top === 0;
  });
  return page.evaluate((target) => {
    const header = document.querySelector("[data-site-header]")!.getBoundingClientRect();
    const heading = document.getElementById(target)!.getBoundingClientRect();
    return { below: Math.round(heading.top - Math.max(0, header.bottom)), headerBottom: Math.max(0, Math.round(header.bottom)) };
  }, id);
}

/**
 * Waits until the blocks around a heading are rendered (content-visibility: auto; the ones just above it come near
 * the viewport with the jump and take their real height, which scroll anchoring makes up for) and two frames have
 * passed, so that the scroll event of that adjustment has been handled.
 */
async function renderedAround(page: Page, id: string) {
  await page.waitForFunction((target) => {
    const block = document.getElementById(target)!.parentElement!;
    const near = [block.previousElementSibling, block.previousElementSibling?.previousElementSibling, block.nextElementSibling];
    // A held-back block is a box of its estimated height with its contents skipped: ask its first child.
    return near.every((el) => !el?.firstElementChild || el.firstElementChild.checkVisibility({ contentVisibilityAuto: true }));
  }, id);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

function assertLanded(at: { below: number; headerBottom: number }, what: string) {
  assert.ok(Math.abs(at.below - GAP) <= SLACK, `${what}: heading ${at.below} px below the visible header (bottom ${at.headerBottom}), want ${GAP}`);
}

/** Follows a heading's permalink as a reader would: a mouse click on desktop, the keyboard (focus, Enter) on a phone. */
async function followPermalink(page: Page, id: string, phone: boolean) {
  const link = page.locator(`a.header-anchor[href="#${id}"]`);
  const arrived = page.waitForURL((url) => url.hash === `#${id}`);
  if (phone) {
    await link.focus();
    await page.keyboard.press("Enter");
  } else {
    await page.locator(`#${id}`).hover();
    await link.click();
  }
  await arrived;
}

describeInChromium("deep links land below the visible header (Chromium)", { concurrency: 2 }, (site) => {
  for (const [name, viewport] of VIEWPORTS) {
    const phone = name === "phone";

    test(`${name}: a fresh load of a URL with #section`, async (t) => {
      const { page } = await site.open(t, `${RECORD}#mutable-fields`, { viewport });
      assertLanded(await landing(page, "mutable-fields"), "fresh load, far down");
      const blog = await site.open(t, `${BLOG}#the-basics-in-thirty-seconds`, { viewport });
      assertLanded(await landing(blog.page, "the-basics-in-thirty-seconds"), "fresh load of a blog section");
    });

    test(`${name}: a permalink click, down the page and back up`, async (t) => {
      const { page } = await site.open(t, RECORD, { viewport });
      await followPermalink(page, "optional-fields", phone);
      assertLanded(await landing(page, "optional-fields"), "click down");
      await followPermalink(page, "renaming-fields-for-javascript", phone);
      assertLanded(await landing(page, "renaming-fields-for-javascript"), "second click");
      // The last section cannot reach the top: the page stops at its end, the header hidden.
      await followPermalink(page, "related-pages", phone);
      await landing(page, "related-pages");
      assert.deepEqual(
        await page.evaluate(() => ({
          atEnd: Math.abs(window.scrollY - (document.documentElement.scrollHeight - window.innerHeight)) <= 1,
          hidden: document.querySelector("[data-site-header]")!.classList.contains("is-hidden"),
        })),
        { atEnd: true, hidden: true },
      );
      await page.evaluate(() => window.scrollTo(0, document.getElementById("accessing-fields")!.offsetTop));
      await followPermalink(page, "creating-a-record", phone);
      assertLanded(await landing(page, "creating-a-record"), "click on a heading above");
    });

    test(`${name}: the long API page, whose blocks above a section take their height only once the jump is made`, async (t) => {
      const { page } = await site.open(t, `${API}#reduce`, { viewport });
      await renderedAround(page, "reduce");
      assertLanded(await landing(page, "reduce"), "fresh load, far down an API page");
      await page.evaluate(() => window.scrollTo(0, document.getElementById("includes")!.getBoundingClientRect().top + window.scrollY - 300));
      await followPermalink(page, "tostring", phone);
      await renderedAround(page, "tostring");
      assertLanded(await landing(page, "tostring"), "permalink click on an API page");
      // Scrolling up through blocks never rendered before (they grow or shrink above the window) shows the header.
      for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -150);
      await page.waitForFunction(() => document.querySelector("[data-site-header]")!.getBoundingClientRect().top === 0);
    });

    test(`${name}: the back and forward buttons between sections`, async (t) => {
      const { page } = await site.open(t, RECORD, { viewport });
      await followPermalink(page, "accessing-fields", phone);
      await followPermalink(page, "record-type-spread", phone);
      assertLanded(await landing(page, "record-type-spread"), "before going back");
      await Promise.all([page.waitForURL((url) => url.hash === "#accessing-fields"), page.goBack()]);
      assertLanded(await landing(page, "accessing-fields"), "back");
      await Promise.all([page.waitForURL((url) => url.hash === "#record-type-spread"), page.goForward()]);
      assertLanded(await landing(page, "record-type-spread"), "forward");
    });
  }

  test("desktop: with the header hidden the sidebar column starts at the window's top (no blank band)", async (t) => {
    const { page } = await site.open(t, `${RECORD}#mutable-fields`, { viewport: { width: 1280, height: 800 } });
    await page.waitForFunction(() => document.querySelector("[data-site-header]")!.getBoundingClientRect().bottom <= 0);
    const box = await page.$eval("[data-sidebar]", (s) => {
      const r = s.getBoundingClientRect();
      return { top: Math.round(r.top), height: Math.round(r.height) };
    });
    assert.deepEqual(box, { top: 0, height: 800 });
    // Scrolling up brings the header back and the sidebar under it again.
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => document.querySelector("[data-site-header]")!.getBoundingClientRect().top === 0);
    const header = await page.$eval("[data-site-header]", (h) => Math.round(h.getBoundingClientRect().bottom));
    const top = await page.$eval("[data-sidebar]", (s) => Math.round(s.getBoundingClientRect().top));
    assert.ok(Math.abs(top - header) <= 1, `sidebar top ${top}, header bottom ${header}`);
  });
});
