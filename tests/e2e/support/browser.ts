import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

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

/** Launches headless Chromium with the flags above. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}
