// Small things a reader notices (issue 23, point 5) in Chromium against the built site: code marks in data
// render as code, blog bylines never leave a stray separator when they wrap, logos are sized before they load.
import assert from "node:assert/strict";
import { test } from "node:test";
import { describeInChromium } from "./support/describeInChromium.ts";

const PHONE = { width: 390, height: 844 };

describeInChromium("reader details (Chromium)", { concurrency: 2 }, (site) => {
  const { open } = site;

  test("code marked with backticks in the data files shows as code, never as literal backticks", async (t) => {
    for (const route of ["/", "/packages"]) {
      const { page, errors } = await open(t, route);
      // Prose only: code examples hold template literals, whose backticks are code.
      const text = await page.evaluate(() => {
        const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
        const parts: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (!node.parentElement!.closest("pre, code, textarea")) parts.push(node.textContent!);
        return parts.join("");
      });
      assert.equal(text.includes("`"), false, `${route}: ${text.slice(Math.max(0, text.indexOf("`") - 60), text.indexOf("`") + 60)}`);
      assert.deepEqual(errors, [], route);
    }
    const { page } = await open(t, "/");
    assert.equal(await page.locator(".resource-card__text code", { hasText: "npm create rescript-app@latest" }).count(), 1);
    const packages = (await open(t, "/packages")).page;
    assert.ok((await packages.locator(".package__description code", { hasText: "rescript" }).count()) >= 2);
  });

  test("a byline that wraps under its date leaves no separator dot at a line's end or start", async (t) => {
    const { page, errors } = await open(t, "/blog", { viewport: PHONE });
    const metas = await page.$$eval(".post-meta", (list) =>
      list.map((meta) => {
        const date = meta.querySelector("time")!.getBoundingClientRect();
        const authors = meta.querySelector(".post-authors")!;
        const box = authors.getBoundingClientRect();
        const dot = getComputedStyle(authors, "::before");
        const left = box.left + Number.parseFloat(dot.left);
        return {
          wrapped: box.top >= date.bottom - 1,
          // The dot's box against the meta's clip (inset left 0) and the date's right edge.
          dotLeft: left,
          dotRight: left + Number.parseFloat(dot.width),
          metaLeft: meta.getBoundingClientRect().left,
          dateRight: date.right,
          clip: getComputedStyle(meta).clipPath,
          content: dot.content,
        };
      }),
    );
    assert.ok(metas.length > 5);
    assert.ok(
      metas.some((m) => m.wrapped),
      "some byline wraps at 390 px",
    );
    for (const m of metas) {
      assert.equal(m.clip, "inset(-4px -4px -4px 0px)");
      assert.match(m.content, /^"·"/);
      if (m.wrapped) assert.ok(m.dotRight <= m.metaLeft, `a wrapped byline's dot is clipped: ${JSON.stringify(m)}`);
      else assert.ok(m.dotLeft >= m.dateRight && m.dotRight > m.metaLeft, `a byline beside its date shows its dot: ${JSON.stringify(m)}`);
    }
    const wide = await open(t, "/blog");
    const sameLine = await wide.page.$eval(
      ".post-card:nth-of-type(2) .post-meta",
      (meta) => meta.querySelector(".post-authors")!.getBoundingClientRect().top < meta.querySelector("time")!.getBoundingClientRect().bottom,
    );
    assert.equal(sameLine, true, "at 1280 px the byline stays beside its date");
    assert.deepEqual(errors, []);
  });

  test("every logo of the wall has width and height attributes in its own proportions", async (t) => {
    const { page, errors } = await open(t, "/");
    await page.locator(".trusted__wall").scrollIntoViewIfNeeded();
    await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>(".trusted__wall img")).every((i) => i.complete));
    const logos = await page.$$eval(".trusted__wall img", (images) =>
      (images as HTMLImageElement[]).map((i) => ({
        src: i.getAttribute("src"),
        width: i.getAttribute("width"),
        height: i.getAttribute("height"),
        natural: i.naturalWidth / i.naturalHeight,
      })),
    );
    assert.equal(logos.length, 37);
    for (const logo of logos) {
      assert.equal(logo.height, "40", logo.src!);
      assert.ok(logo.width !== null && Math.abs(Number(logo.width) / 40 - logo.natural) < 0.03, `${logo.src}: ${logo.width}x40 for ${logo.natural}`);
    }
    assert.deepEqual(errors, []);
  });
});
