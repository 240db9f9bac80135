import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** Debian's Chromium, the only browser the tests use. */
export const CHROMIUM = "/usr/bin/chromium";

/** Flags without which Chromium stalls on this network (background services trying to reach Google). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** True when browser tests can run here. */
export function hasChromium(): boolean {
  return existsSync(CHROMIUM);
}

/** The message printed when browser tests are skipped. */
export const CHROMIUM_MISSING =
  "SKIPPED: browser tests need Debian's Chromium at /usr/bin/chromium (install it with: sudo apt-get install chromium). CI always installs it.";

/**
 * How long any browser step (navigation, click, wait for a state) may take before the test fails: far beyond what a
 * working step needs on a busy 2-core machine, so that only a step that never happens fails. Tests wait for states
 * with it, never for a span of time.
 */
export const PATIENCE_MS = 120_000;

/** Launches headless Chromium with the flags above; every context and page it makes waits up to PATIENCE_MS. */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, timeout: PATIENCE_MS });
  // Every context and page, however a test makes it, waits up to PATIENCE_MS for each step.
  const patient = <T extends BrowserContext | Page>(made: T): T => {
    made.setDefaultTimeout(PATIENCE_MS);
    made.setDefaultNavigationTimeout(PATIENCE_MS);
    return made;
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => patient(await newContext(options));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => patient(await newPage(options));
  return browser;
}
