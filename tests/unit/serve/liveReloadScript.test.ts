import { describe, test } from "node:test";
import assert from "node:assert/strict";
import vm from "node:vm";
import { liveReloadScript } from "../../../src/serve/liveReloadScript.ts";

const TOKEN = "0123456789abcdef0123456789abcdef";

/** A fake element: records attributes and text; assigning HTML throws, so any use of it fails the test. */
class FakeElement {
  id = "";
  textContent = "";
  removed = false;
  readonly attributes = new Map<string, string>();
  readonly style = { cssText: "" };
  constructor(
    private readonly page: FakePage,
    public href = "",
  ) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  remove() {
    this.removed = true;
    this.page.elements.delete(this);
  }
  set innerHTML(_html: string) {
    throw new Error("the live-reload script assigned innerHTML");
  }
  set outerHTML(_html: string) {
    throw new Error("the live-reload script assigned outerHTML");
  }
  insertAdjacentHTML() {
    throw new Error("the live-reload script called insertAdjacentHTML");
  }
}

/** Just enough of a browser page to run the live-reload script in a VM context. */
class FakePage {
  readonly elements = new Set<FakeElement>();
  readonly links: FakeElement[] = [];
  readonly storage = new Map<string, string>();
  readonly loadListeners: Array<() => void> = [];
  readonly scrolls: Array<[number, number]> = [];
  reloads = 0;
  source?: { url: string; onmessage?: (e: { data: string }) => void };

  constructor(
    readonly pathname: string,
    storage: Record<string, string> = {},
  ) {
    for (const [k, v] of Object.entries(storage)) this.storage.set(k, v);
  }

  run(script: string): void {
    const page = this;
    const body = { appendChild: (el: FakeElement) => page.elements.add(el) };
    const context = {
      location: { pathname: this.pathname, reload: () => page.reloads++ },
      scrollY: 420,
      scrollTo: (x: number, y: number) => page.scrolls.push([x, y]),
      addEventListener: (type: string, fn: () => void) => {
        if (type === "load") page.loadListeners.push(fn);
      },
      sessionStorage: {
        getItem: (k: string) => page.storage.get(k) ?? null,
        setItem: (k: string, v: string) => page.storage.set(k, String(v)),
        removeItem: (k: string) => page.storage.delete(k),
      },
      document: {
        body,
        createElement: () => new FakeElement(page),
        getElementById: (id: string) => [...page.elements].find((e) => e.id === id) ?? null,
        querySelectorAll: (selector: string) => (selector === 'link[rel="stylesheet"]' ? page.links : []),
        write: () => {
          throw new Error("the live-reload script called document.write");
        },
      },
      EventSource: class {
        onmessage?: (e: { data: string }) => void;
        constructor(readonly url: string) {
          page.source = this;
        }
      },
      URL,
      Number,
      String,
      JSON,
    };
    vm.runInNewContext(script, context);
  }

  send(message: unknown): void {
    this.source?.onmessage?.({ data: typeof message === "string" ? message : JSON.stringify(message) });
  }

  overlay(): FakeElement | undefined {
    return [...this.elements].find((e) => e.id === "docsgen-error-overlay");
  }
}

function open(pathname: string, storage: Record<string, string> = {}): FakePage {
  const page = new FakePage(pathname, storage);
  page.run(liveReloadScript(TOKEN));
  return page;
}

describe("liveReloadScript: what it is made of", () => {
  test("refuses a token that is not lower-case hex", () => {
    for (const bad of ["", "ABCDEF", 'abc"+alert(1)+"', "abc</script>", "abc\n", "abc def", "abc?x=1", "g00d"]) {
      assert.throws(() => liveReloadScript(bad), { message: "internal: live-reload token must be hex" }, JSON.stringify(bad));
    }
  });

  test("the token is its only variable part: nothing from a request can reach it", () => {
    assert.equal(liveReloadScript.length, 1);
    const a = liveReloadScript("aaaa");
    const b = liveReloadScript("bbbb");
    assert.equal(a.split("aaaa").length, 2);
    assert.equal(a.replace("aaaa", "bbbb"), b);
  });

  test("connects to the events endpoint with the token", () => {
    assert.equal(open("/docs/x/").source?.url, `/__docsgen/events?token=${TOKEN}`);
  });

  test("writes error text only through textContent, never as HTML", () => {
    const script = liveReloadScript(TOKEN);
    assert.match(script, /\.textContent = /);
    assert.doesNotMatch(script, /innerHTML|outerHTML|insertAdjacentHTML|document\.write|createContextualFragment|DOMParser/);
  });
});

