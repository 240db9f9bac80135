// Lighthouse 12 installed beside the project, never into it: `npm install` of the pinned version into a folder of the
// system temp dir the first time, then imported from there. It is not a devDependency: it adds some 200 packages and
// 190 MB that `npm ci` would install on every CI run for a tool CI never runs, and a lock file holding it fails
// `npm ci` (its trace engine asks for `third-party-web@latest`, which the lock cannot keep in step). Lighthouse 13
// needs Node 22; 12.8.2 runs on Node 18.16 and later.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The Lighthouse release the script runs. */
export const LIGHTHOUSE_VERSION = "12.8.2";

/** One audit of a Lighthouse report, as far as the script reads it. */
export interface LhAudit {
  readonly id: string;
  readonly title: string;
  readonly score: number | null;
  readonly scoreDisplayMode: string;
  readonly displayValue?: string;
  readonly numericValue?: number;
  readonly details?: { readonly type?: string; readonly items?: readonly Record<string, unknown>[] };
}

/** A Lighthouse report (LHR), as far as the script reads it. */
export interface LhReport {
  readonly finalDisplayedUrl: string;
  readonly runtimeError?: { readonly code: string; readonly message: string };
  readonly runWarnings: readonly string[];
  readonly environment: { readonly benchmarkIndex: number };
  readonly categories: Record<string, { readonly score: number | null; readonly auditRefs: readonly { readonly id: string; readonly weight: number }[] }>;
  readonly audits: Record<string, LhAudit>;
}

/** The puppeteer page Lighthouse drives (puppeteer-core comes with Lighthouse). */
export interface LhPage {
  emulateMediaFeatures(features: readonly { name: string; value: string }[]): Promise<void>;
  evaluate<T>(fn: () => T): Promise<T>;
  url(): string;
  close(): Promise<void>;
}

/** What the script uses of Lighthouse and of its puppeteer-core. */
export interface LighthouseApi {
  run(url: string, flags: Record<string, unknown>, config: unknown, page: LhPage): Promise<{ readonly lhr: LhReport } | undefined>;
  connect(browserUrl: string): Promise<{ newPage(): Promise<LhPage>; disconnect(): Promise<void> }>;
  readonly desktopConfig: unknown;
}

/** The folder Lighthouse is installed into. */
export function lighthouseFolder(): string {
  return path.join(os.tmpdir(), `docsgen-lighthouse-${LIGHTHOUSE_VERSION}`);
}

/** Installs Lighthouse into its folder when missing (npm, without install scripts) and imports it. */
export async function loadLighthouse(): Promise<LighthouseApi> {
  const dir = lighthouseFolder();
  const modules = path.join(dir, "node_modules");
  const entry = path.join(modules, "lighthouse", "core", "index.js");
  if (!existsSync(entry)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "package.json"), '{ "private": true }\n');
    console.log(`Lighthouse ${LIGHTHOUSE_VERSION} is missing: npm install into ${dir}`);
    const args = ["install", "--no-save", "--no-audit", "--no-fund", "--ignore-scripts", "--prefix", dir, `lighthouse@${LIGHTHOUSE_VERSION}`];
    const install = spawnSync("npm", args, { stdio: "inherit" });
    if (install.status !== 0 || !existsSync(entry)) throw new Error(`npm install of lighthouse@${LIGHTHOUSE_VERSION} into ${dir} failed`);
  }
  const load = (file: string) => import(pathToFileURL(path.join(modules, file)).href);
  const [lighthouse, puppeteer, desktop] = await Promise.all([
    load("lighthouse/core/index.js"),
    load("puppeteer-core/lib/esm/puppeteer/puppeteer-core.js"),
    load("lighthouse/core/config/desktop-config.js"),
  ]);
  return {
    run: lighthouse.default,
    connect: (browserURL) => puppeteer.default.connect({ browserURL, defaultViewport: null }),
    desktopConfig: desktop.default,
  };
}
