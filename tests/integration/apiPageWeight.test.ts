// The API pages of the built site after the weight and correctness fixes: the largest page (v12 Stdlib Array) under
// a byte and element budget, no heading per "Examples", no placeholder for items without docs, the legacy modules'
// own doc comment as their intro, and the sidebar marking each item's kind.
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { before, describe, test } from "node:test";
import { builtSite } from "../support/builtSite.ts";

/**
 * Budgets of the v12 Stdlib Array page, from its measure after the fix (was 271,000 bytes and 5,830 elements; 245,738
 * and 5,440 after it), plus its 91 examples' Playground links (about 85 bytes and one element each: the browser adds
 * their code, see client/initPlayLinks.ts).
 */
const ARRAY_BYTES = 255_000;
const ARRAY_ELEMENTS = 5_550;

let out = "";

before(async () => {
  out = await builtSite();
});

const read = (route: string) => readFileSync(path.join(out, route, "index.html"), "utf8");
const mainOf = (html: string) => /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
const tocOf = (html: string) => /<ul class="sidebar__toc">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";

/** Every API page's route. */
function apiRoutes(): string[] {
  const routes: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) visit(path.join(dir, entry.name));
      else if (entry.name === "index.html") routes.push(`/${path.relative(out, dir)}`);
    }
  };
  for (const version of readdirSync(path.join(out, "docs", "manual"))) {
    const api = path.join(out, "docs", "manual", version, "api");
    if (/^v\d/.test(version) && existsSync(api)) visit(api);
  }
  return routes.sort();
}

describe("API pages: weight", () => {
  test(`the v12 Stdlib Array page is at most ${ARRAY_BYTES} bytes and ${ARRAY_ELEMENTS} elements`, () => {
    const html = read("/docs/manual/v12.0.0/api/stdlib/array");
    const bytes = Buffer.byteLength(html);
    const elements = html.match(/<[a-z][a-z0-9-]*[\s>/]/g)?.length ?? 0;
    assert.ok(bytes <= ARRAY_BYTES, `${bytes} bytes`);
    assert.ok(elements <= ARRAY_ELEMENTS, `${elements} elements`);
  });

  test("no API page has a heading per Examples: they are labels, and each item's signature is bare code", () => {
    const routes = apiRoutes();
    assert.ok(routes.length > 500, `${routes.length} API pages`);
    // An item's headings (indented in many upstream docstrings) never become headings of the page.
    const withExampleItems = routes.filter((r) => /<h2 id="examples(-\d+)?">/.test(read(r)));
    assert.deepEqual(withExampleItems, []);
    for (const route of ["/docs/manual/v12.0.0/api/stdlib/array", "/docs/manual/v11.0.0/api/core/array", "/docs/manual/v11.0.0/api/core/math/int"]) {
      assert.equal(/\bid="examples/.test(read(route)), false, route);
    }
    const array = mainOf(read("/docs/manual/v12.0.0/api/stdlib/array"));
    assert.ok((array.match(/<p><strong>Examples<\/strong><\/p>/g)?.length ?? 0) > 80, "the Examples labels");
    const items = array.match(/<h2 id="[^"]+">/g)?.length ?? 0;
    assert.equal(array.match(/<pre class="code-signature" tabindex="0">/g)?.length, items, "one bare signature per item");
  });
});

describe("API pages: content", () => {
  test("no item shows a placeholder for missing docs (v8 Js.Array had 60 *value*, v12 arrayLike *type*)", () => {
    const withPlaceholder = apiRoutes().filter((r) => /<p><em>(value|type|module type)<\/em><\/p>/.test(read(r)));
    assert.deepEqual(withPlaceholder, []);
    const arrayLike = /<h2 id="arraylike">[\s\S]*?<\/pre>\n([\s\S]*?)<div class="md-heading">/.exec(mainOf(read("/docs/manual/v12.0.0/api/stdlib/array")));
    assert.ok(arrayLike, "the arrayLike item");
    assert.ok(!arrayLike[1]!.includes("<em>type</em>"), arrayLike[1]);
  });

  test("a legacy module opens with its own doc comment, never the licence header", () => {
    const main = mainOf(read("/docs/manual/v8.0.0/api/js/array"));
    assert.match(main, /<h1 id="jsarray">Js\.Array<\/h1>\n<p>JavaScript Array API<\/p>/);
    const licensed = apiRoutes().filter((r) => /work that uses the Library|GNU Lesser General Public License/.test(read(r)));
    assert.deepEqual(licensed, []);
  });

  test("the sidebar marks each item as a type or a value, and deprecated items, with words for screen readers", () => {
    const toc = tocOf(read("/docs/manual/v12.0.0/api/stdlib/array"));
    assert.ok(
      toc.includes(
        '<a href="#arraylike"><span class="sidebar__mark sidebar__mark--t" aria-hidden="true">t</span><span class="visually-hidden">type </span>arrayLike</a>',
      ),
    );
    assert.ok(
      toc.includes('<a href="#map"><span class="sidebar__mark sidebar__mark--v" aria-hidden="true">v</span><span class="visually-hidden">value </span>map</a>'),
    );
    const entries = toc.match(/<li>/g)?.length ?? 0;
    assert.equal(toc.match(/class="sidebar__mark /g)?.length, entries, "every item is marked");
    const deprecated = apiRoutes().filter((r) => tocOf(read(r)).includes('<span class="sidebar__deprecated">deprecated</span>'));
    assert.ok(deprecated.length > 0, "some items are deprecated");
  });
});
