// Takes desktop (1280 px) and phone (390 px) screenshots of built pages for a human to look at.
// Usage: node --import tsx scripts/screenshots.ts [out-dir=out] [shot-dir=/tmp/shots] /path ...
import { mkdirSync } from "node:fs";
import path from "node:path";
import { launchChromium } from "../tests/e2e/support/browser.ts";
import { startStaticServer } from "../tests/e2e/support/staticServer.ts";

const [outDir = "out", shotDir = "/tmp/shots", ...routes] = process.argv.slice(2);
mkdirSync(shotDir, { recursive: true });
const server = await startStaticServer(outDir);
const browser = await launchChromium();
try {
  for (const route of routes.length > 0 ? routes : ["/"]) {
    for (const [name, width, height] of [
      ["desktop", 1280, 900],
      ["phone", 390, 844],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
      await page.goto(server.url + route, { waitUntil: "networkidle" });
      const file = path.join(shotDir, `${route.replace(/[^a-z0-9]+/gi, "_") || "root"}-${name}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
      await page.close();
      console.log(file);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