describe("liveReloadScript: behaviour in a page", () => {
  test("an errors message shows the text verbatim in an overlay; ok removes it", () => {
    const page = open("/docs/x/");
    const hostile = 'content/x.mdx:2:1 - error sidebar/unknown-page: sidebar lists "<img src=x onerror=window.__x=1>"';
    page.send({ type: "errors", lines: [hostile, "second </script><script>alert(1)</script>"] });
    const box = page.overlay();
    assert.ok(box, "an overlay element was added");
    assert.equal(box.attributes.get("role"), "alert");
    assert.equal(
      box.textContent,
      `docsgen: the last change did not build; still showing the previous build.\n\n${hostile}\nsecond </script><script>alert(1)</script>`,
    );
    page.send({ type: "errors", lines: ["only one now"] });
    assert.equal([...page.elements].length, 1, "a second errors message reuses the overlay");
    assert.equal(page.overlay()?.textContent, "docsgen: the last change did not build; still showing the previous build.\n\nonly one now");
    page.send({ type: "ok" });
    assert.equal(page.overlay(), undefined);
    assert.equal(box.removed, true);
    assert.equal(page.reloads, 0);
  });

  test("a css message swaps matching stylesheets in place (dropping their integrity) and does not reload", () => {
    const page = new FakePage("/docs/x/");
    const site = new FakeElement(page, "http://127.0.0.1:3000/assets/site-A.css");
    site.setAttribute("integrity", "sha384-x");
    const other = new FakeElement(page, "http://127.0.0.1:3000/fonts.css");
    page.links.push(site, other);
    page.run(liveReloadScript(TOKEN));
    page.send({ type: "css", from: ["/assets/site-A.css"], to: ["/assets/site-B.css"] });
    assert.equal(site.href, "/assets/site-B.css");
    assert.equal(site.attributes.has("integrity"), false);
    assert.equal(other.href, "http://127.0.0.1:3000/fonts.css");
    assert.equal(page.reloads, 0);
  });

  test("a reload naming this page saves the scroll position and reloads", () => {
    const page = open("/docs/x/");
    page.send({ type: "reload", routes: ["/docs/other"], all: false });
    assert.equal(page.reloads, 0);
    page.send({ type: "reload", routes: ["/docs/other", "/docs/x"], all: false });
    assert.equal(page.reloads, 1);
    assert.equal(page.storage.get("docsgen:scroll:/docs/x"), "420");
  });

  test("a reload of all pages reloads any page", () => {
    const page = open("/about");
    page.send({ type: "reload", routes: [], all: true });
    assert.equal(page.reloads, 1);
  });

  test("the home page is / whether opened as / or /index.html", () => {
    for (const pathname of ["/", "/index.html"]) {
      const page = open(pathname);
      page.send({ type: "reload", routes: ["/"], all: false });
      assert.equal(page.reloads, 1, pathname);
    }
  });

  test("after the reload, the saved scroll position is restored once, on load", () => {
    const page = open("/docs/x", { "docsgen:scroll:/docs/x": "420" });
    assert.equal(page.storage.has("docsgen:scroll:/docs/x"), false);
    assert.equal(page.loadListeners.length, 1);
    page.loadListeners[0]!();
    assert.deepEqual(page.scrolls, [[0, 420]]);
    assert.equal(open("/docs/x").loadListeners.length, 0);
  });

  test("a page with a non-ASCII route reloads when its route changes", () => {
    const page = open("/caf%C3%A9");
    page.send({ type: "reload", routes: ["/café"], all: false });
    assert.equal(page.reloads, 1);
  });

  test("garbage on the channel is ignored", () => {
    const page = open("/docs/x");
    page.send("not json <script>");
    page.send({ type: "unknown" });
    assert.equal(page.reloads, 0);
    assert.equal(page.overlay(), undefined);
  });
});
