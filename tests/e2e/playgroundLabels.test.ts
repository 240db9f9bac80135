// /try's compiler labels and status lines in Chromium: under `docsgen serve` the compiler select labels each pinned
// compiler as the static page labels its bundles (`v8.2 - v9.0 (v9.1.4)`: the manual version and the compiler),
// and on a 390 px phone the status texts ("Compiled with v9.1.4", a note about the version) are whole: on a line
// of their own under the buttons, inside the screen, nothing cut with an ellipsis. Every wait is for a state.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { describeInChromium } from "./support/describeInChromium.ts";
import { servePlaygroundSite } from "./support/servePlaygroundSite.ts";

const PHONE = { width: 390, height: 844 };

/** Waits (as long as it takes: the pinned compilers are prepared on first use) until the first compile is shown. */
const compiled = (page: Page) =>
  page.waitForFunction(() => ["success", "errors"].includes(document.querySelector("[data-playground]")?.getAttribute("data-state") ?? ""), null, {
    timeout: 0,
  });

/** Each status text with whether it shows whole: not wider than its box, inside the viewport, on a line below the buttons. */
const statuses = (page: Page) =>
  page.$$eval("[data-playground-status], [data-playground-compile-status]", (spans) => {
    const share = document.querySelector("[data-playground-share]")!.getBoundingClientRect();
    return spans
      .filter((s) => (s.textContent ?? "") !== "")
      .map((s) => {
        const box = s.getBoundingClientRect();
        return {
          text: s.textContent,
          whole: s.scrollWidth <= s.clientWidth && s.scrollHeight <= s.clientHeight,
          inside: box.left >= 0 && box.right <= window.innerWidth,
          belowButtons: box.top >= share.bottom,
        };
      });
  });

const labels = (page: Page) =>
  page.$$eval("[data-playground-version] option", (options) => options.map((o) => `${(o as HTMLOptionElement).value}=${o.textContent}`));

describeInChromium("playground labels and status under docsgen serve (Chromium)", { serve: servePlaygroundSite }, (site) => {
  test("the compiler select labels the pinned compilers in the static page's format; the v9 status shows whole on a phone", async (t) => {
    const { page, errors } = await site.open(t, "/try?version=v9.0.0", { viewport: PHONE });
    await compiled(page);
    assert.deepEqual(await labels(page), ["v12.0.2=v12.0.0 (v12.0.2)", "v9.1.4=v8.2 - v9.0 (v9.1.4)", "v8.4.2=v6.0 - v8.2 (v8.4.2)"]);
    assert.equal(await page.$eval("[data-playground-version]", (s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent), "v8.2 - v9.0 (v9.1.4)");
    assert.deepEqual(await statuses(page), [{ text: "Compiled with v9.1.4", whole: true, inside: true, belowButtons: true }]);
    assert.deepEqual(errors, []);
  });

  test("on a phone, a note about the version and the compile status show whole side by side or wrapped, never cut", async (t) => {
    const { page, errors } = await site.open(t, "/try?version=v10.0.0", { viewport: PHONE });
    await compiled(page);
    assert.deepEqual(await statuses(page), [
      { text: "No compiler for v10.0.0 here: using v12.0.0 (v12.0.2)", whole: true, inside: true, belowButtons: true },
      { text: "Compiled with v12.0.2", whole: true, inside: true, belowButtons: true },
    ]);
    assert.deepEqual(errors, []);
  });
});

describeInChromium("playground status on the static site at 390 px (Chromium)", {}, (site) => {
  test("the compile status of the v11 bundle shows whole under the buttons", async (t) => {
    const { page, errors } = await site.open(t, "/try?version=v11.1.4", { viewport: PHONE, compilerBundle: "double" });
    await compiled(page);
    assert.deepEqual(await statuses(page), [{ text: "Compiled with v11.1.4", whole: true, inside: true, belowButtons: true }]);
    assert.deepEqual(errors, []);
  });
});
