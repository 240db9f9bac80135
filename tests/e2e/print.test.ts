// Printing in Chromium, with print media emulated at A4's width (794 px): the content alone in the desktop text
// column, both tabs of every example, wrapped code, external links' addresses, the light palette under the dark
// theme; the record page as a PDF; and the printable page of a manual version, reached from the docs.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type TestContext, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { describeInChromium } from "./support/describeInChromium.ts";

const RECORD = "/docs/manual/v11.0.0/record";
const PRINTABLE = "/docs/manual/v11.0.0/print";
/** A4's width at 96 px per inch. */
const A4_WIDTH = 794;
/** What the record page printed to at 28c08ba, before the print stylesheet (A4, Chromium's default margins). */
const RECORD_PAGES_BEFORE = 7;

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** A page in a fresh context at A4's width with the given system colour preference. */
async function openAt(t: TestContext, browser: Browser, url: string, colorScheme: "light" | "dark" = "light"): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: A4_WIDTH, height: 1123 }, colorScheme });
  t.after(() => context.close());
  await context.addInitScript("globalThis.__name = (fn) => fn;");
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  return page;
}

/** The computed display of the first element each selector finds ("missing" when none). */
const displays = (page: Page, selectors: readonly string[]) =>
  page.evaluate((list) => {
    const displayOf = (s: string) => {
      const el = document.querySelector(s);
      return el ? getComputedStyle(el).display : "missing";
    };
    return Object.fromEntries(list.map((s) => [s, displayOf(s)]));
  }, selectors);

const CHROME = [
  ".skip-link",
  ".site-header",
  ".docs__sidebar",
  ".docs__sidebar-toggle",
  ".prev-next",
  ".site-footer",
  ".code-block__actions",
  ".code-tabs__list",
  ".header-anchor",
];

