// axe-core in Chromium on one page of every type: no serious or critical violations, desktop and phone, in the
// light and the dark theme (the system preference, with no stored choice). Beside them the longest API page, whose
// blocks are rendered only near the viewport (content-visibility: auto; axe lays them out as it checks them).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test } from "node:test";
import { PAGE_TYPES } from "../support/pageTypes.ts";
import { describeInChromium } from "./support/describeInChromium.ts";

/** The pages checked: one of every type, and the long API page of the Lighthouse figures. */
const PAGES: Readonly<Record<string, string>> = { ...PAGE_TYPES, longApiModule: "docs/manual/v12.0.0/api/stdlib/array/index.html" };

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

describeInChromium("accessibility (axe-core in Chromium)", {}, (site) => {
  for (const [name, width, colorScheme] of [
    ["desktop", 1280, "light"],
    ["phone", 390, "light"],
    ["desktop, dark theme", 1280, "dark"],
    ["phone, dark theme", 390, "dark"],
  ] as const) {
    test(`no serious or critical violations on any page type (${name})`, async () => {
      const found: string[] = [];
      const page = await site.browser.newPage({ viewport: { width, height: 900 }, colorScheme });
      for (const [type, file] of Object.entries(PAGES)) {
        const url = `${site.url}/${file.replace(/index\.html$/, "").replace(/\/$/, "")}`;
        await page.goto(url, { waitUntil: "load" });
        assert.equal(await page.evaluate(() => document.documentElement.getAttribute("data-theme")), colorScheme, `${type}: theme`);
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: {
                run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
              };
            }
          ).axe;
          const result = await axe.run(document, { resultTypes: ["violations"] });
          return result.violations
            .filter((v) => v.impact === "serious" || v.impact === "critical")
            .map(
              (v) =>
                `${v.id} (${v.impact}) at ${v.nodes
                  .slice(0, 3)
                  .map((n) => n.target.join(" "))
                  .join(", ")}`,
            );
        });
        for (const v of violations) found.push(`${type}: ${v}`);
      }
      await page.close();
      assert.deepEqual(found, []);
    });
  }
});
