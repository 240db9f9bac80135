// A suite of browser tests against the built site: the shared build served on 127.0.0.1 (or another site the
// suite serves itself, e.g. under `docsgen serve`) and one Chromium for the suite, or a loud skip with the install
// hint where Chromium is missing.
import { after, before, describe, test, type TestContext } from "node:test";
import type { Browser } from "playwright-core";
import { builtSite } from "../../support/builtSite.ts";
import { CHROMIUM_MISSING, hasChromium, launchChromium } from "./browser.ts";
import { type OpenedPage, type OpenOptions, openPage } from "./openPage.ts";
import { startStaticServer } from "./staticServer.ts";

/** What a suite's tests use: the pages of the served site, its address and output folder, the browser. */
export interface SiteInChromium {
  /** Opens a route of the served site in a fresh context (see openPage). */
  open(t: TestContext, route: string, options?: OpenOptions): Promise<OpenedPage>;
  readonly url: string;
  readonly outDir: string;
  readonly browser: Browser;
}

/** A site a suite serves itself instead of the shared build: its address and how to stop it. */
export interface OwnSite {
  readonly url: string;
  close(): Promise<void>;
}

/** Options of a suite: its test concurrency, and `serve` to test a site of its own (`outDir` is then empty). */
export interface SuiteOptions {
  readonly concurrency?: number;
  readonly serve?: () => Promise<OwnSite>;
}

/** Declares the suite `name`; `body` declares its tests (the site and browser are ready once they run). */
export function describeInChromium(name: string, options: SuiteOptions, body: (site: SiteInChromium) => void): void {
  if (!hasChromium()) {
    console.log(CHROMIUM_MISSING);
    test(name, { skip: CHROMIUM_MISSING }, () => undefined);
    return;
  }
  describe(name, options.concurrency === undefined ? {} : { concurrency: options.concurrency }, () => {
    let browser: Browser | undefined;
    let server: OwnSite | undefined;
    let outDir = "";
    before(async () => {
      if (options.serve) server = await options.serve();
      else {
        outDir = await builtSite();
        server = await startStaticServer(outDir);
      }
      browser = await launchChromium();
    });
    after(async () => {
      await browser?.close();
      await server?.close();
    });
    body({
      open: (t, route, openOptions) => openPage(t, browser!, server!.url, route, openOptions),
      get url() {
        return server!.url;
      },
      get outDir() {
        return outDir;
      },
      get browser() {
        return browser!;
      },
    });
  });
}
