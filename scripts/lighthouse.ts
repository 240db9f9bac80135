// `npm run lighthouse`: Lighthouse's accessibility and performance scores of a built site, in the light and the dark
// theme. It builds nothing: it serves an existing out/ with `docsgen preview` on 127.0.0.1, starts Debian's Chromium
// with the browser tests' flags and a DevTools port, and runs Lighthouse 12 (installed beside the project on first
// use: scripts/lighthouse/loadLighthouse.ts) on each page through its Node API, mobile by default, with Lighthouse's
// default simulated throttling. The theme is the system preference, emulated on the page Lighthouse drives
// (`prefers-color-scheme` through CDP's Emulation.setEmulatedMedia) before the run; a stored choice cannot be used,
// since Lighthouse clears the origin's storage before it loads the page. After each run the script reads the page's
// data-theme and fails if it is not the theme asked for. Prints a table of scores and the failing audits.
//
// Usage: npm run lighthouse -- [--out out] [--route /path ...] [--categories accessibility,performance]
//          [--themes light,dark] [--desktop] [--runs 1] [--json <dir>]
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startStaticServer } from "../tests/e2e/support/staticServer.ts";
import { type LhReport, type LighthouseApi, loadLighthouse } from "./lighthouse/loadLighthouse.ts";
import { startDebuggableChromium } from "./lighthouse/startDebuggableChromium.ts";
import { failingAudits, metricsOf, scoreOf } from "./lighthouse/summarizeRun.ts";

/** The pages of the Lighthouse issue, and whether each gets a performance run by default (the largest API page). */
const PAGES: readonly { readonly route: string; readonly performance: boolean }[] = [
  { route: "/", performance: false },
  { route: "/docs/manual/v12.0.0/record", performance: false },
  { route: "/docs/manual/v12.0.0/api/stdlib/array", performance: true },
  { route: "/blog/release-12-0", performance: false },
  { route: "/try", performance: false },
];

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "out" },
    route: { type: "string", multiple: true },
    categories: { type: "string" },
    themes: { type: "string", default: "light,dark" },
    desktop: { type: "boolean", default: false },
    runs: { type: "string", default: "1" },
    json: { type: "string" },
  },
});
const themes = values.themes.split(",").filter((t): t is "light" | "dark" => t === "light" || t === "dark");
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);
const asked = values.categories?.split(",");
const plan = (values.route ?? []).length > 0 ? (values.route ?? []).map((route) => ({ route, performance: true })) : PAGES;

/** One row of the table. */
interface Row {
  readonly route: string;
  readonly theme: string;
  readonly report: LhReport;
}

/** One Lighthouse run of `url` under the theme, on a fresh page; checks the theme the page ended with. */
async function audit(api: LighthouseApi, browserUrl: string, url: string, theme: string, categories: readonly string[]): Promise<LhReport> {
  const browser = await api.connect(browserUrl);
  const page = await browser.newPage();
  try {
    await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: theme }]);
    const flags = { logLevel: "error", output: "json", onlyCategories: categories };
    const result = await api.run(url, flags, values.desktop ? api.desktopConfig : undefined, page);
    if (!result) throw new Error(`Lighthouse returned no report for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const shown = await page.evaluate(() => document.documentElement.getAttribute("data-theme"));
    if (shown !== theme) throw new Error(`${url} was audited in the ${shown} theme, not ${theme} (the page is at ${page.url()})`);
    return result.lhr;
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

/** The run of `reports` with the median score of `category` (Lighthouse's advice for noisy figures). */
function medianRun(reports: readonly LhReport[], category: string): LhReport {
  const sorted = [...reports].sort((a, b) => (a.categories[category]?.score ?? 0) - (b.categories[category]?.score ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
console.log(`lighthouse: ${os.cpus().length} cores, load average ${load()} at the start`);
const api = await loadLighthouse();
const server = await startStaticServer(values.out);
const chromium = await startDebuggableChromium();
const rows: Row[] = [];
try {
  for (const { route, performance } of plan) {
    const categories = asked ?? (performance ? ["accessibility", "performance"] : ["accessibility"]);
    for (const theme of themes) {
      const reports: LhReport[] = [];
      for (let i = 0; i < (categories.includes("performance") ? runs : 1); i++) {
        reports.push(await audit(api, chromium.browserUrl, server.url + route, theme, categories));
      }
      const report = medianRun(reports, categories.includes("performance") ? "performance" : categories[0]!);
      rows.push({ route, theme, report });
      console.log(`  ${route} (${theme}): done, load average ${load()}`);
      if (values.json) {
        mkdirSync(values.json, { recursive: true });
        const name = `${route.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "root"}-${theme}${values.desktop ? "-desktop" : ""}.json`;
        writeFileSync(path.join(values.json, name), JSON.stringify(report, null, 1));
      }
    }
  }
} finally {
  await chromium.stop();
  await server.close();
}

const header = ["page", "theme", "accessibility", "performance", "benchmark index", "metrics"];
const table = rows.map(({ route, theme, report }) => [
  route,
  theme,
  scoreOf(report, "accessibility"),
  scoreOf(report, "performance"),
  String(Math.round(report.environment.benchmarkIndex)),
  metricsOf(report),
]);
console.log(`\n${values.desktop ? "desktop" : "mobile"}, ${runs} run(s) per performance figure (the median shown), load average ${load()} at the end`);
console.log(`| ${header.join(" | ")} |\n|${header.map(() => " --- |").join("")}`);
for (const cells of table) console.log(`| ${cells.join(" | ")} |`);
for (const { route, theme, report } of rows) {
  const lines = failingAudits(report);
  if (lines.length > 0) console.log(`\n${route} (${theme}):\n${lines.join("\n")}`);
}
const perfect = rows.every(({ report }) => scoreOf(report, "accessibility") === "100" || scoreOf(report, "accessibility") === "-");
process.exitCode = perfect ? 0 : 1;
