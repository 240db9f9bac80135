// /try settings in Chromium against the built site, with the compiler bundle's test double: `?version=` naming a
// compiler or a manual version, settings (module, warning flags, JSX) in the URL through Share and reload, and
// long lines on a phone (no wrapping, sideways scrolling inside the editor).
import assert from "node:assert/strict";
import { test, type TestContext } from "node:test";
import type { Page } from "playwright-core";
import type { OpenOptions } from "./support/openPage.ts";
import { describeInChromium } from "./support/describeInChromium.ts";

const PHONE = { width: 390, height: 844 };

const ready = (page: Page) => page.waitForSelector("[data-playground-editor][data-ready] .cm-content");
const compiled = (page: Page) => page.waitForFunction(() => document.querySelector("[data-playground]")?.getAttribute("data-state") === "success");
const jsPane = async (page: Page) => (await page.textContent("[data-playground-js]")) ?? "";
const settingsOf = (page: Page) => {
  const params = new URL(page.url()).searchParams;
  params.delete("code");
  return Object.fromEntries(params);
};
const toolbarHeight = (page: Page) => page.$eval(".playground__toolbar", (t) => Math.round(t.getBoundingClientRect().height));

describeInChromium("playground settings (Chromium)", { concurrency: 2 }, (site) => {
  const open = (t: TestContext, route: string, options?: OpenOptions) => site.open(t, route, { compilerBundle: "double", ...options });

  test("?version= selects the compiler it names, or the one of the manual version it names", async (t) => {
    for (const [link, compiler] of [
      ["v11.1.4", "v11.1.4"],
      ["v11.0.0", "v11.1.4"],
      ["latest", "v11.1.4"],
      ["v12.0.0", "v12.0.0"],
    ] as const) {
      const { page, errors } = await open(t, `/try?version=${link}`);
      await ready(page);
      await compiled(page);
      assert.equal(await page.inputValue("[data-playground-version]"), compiler, link);
      assert.match(await jsPane(page), new RegExp(`^// compiled by the double ${compiler.replaceAll(".", "\\.")} `), link);
      assert.equal(await page.textContent("[data-playground-compile-status]"), `Compiled with ${compiler}`);
      assert.equal(await page.isHidden("[data-playground-status]"), true, `${link}: no note`);
      assert.deepEqual(errors, []);
    }
  });

  test("compiler options carry the manual's labels, values stay the compiler versions", async (t) => {
    const { page } = await open(t, "/try");
    await ready(page);
    await compiled(page);
    const options = await page.$$eval("[data-playground-version] option", (os) => os.map((o) => `${(o as HTMLOptionElement).value}=${o.textContent}`));
    assert.deepEqual(options, ["v12.0.0=v12.0.0", "v11.1.4=v11.0.0 (v11.1.4)"]);
  });

  test("a ?version= with no compiler offered: the default, a short note in the toolbar, nothing moves", async (t) => {
    const plain = await open(t, "/try");
    await ready(plain.page);
    await compiled(plain.page);
    const { page, errors } = await open(t, "/try?version=v10.0.0");
    await ready(page);
    await compiled(page);
    assert.equal(await page.inputValue("[data-playground-version]"), "v12.0.0");
    assert.equal(await page.textContent("[data-playground-status]"), "No compiler for v9.1 - v10.1 here: using v12.0.0");
    assert.equal(await toolbarHeight(page), await toolbarHeight(plain.page));
    assert.deepEqual(settingsOf(page), {}, "the unusable version leaves the URL");
    assert.deepEqual(errors, []);
  });

  test("settings round-trip through Share and reload; defaults never reach the link", async (t) => {
    const { page, errors } = await open(t, "/try", { clipboard: true });
    await ready(page);
    await compiled(page);
    assert.equal(await page.isVisible("[data-playground-warn]"), false, "settings start closed");
    // Keyboard: the summary opens the panel.
    await page.focus(".playground__settings summary");
    await page.keyboard.press("Enter");
    assert.equal(await page.isVisible("[data-playground-warn]"), true);
    await page.fill("[data-playground-warn]", "+a-4-9");
    await page.waitForFunction(() => document.querySelector("[data-playground-js]")?.textContent?.includes("warn +a-4-9"));
    assert.deepEqual([await page.inputValue("[data-playground-jsx]"), await page.isDisabled("[data-playground-jsx]")], ["4", true], "JSX 4 only");
    await page.selectOption("[data-playground-module]", "commonjs");
    await page.selectOption("[data-playground-version]", "v11.1.4");
    await page.waitForFunction(() => document.querySelector("[data-playground-js]")?.textContent?.includes("v11.1.4 (nodejs) warn +a-4-9"));
    await page.click("[data-playground-share]");
    await page.waitForFunction(() => new URL(location.href).searchParams.has("code"));
    const shared = page.url();
    assert.deepEqual(settingsOf(page), { module: "commonjs", warn: "+a-4-9", version: "v11.1.4" });
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), shared);

    const other = await open(t, new URL(shared).pathname + new URL(shared).search);
    await ready(other.page);
    await compiled(other.page);
    assert.deepEqual(
      [
        await other.page.inputValue("[data-playground-version]"),
        await other.page.inputValue("[data-playground-module]"),
        await other.page.inputValue("[data-playground-warn]"),
      ],
      ["v11.1.4", "commonjs", "+a-4-9"],
    );
    assert.match(await jsPane(other.page), /^\/\/ compiled by the double v11\.1\.4 \(nodejs\) warn \+a-4-9\n/);

    // Back to the defaults: the link loses every setting.
    await page.fill("[data-playground-warn]", "");
    await page.selectOption("[data-playground-module]", "esmodule");
    await page.selectOption("[data-playground-version]", "v12.0.0");
    await page.waitForFunction(() => document.querySelector("[data-playground-js]")?.textContent?.startsWith("// compiled by the double v12.0.0 (es6)\n"));
    assert.deepEqual(settingsOf(page), {});
    assert.deepEqual([...errors, ...other.errors], []);
  });

  test("malformed warning flags are marked, not applied, and stay out of the link", async (t) => {
    const { page, errors } = await open(t, "/try?warn=%2Ba%204");
    await ready(page);
    await compiled(page);
    assert.equal(await page.getAttribute("[data-playground-warn]", "aria-invalid"), "true");
    assert.deepEqual(settingsOf(page), {});
    assert.doesNotMatch(await jsPane(page), /warn/);
    await page.click(".playground__settings summary");
    await page.fill("[data-playground-warn]", "-20@8");
    await page.waitForFunction(() => document.querySelector("[data-playground-js]")?.textContent?.includes("warn -20@8"));
    assert.equal(await page.getAttribute("[data-playground-warn]", "aria-invalid"), "false");
    assert.deepEqual(settingsOf(page), { warn: "-20@8" });
    await page.fill("[data-playground-warn]", "-20 8");
    assert.equal(await page.getAttribute("[data-playground-warn]", "aria-invalid"), "true");
    assert.deepEqual(settingsOf(page), { warn: "-20@8" }, "the last valid flags stay");
    assert.deepEqual(errors, []);
  });

  test("at 390 px a long line does not wrap: it scrolls inside the editor and `->` stays on one line", async (t) => {
    const { page, errors } = await open(t, "/try", { viewport: PHONE });
    await ready(page);
    const long = `let result = [1, 2, 3]->Array.map(x => x * 2)->Array.filter(x => x > 2)->Array.reduce(0, (a, b) => a + b)`;
    await page.click(".cm-content");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.insertText(long);
    const measured = await page.evaluate(() => {
      const scroller = document.querySelector<HTMLElement>(".cm-scroller")!;
      const line = document.querySelector<HTMLElement>(".cm-content .cm-line")!;
      const lineHeight = parseFloat(getComputedStyle(line).lineHeight);
      // Every `->` of the line: one client rect each, all on the same row.
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      const text: { node: Text; start: number }[] = [];
      let all = "";
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        text.push({ node: n as Text, start: all.length });
        all += n.textContent;
      }
      const at = (i: number) => {
        const t = [...text].reverse().find((x) => x.start <= i)!;
        return [t.node, i - t.start] as const;
      };
      const arrows: { rects: number; top: number }[] = [];
      for (let i = all.indexOf("->"); i !== -1; i = all.indexOf("->", i + 2)) {
        const range = document.createRange();
        range.setStart(...at(i));
        range.setEnd(...at(i + 2));
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        arrows.push({ rects: new Set(rects.map((r) => Math.round(r.top))).size, top: Math.round(rects[0]!.top) });
      }
      return {
        scrolls: scroller.scrollWidth > scroller.clientWidth,
        oneRow: line.getBoundingClientRect().height < lineHeight * 1.5,
        arrows,
        page: document.documentElement.scrollWidth,
      };
    });
    assert.equal(measured.scrolls, true, "the editor scrolls sideways");
    assert.equal(measured.oneRow, true, "the line is one row");
    assert.equal(measured.arrows.length, 3);
    assert.ok(
      measured.arrows.every((a) => a.rects === 1 && a.top === measured.arrows[0]!.top),
      JSON.stringify(measured.arrows),
    );
    assert.equal(measured.page, 390, "the page itself does not scroll sideways");
    assert.deepEqual(errors, []);
  });
});
