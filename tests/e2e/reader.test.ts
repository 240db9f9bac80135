// Reader fixes in Chromium against the built site (shared build, plain static server): heading permalinks, the sidebar
// scrolled to the current page, the phone drawer as a modal panel (backdrop, Escape, focus kept inside and given back),
// and a version select that navigates only on an explicit choice (WCAG 3.2.2), never while browsing with the keyboard.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Page } from "playwright-core";
import type { OpenOptions } from "./support/openPage.ts";
import { describeInChromium } from "./support/describeInChromium.ts";

/** A page whose sidebar entry sits far below the sidebar's first screen. */
const RECORD = "/docs/manual/v12.0.0/record";
const DOCS = "/docs/manual/v11.0.0/introduction";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Where the sidebar's current entry is, against the sidebar's visible box, and how far the window is scrolled. */
async function currentEntry(page: Page) {
  return page.evaluate(() => {
    const sidebar = document.querySelector<HTMLElement>("[data-sidebar]")!;
    const entry = sidebar.querySelector<HTMLElement>('[aria-current="page"]')!;
    const box = sidebar.getBoundingClientRect();
    const rect = entry.getBoundingClientRect();
    const visibleBottom = box.top + sidebar.clientTop + sidebar.clientHeight;
    return {
      top: Math.round(rect.top),
      inView: rect.top >= box.top && rect.bottom <= visibleBottom,
      sidebarScrollTop: sidebar.scrollTop,
      windowY: window.scrollY,
    };
  });
}

