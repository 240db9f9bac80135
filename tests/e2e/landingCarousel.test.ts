// The landing page's tooling carousel in Chromium on a phone and on a desktop: phones get the portrait phone variants
// of the illustrations, drawn so their text renders at 11 CSS px or more, in a frame of the same ratio (nothing
// cropped, no layout shift), and indicators whose hit areas are at least 24x24 px, with a focus outline.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test, type TestContext } from "node:test";
import type { Page } from "playwright-core";
import type { OpenOptions } from "./support/openPage.ts";
import { describeInChromium } from "./support/describeInChromium.ts";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** The smallest text size a phone reader can be asked to read, in CSS px (the audit's bar). */
const MIN_TEXT_PX = 11;
/** WCAG 2.2 target size (minimum), in CSS px. */
const MIN_TARGET_PX = 24;

/** The carousel's images once loaded: the source the browser chose, the desktop `src`, and the sizes as laid out. */
async function carouselImages(page: Page) {
  await page.locator("[data-carousel]").scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>("[data-carousel-image]")).every((img) => img.complete && img.naturalWidth > 0),
  );
  return page.$$eval("[data-carousel-image]", (imgs) =>
    (imgs as HTMLImageElement[]).map((img) => {
      const box = img.getBoundingClientRect();
      return {
        currentSrc: new URL(img.currentSrc).pathname,
        src: img.getAttribute("src") ?? "",
        width: box.width,
        height: box.height,
        natural: img.naturalWidth / img.naturalHeight,
      };
    }),
  );
}

/** The width:height ratio of the carousel frame's inside (where the images are drawn). */
const frameRatio = (page: Page) => page.$eval("[data-carousel-frame]", (f) => f.clientWidth / f.clientHeight);

/** An SVG's viewBox and the font sizes of all its text, read from the markup. */
function svgText(file: string) {
  const svg = readFileSync(file, "utf8");
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const viewBox = (/\bviewBox="([^"]*)"/.exec(root)?.[1] ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const texts = [...svg.matchAll(/<text\b[^>]*>/g)].map((m) => m[0]);
  const sizes = [...svg.matchAll(/<(?:text|tspan)\b[^>]*\bfont-size="([^"]+)"/g)].map((m) => Number(m[1]));
  return {
    svg,
    root,
    viewBox,
    sizes,
    /** Text elements without their own font-size (they would fall back to 16 viewBox units). */
    unsized: texts.filter((t) => !/\bfont-size="/.test(t)).length,
    textCount: texts.length,
    /** Sizes set through CSS rather than attributes, which the check above would not see. */
    cssSizes: /font-size\s*:/.test(svg),
  };
}