describeInChromium("printing (Chromium, print media at A4 width)", { concurrency: 2 }, (site) => {
  test("the chrome is not printed: header, sidebar and its Menu button, prev/next, footer, code buttons, tabs, permalinks", async (t) => {
    const page = await openAt(t, site.browser, site.url + RECORD);
    const onScreen = await displays(page, CHROME);
    // On a screen this narrow the docs use the phone layout: the Menu button shows, the sidebar is a closed drawer.
    assert.deepEqual(Object.values(onScreen).includes("none") || Object.values(onScreen).includes("missing"), false, JSON.stringify(onScreen));
    await page.emulateMedia({ media: "print" });
    assert.deepEqual(await displays(page, CHROME), Object.fromEntries(CHROME.map((s) => [s, "none"])));
    assert.equal(await page.locator(".code-block__play").first().isVisible(), false);
    assert.equal(await page.getByRole("link", { name: "All chapters on one page, for printing" }).isVisible(), false);
  });

  test("the text column spans the paper, every example prints both tabs under their labels, code wraps, nothing runs off the page", async (t) => {
    const page = await openAt(t, site.browser, site.url + RECORD);
    const jsPanels = page.locator('.code-tabs__panel[data-label="JS Output"]');
    assert.ok((await jsPanels.count()) >= 5);
    assert.equal(await jsPanels.first().isVisible(), false, "on screen the JS output waits behind its tab");
    await page.emulateMedia({ media: "print" });
    const state = await page.evaluate(() => {
      const main = document.querySelector(".docs__main")!.getBoundingClientRect();
      const panels = [...document.querySelectorAll<HTMLElement>(".code-tabs__panel")];
      const pres = [...document.querySelectorAll<HTMLElement>("pre")];
      return {
        mainWidth: Math.round(main.width),
        hiddenPanels: panels.filter((p) => p.getBoundingClientRect().height === 0).length,
        hiddenLabels: panels.filter((p) => getComputedStyle(p.querySelector(".code-block__label")!).visibility !== "visible").length,
        whiteSpace: [...new Set(pres.map((p) => getComputedStyle(p).whiteSpace))],
        overflowWrap: [...new Set(pres.map((p) => getComputedStyle(p).overflowWrap))],
        cutPres: pres.filter((p) => p.scrollWidth > p.clientWidth).length,
        pageWidth: document.documentElement.scrollWidth,
        headingBreak: [...new Set([...document.querySelectorAll("main h2, main .md-heading")].map((h) => getComputedStyle(h).breakAfter))],
      };
    });
    assert.deepEqual(state, {
      mainWidth: A4_WIDTH,
      hiddenPanels: 0,
      hiddenLabels: 0,
      whiteSpace: ["pre-wrap"],
      overflowWrap: ["anywhere"],
      cutPres: 0,
      pageWidth: A4_WIDTH,
      headingBreak: ["avoid"],
    });
    assert.equal(await jsPanels.first().isVisible(), true);
  });

  test("an external link prints its address after its text; an in-page or site link does not", async (t) => {
    const page = await openAt(t, site.browser, `${site.url}/docs/manual/v11.0.0/installation`);
    await page.emulateMedia({ media: "print" });
    const after = await page.evaluate(() => {
      const content = (selector: string) => getComputedStyle(document.querySelector(selector)!, "::after").content;
      return { external: content('main a[href="https://nodejs.org"]'), site: content('main a[href^="/docs/"]') };
    });
    assert.deepEqual(after, { external: '" (https://nodejs.org)"', site: "none" });
  });

  test("under the dark theme the page prints in the light palette", async (t) => {
    const page = await openAt(t, site.browser, site.url + RECORD, "dark");
    const colours = () =>
      page.evaluate(() => ({
        theme: document.documentElement.getAttribute("data-theme"),
        colorScheme: getComputedStyle(document.documentElement).colorScheme,
        text: getComputedStyle(document.querySelector("main p")!).color,
        heading: getComputedStyle(document.querySelector("main h1")!).color,
        code: getComputedStyle(document.querySelector(".code-block")!).backgroundColor,
      }));
    assert.deepEqual(await colours(), {
      theme: "dark",
      colorScheme: "dark",
      text: "rgb(195, 200, 210)",
      heading: "rgb(231, 233, 238)",
      code: "rgb(27, 30, 37)",
    });
    await page.emulateMedia({ media: "print" });
    assert.deepEqual(await colours(), {
      theme: "dark",
      colorScheme: "light",
      text: "rgb(59, 63, 76)",
      heading: "rgb(26, 28, 35)",
      code: "rgb(246, 247, 249)",
    });
  });

  test(`as an A4 PDF the record page takes fewer than the ${RECORD_PAGES_BEFORE} sheets it took before, JS output included`, async (t) => {
    const page = await openAt(t, site.browser, site.url + RECORD);
    const pdf = await page.pdf({ format: "A4" });
    const sheets = pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
    assert.ok(sheets > 0 && sheets < RECORD_PAGES_BEFORE, `${sheets} sheets`);
  });

  // The printable page is too big for the page-type sweeps of a11y.test.ts (axe) and sitePages.test.ts (html-validate,
  // which tests/unit/render/toPrintableView.test.ts runs on a small one): axe runs here, once in each palette.
  test("axe finds no serious or critical violations on the printable page (desktop light, phone dark)", async () => {
    const found: string[] = [];
    for (const [width, colorScheme] of [
      [1280, "light"],
      [390, "dark"],
    ] as const) {
      const page = await site.browser.newPage({ viewport: { width, height: 900 }, colorScheme });
      await page.goto(site.url + PRINTABLE, { waitUntil: "load" });
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
        const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<Result> } }).axe;
        const result = await axe.run(document, { resultTypes: ["violations"] });
        return result.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id} (${v.impact}) at ${v.nodes[0]?.target.join(" ")}`);
      });
      for (const v of violations) found.push(`${width} ${colorScheme}: ${v}`);
      await page.close();
    }
    assert.deepEqual(found, []);
  });

  test("the sidebar leads to the printable page; its contents lead to each chapter, which starts a new sheet in print", async (t) => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    t.after(() => context.close());
    const page = await context.newPage();
    await page.goto(site.url + RECORD, { waitUntil: "load" });
    await Promise.all([page.waitForURL(site.url + PRINTABLE), page.getByRole("link", { name: "All chapters on one page, for printing" }).click()]);
    assert.equal(await page.locator("h1").count(), 1);
    assert.equal(await page.locator("h1").textContent(), "Language Manual v11.0.0");
    await Promise.all([
      page.waitForURL(`${site.url}${PRINTABLE}#record`),
      page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "Record", exact: true }).click(),
    ]);
    await page.locator("#record").getByRole("heading", { name: "Record", level: 2 }).waitFor({ state: "visible" });
    assert.ok(await page.locator("#record").evaluate((el) => el.getBoundingClientRect().top < window.innerHeight));
    // A link between chapters stays on the page.
    const optional = page.locator('#record a[href="#record--optional-fields"]').first();
    await Promise.all([page.waitForURL(`${site.url}${PRINTABLE}#record--optional-fields`), optional.click()]);
    await page.emulateMedia({ media: "print" });
    const print = await page.evaluate(() => ({
      breakBefore: [...new Set([...document.querySelectorAll(".printable__chapter")].map((c) => getComputedStyle(c).breakBefore))],
      note: getComputedStyle(document.querySelector(".printable__note")!).display,
      contents: getComputedStyle(document.querySelector(".printable__contents")!).display,
    }));
    assert.deepEqual(print, { breakBefore: ["page"], note: "none", contents: "block" });
  });
});
