// The client behaviours of issue 4 in Chromium against the built site (shared build, plain static server): header,
// menus, version links and selector, copy buttons, code tabs, carousel, prefetch, list filters, syntax-lookup deep
// links, the /try playground, and the first-view JavaScript budget. Timers run on Playwright's paused clock.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import LZString from "lz-string";
import type { Page } from "playwright-core";
import { DOCS_FIRST_VIEW_GZIP_BUDGET, measurePageJs } from "../../bench/clientBudget.ts";
import { lzBomb, lzBombLength } from "./support/lzBomb.ts";
import { describeInChromium } from "./support/describeInChromium.ts";

const DOCS = "/docs/manual/v11.0.0/introduction";
const PHONE = { width: 390, height: 844 };
const HOSTILE = ["javascript:alert(1)", "//evil.example", "../../x", "{not json", " v10.0.0", "v10.0.0/../../x", "latest"];

/** Scrolls the window to `y` and returns after the scroll event and the next frame. */
async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (window.scrollY === top) return resolve();
        window.addEventListener("scroll", () => requestAnimationFrame(() => resolve()), { once: true });
        window.scrollTo({ top, behavior: "instant" });
      }),
    y,
  );
  assert.equal(await page.evaluate(() => window.scrollY), y, `scrolled to ${y}`);
}

const headerHidden = (page: Page) => page.$eval("[data-site-header]", (h) => h.classList.contains("is-hidden"));
const attr = (page: Page, selector: string, name: string) => page.$eval(selector, (el, n) => el.getAttribute(n), name);
const hrefs = (page: Page) => page.$$eval("a[data-version-href]", (links) => links.map((a) => `${a.textContent}=${a.getAttribute("href")}`).sort());
/** Waits for the playground's CodeMirror editor. */
const ready = (page: Page) => page.waitForSelector("[data-playground-editor][data-ready] .cm-content");
/** The playground editor's text, line by line as rendered. */
/** Replaces the editor's code with `code`. */
const typeCode = async (page: Page, code: string) => {
  await page.click(".cm-content");
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(code);
};
const editorText = (page: Page) => page.$$eval(".cm-content .cm-line", (lines) => lines.map((l) => l.textContent).join("\n"));
/** The playground message, or null while hidden. */
const message = (page: Page) => page.$eval("[data-playground-message]", (m) => (m.hasAttribute("hidden") ? null : m.textContent));
const DEFAULT_HREFS = [
  "API=/docs/manual/v11.0.0/api",
  "Docs=/docs/manual/v11.0.0/introduction",
  "Docs=/docs/manual/v11.0.0/introduction",
  "Language Manual=/docs/manual/v11.0.0/introduction",
  "React=/docs/react/latest/introduction",
];

