// /try's Output panel in Chromium under `docsgen serve` with the pinned compilers: programs compile and run on
// v8 and v12 (console lines and uncaught errors shown), an endless loop is stopped while the page stays usable,
// React examples render in the panel, the frame is sandboxed with no same-origin and no network, a v9 manual
// page's Playground link opens the v9 compiler and a React docs page's its compiler and JSX version. Without a
// runtime (the static site's compiler bundle) the panel says so and keeps its height.
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { test, type TestContext } from "node:test";
import LZString from "lz-string";
import type { Page } from "playwright-core";
import { describeInChromium, type SiteInChromium } from "./support/describeInChromium.ts";
import { servePlaygroundSite } from "./support/servePlaygroundSite.ts";

/** Opens /try with `code` (and `?version=`), waits for the first compile, and opens the Output tab. */
async function openRun(site: SiteInChromium, t: TestContext, code: string, version?: string, viewport?: { width: number; height: number }) {
  const query = `code=${LZString.compressToEncodedURIComponent(code)}${version ? `&version=${version}` : ""}`;
  const opened = await site.open(t, `/try?${query}`, viewport ? { viewport } : {});
  const { page } = opened;
  await page.waitForFunction(() => ["success", "errors"].includes(document.querySelector("[data-playground]")?.getAttribute("data-state") ?? ""), null);
  await page.click("#playground-tab-output");
  return opened;
}

const runState = (page: Page) => page.getAttribute("[data-playground-run-status]", "data-run-state");
const runStatus = async (page: Page) => (await page.textContent("[data-playground-run-status]"))?.trim() ?? "";
/** The panel's note in place of the console (why nothing runs). */
const runNote = async (page: Page) => (await page.textContent(".playground__console .playground__run-note"))?.trim() ?? "";
const settled = (page: Page) =>
  page.waitForFunction(() => ["finished", "stopped"].includes(document.querySelector("[data-playground-run-status]")?.getAttribute("data-run-state") ?? ""));
/** The console lines as `level: text`. */
const linesOf = (page: Page) =>
  page.$$eval(".playground__console .playground__line", (items) =>
    items.map((li) => `${/playground__line--(\w+)/.exec(li.className)?.[1]}: ${li.textContent}`),
  );
/** Waits until the console has `count` lines. */
const lineCount = (page: Page, count: number) =>
  page.waitForFunction((n) => document.querySelectorAll(".playground__console .playground__line").length >= n, count);

