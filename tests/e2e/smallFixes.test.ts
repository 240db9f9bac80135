// Small reader fixes in Chromium against the built site: the search close button's name holds its visible text, the
// version banners sit in a landmark, the phone menu icon lines up with the search icon and logo, package cards keep
// name, badge and version on one line, /try's buttons are as tall as its selects, and the root /llms.txt indexes
// the per-version LLM files.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { describeInChromium } from "./support/describeInChromium.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** axe's violations of the given rules on the page, as "rule at target" lines. */
async function axeViolations(page: Page, rules: readonly string[]): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "rule", values: only }, resultTypes: ["violations"] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(" ")}`));
  }, rules);
}

describeInChromium("small reader fixes (Chromium)", { concurrency: 2 }, (site) => {
  test("the search close button shows Esc and its accessible name contains it (no label-content-name-mismatch)", async (t) => {
    const { page } = await site.open(t, "/docs/manual/v11.0.0/record", { viewport: DESKTOP });
    await page.click("[data-search-open]");
    const close = page.locator(".search-modal__close");
    await close.waitFor({ state: "visible" });
    assert.equal((await close.textContent())?.trim(), "Esc");
    assert.equal(await close.getAttribute("aria-label"), "Esc: close search");
    assert.equal(await page.getByRole("button", { name: "Esc: close search" }).count(), 1);
    assert.deepEqual(await axeViolations(page, ["label-content-name-mismatch"]), []);
    await close.click();
    await close.waitFor({ state: "detached" });
  });

  for (const route of ["/docs/manual/v8.0.0/api/js/array", "/docs/manual/v12.0.0/api/stdlib/array", "/docs/manual/v8.0.0/introduction"]) {
    test(`the version banner sits inside a landmark: ${route}`, async (t) => {
      const { page } = await site.open(t, route, { viewport: DESKTOP });
      const banner = page.locator('.banner[role="note"]');
      assert.equal(await banner.count(), 1);
      assert.equal(await banner.evaluate((b) => b.closest('section[aria-label="Version notices"]') !== null), true);
      assert.deepEqual(await axeViolations(page, ["region"]), []);
    });
  }

  test("phone: the menu icon is centred on the same line as the search icon and the logo", async (t) => {
    const { page } = await site.open(t, "/docs/manual/v11.0.0/record", { viewport: PHONE });
    const centres = await page.evaluate(() => {
      const mid = (sel: string) => {
        const r = document.querySelector(sel)!.getBoundingClientRect();
        return Math.round((r.top + r.bottom) / 2);
      };
      return { menu: mid(".nav__menu-button svg"), search: mid(".search-button svg"), logo: mid(".nav__logo svg") };
    });
    assert.deepEqual(centres, { menu: centres.logo, search: centres.logo, logo: centres.logo });
  });

  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`${name}: every package card keeps its name, badge and version on one line, inside the card`, async (t) => {
      const { page } = await site.open(t, "/packages", { viewport });
      const bad = await page.$$eval(".package", (cards) =>
        cards.flatMap((card) => {
          const head = card.querySelector(".package__head")!;
          const parts = [...head.children].map((c) => c.getBoundingClientRect());
          const box = head.getBoundingClientRect();
          const cardBox = card.getBoundingClientRect();
          const name = card.querySelector(".package__name")!.textContent;
          const oneLine = Math.abs(box.height - Math.max(...parts.map((r) => r.height))) <= 1;
          const inside = parts.every((r) => r.left >= cardBox.left && r.right <= cardBox.right + 0.5);
          return oneLine && inside ? [] : [`${name}: ${oneLine ? "" : "wraps"} ${inside ? "" : "overflows"}`];
        }),
      );
      assert.deepEqual(bad, []);
    });
  }

  test("/try: Format and Share are as tall as the selects and the Settings summary beside them", async (t) => {
    const { page } = await site.open(t, "/try", { viewport: DESKTOP });
    const heights = await page.evaluate(() => {
      const h = (sel: string) => Math.round(document.querySelector(sel)!.getBoundingClientRect().height);
      return {
        compiler: h("[data-playground-version]"),
        modules: h("[data-playground-module]"),
        settings: h("[data-playground-settings] > summary"),
        format: h("[data-playground-format]"),
        share: h("[data-playground-share]"),
      };
    });
    const c = heights.compiler;
    assert.deepEqual(heights, { compiler: c, modules: c, settings: c, format: c, share: c });
  });

  test("/llms.txt at the root indexes every per-version LLM file, and each link exists", async (t) => {
    const { page } = await site.open(t, "/", { viewport: DESKTOP });
    const response = await page.request.get(`${site.url}/llms.txt`);
    assert.equal(response.status(), 200);
    const text = await response.text();
    assert.match(text, /^# ReScript Documentation\n\n> /);
    const links = [...text.matchAll(/\]\(https:\/\/rescript-lang\.org(\/[^)]+)\)/g)].map((m) => m[1]!);
    const expected = ["/docs/manual/v11.0.0/llms.txt", "/docs/manual/v12.0.0/llms.txt", "/docs/react/latest/llms.txt"];
    for (const e of expected) assert.ok(links.includes(e), `${e} listed`);
    for (const link of links) assert.ok(existsSync(path.join(site.outDir, link)), `${link} exists in the output`);
  });
});
