import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { bodyOf, materializeOutput, once, type SiteOutput } from "../../../src/output/SiteOutput.ts";

describe("SiteOutput", () => {
  test("once runs its maker on the first call only and returns the same value after", () => {
    let calls = 0;
    const value = once(() => ({ n: ++calls }));
    const first = value();
    assert.equal(value(), first);
    assert.deepEqual(first, { n: 1 });
    assert.equal(calls, 1);
  });

  test("bodyOf renders a renderer and passes content through", () => {
    const bytes = new Uint8Array([1, 2]);
    assert.equal(bodyOf("<p>x</p>"), "<p>x</p>");
    assert.equal(bodyOf(bytes), bytes);
    assert.equal(
      bodyOf(() => "<html></html>"),
      "<html></html>",
    );
  });

  test("materializeOutput renders every page and adds the late files after the others", async () => {
    let renders = 0;
    const output: SiteOutput = {
      files: new Map<string, string | (() => string)>([
        ["/sitemap.xml", "<urlset/>"],
        [
          "/index.html",
          () => {
            renders++;
            return "<html>home</html>";
          },
        ],
      ]),
      fingerprints: new Map([["/index.html", { key: "k", cssFreeKey: "k" }]]),
      css: ["/assets/site-A.css"],
      late: async () => new Map([["/search/manifest.json", "{}"]]),
    };
    assert.equal(renders, 0, "nothing renders before it is asked for");
    assert.deepEqual(
      [...(await materializeOutput(output))],
      [
        ["/sitemap.xml", "<urlset/>"],
        ["/index.html", "<html>home</html>"],
        ["/search/manifest.json", "{}"],
      ],
    );
    assert.equal(renders, 1);
  });
});
