// The search modal on the real site in Chromium: opening and closing, shortcuts, the idle, loading, stalled
// and error states, limits, keyboard use and ARIA, version scope, snippets, recent and favorite searches,
// and Algolia mode against a stubbed Algolia (no network).
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { waitUntil } from "./support/waitUntil.ts";
import { CHROMIUM_MISSING, hasChromium, launchChromium } from "./support/browser.ts";
import { builtSite } from "../support/builtSite.ts";
import { startStaticServer } from "./support/staticServer.ts";

const skip = !hasChromium();
if (skip) console.log(CHROMIUM_MISSING);

const MANUAL = "/docs/manual/v11.0.0/introduction";
const modal = "[data-search-modal]";
const input = "#docsgen-search-input";

let site: { url: string; close(): Promise<void> };
let browser: Browser;
const contexts: BrowserContext[] = [];

/** A fresh page (own storage) with its script errors collected; `config` rewrites the page's client configuration. */
async function open(
  path: string,
  options: {
    config?: (search: Record<string, unknown>) => Record<string, unknown>;
    viewport?: { width: number; height: number };
    init?: () => void;
  } = {},
) {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => void (m.type() === "error" && consoleErrors.push(m.text())));
  if (options.init) await page.addInitScript(options.init);
  if (options.config) {
    const rewrite = options.config;
    await page.route("**/*", async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="docsgen-config">)([\s\S]*?)(<\/script>)/,
        (_m, a: string, json: string, b: string) => {
          const config = JSON.parse(json) as { search: Record<string, unknown> };
          config.search = rewrite(config.search);
          return a + JSON.stringify(config).replace(/</g, "\\u003c") + b;
        },
      );
      await route.fulfill({ response, body: html });
    });
  }
  await page.goto(site.url + path);
  return { page, errors, consoleErrors };
}

const status = (page: Page) => page.getAttribute(modal, "data-status");
const isOpen = async (page: Page) => (await page.locator(modal).count()) > 0;

async function openModal(page: Page) {
  await page.click("[data-search-open]");
  await page.waitForSelector(input);
}

/** Types a query and waits until its results (or the no-results screen) are shown. */
async function search(page: Page, query: string) {
  await page.fill(input, query);
  await page.waitForFunction(
    ([sel, q]) => {
      const m = document.querySelector(sel!);
      return (
        (document.querySelector("#docsgen-search-input") as HTMLInputElement | null)?.value === q &&
        m?.getAttribute("data-status") === "idle" &&
        m.querySelector(".search-results:not([data-search-start]), [data-search-no-results]") !== null
      );
    },
    [modal, query] as const,
  );
}