describeInChromium("playground Output panel under docsgen serve (Chromium)", { serve: servePlaygroundSite }, (site) => {
  test("v12: a program compiles and runs; its console lines show in the Output panel, values written readably", async (t) => {
    const code = [
      'Console.log("hello from v12")',
      "Console.log([1, 2, 3]->Array.map(x => x * 2))",
      'Console.log2("record", {"a": 1, "b": "x"})',
      "Console.warn(Some(3))",
      "Console.error(list{1, 2})",
      'Console.log(Dict.fromArray([("k", [1.5])]))',
    ].join("\n");
    const { page } = await openRun(site, t, code);
    await settled(page);
    assert.equal(await page.textContent("[data-playground-compile-status]"), "Compiled with v12.0.2");
    assert.equal(await runState(page), "finished");
    assert.match(await runStatus(page), /^Ran in \d+ ms$/);
    assert.deepEqual(await linesOf(page), [
      "log: hello from v12",
      "log: [2, 4, 6]",
      'log: record {a: 1, b: "x"}',
      "warn: 3",
      "error: {hd: 1, tl: {hd: 2, tl: 0}}",
      "log: {k: [1.5]}",
    ]);
    assert.equal(await page.getAttribute("#playground-tab-output", "aria-selected"), "true");
    assert.equal(await page.isHidden("[data-playground-run-page]"), true, "a console program shows no page");
  });

  test("v8: ?version=v8.0.0 compiles with v8.4.2 and the program runs with its runtime (bs-platform)", async (t) => {
    const { page } = await openRun(site, t, 'Js.log("hello from v8")\nJs.log(Belt.List.fromArray([1, 2]))\nJs.log(Js.Array.map(x => x + 1, [1, 2]))', "v8.0.0");
    await settled(page);
    assert.equal(await page.inputValue("[data-playground-version]"), "v8.4.2");
    assert.equal(await page.textContent("[data-playground-compile-status]"), "Compiled with v8.4.2");
    assert.equal(await runState(page), "finished");
    assert.deepEqual(await linesOf(page), ["log: hello from v8", "log: {hd: 1, tl: {hd: 2, tl: 0}}", "log: [2, 3]"]);
  });

  test("an uncaught exception and a rejected promise show as error lines; the lines before them stay", async (t) => {
    const code = ['Console.log("before")', 'let _ = Promise.reject(Failure("later"))', 'let _ = JsError.throwWithMessage("boom")', 'Console.log("never")'].join(
      "\n",
    );
    const { page } = await openRun(site, t, code);
    await lineCount(page, 3);
    assert.deepEqual(await linesOf(page), ["log: before", "error: Uncaught Error: boom", 'error: Uncaught (in promise) Failure("later")']);
    assert.equal(await runState(page), "finished");
  });

  test("an endless loop is stopped after 3 s while the page stays usable; the next compile runs again", async (t) => {
    const { page } = await openRun(site, t, 'Console.log("looping")\nlet n = ref(0)\nwhile true {\n  n := n.contents + 1\n}');
    await lineCount(page, 1);
    assert.equal(await runState(page), "running");
    // While the frame spins, the page answers: its own timers run and its controls work (were the frame on the
    // page's thread, neither would happen, nor would the page's 3 s stop ever fire). How soon it answers is a
    // benchmark's business: on a machine slow enough to answer after the 3 s limit the program is "stopped" by then.
    const stateAtTimer = await page.evaluate(
      () =>
        new Promise<string | null>((resolve) =>
          setTimeout(() => resolve(document.querySelector("[data-playground-run-status]")?.getAttribute("data-run-state") ?? null), 50),
        ),
    );
    assert.ok(stateAtTimer === "running" || stateAtTimer === "stopped", `the page's timer fired while the program was ${stateAtTimer}`);
    await page.click(".playground__settings summary");
    assert.equal(await page.isVisible("[data-playground-warn]"), true, "the settings opened");
    await page.click(".playground__settings summary");
    await settled(page);
    assert.equal(await runStatus(page), "Stopped after 3 s (an endless loop?)");
    assert.equal(await runState(page), "stopped");
    assert.deepEqual(await linesOf(page), ["log: looping"]);
    assert.equal(await page.locator("iframe").count(), 0, "the frame was removed");
    assert.equal(page.frames().length, 1);
    // A new compile runs the new program.
    await page.click(".cm-content");
    await page.keyboard.press("Control+A");
    await page.keyboard.insertText('Console.log("again")');
    await page.waitForFunction(() => document.querySelector(".playground__console .playground__line")?.textContent === "again");
    await settled(page);
    assert.equal(await runState(page), "finished");
  });

  test("a new compile stops the running program at once and runs the new one", async (t) => {
    // A program that runs for ever but keeps answering (a timer), so that only the new compile can stop it: the 3 s
    // limit, which stops programs that stop answering, never comes into it however slow the machine.
    const { page } = await openRun(site, t, 'Console.log("first")\nlet _ = setInterval(() => Console.log("tick"), 20)');
    // Its top level has finished; its timer goes on logging in the live frame.
    await lineCount(page, 3);
    const frame = await page.$("[data-playground-run-page] iframe");
    // Every run state shown from now on, as the reader would see it change.
    await page.evaluate(() => {
      const status = document.querySelector("[data-playground-run-status]")!;
      const seen: string[] = [];
      (window as { __runStates?: string[] }).__runStates = seen;
      new MutationObserver(() => seen.push(status.getAttribute("data-run-state") ?? "")).observe(status, {
        attributes: true,
        attributeFilter: ["data-run-state"],
      });
    });
    await page.click(".cm-content");
    await page.keyboard.press("Control+A");
    await page.keyboard.insertText('Console.log("second")');
    await page.waitForFunction(() => document.querySelector(".playground__console .playground__line")?.textContent === "second");
    await settled(page);
    assert.equal(await runState(page), "finished");
    assert.deepEqual(await linesOf(page), ["log: second"]);
    assert.ok(
      !(await page.evaluate(() => (window as { __runStates?: string[] }).__runStates ?? [])).includes("stopped"),
      "replaced, never stopped by the limit",
    );
    assert.equal(await frame?.evaluate((f) => f.isConnected), false, "the running frame was removed");
    assert.equal(await page.locator("iframe").count(), 1);
  });

  test("a loop started after the program finished (a timer) is stopped too", async (t) => {
    const { page } = await openRun(
      site,
      t,
      'Console.log("done")\nlet _ = setTimeout(() => {\n  let n = ref(0)\n  while true {\n    n := n.contents + 1\n  }\n}, 300)',
    );
    await page.waitForFunction(() => document.querySelector("[data-playground-run-status]")?.getAttribute("data-run-state") === "finished");
    await page.waitForFunction(() => document.querySelector("[data-playground-run-status]")?.getAttribute("data-run-state") === "stopped");
    assert.equal(await runStatus(page), "Stopped: no answer for 3 s (an endless loop?)");
    assert.deepEqual(await linesOf(page), ["log: done"]);
  });

  test("a React example renders in the panel and reacts to clicks; a module with only a component renders it", async (t) => {
    const code = [
      "module App = {",
      "  @react.component",
      "  let make = () => {",
      "    let (count, setCount) = React.useState(() => 0)",
      "    <button onClick={_ => setCount(c => c + 1)}> {React.string(`Clicked ${Int.toString(count)} times`)} </button>",
      "  }",
      "}",
      "",
      'switch ReactDOM.querySelector("#root") {',
      "| Some(domElement) =>",
      "  let root = ReactDOM.Client.createRoot(domElement)",
      "  root->ReactDOM.Client.Root.render(<App />)",
      "| None => Console.error(\"No element with id 'root' found in the page\")",
      "}",
    ].join("\n");
    const { page } = await openRun(site, t, code);
    // Layout shifts while the program runs and renders: none.
    await page.evaluate(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: "layout-shift" });
    });
    await settled(page);
    assert.equal(await page.getAttribute("[data-playground-run-page] iframe", "sandbox"), "allow-scripts");
    const frame = page.frameLocator("[data-playground-run-page] iframe");
    assert.equal(await frame.locator("#root button").textContent(), "Clicked 0 times");
    await frame.locator("#root button").click();
    await frame.locator("#root button", { hasText: "Clicked 1 times" }).waitFor();
    assert.equal(await page.isVisible("[data-playground-run-page]"), true);
    assert.deepEqual(await linesOf(page), []);
    assert.equal(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), 0);

    const only = await openRun(site, t, '@react.component\nlet make = () => <p className="greeting"> {React.string("Only a component")} </p>');
    await settled(only.page);
    const onlyFrame = only.page.frameLocator("[data-playground-run-page] iframe");
    assert.equal(await onlyFrame.locator("#root p.greeting").textContent(), "Only a component");
  });

  test("the frame is sandboxed without allow-same-origin: no access to the page, and no network (a fetch fails)", async (t) => {
    let hits = 0;
    const target = http.createServer((_req, res) => {
      hits++;
      res.writeHead(200, { "access-control-allow-origin": "*" });
      res.end("reached");
    });
    await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
    t.after(() => new Promise<void>((resolve) => target.close(() => resolve())));
    const url = `http://127.0.0.1:${(target.address() as AddressInfo).port}/hit`;
    const code = [
      '@val external fetch: string => promise<unknown> = "fetch"',
      `let _ = fetch("${url}")`,
      'let parentTitle: string = %raw("(() => { try { return parent.document.title } catch (e) { return e.name } })()")',
      'Console.log2("parent:", parentTitle)',
      'Console.log2("origin:", %raw("window.origin"))',
      'Console.log2("cookie:", %raw("(() => { try { return document.cookie } catch (e) { return e.name } })()"))',
    ].join("\n");
    const { page } = await openRun(site, t, code);
    await lineCount(page, 4);
    assert.equal(await page.getAttribute("[data-playground-run-page] iframe", "sandbox"), "allow-scripts");
    assert.deepEqual(await linesOf(page), [
      "log: parent: SecurityError",
      "log: origin: null",
      "log: cookie: SecurityError",
      "error: Uncaught (in promise) TypeError: Failed to fetch",
    ]);
    assert.equal(hits, 0, "no request reached the server");
  });

  test("a v9 manual page's Playground link opens /try with the v9 compiler, which runs the example", async (t) => {
    const { page } = await site.open(t, "/docs/manual/v9.0.0/introduction");
    const href = (await page.getAttribute(".code-block__play", "href")) ?? "";
    assert.match(href, /^\/try\?code=[^&]+&version=v9\.0\.0$/);
    await page.click(".code-block__play");
    await page.waitForFunction(() => document.querySelector("[data-playground]")?.getAttribute("data-state") === "success");
    assert.equal(new URL(page.url()).searchParams.get("version"), "v9.1.4", "the shared URL names the compiler");
    assert.equal(await page.inputValue("[data-playground-version]"), "v9.1.4");
    assert.equal(await page.$eval("[data-playground-version]", (s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent), "v8.2 - v9.0 (v9.1.4)");
    assert.equal(await page.textContent("[data-playground-compile-status]"), "Compiled with v9.1.4");
    await page.click("#playground-tab-output");
    await settled(page);
    assert.deepEqual(await linesOf(page), ["log: hello from v9"]);
  });

  test("a React docs page's Playground link opens /try with the compiler of its examples (the default toolchain's); it renders", async (t) => {
    const { page } = await site.open(t, "/docs/react/latest/introduction");
    assert.match((await page.getAttribute(".code-block__play", "href")) ?? "", /^\/try\?code=[^&]+&version=v12\.0\.0$/);
    await page.click(".code-block__play");
    await page.waitForFunction(() => document.querySelector("[data-playground]")?.getAttribute("data-state") === "success");
    assert.equal(await page.inputValue("[data-playground-version]"), "v12.0.2");
    assert.equal(await page.inputValue("[data-playground-jsx]"), "4");
    await page.click("#playground-tab-output");
    await settled(page);
    assert.equal(await page.frameLocator("[data-playground-run-page] iframe").locator("#root p").textContent(), "hi");
  });

  test("a program whose imports the playground cannot load says so in the panel", async (t) => {
    const { page } = await openRun(
      site,
      t,
      '@module("fs") external readFileSync: string => string = "readFileSync"\nConsole.log(readFileSync("/etc/hostname"))',
    );
    await page.waitForFunction(() => document.querySelector("[data-playground-run-status]")?.textContent === "Cannot run this program");
    assert.equal(await runNote(page), "This program cannot run here: the playground cannot run a program that imports fs.");
    assert.equal(await page.locator("iframe").count(), 0);
  });

  test("without a runtime (the static site's compiler bundle) the panel says running needs one, at the same height", async (t) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { page } = await site.open(t, "/try", { viewport, compilerBundle: "double" });
      // The static page: the same /try without the dev server's announcement, so it loads the compiler bundle.
      await page.route("**/try", async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace(/<meta name="docsgen-compile"[^>]*>/, "") });
      });
      await page.reload({ waitUntil: "load" });
      await page.waitForFunction(() => document.querySelector("[data-playground]")?.getAttribute("data-state") === "success");
      const height = () => page.$eval(".playground__output", (e) => Math.round(e.getBoundingClientRect().height));
      const before = await height();
      await page.click("#playground-tab-output");
      assert.equal(await runStatus(page), "Running is not available");
      assert.equal(await runNote(page), "Running the program needs the dev server (docsgen serve) or a reachable runtime; this page has neither.");
      assert.equal(await page.isVisible(".playground__run-note"), true);
      assert.equal(await page.isDisabled("[data-playground-run-again]"), true);
      assert.equal(await height(), before);
      assert.equal(before, 420);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), viewport.width, "nothing sticks out sideways");
    }
  });
});