describeInChromium("landing carousel (Chromium)", { concurrency: 2 }, (site) => {
  const open = (t: TestContext, options: OpenOptions) => site.open(t, "/", options);

  test("at 390 px the carousel shows the portrait phone variants, in a frame of their ratio", async (t) => {
    const { page, errors } = await open(t, { viewport: PHONE });
    const images = await carouselImages(page);
    assert.equal(images.length, 3);
    for (const img of images) {
      assert.match(img.currentSrc, /-phone\.svg$/, `${img.src} shows its phone variant on a phone`);
      assert.equal(img.currentSrc, img.src.replace(/\.svg$/, "-phone.svg"), "the phone variant of this very image");
    }
    const { viewBox } = svgText(path.join(site.outDir, images[0]!.currentSrc));
    const ratio = viewBox[2]! / viewBox[3]!;
    assert.ok(ratio < 1, `the phone variants are portrait (viewBox ${viewBox.join(" ")})`);
    assert.ok(Math.abs((await frameRatio(page)) - ratio) < 0.01, `the frame takes the phone variants' ratio ${ratio.toFixed(3)}`);
    for (const img of images)
      assert.ok(Math.abs(img.natural - ratio) < 0.01 && Math.abs(img.width / img.height - ratio) < 0.01, "each image fills the frame uncropped");
    assert.deepEqual(errors, []);
  });

  test("at 390 px every indicator is a hit area of at least 24x24 px, with a focus outline and an obvious active state", async (t) => {
    // Reduced motion: the carousel never advances by itself, so the active indicator is the one the test chose.
    const { page, errors } = await open(t, { viewport: PHONE, reducedMotion: "reduce" });
    await page.locator("[data-carousel]").scrollIntoViewIfNeeded();
    const indicators = page.locator("[data-carousel-indicator]");
    assert.equal(await indicators.count(), 3);
    for (let i = 0; i < 3; i++) {
      const box = await indicators.nth(i).boundingBox();
      assert.ok(box, `indicator ${i} is rendered`);
      assert.ok(box.width >= MIN_TARGET_PX && box.height >= MIN_TARGET_PX, `indicator ${i} is ${box.width}x${box.height} px`);
      // The whole box answers taps: its corners hit the indicator itself, not a neighbour or the page.
      const hits = await page.evaluate(
        ({ b, i }) =>
          [
            [b.x + 1, b.y + 1],
            [b.x + b.width - 1, b.y + 1],
            [b.x + 1, b.y + b.height - 1],
            [b.x + b.width - 1, b.y + b.height - 1],
          ].map(([x, y]) => document.elementFromPoint(x!, y!)?.closest("[data-carousel-indicator]")?.getAttribute("data-carousel-indicator") === String(i)),
        { b: box, i },
      );
      assert.deepEqual(hits, [true, true, true, true], `indicator ${i}'s corners are its own`);
    }
    const bar = (i: number) => indicators.nth(i).evaluate((b) => getComputedStyle(b, "::before").backgroundColor);
    assert.equal(await bar(0), "rgb(230, 72, 79)", "the active bar is red");
    assert.notEqual(await bar(1), await bar(0), "inactive bars are not");
    await indicators.nth(1).click();
    assert.equal(await indicators.nth(1).getAttribute("aria-current"), "true");
    assert.equal(await bar(1), "rgb(230, 72, 79)", "the chosen indicator becomes the red one");
    await indicators.nth(1).focus();
    await page.keyboard.press("Tab");
    const outline = await indicators.nth(2).evaluate((b) => {
      const s = getComputedStyle(b);
      return { focused: document.activeElement === b && b.matches(":focus-visible"), style: s.outlineStyle, width: Number.parseFloat(s.outlineWidth) };
    });
    assert.ok(outline.focused, "Tab moves keyboard focus to the next indicator");
    assert.ok(outline.style !== "none" && outline.width >= 2, `a visible focus outline (${outline.style} ${outline.width}px)`);
    assert.deepEqual(errors, []);
  });

  test("at 1280 px the carousel shows the desktop illustrations", async (t) => {
    const { page, errors } = await open(t, { viewport: DESKTOP });
    const images = await carouselImages(page);
    assert.equal(images.length, 3);
    for (const img of images) {
      assert.doesNotMatch(img.currentSrc, /-phone\.svg$/);
      assert.equal(img.currentSrc, img.src, "the desktop variant");
    }
    assert.ok(Math.abs((await frameRatio(page)) - 16 / 10) < 0.01, "the desktop frame keeps its 16:10 ratio");
    for (const box of await page.locator("[data-carousel-indicator]").evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().toJSON())))
      assert.ok(box.width >= MIN_TARGET_PX && box.height >= MIN_TARGET_PX, `indicator is ${box.width}x${box.height} px on a desktop too`);
    assert.deepEqual(errors, []);
  });

  test("every phone variant's smallest text renders at 11 px or more at 390 px, and keeps the desktop one's title", async (t) => {
    const { page } = await open(t, { viewport: PHONE });
    const images = await carouselImages(page);
    assert.equal(images.length, 3);
    for (const img of images) {
      const phone = svgText(path.join(site.outDir, img.currentSrc));
      const desktop = svgText(path.join(site.outDir, img.src));
      const name = path.basename(img.currentSrc);
      assert.match(name, /-phone\.svg$/);
      assert.ok(phone.textCount > 0, `${name} has text`);
      assert.equal(phone.unsized, 0, `every <text> of ${name} sets its font-size`);
      assert.equal(phone.cssSizes, false, `${name} sizes its text with attributes only`);
      const smallest = Math.min(...phone.sizes);
      const rendered = (smallest * img.width) / phone.viewBox[2]!;
      assert.ok(
        rendered >= MIN_TEXT_PX,
        `${name}: font-size ${smallest} in a ${phone.viewBox[2]} wide viewBox drawn ${img.width} px wide is ${rendered.toFixed(2)} px`,
      );
      assert.match(phone.root, /\brole="img"/, `${name} has role="img"`);
      const label = (svg: string) => /\baria-label="([^"]*)"/.exec(svg)?.[1];
      const title = (svg: string) => /<title>([^<]*)<\/title>/.exec(svg)?.[1];
      assert.ok(label(phone.root), `${name} has an aria-label`);
      assert.equal(label(phone.root), label(desktop.root), `${name} has the desktop illustration's aria-label`);
      assert.equal(title(phone.svg), title(desktop.svg), `${name} has the desktop illustration's <title>`);
    }
  });
});