describe("search modal", { skip: skip ? CHROMIUM_MISSING : false }, () => {
  before(async () => {
    site = await startStaticServer(await builtSite());
    browser = await launchChromium();
  });
  after(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await site?.close();
  });

  describe("opening and closing", () => {
    test("opens on the search button and closes on Escape, returning focus", async () => {
      const { page, errors } = await open(MANUAL);
      await openModal(page);
      assert.equal(await page.evaluate(() => document.activeElement?.id), "docsgen-search-input");
      assert.equal(await status(page), "idle");
      await page.keyboard.press("Escape");
      assert.equal(await isOpen(page), false);
      assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute("data-search-open")), true);
      assert.deepEqual(errors, []);
    });

    test("opens on /, Ctrl+K and Cmd+K; closes on the close button and on a click outside", async () => {
      const { page } = await open(MANUAL);
      await page.keyboard.press("/");
      await page.waitForSelector(input);
      assert.equal(await page.inputValue(input), "", "the slash must not be typed into the box");
      await page.click(".search-modal__close");
      assert.equal(await isOpen(page), false);
      await page.keyboard.press("Control+k");
      await page.waitForSelector(input);
      await page.mouse.click(5, 400);
      assert.equal(await isOpen(page), false);
      await page.keyboard.press("Meta+k");
      await page.waitForSelector(input);
      await page.click(".search-modal__panel");
      assert.equal(await isOpen(page), true, "a click inside the panel keeps it open");
    });

    test("keys typed right after the shortcut, while the modal is still loading, reach its input", async () => {
      const { page } = await open(MANUAL);
      await page.keyboard.press("/");
      await page.keyboard.type("recx");
      await page.keyboard.press("Backspace");
      await page.keyboard.type("ord");
      await page.waitForSelector(input);
      await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLInputElement | null)?.value === "record", input);
      assert.equal(await page.inputValue(input), "record");
    });

    test("shortcuts do nothing while focus is in an input, select, textarea or editable element", async () => {
      const { page } = await open("/syntax-lookup");
      await page.evaluate(() => {
        document.body.insertAdjacentHTML(
          "beforeend",
          '<textarea id="t"></textarea><select id="s"><option>a</option></select><div id="e" contenteditable="true">x</div><input id="i">',
        );
      });
      for (const target of ["#t", "#s", "#e", "#i", "#syntax-query"]) {
        await page.focus(target);
        for (const key of ["/", "Control+k", "Meta+k"]) {
          await page.keyboard.press(key);
          assert.equal(await isOpen(page), false, `${key} opened search from ${target}`);
        }
      }
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press("/");
      await page.waitForSelector(input);
    });
  });

  describe("states", () => {
    test("idle, then loading, stalled at exactly 300 ms, then idle with results", async () => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      await page.clock.install();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/search/**", async (route: Route) => {
        await gate;
        await route.fallback();
      });
      await page.goto(site.url + MANUAL);
      await openModal(page);
      assert.equal(await status(page), "idle");
      await page.clock.pauseAt(Date.now() + 1000);
      await page.fill(input, "record");
      assert.equal(await status(page), "loading");
      await page.clock.runFor(299);
      assert.equal(await status(page), "loading");
      await page.clock.runFor(1);
      assert.equal(await status(page), "stalled");
      assert.equal(await page.locator(".search-modal__spinner").isVisible(), true);
      assert.equal(await page.locator("[data-search-stalled]").textContent(), "Searching\u2026 the search index is still loading.");
      assert.equal(await page.locator("[data-search-start]").count(), 0, "the idle hint is gone while stalled");
      release();
      await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute("data-status") === "idle", modal, { polling: 20 });
      assert.ok((await page.locator(".search-hit").count()) > 0);
    });

    test("error screen when the index cannot be fetched, recovering on the next keystroke", async () => {
      const { page } = await open(MANUAL);
      await page.route("**/search/**", (route) => route.abort("internetdisconnected"));
      await openModal(page);
      await page.fill(input, "record");
      await page.waitForSelector("[data-search-error]");
      assert.equal(await status(page), "error");
      assert.equal(await page.locator(".search-error__title").textContent(), "Unable to fetch results");
      assert.equal(await page.locator(".search-error__help").textContent(), "You might want to check your network connection.");
      await page.unroute("**/search/**");
      await search(page, "records");
      assert.ok((await page.locator(".search-hit").count()) > 0);
    });

    test("no results: the query, up to 3 suggestions and the report link", async () => {
      const { page } = await open(MANUAL);
      await openModal(page);
      await search(page, "rekordx");
      assert.equal(await page.locator(".search-no-results__title").textContent(), "No results for \u201crekordx\u201d");
      await page.waitForSelector("[data-search-suggestions]:not([hidden])");
      const suggestions = await page.locator("[data-search-suggestion]").allTextContents();
      assert.ok(suggestions.length >= 1 && suggestions.length <= 3, JSON.stringify(suggestions));
      assert.match((await page.locator(".search-no-results__help").textContent()) ?? "", /^Believe this query should return results\?/);
      assert.match(
        (await page.getAttribute("[data-search-report]", "href")) ?? "",
        /^https:\/\/github\.com\/rescript-lang\/rescript-lang\.org\/issues\/new\?.*rekordx/,
      );
      await page.click("[data-search-suggestion]");
      await page.waitForFunction(() => document.querySelectorAll(".search-hit").length > 0);
    });
  });

  describe("limits", () => {
    test("the query is capped at 64 characters (attribute and code)", async () => {
      const { page } = await open(MANUAL);
      await openModal(page);
      assert.equal(await page.getAttribute(input, "maxlength"), "64");
      await page.keyboard.type("a".repeat(70));
      assert.equal((await page.inputValue(input)).length, 64);
      await page.evaluate(() => {
        const box = document.querySelector("#docsgen-search-input") as HTMLInputElement;
        box.value = "record ".repeat(12);
        box.dispatchEvent(new Event("input", { bubbles: true }));
      });
      assert.equal((await page.inputValue(input)).length, 64);
    });

    test("at most 5 hits per group and 20 in all", async () => {
      const { page } = await open(MANUAL);
      await openModal(page);
      await search(page, "the");
      const perGroup = await page.$$eval("[data-search-group]", (groups) => groups.map((g) => g.querySelectorAll("[role=option]").length));
      assert.ok(perGroup.length >= 2, JSON.stringify(perGroup));
      assert.ok(
        perGroup.every((n) => n >= 1 && n <= 5),
        JSON.stringify(perGroup),
      );
      assert.equal(perGroup[0], 5);
      assert.equal(await page.getAttribute(".search-results", "data-total-hits"), "20");
    });

    test("snippets are 10 words, 5 on screens up to 768 px", async () => {
      const words = async (viewport: { width: number; height: number }) => {
        const { page } = await open(MANUAL, { viewport });
        await openModal(page);
        await search(page, "pattern matching");
        const snippets = await page.locator(".search-hit__snippet").allTextContents();
        return Math.max(...snippets.map((s) => s.split(/\s+/).filter((w) => w !== "" && w !== "…").length));
      };
      assert.equal(await words({ width: 1280, height: 800 }), 10);
      assert.equal(await words({ width: 768, height: 900 }), 5);
    });
  });

  describe("keyboard and ARIA", () => {
    test("combobox and listbox with aria-activedescendant; arrows move and wrap; Enter opens the hit", async () => {
      const { page } = await open(MANUAL);
      await openModal(page);
      assert.equal(await page.getAttribute(input, "role"), "combobox");
      assert.equal(await page.getAttribute(modal, "role"), "dialog");
      assert.equal(await page.getAttribute(modal, "aria-modal"), "true");
      await search(page, "record");
      assert.equal(await page.getAttribute(input, "aria-controls"), await page.getAttribute("[role=listbox]", "id"));
      assert.equal(await page.getAttribute(input, "aria-expanded"), "true");
      const ids = await page.$$eval("[role=listbox] [role=option]", (els) => els.map((e) => e.id));
      const active = () => page.getAttribute(input, "aria-activedescendant");
      const selected = () => page.$$eval("[role=option][aria-selected=true]", (els) => els.map((e) => e.id));
      assert.equal(await active(), ids[0]);
      await page.keyboard.press("ArrowDown");
      assert.equal(await active(), ids[1]);
      assert.deepEqual(await selected(), [ids[1]]);
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      assert.equal(await active(), ids.at(-1));
      await page.keyboard.press("ArrowDown");
      const href = await page.getAttribute(`#${ids[0]}`, "href");
      assert.equal(href, "/docs/manual/v11.0.0/record");
      await Promise.all([page.waitForURL(`**${href}`), page.keyboard.press("Enter")]);
    });
  });

  describe("scope", () => {
    test("the page's docs version is the default filter; with no hit there, the best hits elsewhere, labelled; all versions on demand", async () => {
      const { page } = await open(MANUAL);
      await openModal(page);
      await search(page, "useState");
      assert.equal(await page.locator(".search-modal__scope-text").textContent(), "Searching Language Manual v11.0.0");
      const elsewhere = page.locator("[data-search-group=elsewhere]");
      assert.equal(await elsewhere.locator(".search-group__title").textContent(), "In other docs");
      assert.equal(await elsewhere.locator(".search-hit >> nth=0").getAttribute("href"), "/docs/react/latest/hooks-state");
      // The React docs' useState page outranks the blog posts and syntax-lookup cards that mention it: its group comes first.
      assert.equal(await page.getAttribute("[data-search-group] >> nth=0", "data-search-group"), "elsewhere");
      assert.equal(await page.getAttribute(".search-hit >> nth=0", "href"), "/docs/react/latest/hooks-state");
      assert.ok((await elsewhere.locator(".search-hit").count()) <= 5);
      assert.equal(await page.locator("[data-search-group=docs] a[href^='/docs/react/']").count(), 0, "other doc sets' hits are only in their own group");
      await search(page, "record");
      assert.equal(await page.locator("[data-search-group=elsewhere]").count(), 0, "when the current doc set has the best hit, no other docs are added");
      await page.check("[data-search-all-versions]");
      await search(page, "useState");
      await page.waitForSelector("a[href='/docs/react/latest/hooks-state']");
      assert.equal(await page.locator("[data-search-group=elsewhere]").count(), 0);
      assert.equal(await page.locator(".search-modal__scope-text").textContent(), "Searching all versions");
      const { page: react } = await open("/docs/react/latest/introduction");
      await openModal(react);
      await search(react, "useState");
      assert.equal(await react.getAttribute(".search-hit >> nth=0", "href"), "/docs/react/latest/hooks-state");
      assert.equal(await react.locator(".search-hit__label >> nth=0").textContent(), "React / Latest / useState Hook");
    });
  });

  describe("API names, typos and breadcrumbs", () => {
    test("an API function by its qualified name, in the reader's version, titled with it and labelled with the page's title", async () => {
      for (const [version, area] of [
        ["v11.0.0", "core"],
        ["v12.0.0", "stdlib"],
      ] as const) {
        const { page } = await open(`/docs/manual/${version}/introduction`);
        await openModal(page);
        await search(page, "Array.map");
        const first = page.locator(".search-hit >> nth=0");
        assert.equal(await first.getAttribute("href"), `/docs/manual/${version}/api/${area}/array#map`);
        assert.equal(await first.locator(".search-hit__title").textContent(), "Array.map");
        assert.equal(await first.locator(".search-hit__label").textContent(), `Manual / ${version} / API / Array`);
      }
      const { page } = await open(MANUAL);
      await openModal(page);
      await search(page, "Belt.Array.map");
      assert.equal(await page.getAttribute(".search-hit >> nth=0", "href"), "/docs/manual/v11.0.0/api/belt/array#map");
      assert.equal(await page.locator(".search-hit__title >> nth=0").textContent(), "Belt.Array.map");
      // An item's examples are labels of the item (part of its record), not sections of their own.
      assert.ok(!(await page.locator(".search-hit__title").allTextContents()).some((t) => t.endsWith(": Examples")));
    });

    test("a typo of one edit finds the page, its corrected word highlighted; docs breadcrumbs use page titles", async () => {
      const { page } = await open(MANUAL);
      await openModal(page);
      await search(page, "recrod");
      const first = page.locator(".search-hit >> nth=0");
      assert.equal(await first.getAttribute("href"), "/docs/manual/v11.0.0/record");
      assert.equal(await first.locator(".search-hit__title mark").textContent(), "Record");
      await search(page, "generate converters");
      const labels = await page.locator("[data-search-group=docs] .search-hit__label").allTextContents();
      assert.ok(labels.includes("Manual / v11.0.0 / Generate Converters & Helpers"), JSON.stringify(labels));
      assert.ok(
        labels.every((l) => l === "Syntax Lookup" || l.startsWith("Manual / v11.0.0 / ")),
        JSON.stringify(labels),
      );
    });
  });

  describe("recent and favorite searches", () => {
    // No named inner functions: the bundler would wrap them in a helper the page does not have.
    const seed = ([recent, favorites]: readonly [number, number]) => {
      localStorage.setItem(
        "docsgen_search_recent",
        JSON.stringify(Array.from({ length: recent }, (_, i) => ({ href: `/docs/manual/v11.0.0/recent${i}`, title: `recent ${i}`, label: "" }))),
      );
      localStorage.setItem(
        "docsgen_search_favorites",
        JSON.stringify(Array.from({ length: favorites }, (_, i) => ({ href: `/docs/manual/v11.0.0/favorite${i}`, title: `favorite ${i}`, label: "" }))),
      );
    };

    test("an opened hit becomes a recent search; starring moves it to favorites", async () => {
      const { page } = await open(MANUAL);
      await openModal(page);
      await search(page, "tuple");
      const href = await page.getAttribute(".search-hit >> nth=0", "href");
      await Promise.all([page.waitForURL(`**${href}`), page.click(".search-hit >> nth=0")]);
      await openModal(page);
      assert.equal(await page.getAttribute("[data-search-list=recent] .search-hit", "href"), href);
      await page.click("[data-search-favorite]");
      assert.equal(await page.getAttribute("[data-search-list=favorite] .search-hit", "href"), href);
      assert.equal(await page.locator("[data-search-list=recent]").count(), 0);
      await page.click("[data-search-list=favorite] [data-search-remove]");
      assert.equal(await page.locator("[data-search-list=favorite]").count(), 0);
    });

    test("7 recent searches, 4 when there are favorites, and at most 10 favorites", async () => {
      const counts = async (recent: number, favorites: number) => {
        const { page } = await open(MANUAL);
        await page.evaluate(seed, [recent, favorites] as const);
        await openModal(page);
        return [await page.locator("[data-search-list=recent] .search-hit").count(), await page.locator("[data-search-list=favorite] .search-hit").count()];
      };
      assert.deepEqual(await counts(9, 0), [7, 0]);
      assert.deepEqual(await counts(9, 1), [4, 1]);
      assert.deepEqual(await counts(0, 12), [0, 10]);
    });

    test("nothing is stored or shown when personalization is disabled", async () => {
      const { page } = await open(MANUAL, { config: (s) => ({ ...s, personalization: false }) });
      await page.evaluate(seed, [3, 2] as const);
      await openModal(page);
      assert.equal(await page.locator("[data-search-list]").count(), 0);
      await page.evaluate(() => localStorage.clear());
      await search(page, "tuple");
      const href = await page.getAttribute(".search-hit >> nth=0", "href");
      await Promise.all([page.waitForURL(`**${href}`), page.click(".search-hit >> nth=0")]);
      assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("docsgen_search"))), []);
    });

    test("search works when local storage throws", async () => {
      const { page, errors } = await open(MANUAL, {
        init: () => {
          Object.defineProperty(window, "localStorage", {
            get() {
              throw new DOMException("blocked", "SecurityError");
            },
          });
        },
      });
      await openModal(page);
      await search(page, "tuple");
      assert.ok((await page.locator(".search-hit").count()) > 0);
      await page.click(".search-hit >> nth=0");
      assert.deepEqual(errors, []);
    });
  });

  describe("DOM clobbering", () => {
    test("an element of the page's content named docsgen-config never becomes the client's configuration", async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      const page = await context.newPage();
      const hostile = JSON.stringify({
        playgroundPath: "/try",
        docSets: [],
        search: { provider: "algolia", appId: "EVILAPP", apiKey: "k", indexName: "stolen" },
      });
      // What raw HTML with that id would have put first in the body (the build now refuses it): the reader's
      // queries went to the attacker's Algolia application.
      await page.route("**/*", async (route) => {
        if (route.request().resourceType() !== "document") return route.fallback();
        const response = await route.fetch();
        const html = (await response.text()).replace(/(<body[^>]*>)/, `$1<div id="docsgen-config" hidden>${hostile.replace(/</g, "&lt;")}</div>`);
        return route.fulfill({ response, body: html });
      });
      const foreign: string[] = [];
      await page.route(/algolia(net)?\.(net|com)/, (route) => {
        foreign.push(route.request().url());
        return route.abort("internetdisconnected");
      });
      await page.goto(site.url + MANUAL);
      await openModal(page);
      await search(page, "record");
      assert.deepEqual(foreign, []);
      assert.ok((await page.locator(".search-hit").count()) > 0, "the offline index answered");
    });
  });

  describe("Algolia DocSearch mode", () => {
    const algolia = (s: Record<string, unknown>) => ({
      ...s,
      provider: "algolia",
      appId: "TESTAPP",
      apiKey: "search-only-key",
      indexName: "rescript-lang",
    });
    const stubHit = (url: string, i: number, title = `Hit ${i}`) => ({
      url,
      type: "lvl2",
      content: `content ${i}`,
      objectID: String(i),
      hierarchy: { lvl0: "Docs", lvl1: "Page", lvl2: title, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      _highlightResult: { hierarchy: { lvl2: { value: `<mark>${title}</mark>` } } },
      _snippetResult: { content: { value: `some <mark>content</mark> ${i} <img src=x onerror=window.__x=1>` } },
    });

    test("sends the SPEC request (version facet, 20 hits, snippet and highlight settings) and renders hits safely", async () => {
      const { page, consoleErrors } = await open(MANUAL, { config: algolia });
      const requests: { url: string; method: string; body: unknown }[] = [];
      const hits = [
        stubHit("http://[not a url", 99),
        ...["docs/manual/v11.0.0/a", "blog/b", "community/c", "packages/d", "try/e"].flatMap((p) =>
          Array.from({ length: 5 }, (_, i) => stubHit(`https://rescript-lang.org/${p}${i}#x`, i)),
        ),
      ];
      await page.route(/algolia(net)?\.(net|com)/, async (route) => {
        requests.push({
          url: route.request().url(),
          method: route.request().method(),
          body: JSON.parse(route.request().postData() ?? "null"),
        });
        await route.fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify({ results: [{ hits, nbHits: hits.length, queryID: "q1", page: 0, hitsPerPage: 20 }] }),
        });
      });
      await openModal(page);
      await search(page, "record");
      const request = requests.at(-1)!;
      assert.equal(request.method, "POST");
      assert.match(request.url, /^https:\/\/testapp(-dsn)?\.algolia\.net\/1\/indexes\/\*\/queries/i);
      const body = request.body as { requests: Record<string, unknown>[] };
      assert.equal(body.requests.length, 1);
      const sent = body.requests[0]!;
      const params = typeof sent["params"] === "string" ? Object.fromEntries(new URLSearchParams(sent["params"])) : sent;
      assert.equal(sent["indexName"], "rescript-lang");
      assert.equal(params["query"] ?? sent["query"], "record");
      assert.equal(String(params["hitsPerPage"]), "20");
      assert.match(JSON.stringify(params["facetFilters"]), /version:v11\.0\.0/);
      assert.match(JSON.stringify(params["attributesToRetrieve"]), /hierarchy\.lvl0.*hierarchy\.lvl6.*content.*type.*url/);
      assert.match(JSON.stringify(params["attributesToSnippet"]), /content:10/);
      assert.equal(params["highlightPreTag"], "<mark>");
      assert.equal(params["highlightPostTag"], "</mark>");
      const groups = await page.$$eval("[data-search-group]", (gs) =>
        gs.map((g) => [g.getAttribute("data-search-group"), g.querySelectorAll("[role=option]").length]),
      );
      assert.deepEqual(groups, [
        ["docs", 5],
        ["blog", 5],
        ["community", 5],
        ["packages", 4],
      ]);
      assert.ok(
        consoleErrors.some((e) => e.startsWith("Failed to parse URL")),
        JSON.stringify(consoleErrors),
      );
      assert.equal(await page.locator("[data-search-body] img").count(), 0);
      assert.equal(await page.locator(".search-hit__snippet mark >> nth=0").textContent(), "content");
      assert.equal(await page.evaluate(() => (window as { __x?: unknown }).__x), undefined);
      assert.equal(await page.getAttribute(".search-hit >> nth=0", "href"), "/docs/manual/v11.0.0/a0#x");
      const sentBefore = requests.length;
      await page.check("[data-search-all-versions]");
      await waitUntil("the all-versions query is sent", () => requests.length > sentBefore);
      const all = requests.at(-1)!.body as { requests: Record<string, unknown>[] };
      assert.doesNotMatch(JSON.stringify(all.requests[0]), /facetFilters/);
    });

    test("shows the error screen when every Algolia host fails", async () => {
      const { page } = await open(MANUAL, { config: algolia });
      await page.route(/algolia(net)?\.(net|com)/, (route) => route.abort("internetdisconnected"));
      await openModal(page);
      await page.fill(input, "record");
      await page.waitForSelector("[data-search-error]");
      assert.equal(await status(page), "error");
    });

    test("the offline index is not fetched in Algolia mode", async () => {
      const { page } = await open(MANUAL, { config: algolia });
      const fetched: string[] = [];
      page.on("request", (r) => void (r.url().includes("/search/") && fetched.push(r.url())));
      await page.route(/algolia(net)?\.(net|com)/, (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ results: [{ hits: [], nbHits: 0 }] }) }),
      );
      await openModal(page);
      await search(page, "record");
      assert.deepEqual(fetched, []);
    });
  });
});