/** Starts recording layout shifts (the Layout Instability API), before any page script runs. */
const RECORD_SHIFTS: OpenOptions["init"] = [
  {
    script: () => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.shifts.push((e as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    },
  },
];
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

/**
 * Records every navigation the page starts: the Navigation API's `navigate` event fires as a navigation starts
 * (inside `location.assign`), so a key press that navigates has recorded it by the time the press returns.
 */
const RECORD_NAVIGATIONS: OpenOptions["init"] = [
  {
    script: () => {
      const w = window as unknown as { navigations: string[]; navigation?: EventTarget };
      w.navigations = [];
      w.navigation?.addEventListener("navigate", (e) => w.navigations.push((e as Event & { destination: { url: string } }).destination.url));
    },
  },
];
/** The navigations this document started, or null once another document replaced it (a navigation happened). */
const navigationsStarted = (page: Page) => page.evaluate(() => (window as unknown as { navigations?: string[] }).navigations ?? null);

const isOpen = (page: Page) => page.$eval("[data-sidebar]", (s) => s.classList.contains("is-open"));
const focusInDrawer = (page: Page) => page.evaluate(() => document.querySelector("[data-sidebar]")!.contains(document.activeElement));
const focusIsToggle = (page: Page) => page.evaluate(() => document.activeElement?.hasAttribute("data-sidebar-toggle") === true);
/** The element on top at a point, described by its tag and classes. */
const topAt = (page: Page, x: number, y: number) =>
  page.evaluate(
    ([px, py]) => {
      const el = document.elementFromPoint(px!, py!);
      return el ? `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}` : "none";
    },
    [x, y] as const,
  );

describeInChromium("reader fixes (Chromium)", { concurrency: 2 }, (site) => {
  const { open } = site;

  describe("heading permalinks", () => {
    test("every h2-h4 of a content page links to #its-id with an accessible name; the heading's own name and h1 are untouched", async (t) => {
      const { page, errors } = await open(t, RECORD);
      const found = await page.$$eval("main.markdown :is(h1, h2, h3, h4, h5, h6)[id]", (headings) =>
        headings.map((h) => {
          const links = [...(h.parentElement?.querySelectorAll<HTMLAnchorElement>("a.header-anchor") ?? [])].filter(
            (a) => a.getAttribute("href") === `#${h.id}`,
          );
          return { level: Number(h.tagName[1]), id: h.id, text: h.textContent, links: links.length, label: links[0]?.getAttribute("aria-label") ?? null };
        }),
      );
      assert.ok(found.filter((h) => h.level >= 2 && h.level <= 4).length >= 5, "the record page has sections");
      for (const h of found) {
        if (h.level >= 2 && h.level <= 4) {
          assert.equal(h.links, 1, `${h.id}: one permalink`);
          assert.equal(h.label, `Permalink: ${h.text}`, `${h.id}: named after its heading`);
        } else assert.equal(h.links, 0, `h${h.level} ${h.id}: no permalink`);
        assert.doesNotMatch(h.text ?? "", /#|Permalink/, `${h.id}: the heading's text has no '#'`);
      }
      // What assistive technology announces: the heading by its text alone, the link by its label.
      const heading = page.getByRole("heading", { level: 2, name: "Mutable Fields", exact: true });
      assert.equal(await heading.count(), 1, "the heading's accessible name is its text");
      const link = page.getByRole("link", { name: "Permalink: Mutable Fields", exact: true });
      assert.equal(await link.getAttribute("href"), "#mutable-fields");
      assert.deepEqual(errors, []);
    });

    test("the permalink shows on hover and keyboard focus only, shifts no layout, and one click puts #id in the address", async (t) => {
      const { page, errors } = await open(t, RECORD, { viewport: DESKTOP, reducedMotion: "reduce" });
      const heading = page.locator("main h2#mutable-fields");
      const link = page.locator('main a.header-anchor[href="#mutable-fields"]');
      const opacity = () => link.evaluate((a) => Number(getComputedStyle(a).opacity));
      const geometry = () =>
        heading.evaluate((h) => {
          const wrapper = h.parentElement!;
          const next = wrapper.classList.contains("markdown") ? h.nextElementSibling! : wrapper.nextElementSibling!;
          const r = h.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom, height: r.height, width: r.width, nextTop: next.getBoundingClientRect().top };
        });
      await heading.scrollIntoViewIfNeeded();
      await page.mouse.move(5, 5);
      const before = await geometry();
      assert.equal(await opacity(), 0, "hidden while the heading is not hovered");
      // The gap to the next block is the collapsed margin of the heading and that block: the link takes no room.
      const margins = await heading.evaluate((h) => {
        const wrapper = h.parentElement!;
        const next = wrapper.classList.contains("markdown") ? h.nextElementSibling! : wrapper.nextElementSibling!;
        return Math.max(parseFloat(getComputedStyle(h).marginBottom), parseFloat(getComputedStyle(next).marginTop));
      });
      assert.ok(Math.abs(before.nextTop - before.bottom - margins) < 1, `gap ${before.nextTop - before.bottom} is the margin ${margins}`);
      await heading.hover();
      await page.waitForFunction(() => getComputedStyle(document.querySelector('a.header-anchor[href="#mutable-fields"]')!).opacity === "1");
      assert.deepEqual(await geometry(), before, "hovering moves nothing");
      const box = (await link.boundingBox())!;
      const headingBox = (await heading.boundingBox())!;
      assert.ok(box.width >= 8 && box.height >= 8, "a target one can hit");
      assert.ok(box.y >= headingBox.y - 1 && box.y + box.height <= headingBox.y + headingBox.height + 1, "beside the heading's first line");
      assert.ok(box.x >= 0, "inside the window");
      // Pointer onto the link itself keeps it shown, and one click is the section link.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      assert.equal(await opacity(), 1, "still shown with the pointer on it");
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForFunction(() => location.hash === "#mutable-fields");
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.mouse.move(5, 5);
      await page.waitForFunction(() => getComputedStyle(document.querySelector('a.header-anchor[href="#mutable-fields"]')!).opacity === "0");
      // Keyboard: Tab from just before the section reaches its permalink, which then shows (with the focus ring).
      await heading.evaluate((h) => {
        const mark = document.createElement("span");
        mark.tabIndex = -1;
        (h.parentElement!.classList.contains("markdown") ? h : h.parentElement!).before(mark);
        mark.focus();
      });
      assert.equal(await opacity(), 0, "hidden before the focus gets there");
      await page.keyboard.press("Tab");
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("href")), "#mutable-fields", "Tab reaches the permalink");
      assert.equal(await link.evaluate((a) => a.matches(":focus-visible")), true);
      await page.waitForFunction(() => getComputedStyle(document.querySelector('a.header-anchor[href="#mutable-fields"]')!).opacity === "1");
      assert.notEqual(await link.evaluate((a) => getComputedStyle(a).outlineStyle), "none", "a visible focus ring");
      assert.deepEqual(errors, []);
    });

    test("phone: the permalink fits the window and the headings keep their place", async (t) => {
      const { page, errors } = await open(t, RECORD, { viewport: PHONE });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, "no horizontal scrolling");
      await page.locator('main a.header-anchor[href="#mutable-fields"]').focus();
      const box = (await page.locator('main a.header-anchor[href="#mutable-fields"]').boundingBox())!;
      assert.ok(box.x >= 0, `the focused permalink starts inside the window (x=${box.x})`);
      assert.deepEqual(errors, []);
    });
  });

  describe("sidebar scrolled to the current page", () => {
    for (const [name, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      test(`${name}: the current entry is in the sidebar's view on load, the page itself unmoved and unshifted`, async (t) => {
        const { page, errors } = await open(t, RECORD, { viewport, init: RECORD_SHIFTS });
        if (name === "phone") {
          await page.locator("[data-sidebar-toggle]").click();
          await page.waitForFunction(() => document.querySelector("[data-sidebar]")!.getBoundingClientRect().left >= 0);
        }
        const entry = await currentEntry(page);
        assert.equal(entry.inView, true, `the entry at y=${entry.top} is inside the sidebar's visible box`);
        assert.ok(entry.sidebarScrollTop > 0, "the sidebar scrolled");
        assert.equal(entry.windowY, 0, "the page did not scroll");
        assert.deepEqual(await shifts(page), [], "no layout shift");
        assert.deepEqual(errors, []);
      });
    }

    test("an entry already in view leaves the sidebar where it is; a #hash still scrolls the page to its heading", async (t) => {
      const { page, errors } = await open(t, DOCS, { viewport: DESKTOP });
      assert.deepEqual(await page.$eval("[data-sidebar]", (s) => s.scrollTop), 0);
      await page.goto(`${site.url}${RECORD}#optional-fields`, { waitUntil: "load" });
      const entry = await currentEntry(page);
      assert.equal(entry.inView, true);
      assert.ok(entry.windowY > 0, "the window went to the heading");
      const headingTop = await page.$eval("#optional-fields", (h) => h.getBoundingClientRect().top);
      assert.ok(headingTop >= 0 && headingTop < 300, `the heading is at the top (${headingTop})`);
      assert.deepEqual(errors, []);
    });
  });

  describe("phone drawer", () => {
    test("a backdrop covers the page while open; tapping it closes the drawer and gives focus back to the toggle", async (t) => {
      const { page, errors } = await open(t, RECORD, { viewport: PHONE });
      const closedTop = await topAt(page, PHONE.width - 20, 500);
      assert.doesNotMatch(closedTop, /backdrop/, "no backdrop while closed");
      await page.locator("[data-sidebar-toggle]").click();
      await page.waitForFunction(() => document.querySelector("[data-sidebar]")!.getBoundingClientRect().left >= 0);
      for (const [x, y] of [
        [PHONE.width - 20, 500],
        [PHONE.width - 20, 20],
        [PHONE.width - 20, PHONE.height - 5],
      ] as const)
        assert.match(await topAt(page, x, y), /backdrop/, `the backdrop is on top at ${x},${y}`);
      const sidebarBox = (await page.locator("[data-sidebar]").boundingBox())!;
      assert.ok(sidebarBox.width < PHONE.width, "the drawer leaves part of the page visible");
      assert.match(
        await page.evaluate(() => getComputedStyle(document.querySelector("[class*=backdrop]")!).backgroundColor),
        /rgba\(.*, 0\.\d+\)/,
        "a translucent backdrop",
      );
      await page.mouse.click(PHONE.width - 20, 500);
      await page.waitForFunction(() => !document.querySelector("[data-sidebar]")!.classList.contains("is-open"));
      assert.equal(await page.locator("[data-sidebar-toggle]").getAttribute("aria-expanded"), "false");
      assert.equal(await focusIsToggle(page), true, "focus back on the toggle");
      await page.waitForFunction(() => getComputedStyle(document.querySelector("[class*=backdrop]")!).display === "none");
      assert.doesNotMatch(await topAt(page, PHONE.width - 20, 500), /backdrop/, "the backdrop is gone");
      assert.deepEqual(errors, []);
    });

    test("focus moves into the drawer on open, Tab and Shift+Tab cycle inside it, Escape closes and returns focus", async (t) => {
      const { page, errors } = await open(t, RECORD, { viewport: PHONE });
      const toggle = page.locator("[data-sidebar-toggle]");
      await toggle.focus();
      await page.keyboard.press("Enter");
      assert.equal(await isOpen(page), true);
      assert.equal(await focusInDrawer(page), true, "focus moved into the drawer");
      assert.equal(await page.evaluate(() => window.scrollY), 0, "focusing did not scroll the page");
      const focusables = await page.$$eval(
        "[data-sidebar] a[href], [data-sidebar] select, [data-sidebar] button",
        (els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length,
      );
      // Round trip forwards: every press stays in the drawer and the focus comes back where it started.
      const start = await page.evaluate(() => document.activeElement?.outerHTML);
      for (let i = 0; i < focusables; i++) {
        await page.keyboard.press("Tab");
        assert.equal(await focusInDrawer(page), true, `Tab ${i + 1} stays in the drawer`);
      }
      assert.equal(await page.evaluate(() => document.activeElement?.outerHTML), start, `${focusables} Tabs come round`);
      for (let i = 0; i < focusables; i++) {
        await page.keyboard.press("Shift+Tab");
        assert.equal(await focusInDrawer(page), true, `Shift+Tab ${i + 1} stays in the drawer`);
      }
      assert.equal(await page.evaluate(() => document.activeElement?.outerHTML), start, `${focusables} Shift+Tabs come round`);
      // The ends wrap: Shift+Tab on the first goes to the last, Tab on the last to the first.
      await page.locator("[data-sidebar] select").focus();
      await page.keyboard.press("Shift+Tab");
      const last = await page.evaluate(() => {
        const all = [...document.querySelectorAll<HTMLElement>("[data-sidebar] a[href], [data-sidebar] select")].filter((e) => e.offsetParent !== null);
        return document.activeElement === all[all.length - 1];
      });
      assert.equal(last, true, "Shift+Tab on the first goes to the last");
      await page.keyboard.press("Tab");
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), "SELECT", "Tab on the last goes to the first");
      await page.keyboard.press("Escape");
      assert.equal(await isOpen(page), false);
      assert.equal(await focusIsToggle(page), true, "Escape gives focus back to the toggle");
      // Closed, Tab goes on into the page again.
      await page.keyboard.press("Tab");
      assert.equal(await focusInDrawer(page), false, "closed, the drawer no longer holds the focus");
      assert.deepEqual(errors, []);
    });

    test("closing by the toggle returns focus to it; a followed link inside closes the drawer without pulling focus back", async (t) => {
      const { page, errors } = await open(t, RECORD, { viewport: PHONE });
      const toggle = page.locator("[data-sidebar-toggle]");
      await toggle.click();
      assert.equal(await focusInDrawer(page), true);
      await page.evaluate(() => document.querySelector<HTMLElement>("[data-sidebar-toggle]")!.click());
      assert.equal(await isOpen(page), false);
      assert.equal(await focusIsToggle(page), true);
      await toggle.click();
      await page.locator("[data-sidebar] .sidebar__toc a").nth(2).click();
      await page.waitForFunction(() => location.hash !== "");
      assert.equal(await isOpen(page), false);
      assert.equal(await focusIsToggle(page), false, "focus stays with the followed section");
      assert.ok((await page.evaluate(() => window.scrollY)) > 0, "the page went to the section");
      assert.deepEqual(errors, []);
    });

    test("widening the window past the drawer breakpoint closes it and frees the focus", async (t) => {
      const { page, errors } = await open(t, RECORD, { viewport: PHONE });
      await page.locator("[data-sidebar-toggle]").click();
      assert.equal(await isOpen(page), true);
      await page.setViewportSize(DESKTOP);
      await page.waitForFunction(() => !document.querySelector("[data-sidebar]")!.classList.contains("is-open"));
      assert.doesNotMatch(await topAt(page, DESKTOP.width - 20, 500), /backdrop/);
      assert.deepEqual(errors, []);
    });
  });

  describe("version select (WCAG 3.2.2: no change of context on browsing)", () => {
    test("ArrowDown, ArrowUp, Home, End, PageDown and typing change the value without navigating; Enter then opens that version", async (t) => {
      const { page, errors } = await open(t, `${DOCS}#why-use-rescript`, { viewport: DESKTOP, init: RECORD_NAVIGATIONS });
      const select = page.locator("select[data-version-select]");
      await select.focus();
      const seen: string[] = [];
      for (const key of ["ArrowDown", "ArrowUp", "ArrowUp", "End", "Home", "PageDown", "v"]) {
        await page.keyboard.press(key);
        seen.push(await select.inputValue());
      }
      assert.deepEqual(await navigationsStarted(page), [], "the keys started no navigation");
      assert.equal(page.url(), `${site.url}${DOCS}#why-use-rescript`, "still on the page");
      assert.equal(new Set(seen).size > 2, true, `the keys moved through the versions: ${seen.join(", ")}`);
      assert.equal(await page.evaluate(() => localStorage.getItem("manual_version")), null, "browsing stores nothing");
      await select.focus();
      await page.keyboard.press("Home");
      assert.equal(await select.inputValue(), "v12.0.0", "Home is the first enabled version");
      assert.deepEqual(await navigationsStarted(page), [], "Home started no navigation");
      assert.equal(page.url(), `${site.url}${DOCS}#why-use-rescript`, "still on the page after Home");
      await page.keyboard.press("Enter");
      await page.waitForURL(`${site.url}/docs/manual/v12.0.0/introduction#why-use-rescript`);
      assert.equal(await page.evaluate(() => localStorage.getItem("manual_version")), "v12.0.0", "Enter is a choice: stored");
      assert.deepEqual(errors, []);
    });

    test("a browsed value is kept when focus leaves; Enter on the current version does not navigate", async (t) => {
      const { page, errors } = await open(t, DOCS, { viewport: DESKTOP, init: RECORD_NAVIGATIONS });
      const select = page.locator("select[data-version-select]");
      await select.focus();
      await page.keyboard.press("ArrowDown");
      assert.equal(await select.inputValue(), "v10.0.0");
      await page.keyboard.press("Tab");
      assert.deepEqual(await navigationsStarted(page), [], "leaving the select started no navigation");
      assert.equal(page.url(), `${site.url}${DOCS}`, "leaving the select does not navigate");
      assert.equal(await select.inputValue(), "v10.0.0", "the browsed value stays selected");
      await select.focus();
      await page.keyboard.press("ArrowUp");
      assert.equal(await select.inputValue(), "v11.0.0");
      // Back on the page's own version, Enter has nothing to open (Chromium may show the list: the native behaviour).
      await page.keyboard.press("Enter");
      assert.deepEqual(await navigationsStarted(page), [], "Enter on the current version started no navigation");
      assert.equal(page.url(), `${site.url}${DOCS}`, "Enter on the current version stays");
      assert.deepEqual(errors, []);
    });

    test("a choice made in the list (a change without a browsing key) still navigates, with the fallback note", async (t) => {
      const { page, errors } = await open(t, "/docs/manual/v11.0.0/migrate-to-v11", { viewport: DESKTOP });
      const select = page.locator("select[data-version-select]");
      // Keyboard browsing first, then a choice from the opened list: the earlier keys must not swallow it.
      await select.focus();
      await page.keyboard.press("ArrowUp");
      await page.selectOption("select[data-version-select]", "v10.0.0");
      await page.waitForURL(`${site.url}/docs/manual/v10.0.0/introduction`);
      assert.equal(await page.locator("[data-version-notice]").textContent(), "This page does not exist in v10.0.0; showing its introduction.");
      assert.equal(await page.evaluate(() => localStorage.getItem("manual_version")), "v10.0.0");
      assert.deepEqual(errors, []);
    });
  });
});