describeInChromium("client behaviours (Chromium)", { concurrency: 2 }, (site) => {
  const { open } = site;

  test("first view of a docs page loads at most 12 KB gzip of JavaScript, never the editor or search UI", async (t) => {
    const docs = measurePageJs(site.outDir, DOCS);
    assert.ok(docs.gzip > 0 && docs.gzip <= DOCS_FIRST_VIEW_GZIP_BUDGET, `docs first view is ${docs.gzip} bytes gzip`);
    const { page, errors } = await open(t, DOCS);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith(".js")),
    );
    assert.deepEqual(scripts.sort(), docs.firstView.map((f) => f.url).sort());
    assert.deepEqual(errors, []);
  });

  test("every page type runs its script without errors, and copy buttons show once scripted", async (t) => {
    const { page, errors } = await open(t, "/");
    for (const route of ["/", DOCS, "/packages", "/syntax-lookup", "/blog", "/community/overview", "/try"]) {
      await page.goto(site.url + route, { waitUntil: "load" });
      if (route === "/try") await page.waitForSelector("[data-playground-editor][data-ready]");
      const loaded = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((e) => new URL(e.name).pathname)
          .filter((p) => /^\/assets\/main-\w+\.js$/.test(p)),
      );
      assert.equal(loaded.length, 1, `${route}: the module entry loads`);
      assert.equal(await page.locator("button[data-copy][hidden]").count(), 0, `${route}: copy buttons still hidden`);
      assert.equal(await page.locator("button[data-copy]:not([data-state=init])").count(), 0, `${route}: copy buttons initialised`);
      assert.deepEqual(errors, [], route);
    }
  });

  test("header hides past 80 px when scrolling down more than 20 px, and shows after scrolling up more than 20 px", async (t) => {
    const { page, errors } = await open(t, DOCS);
    assert.equal(await headerHidden(page), false);
    await scrollToY(page, 80);
    assert.equal(await headerHidden(page), false, "at 80 px (top margin)");
    await scrollToY(page, 100);
    assert.equal(await headerHidden(page), false, "20 px below 80 is not more than 20");
    await scrollToY(page, 101);
    assert.equal(await headerHidden(page), true, "21 px down");
    await page.waitForFunction(() => document.querySelector("[data-site-header]")!.getBoundingClientRect().bottom <= 0);
    await scrollToY(page, 500);
    await scrollToY(page, 480);
    assert.equal(await headerHidden(page), true, "20 px up from the lowest point is not enough");
    await scrollToY(page, 479);
    assert.equal(await headerHidden(page), false, "21 px up");
    await scrollToY(page, 499);
    assert.equal(await headerHidden(page), false, "20 px down again");
    await scrollToY(page, 500);
    assert.equal(await headerHidden(page), true);
    await scrollToY(page, 81);
    assert.equal(await headerHidden(page), false, "419 px up");
    await scrollToY(page, 300);
    assert.equal(await headerHidden(page), true);
    await scrollToY(page, 80);
    assert.equal(await headerHidden(page), false, "back within 80 px of the top");
    // Real wheel scrolling.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector("[data-site-header]")!.classList.contains("is-hidden"));
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => !document.querySelector("[data-site-header]")!.classList.contains("is-hidden"));
    assert.deepEqual(errors, []);
  });

  test("mobile menu opens and closes by button, Escape, hash change and a click outside", async (t) => {
    // The mobile menu links /community (as SPEC says), which the site does not serve yet: opening the menu prefetches it.
    const { page, errors } = await open(t, DOCS, { viewport: PHONE, allowConsole: /status of 404 .*\/community\)$/ });
    const toggle = page.locator("[data-menu-toggle]");
    const menu = page.locator("[data-mobile-menu]");
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    assert.equal(await menu.isVisible(), false);
    await toggle.click();
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    assert.equal(await toggle.getAttribute("aria-label"), "Close menu");
    assert.equal(await menu.isVisible(), true);
    assert.deepEqual(await menu.locator(".mobile-menu__links a").allTextContents(), ["Docs", "Playground", "Blog", "Community", "Packages"]);
    assert.equal(
      await page.evaluate(() => {
        const link = document.querySelector("[data-mobile-menu] a")!.getBoundingClientRect();
        return document.elementFromPoint(link.left + 10, link.top + link.height / 2)?.closest("[data-mobile-menu]") !== null;
      }),
      true,
      "the first menu link is not covered by the docs bar",
    );
    await toggle.click();
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    assert.equal(await toggle.getAttribute("aria-label"), "Open menu");
    assert.equal(await menu.isVisible(), false);
    await toggle.click();
    await page.keyboard.press("Escape");
    assert.equal(await menu.isVisible(), false);
    assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute("data-menu-toggle")), true, "focus back on the button");
    await toggle.click();
    await page.evaluate(() => {
      location.hash = "#what-rescript-is";
    });
    await page.waitForFunction(() => document.querySelector("[data-mobile-menu]")!.hasAttribute("hidden"));
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    await scrollToY(page, 0);
    await toggle.click();
    await page.mouse.click(195, PHONE.height - 20);
    assert.equal(await menu.isVisible(), false, "a click below the open menu closes it");
    assert.deepEqual(errors, []);
  });

  test("sidebar drawer opens and closes by button, on a followed link, Escape and history change", async (t) => {
    const { page, errors } = await open(t, DOCS, { viewport: PHONE });
    const toggle = page.locator("[data-sidebar-toggle]");
    const sidebar = page.locator("[data-sidebar]");
    assert.equal(await sidebar.isVisible(), false);
    await toggle.click();
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    assert.equal(await sidebar.evaluate((s) => s.classList.contains("is-open")), true);
    await page.waitForFunction(() => document.querySelector("[data-sidebar]")!.getBoundingClientRect().left >= 0);
    assert.deepEqual(
      await page.evaluate(() => {
        const box = document.querySelector("[data-sidebar]")!.getBoundingClientRect();
        const select = document.querySelector("[data-sidebar] select")!.getBoundingClientRect();
        return [
          Math.abs(box.top - document.querySelector("[data-site-header]")!.getBoundingClientRect().bottom) <= 1,
          Math.abs(box.bottom - window.innerHeight) <= 1,
          document.elementFromPoint(select.left + select.width / 2, select.top + select.height / 2)?.tagName,
        ];
      }),
      [true, true, "SELECT"],
      "the drawer spans from under the header to the bottom, its version select uncovered",
    );
    await sidebar.locator(".sidebar__toc a").first().click();
    await page.waitForFunction(() => location.hash !== "");
    assert.equal(await sidebar.evaluate((s) => s.classList.contains("is-open")), false, "closed after following a table-of-contents link");
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    await toggle.click();
    await page.keyboard.press("Escape");
    assert.equal(await sidebar.evaluate((s) => s.classList.contains("is-open")), false);
    await toggle.click();
    await page.evaluate(() => {
      history.pushState(null, "", "#a");
      history.back();
    });
    await page.waitForFunction(() => !document.querySelector("[data-sidebar]")!.classList.contains("is-open"));
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    assert.deepEqual(errors, []);
  });

  test("header and docs-bar links use the configured latest versions by default", async (t) => {
    const { page, errors } = await open(t, DOCS);
    assert.deepEqual(await hrefs(page), DEFAULT_HREFS);
    assert.deepEqual(errors, []);
  });

  test("header and docs-bar links use valid stored versions (manual_version, react_version)", async (t) => {
    const init = [
      {
        script: () => {
          localStorage.setItem("manual_version", "v12.0.0");
          localStorage.setItem("react_version", "v0.10.0");
        },
      },
    ];
    // The React versions besides latest have no pages yet, so prefetching that link is a 404.
    const { page, errors } = await open(t, DOCS, { init, allowConsole: /status of 404/ });
    assert.deepEqual(await hrefs(page), [
      "API=/docs/manual/v12.0.0/api",
      "Docs=/docs/manual/v12.0.0/introduction",
      "Docs=/docs/manual/v12.0.0/introduction",
      "Language Manual=/docs/manual/v12.0.0/introduction",
      "React=/docs/react/v0.10.0/introduction",
    ]);
    assert.deepEqual(errors, []);
  });

  test("hostile stored values (scripts, other origins, paths, 1 MB) are ignored", async (t) => {
    const { page, errors } = await open(t, DOCS);
    for (const value of [...HOSTILE, "1MB"]) {
      await page.evaluate((v) => {
        const stored = v === "1MB" ? "v".repeat(1 << 20) : v;
        localStorage.setItem("manual_version", stored);
        localStorage.setItem("react_version", stored);
      }, value);
      await page.reload({ waitUntil: "domcontentloaded" });
      assert.equal((await page.evaluate(() => localStorage.getItem("manual_version")))?.length, value === "1MB" ? 1 << 20 : value.length);
      assert.deepEqual(await hrefs(page), DEFAULT_HREFS, JSON.stringify(value));
    }
    assert.deepEqual(errors, []);
  });

  test("a throwing localStorage getter leaves the defaults and breaks nothing", async (t) => {
    const init = [
      {
        script: () => {
          Object.defineProperty(window, "localStorage", {
            configurable: true,
            get() {
              throw new DOMException("The operation is insecure.", "SecurityError");
            },
          });
        },
      },
    ];
    const { page, errors } = await open(t, DOCS, { init });
    assert.equal(
      await page.evaluate(() => {
        try {
          void window.localStorage;
          return "readable";
        } catch {
          return "throws";
        }
      }),
      "throws",
    );
    assert.deepEqual(await hrefs(page), DEFAULT_HREFS);
    await page.selectOption("select[data-version-select]", "v12.0.0");
    await page.waitForURL(`${site.url}/docs/manual/v12.0.0/introduction`);
    assert.deepEqual(errors, []);
  });

  test("version selector stores manual_version and opens the same page under that version, keeping the hash", async (t) => {
    const { page, errors } = await open(t, `${DOCS}#why-use-rescript`);
    assert.equal(await page.inputValue("select[data-version-select]"), "v11.0.0");
    await page.selectOption("select[data-version-select]", "v12.0.0");
    await page.waitForURL(`${site.url}/docs/manual/v12.0.0/introduction#why-use-rescript`);
    assert.equal(await page.evaluate(() => localStorage.getItem("manual_version")), "v12.0.0");
    assert.equal(await page.inputValue("select[data-version-select]"), "v12.0.0");
    assert.equal(await attr(page, '.docs-bar a[data-version-href*="manual_version"]', "href"), "/docs/manual/v12.0.0/introduction");
    assert.deepEqual(errors, []);
  });

  test("switching to a version without this page lands on its introduction and says so, once", async (t) => {
    const { page, errors } = await open(t, "/docs/manual/v11.0.0/migrate-to-v11");
    await page.selectOption("select[data-version-select]", "v10.0.0");
    await page.waitForURL(`${site.url}/docs/manual/v10.0.0/introduction`);
    const notice = page.locator("[data-version-notice]");
    assert.equal(await notice.isVisible(), true);
    assert.equal(await notice.textContent(), "This page does not exist in v10.0.0; showing its introduction.");
    assert.equal(await notice.getAttribute("role"), "status");
    await page.reload();
    assert.equal(await page.locator("[data-version-notice]").isVisible(), false, "the note is shown on arrival only");
    assert.deepEqual(errors, []);
  });

  test("switching to a version that has this page shows no note", async (t) => {
    const { page, errors } = await open(t, "/docs/manual/v11.0.0/let-binding");
    await page.selectOption("select[data-version-select]", "v10.0.0");
    await page.waitForURL(`${site.url}/docs/manual/v10.0.0/let-binding`);
    assert.equal(await page.locator("[data-version-notice]").isVisible(), false);
    assert.deepEqual(errors, []);
  });

  for (const [from, version, to] of [
    ["/docs/manual/v11.0.0/pattern-matching-destructuring", "v12.0.0", "/docs/manual/v12.0.0/pattern-matching-destructuring"],
    ["/docs/manual/v11.0.0/record", "v10.0.0", "/docs/manual/v10.0.0/record"],
    ["/docs/manual/v11.0.0/record", "v9.0.0", "/docs/manual/v9.0.0/record"],
    ["/docs/manual/v11.0.0/record", "v8.0.0", "/docs/manual/v8.0.0/record"],
    ["/docs/react/latest/hooks-state", "v0.11.0", "/docs/react/v0.11.0/hooks-state"],
    ["/docs/react/latest/hooks-effect", "v0.10.0", "/docs/react/v0.10.0/hooks-effect"],
  ] as const) {
    test(`selecting ${version} on ${from} lands on the same page there`, async (t) => {
      const { page, errors } = await open(t, from);
      await page.selectOption("select[data-version-select]", version);
      await page.waitForURL(site.url + to);
      assert.equal(await page.locator("[data-version-notice]").isVisible(), false);
      assert.deepEqual(errors, []);
    });
  }

  test("version selector on React pages stores react_version", async (t) => {
    const { page, errors } = await open(t, "/docs/react/latest/introduction", { allowConsole: /status of 404/ });
    assert.equal(await attr(page, "select[data-version-select]", "data-storage-key"), "react_version");
    await page.selectOption("select[data-version-select]", "v0.11.0");
    await page.waitForURL(`${site.url}/docs/react/v0.11.0/introduction`);
    assert.deepEqual(await page.evaluate(() => [localStorage.getItem("react_version"), localStorage.getItem("manual_version")]), ["v0.11.0", null]);
    assert.deepEqual(errors, []);
  });

  test("version selector still navigates when storing throws (quota)", async (t) => {
    const init = [
      {
        script: () => {
          Storage.prototype.setItem = () => {
            throw new DOMException("full", "QuotaExceededError");
          };
        },
      },
    ];
    const { page, errors } = await open(t, DOCS, { init });
    await page.selectOption("select[data-version-select]", "v12.0.0");
    await page.waitForURL(`${site.url}/docs/manual/v12.0.0/introduction`);
    assert.equal(await page.evaluate(() => localStorage.getItem("manual_version")), null);
    assert.deepEqual(errors, []);
  });

  test("code tabs: first selected; click selects; Left/Right/Home/End with a roving tabindex; panels via data-inactive", async (t) => {
    const { page, errors } = await open(t, DOCS);
    const group = page.locator("[data-code-tabs]").first();
    const tabs = group.locator('[role="tab"]');
    const state = () =>
      group.evaluate((g) =>
        Array.from(g.querySelectorAll<HTMLElement>('[role="tab"]')).map((tab) => {
          const panel = document.getElementById(tab.getAttribute("aria-controls")!)!;
          return (
            `${tab.getAttribute("aria-selected")}/${tab.tabIndex}/${panel.hasAttribute("data-inactive") ? "inactive" : "active"}/` +
            `${getComputedStyle(panel).display === "none" ? "hidden" : "shown"}`
          );
        }),
      );
    assert.deepEqual(await tabs.allTextContents(), ["ReScript", "JS Output"]);
    assert.deepEqual(await state(), ["true/0/active/shown", "false/-1/inactive/hidden"]);
    await tabs.nth(1).click();
    assert.deepEqual(await state(), ["false/-1/inactive/hidden", "true/0/active/shown"]);
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await tabs.nth(1).focus();
    await page.keyboard.press("ArrowRight");
    assert.deepEqual([await focused(), await state()], ["ReScript", ["true/0/active/shown", "false/-1/inactive/hidden"]], "Right wraps last to first");
    await page.keyboard.press("ArrowLeft");
    assert.deepEqual([await focused(), await state()], ["JS Output", ["false/-1/inactive/hidden", "true/0/active/shown"]], "Left wraps first to last");
    await page.keyboard.press("Home");
    assert.deepEqual([await focused(), await state()], ["ReScript", ["true/0/active/shown", "false/-1/inactive/hidden"]]);
    await page.keyboard.press("End");
    assert.deepEqual([await focused(), await state()], ["JS Output", ["false/-1/inactive/hidden", "true/0/active/shown"]]);
    await page.keyboard.press("Shift+Tab");
    assert.notEqual(await focused(), "ReScript", "only the selected tab is in the tab order");
    assert.deepEqual(errors, []);
  });

  test("carousel: 3 images, advances every interval wrapping to the first, image click advances, indicators jump, pauses on hover", async (t) => {
    const { page, errors } = await open(t, "/", { clock: true });
    const carousel = page.locator("[data-carousel]");
    assert.equal(await carousel.getAttribute("data-interval"), "6000");
    const active = () =>
      carousel.evaluate((c) =>
        [
          Array.from(c.querySelectorAll("[data-carousel-image]"))
            .map((i) => (i.classList.contains("is-active") ? 1 : 0))
            .join(""),
          Array.from(c.querySelectorAll("[data-carousel-indicator]"))
            .map((b) => (b.getAttribute("aria-current") === "true" && b.classList.contains("is-active") ? 1 : 0))
            .join(""),
        ].join(" "),
      );
    assert.equal(await carousel.locator("[data-carousel-image]").count(), 3);
    assert.equal(await active(), "100 100");
    assert.equal(
      await carousel
        .locator("[data-carousel-image]")
        .first()
        .evaluate((i) => getComputedStyle(i).transitionDuration),
      "1s",
    );
    await page.clock.runFor(5999);
    assert.equal(await active(), "100 100");
    await page.clock.runFor(1);
    assert.equal(await active(), "010 010");
    await page.clock.runFor(6000);
    assert.equal(await active(), "001 001");
    await page.clock.runFor(6000);
    assert.equal(await active(), "100 100", "wraps last to first");
    await carousel.locator("[data-carousel-frame]").click();
    assert.equal(await active(), "010 010", "a click on the image advances");
    await page.clock.runFor(12000);
    assert.equal(await active(), "010 010", "no auto-advance while the pointer is on the carousel");
    await carousel.locator('[data-carousel-indicator="0"]').click();
    assert.equal(await active(), "100 100");
    await carousel.locator('[data-carousel-indicator="2"]').click();
    assert.equal(await active(), "001 001", "an indicator jumps to its image");
    await carousel.locator("[data-carousel-frame]").click();
    assert.equal(await active(), "100 100", "a click on the last image wraps");
    await page.mouse.move(1, 1);
    await page.clock.runFor(5999);
    assert.equal(await active(), "100 100");
    await page.clock.runFor(1);
    assert.equal(await active(), "010 010", "auto-advance resumes a full interval after the pointer leaves");
    assert.deepEqual(errors, []);
  });

  test("carousel: with reduced motion there is no auto-advance and no fade, but clicks still work", async (t) => {
    const { page, errors } = await open(t, "/", { clock: true, reducedMotion: "reduce" });
    const active = () => page.$$eval("[data-carousel-image]", (imgs) => imgs.findIndex((i) => i.classList.contains("is-active")));
    await page.clock.runFor(60000);
    assert.equal(await active(), 0);
    assert.equal(
      await page
        .locator("[data-carousel-image]")
        .first()
        .evaluate((i) => getComputedStyle(i).transitionDuration),
      "0s",
    );
    await page.locator('[data-carousel-indicator="1"]').click();
    assert.equal(await active(), 1);
    assert.deepEqual(errors, []);
  });

  test("prefetch ahead of intent: at most 4 likely pages (the text's links and Next within 200 px), never sidebar, header or footer links", async (t) => {
    const { page, errors } = await open(t, DOCS);
    const prefetched = () => page.$$eval('link[rel="prefetch"]', (links) => links.map((l) => (l as HTMLLinkElement).href));
    const settle = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
    await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0);
    await settle();
    const first = await prefetched();
    assert.ok(first.length >= 1 && first.length <= 4, `${first.length} prefetched on load: ${first.join(", ")}`);
    // Only links of the page's own text (main) or its Next link; each one within the viewport plus 200 px.
    const placed = await page.evaluate((urls) => {
      const rows: { url: string; inText: boolean; top: number }[] = [];
      for (const url of urls) {
        const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href], a[rel="next"]')).filter((a) => a.href.split("#")[0] === url);
        rows.push({ url, inText: links.length > 0, top: Math.min(...links.map((a) => a.getBoundingClientRect().top)) });
      }
      return rows;
    }, first);
    for (const row of placed) {
      assert.ok(row.inText, `${row.url} is not a text or Next link`);
      assert.ok(row.top <= (await page.evaluate(() => window.innerHeight)) + 200, `${row.url} at ${row.top} px`);
    }
    assert.ok(!first.includes(`${site.url}${DOCS}`), "not the page itself");
    assert.ok(
      first.every((h) => h.startsWith(`${site.url}/`) && !h.includes("#")),
      "same origin, without hash",
    );
    // Scrolling the whole page never goes past 4.
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
      await scrollToY(page, Math.min(y, await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)));
      await settle();
    }
    const all = await prefetched();
    assert.ok(all.length <= 4, `${all.length} prefetched after scrolling: ${all.join(", ")}`);
    assert.equal(new Set(all).size, all.length, "each URL once");
    assert.deepEqual(errors, []);
  });

  test("prefetch on intent: a mouse resting on a link, keyboard focus, a touch; a pointer passing over prefetches nothing", async (t) => {
    // The page's clock is Playwright's, paused: "resting" and "passing over" are told apart by the 65 ms timer, which
    // fires only when the test moves the clock on, however long the real steps take.
    const { page, errors } = await open(t, DOCS, { clock: true });
    const has = (url: string) => page.$$eval('link[rel="prefetch"]', (links, u) => links.some((l) => (l as HTMLLinkElement).href === u), url);
    const sidebar = (slug: string) => page.locator(`[data-sidebar] a[href="/docs/manual/v11.0.0/${slug}"]`).first();
    // Sidebar links are never prefetched ahead, so each of these is the intent's doing.
    await page.waitForFunction(() => document.readyState === "complete");
    await page.clock.runFor(5000);
    const [rested, passed, focused] = ["record", "tuple", "variant"].map((slug) => `${site.url}/docs/manual/v11.0.0/${slug}`);
    assert.equal(await has(rested!), false);
    assert.equal(await has(passed!), false);
    // Passing over: the pointer leaves before 65 ms.
    await sidebar("tuple").hover();
    await page.mouse.move(5, 5);
    await page.clock.runFor(1000);
    assert.equal(await has(passed!), false, "a pointer passing over is no intent");
    // Resting: 64 ms is not yet intent, 65 ms is.
    await sidebar("record").hover();
    await page.clock.runFor(64);
    assert.equal(await has(rested!), false, "not before 65 ms");
    await page.clock.runFor(1);
    assert.equal(await has(rested!), true, "a pointer resting 65 ms prefetches");
    await sidebar("variant").focus();
    assert.equal(await has(focused!), true, "focus prefetches at once");
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('[data-sidebar] a[href="/docs/manual/v11.0.0/object"]')!;
      link.dispatchEvent(new TouchEvent("touchstart", { bubbles: true, cancelable: true, touches: [] }));
    });
    assert.equal(await has(`${site.url}/docs/manual/v11.0.0/object`), true, "a touch prefetches at once");
    assert.deepEqual(errors, []);
  });

  test("packages: search and official/community filter in the browser, query in ?q=, count and empty state", async (t) => {
    const { page, errors } = await open(t, "/packages");
    const total = await page.locator("[data-filter-item]").count();
    assert.ok(total > 10);
    const count = page.locator("[data-filter-count]");
    assert.equal(await count.textContent(), `${total} packages`);
    const expected = (terms: string[], kinds = ["official", "community"]) =>
      page.$$eval(
        "[data-filter-item]",
        (items, [ts, ks]) =>
          items.filter((i) => ks!.includes(i.getAttribute("data-kind")!) && ts!.every((term) => i.getAttribute("data-search")!.includes(term))).length,
        [terms, kinds],
      );
    const shown = () => page.locator("[data-filter-item]:not([hidden])").count();
    const historyLength = await page.evaluate(() => history.length);

    await page.fill("[data-filter-input]", "React");
    const react = await expected(["react"]);
    assert.ok(react > 0 && react < total);
    assert.equal(await shown(), react);
    assert.equal(await count.textContent(), `${react} package${react === 1 ? "" : "s"}`);
    assert.equal(new URL(page.url()).search, "?q=React");
    assert.equal(await page.locator("[data-filter-empty]").isVisible(), false);

    await page.fill("[data-filter-input]", "react  bindings");
    assert.equal(await shown(), await expected(["react", "bindings"]));
    assert.equal(new URL(page.url()).searchParams.get("q"), "react  bindings");

    await page.fill("[data-filter-input]", "");
    await page.uncheck("[data-filter-official]");
    const community = await expected([], ["community"]);
    assert.equal(await shown(), community);
    assert.deepEqual(await page.$$eval("[data-filter-item]:not([hidden])", (items) => [...new Set(items.map((i) => i.getAttribute("data-kind")))]), [
      "community",
    ]);
    assert.equal(new URL(page.url()).search, "", "an empty query leaves no ?q=");
    await page.check("[data-filter-official]");

    await page.fill("[data-filter-input]", "zz-no-such-package");
    assert.equal(await shown(), 0);
    assert.equal(await count.textContent(), "0 packages");
    assert.equal(await page.locator("[data-filter-empty]").isVisible(), true);
    await page.press("[data-filter-input]", "Enter");
    assert.equal(new URL(page.url()).pathname, "/packages", "Enter does not submit the form");
    assert.equal(await page.evaluate(() => history.length), historyLength, "replaceState, no new history entries");

    await page.goto(`${site.url}/packages?q=react`);
    assert.equal(await page.inputValue("[data-filter-input]"), "react");
    assert.equal(await shown(), react);
    assert.deepEqual(errors, []);
  });

  test("syntax lookup: search filters entries and hides empty categories; ?q= restores", async (t) => {
    const { page, errors } = await open(t, "/syntax-lookup?q=decorator");
    const total = await page.locator("[data-filter-item]").count();
    const matching = await page.$$eval("[data-filter-item]", (items) => items.filter((i) => i.getAttribute("data-search")!.includes("decorator")).length);
    assert.ok(matching > 1 && matching < total);
    assert.equal(await page.inputValue("[data-filter-input]"), "decorator");
    assert.equal(await page.locator("[data-filter-item]:not([hidden])").count(), matching);
    assert.equal(await page.locator("[data-filter-count]").textContent(), `${matching} entries`);
    const groups = await page.$$eval("[data-filter-group]", (gs) =>
      gs.map((g) => `${g.hasAttribute("hidden")}:${g.querySelectorAll("[data-filter-item]:not([hidden])").length > 0}`),
    );
    assert.ok(
      groups.every((g) => g === "false:true" || g === "true:false"),
      "a category hides exactly when none of its entries shows",
    );
    assert.ok(groups.includes("true:false"), "some category is hidden");
    await page.fill("[data-filter-input]", "");
    assert.equal(await page.locator("[data-filter-item]:not([hidden])").count(), total);
    assert.equal(await page.locator("[data-filter-count]").textContent(), `${total} entries`);
    assert.equal(new URL(page.url()).search, "");
    assert.deepEqual(errors, []);
  });

  test("syntax lookup: the entry named by the query comes first, then those with it as a keyword; no query, the first order", async (t) => {
    const { page, errors } = await open(t, "/syntax-lookup");
    const visible = () => page.$$eval("[data-filter-item]", (items) => items.filter((i) => !(i as HTMLElement).hidden).map((i) => i.id));
    const firstOrder = await visible();
    await page.fill("[data-filter-input]", "switch");
    const found = await visible();
    assert.ok(found.length >= 5, found.join(" "));
    assert.equal(found[0], "switch", found.join(" "));
    // Last, in its category, the entry that only says "switches" in its summary.
    assert.equal(found.at(-1), "warning-decorator", found.join(" "));
    assert.deepEqual([...found].sort(), firstOrder.filter((id) => found.includes(id)).sort(), "the same entries, only reordered");
    // A keyword is a name too: `fat arrow` is a keyword of `=>`.
    await page.fill("[data-filter-input]", "fat arrow");
    assert.equal((await visible())[0], "arrow-function");
    await page.fill("[data-filter-input]", "");
    assert.deepEqual(await visible(), firstOrder);
    await page.goto(`${site.url}/syntax-lookup?q=switch`);
    assert.equal((await visible())[0], "switch");
    assert.deepEqual(errors, []);
  });

  test("syntax lookup opens the <details> named by the hash, on load and on hash change", async (t) => {
    const { page, errors } = await open(t, "/syntax-lookup#module-decorator");
    const opened = () => page.$$eval("details[open]", (ds) => ds.map((d) => d.id));
    assert.deepEqual(await opened(), ["module-decorator"]);
    await page.evaluate(() => {
      location.hash = "#as-decorator";
    });
    await page.waitForFunction(() => (document.getElementById("as-decorator") as HTMLDetailsElement).open);
    assert.deepEqual((await opened()).sort(), ["as-decorator", "module-decorator"]);
    assert.deepEqual(errors, []);
  });

  test("syntax lookup: an entry's explanation loads when it opens (click or hash), with working copy buttons and tabs", async (t) => {
    const { page, errors } = await open(t, "/syntax-lookup#switch");
    await page.waitForSelector('#switch [data-entry-body][data-state="loaded"]');
    assert.ok((await page.locator("#switch .syntax-entry__body .code-block").count()) > 0, "the body has code blocks");
    assert.equal(await page.locator("#switch button[data-copy][hidden]").count(), 0, "copy buttons of the loaded body are shown");
    assert.equal(await page.locator("#as-decorator [data-entry-body]").getAttribute("data-state"), null, "closed entries are not fetched");
    await page.click("#as-decorator > summary");
    await page.waitForSelector('#as-decorator [data-entry-body][data-state="loaded"]');
    assert.match(await page.locator("#as-decorator .syntax-entry__body").innerText(), /@as/);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.startsWith("/syntax-lookup/entries/")),
    );
    assert.deepEqual(fetched.sort(), ["/syntax-lookup/entries/as-decorator.html", "/syntax-lookup/entries/switch.html"]);
    assert.deepEqual(errors, []);
  });

  test("syntax lookup: a failed load keeps the link to the explanation and says so", async (t) => {
    const { page } = await open(t, "/syntax-lookup");
    await page.route("**/syntax-lookup/entries/**", (route) => route.abort());
    await page.click("#as-decorator > summary");
    await page.waitForSelector('#as-decorator [data-entry-body][data-state="failed"]');
    assert.equal(
      await page.locator("#as-decorator .syntax-entry__error").textContent(),
      "The explanation could not be loaded. Open it with the link above, or try again later.",
    );
    assert.equal(await page.locator('#as-decorator a[href="/syntax-lookup/entries/as-decorator.html"]').count(), 1);
  });

  test("syntax lookup fits a 390 px phone, closed and open", async (t) => {
    const { page, errors } = await open(t, "/syntax-lookup", { viewport: PHONE });
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
    await page.evaluate(() => {
      location.hash = "#deriving-decorator";
    });
    await page.waitForSelector('#deriving-decorator [data-entry-body][data-state="loaded"]');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
    assert.deepEqual(errors, []);
  });

  describe("clipboard, one test at a time (the browser has one clipboard)", { concurrency: 1 }, () => {
    test("docs copy button: Copied (disabled, 'Copied to clipboard') for 3000 ms, then Init; copies the block's code", async (t) => {
      const { page, errors } = await open(t, DOCS, { clock: true, clipboard: true });
      const block = page.locator(".code-block").first();
      const button = block.locator("button[data-copy]");
      assert.equal(await button.getAttribute("data-state"), "init");
      await button.click();
      await page.waitForSelector('.code-block button[data-copy][data-state="copied"]');
      assert.equal(await button.isDisabled(), true);
      const hint = block.locator(".copy-hint");
      assert.equal(await hint.textContent(), "Copied to clipboard");
      assert.equal(await hint.getAttribute("role"), "status");
      assert.equal(await hint.isVisible(), true);
      const code = await block.locator("pre code").textContent();
      assert.ok(code?.includes("let describe"), "copied the ReScript code");
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
      await page.clock.runFor(2999);
      assert.equal(await button.getAttribute("data-state"), "copied");
      assert.equal(await hint.count(), 1);
      await page.clock.runFor(1);
      assert.equal(await button.getAttribute("data-state"), "init");
      assert.equal(await button.isDisabled(), false);
      assert.equal(await block.locator(".copy-hint").count(), 0);
      assert.deepEqual(errors, []);
    });

    test("landing copy button: 'Copied!' for 2000 ms, copies data-copy-text", async (t) => {
      const { page, errors } = await open(t, "/", { clock: true, clipboard: true });
      const box = page.locator(".copy-command").first();
      const button = box.locator("button[data-copy]");
      assert.equal(await button.getAttribute("data-copy-text"), "npm install rescript");
      await button.click();
      await page.waitForSelector('.copy-command button[data-copy][data-state="copied"]');
      assert.equal(await box.locator(".copy-hint").textContent(), "Copied!");
      assert.equal(await button.isDisabled(), true);
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), "npm install rescript");
      await page.clock.runFor(1999);
      assert.equal(await button.getAttribute("data-state"), "copied");
      await page.clock.runFor(1);
      assert.equal(await button.getAttribute("data-state"), "init");
      assert.equal(await button.isDisabled(), false);
      assert.equal(await box.locator(".copy-hint").count(), 0);
      assert.deepEqual(errors, []);
    });

    test("copy button: a refusing clipboard gives Failed with no message, and the button stays usable", async (t) => {
      const init = [
        {
          script: () => {
            Object.defineProperty(Clipboard.prototype, "writeText", {
              configurable: true,
              value: () => Promise.reject(new DOMException("denied", "NotAllowedError")),
            });
          },
        },
      ];
      const { page, errors } = await open(t, DOCS, { init });
      const button = page.locator(".code-block button[data-copy]").first();
      await button.click();
      await page.waitForSelector('.code-block button[data-copy][data-state="failed"]');
      assert.equal(await button.isDisabled(), false);
      assert.equal(await page.locator(".copy-hint").count(), 0);
      assert.deepEqual(errors, []);
    });

    test("Share writes the code into ?code= without a history entry, copies the link, and the link round-trips", async (t) => {
      const { page, errors } = await open(t, "/try#frag", { clipboard: true });
      await ready(page);
      const historyLength = await page.evaluate(() => history.length);
      await page.click(".cm-content");
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("let answer = 42\nlet s = `ünï ${answer}`");
      const typed = await editorText(page);
      assert.equal(typed, "let answer = 42\nlet s = `ünï ${answer}`");
      await page.click("[data-playground-share]");
      await page.waitForFunction(() => document.querySelector("[data-playground-status]")!.textContent !== "");
      assert.equal(await page.textContent("[data-playground-status]"), "Link copied to clipboard");
      const url = new URL(page.url());
      assert.equal(url.pathname, "/try");
      assert.equal(url.hash, "#frag");
      assert.equal(LZString.decompressFromEncodedURIComponent(url.searchParams.get("code")!), typed);
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());
      assert.equal(await page.evaluate(() => history.length), historyLength);
      await page.reload();
      await ready(page);
      assert.equal(await editorText(page), typed);
      assert.equal(await message(page), null);
      assert.deepEqual(errors, []);
    });

    // A playground test, here because its share link writes the clipboard the Share test above reads.
    test("playground: a compiler that cannot be loaded: a clear message, and the share link still works", async (t) => {
      const { page } = await open(t, "/try", {
        compilerBundle: "unreachable",
        clipboard: true,
        allowConsole: /compiler\.js|playground compiler failed|ERR_INTERNET_DISCONNECTED/,
      });
      await ready(page);
      await page.waitForFunction(() => document.querySelector("[data-playground]")?.getAttribute("data-state") === "failed");
      // Said in the output pane, in place of the JavaScript: nothing on the page moves (Lighthouse counted a shift of 0.167 for the old banner).
      assert.equal(
        await page.$eval("[data-playground-unavailable]", (m) => (m.hasAttribute("hidden") ? null : m.textContent)),
        "The compiler could not be loaded (offline, or blocked by the network or an extension). You can still edit your code and share it with a link.",
      );
      assert.equal(await message(page), null, "no banner above the panes");
      assert.equal(await page.isVisible("[data-playground-js]"), false);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
            }).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(total), 100);
          }),
      );
      assert.ok(shift < 0.01, `layout shift ${shift}`);
      assert.equal(await page.isDisabled("[data-playground-version]"), true);
      await typeCode(page, "let shared = 1");
      await page.click("[data-playground-share]");
      await page.waitForFunction(() => new URL(location.href).searchParams.has("code"));
      assert.equal(LZString.decompressFromEncodedURIComponent(new URL(page.url()).searchParams.get("code")!), "let shared = 1");
    });
  });

  describe("playground /try", () => {
    const defaultCode = (page: Page) =>
      page.evaluate(async () => {
        const html = await (await fetch("/try")).text();
        return new DOMParser().parseFromString(html, "text/html").querySelector<HTMLTextAreaElement>("[data-playground-fallback]")!.value;
      });
    /**
     * Loads /try?code=<raw> in `page`, waiting for the editor (or, with `editor: false`, only for the decoded link);
     * returns how long after DOMContentLoaded the decoded link (or its message) showed.
     */
    const gotoWithCode = async (page: Page, raw: string, { editor = true } = {}) => {
      await page.goto(`${site.url}/try?code=${raw}`, { waitUntil: "load" });
      if (editor) await ready(page);
      else await page.waitForFunction(() => performance.getEntriesByName("docsgen:playground-decoded").length > 0);
      return page.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const decoded = performance.getEntriesByName("docsgen:playground-decoded")[0];
        return decoded ? decoded.startTime - nav.domContentLoadedEventEnd : Infinity;
      });
    };
    /**
     * Node's HTTP server refuses request heads over 16 KB (as many hosts do): long links get the built /try page from Playwright,
     * the browser still sees the whole URL.
     */
    const serveLongLinks = (page: Page) =>
      page.route(
        (url) => url.href.length > 8000,
        (route) => route.fulfill({ path: path.join(site.outDir, "try", "index.html"), contentType: "text/html; charset=utf-8" }),
      );

    test("without ?code= the editor is CodeMirror with the default example and no message", async (t) => {
      const { page, errors } = await open(t, "/try");
      await ready(page);
      assert.equal(await page.locator("[data-playground-fallback]").count(), 0, "the textarea made way for the editor");
      assert.equal(await page.locator(".cm-editor .cm-content[contenteditable=true]").count(), 1);
      assert.equal(await page.getAttribute(".cm-content", "aria-label"), "ReScript source");
      const expected = await defaultCode(page);
      assert.ok(expected.startsWith("type status"));
      assert.equal(await editorText(page), expected);
      assert.equal(await message(page), null);
      assert.match((await page.textContent(".playground__note")) ?? "", /see the JavaScript it compiles to/);
      assert.deepEqual(errors, []);
    });

    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      test(`loading, compiling and showing the JavaScript moves nothing on the page (${viewport.width} px)`, async (t) => {
        const { page, errors } = await open(t, "/try", { viewport });
        await ready(page);
        await page.waitForFunction(() => document.querySelector("[data-playground]")?.getAttribute("data-state") === "success");
        const shift = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let total = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
                  if (!entry.hadRecentInput) total += entry.value;
              }).observe({ type: "layout-shift", buffered: true });
              setTimeout(() => resolve(total), 100);
            }),
        );
        assert.ok(shift < 0.01, `layout shift ${shift}`);
        // Editor and output keep the editor's height, however long the code or its JavaScript.
        const heights = await page.$$eval(".playground__editor, .playground__output", (els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
        assert.deepEqual(heights, [420, 420]);
        assert.deepEqual(errors, []);
      });
    }

    /** Replaces the editor's text by typing it, as a reader would. */
    const state = (page: Page) => page.getAttribute("[data-playground]", "data-state");
    const jsPane = (page: Page) => page.textContent("[data-playground-js]");

    test("compiles the example with the configured compiler bundle and shows the JavaScript", async (t) => {
      const { page, errors } = await open(t, "/try");
      await ready(page);
      await page.waitForFunction(() => document.querySelector("[data-playground]")?.getAttribute("data-state") === "success");
      assert.match((await jsPane(page)) ?? "", /^\/\/ compiled by the double v12\.0\.0 \(es6\)\n\/\/ type status/);
      assert.deepEqual(await page.$$eval("[data-playground-version] option", (os) => os.map((o) => (o as HTMLOptionElement).value)), ["v12.0.0", "v11.1.4"]);
      assert.equal(await page.textContent("[data-playground-compile-status]"), "Compiled with v12.0.0");
      const bundles = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .filter((n) => n.endsWith("/compiler.js")),
      );
      assert.deepEqual(bundles, ["https://cdn.rescript-lang.org/v12.0.0/compiler.js"]);
      assert.deepEqual(errors, []);
    });

    test("a type error shows at its row and column as you type, underlined; clicking it moves the cursor there", async (t) => {
      const { page, errors } = await open(t, "/try");
      await ready(page);
      await page.waitForFunction(() => document.querySelector("[data-playground]")?.getAttribute("data-state") === "success");
      await typeCode(page, 'let y = 1\nlet x: int = "a"');
      // Shown without a click on Compile; how fast is for benchmarks, not for a test on a loaded machine.
      await page.waitForFunction(() => document.querySelector("[data-playground]")?.getAttribute("data-state") === "errors", null, {
        timeout: 5000,
      });
      assert.equal(await page.textContent(".playground__problem-where"), "Error \u00b7 line 2, column 14");
      assert.match((await page.textContent(".playground__problem-text")) ?? "", /^This has type: string/);
      assert.equal(await page.getAttribute("#playground-tab-problems", "aria-selected"), "true");
      assert.equal(await page.textContent("[data-playground-count]"), "1");
      assert.equal(await page.textContent(".cm-lintRange-error"), '"a"');
      assert.equal(await page.textContent("[data-playground-compile-status]"), "1 error");
      await page.click(".playground__problem");
      await page.keyboard.insertText("Z");
      assert.equal(await editorText(page), 'let y = 1\nlet x: int = Z"a"');
      assert.deepEqual(errors, []);
    });

    test("warnings are listed with their numbers while the JavaScript still shows", async (t) => {
      const { page } = await open(t, "/try");
      await ready(page);
      await typeCode(page, "let unusedThing = 1");
      await page.waitForFunction(() => document.querySelector("[data-playground-count]")?.textContent === "1");
      assert.equal(await state(page), "success");
      assert.equal(await page.textContent(".playground__problem-where"), "Warning 26 \u00b7 line 1, column 5");
      assert.equal(await page.textContent("[data-playground-compile-status]"), "Compiled with v12.0.0, 1 warning");
      assert.match((await jsPane(page)) ?? "", /let unusedThing = 1/);
    });

    test("version and module system recompile, live in the URL and survive a reload", async (t) => {
      const { page, errors } = await open(t, "/try");
      await ready(page);
      await page.waitForFunction(() => document.querySelector("[data-playground]")?.getAttribute("data-state") === "success");
      await page.selectOption("[data-playground-version]", "v11.1.4");
      await page.waitForFunction(() => document.querySelector("[data-playground-js]")?.textContent?.includes("v11.1.4"));
      await page.selectOption("[data-playground-module]", "commonjs");
      await page.waitForFunction(() => document.querySelector("[data-playground-js]")?.textContent?.includes("(nodejs)"));
      assert.deepEqual(Object.fromEntries(new URL(page.url()).searchParams), { version: "v11.1.4", module: "commonjs" });
      await page.reload();
      await ready(page);
      await page.waitForFunction(() => document.querySelector("[data-playground]")?.getAttribute("data-state") === "success");
      assert.deepEqual([await page.inputValue("[data-playground-version]"), await page.inputValue("[data-playground-module]")], ["v11.1.4", "commonjs"]);
      assert.match((await jsPane(page)) ?? "", /v11\.1\.4 \(nodejs\)/);
      assert.deepEqual(errors, []);
    });

    test("Format rewrites the code with the compiler's formatter", async (t) => {
      const { page } = await open(t, "/try");
      await ready(page);
      await page.waitForFunction(() => !(document.querySelector("[data-playground-format]") as HTMLButtonElement).disabled);
      await typeCode(page, "let   a   =   1");
      await page.click("[data-playground-format]");
      await page.waitForFunction(() => document.querySelector(".cm-content")?.textContent === "let a = 1");
    });

    test("?code= decodes into the editor with ReScript highlighting", async (t) => {
      const source =
        'let greeting = "hi" // note\n@module("m") external f: int => int = "f"\nlet n = 42 + #red->Some\n' +
        'let el = <div className="a"> {x} </div>\n/* block */ let s = `a${b}c`';
      const { page, errors } = await open(t, "/try");
      await gotoWithCode(page, LZString.compressToEncodedURIComponent(source));
      assert.equal(await editorText(page), source);
      assert.equal(await message(page), null);
      const tokens = (cls: string) => page.$$eval(`.cm-content .${cls}`, (els) => els.map((e) => e.textContent));
      assert.deepEqual(await tokens("hljs-keyword"), ["let", "external", "let", "let", "let"]);
      assert.deepEqual(await tokens("hljs-string"), ['"hi"', '"m"', '"f"', '"a"', "`a", "c`"]);
      assert.deepEqual(await tokens("hljs-comment"), ["// note", "/* block */"]);
      assert.deepEqual(await tokens("hljs-meta"), ["@module"]);
      assert.deepEqual(await tokens("hljs-number"), ["42"]);
      assert.deepEqual(await tokens("hljs-symbol"), ["#red"]);
      assert.deepEqual(await tokens("hljs-name"), ["<div", ">", "</div>"]);
      assert.deepEqual(await tokens("hljs-attr"), ["className"]);
      assert.deepEqual(await tokens("hljs-subst"), ["${", "}"]);
      assert.deepEqual(errors, []);
    });

    test("a </script><img onerror> payload stays editor text", async (t) => {
      const payload = "</script><img src=x onerror=window.__x=1>";
      const { page, errors } = await open(t, "/try");
      await gotoWithCode(page, LZString.compressToEncodedURIComponent(payload));
      // The editor holds the code and the compiler has loaded or failed (no network here: "networkidle" could wait on a
      // request that neither ends nor fails for longer than the test's patience).
      await ready(page);
      await page.waitForFunction(() => document.querySelector("[data-playground]")?.getAttribute("data-state") !== "loading");
      assert.equal(await editorText(page), payload);
      assert.equal(await page.evaluate(() => (window as unknown as { __x?: number }).__x), undefined);
      assert.equal(await page.locator('main img, .cm-content img, img[src="x"]').count(), 0);
      assert.deepEqual(errors, []);
    });

    test(
      "corrupt ?code= values show 'could not be decoded' at once " +
        "(within 5 s even on a loaded machine; decoding a bomb takes far longer) and keep the default example",
      async (t) => {
        const { page, errors } = await open(t, "/try");
        await ready(page);
        const fallback = await defaultCode(page);
        for (const raw of ["", "-", "AAAA", "%%%", "not*lz*data", "%00", "IY1o%3Cscript%3E"]) {
          // The editor's text is checked on two of the links; the editor chunk is the slow part of each load.
          const editor = raw === "" || raw === "not*lz*data";
          const shownAfter = await gotoWithCode(page, raw, { editor });
          assert.match((await message(page)) ?? "", /^The code in this link could not be decoded/, JSON.stringify(raw));
          if (editor) assert.equal(await editorText(page), fallback, JSON.stringify(raw));
          assert.ok(shownAfter < 5000, `${JSON.stringify(raw)}: shown ${shownAfter} ms after DOMContentLoaded`);
        }
        assert.deepEqual(errors, []);
      },
    );

    test(
      "oversized ?code= values (over 20 000 characters, or over 1 000 000 decoded) show 'too large' at once " +
        "(within 5 s even on a loaded machine; decoding them takes far longer)",
      async (t) => {
        const { page, errors } = await open(t, "/try");
        await serveLongLinks(page);
        await ready(page);
        const fallback = await defaultCode(page);
        assert.ok(lzBomb(9_000).length < 20_000 && lzBombLength(9_000) > 40_000_000, "a link under the limit that decodes to over 40M characters");
        assert.ok(lzBombLength(1_412) < 1_000_000 && lzBombLength(1_413) > 1_000_000);
        const cases = [
          { raw: "A".repeat(20_001), expect: /too large to open \(limit 20,000 characters in the link\)/ },
          { raw: lzBomb(10_000), expect: /too large to open \(limit 20,000 characters in the link\)/ },
          { raw: lzBomb(9_000), expect: /too large to open \(limit 1 MB of source\)/ },
          { raw: lzBomb(1_413), expect: /too large to open \(limit 1 MB of source\)/ },
        ];
        for (const [i, { raw, expect }] of cases.entries()) {
          const editor = i % 2 === 0;
          const shownAfter = await gotoWithCode(page, raw, { editor });
          const note = `${raw.length} characters in the link`;
          assert.match((await message(page)) ?? "", expect, note);
          if (editor) assert.equal(await editorText(page), fallback, note);
          assert.ok(shownAfter < 5000, `${note}: shown ${shownAfter} ms after DOMContentLoaded`);
        }
        await gotoWithCode(page, lzBomb(1_412));
        assert.equal(await message(page), null, `${lzBombLength(1_412)} characters open`);
        assert.equal(await page.evaluate(() => /^a+$/.test(document.querySelector(".cm-line")!.textContent!)), true);
        assert.deepEqual(errors, []);
      },
    );
  });
});
