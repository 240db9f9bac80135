// Opens a built-site page in a fresh browser context and records every page error and console error.
import type { TestContext } from "node:test";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { COMPILER_BASE_PATTERN, FAKE_COMPILER_BUNDLE } from "./fakeCompilerBundle.ts";

/** The fake clock's start (ms since the epoch). */
const CLOCK_START = Date.UTC(2026, 0, 1);

/** The site links /favicon.svg, which public/ does not have yet; its 404 is not this suite's concern. */
const KNOWN_MISSING = /status of 404 .*\/favicon\.svg\)$/;

/** Options of one opened page. */
export interface OpenOptions {
  readonly viewport?: { readonly width: number; readonly height: number };
  /** Install Playwright's fake clock, paused, before the page loads: timers fire only on `page.clock.runFor`. */
  readonly clock?: boolean;
  /** Grant clipboard read and write. */
  readonly clipboard?: boolean;
  readonly reducedMotion?: BrowserContextOptions["reducedMotion"];
  /** Scripts run before any page script, on every navigation. */
  readonly init?: readonly { readonly script: (arg: never) => unknown; readonly arg?: unknown }[];
  /** Console errors matching this are expected (e.g. a 404 document) and not recorded. */
  readonly allowConsole?: RegExp;
  /** How requests for the playground's compiler bundle are answered: the test double (default) or a network failure. */
  readonly compilerBundle?: "double" | "unreachable";
}

/** A page and the errors it produced so far (`pageerror` and console errors). */
export interface OpenedPage {
  readonly page: Page;
  readonly errors: string[];
}

/** Opens `baseUrl + route` in a new context that closes when the test ends. */
export async function openPage(t: TestContext, browser: Browser, baseUrl: string, route: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
  });
  t.after(() => context.close());
  if (options.clipboard) await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  // tsx compiles test files with esbuild's keepNames, which wraps named functions in a `__name` helper that the
  // browser lacks; functions passed to addInitScript or page.evaluate need it defined there.
  await context.addInitScript("globalThis.__name = (fn) => fn;");
  for (const { script, arg } of options.init ?? []) await context.addInitScript(script as (arg: unknown) => unknown, arg);
  // No page of a test may reach the network: the playground's compiler bundle is the test double (or fails).
  await context.route(COMPILER_BASE_PATTERN, (route) =>
    options.compilerBundle === "unreachable"
      ? route.abort("internetdisconnected")
      : route.fulfill({ status: 200, contentType: "text/javascript; charset=utf-8", body: FAKE_COMPILER_BUNDLE }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    const text = `${m.text()} (${m.location().url})`;
    if (m.type() === "error" && !options.allowConsole?.test(text) && !KNOWN_MISSING.test(text)) errors.push(`console: ${text}`);
  });
  if (options.clock) {
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START + 1000);
  }
  await page.goto(baseUrl + route, { waitUntil: "load" });
  return { page, errors };
}
