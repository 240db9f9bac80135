// The 404 page in Chromium against the built site (plain static server: unknown paths answer /404.html with a 404):
// it suggests the routes closest to the address that failed and its search box opens the search with the query.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { describeInChromium } from "./support/describeInChromium.ts";

const MISSING = { allowConsole: /status of 404/ };

/** The suggestions once the page has ranked them (`data-state` leaves no state unset: ready, empty or failed). */
async function suggestionsOf(page: Page) {
  await page.waitForSelector("[data-route-suggestions][data-state]", { state: "attached" });
  return page.$eval("[data-route-suggestions]", (box) => ({
    state: (box as HTMLElement).dataset["state"],
    visible: !(box as HTMLElement).hidden,
    links: [...box.querySelectorAll("a")].map((a) => [a.getAttribute("href"), a.textContent]),
  }));
}

describeInChromium("404 suggestions (Chromium)", { concurrency: 2 }, (site) => {
  const { open } = site;

  test("a misspelt manual page suggests the latest version's page first", async (t) => {
    const { page, errors } = await open(t, "/docs/manual/recrod", MISSING);
    assert.equal(await page.textContent("h1"), "Page not found");
    const found = await suggestionsOf(page);
    assert.equal(found.state, "ready");
    assert.equal(found.visible, true);
    assert.deepEqual(found.links[0], ["/docs/manual/v11.0.0/record", "Record"]);
    assert.ok(found.links.length <= 5);
    assert.equal(new Set(found.links.map(([href]) => href?.replace(/\/v[\d.]+\//, "/"))).size, found.links.length, "one version of each page");
    assert.deepEqual(errors, []);
  });

  test("a missing page of an old version suggests that version's page; an API path its module", async (t) => {
    const { page, errors } = await open(t, "/docs/manual/v10.0.0/recod", MISSING);
    assert.deepEqual((await suggestionsOf(page)).links[0], ["/docs/manual/v10.0.0/record", "Record"]);
    await page.goto(`${site.url}/docs/manual/api/stdlib/arrray`);
    assert.deepEqual((await suggestionsOf(page)).links[0]?.[0], "/docs/manual/v12.0.0/api/stdlib/array");
    assert.deepEqual(errors, []);
  });

  test("nothing alike: the suggestions stay hidden", async (t) => {
    const { page, errors } = await open(t, "/qqqqzzzzxxxx", MISSING);
    const found = await suggestionsOf(page);
    assert.deepEqual(found, { state: "empty", visible: false, links: [] });
    assert.deepEqual(errors, []);
  });

  test("the search box opens the search with what was typed, and a versionless URL lands on its page", async (t) => {
    const { page, errors } = await open(t, "/docs/manual/no-such-page", MISSING);
    await page.fill("#not-found-query", "record");
    await page.press("#not-found-query", "Enter");
    await page.waitForSelector("#docsgen-search-input", { state: "visible" });
    assert.equal(await page.inputValue("#docsgen-search-input"), "record");
    await page.goto(`${site.url}/docs/manual/record`);
    await page.waitForURL(/\/docs\/manual\/v11\.0\.0\/record$/);
    assert.equal(await page.textContent("main h1"), "Record");
    assert.deepEqual(errors, []);
  });
});
