// A docs page's HTML as a chapter of its version's printable page: ids prefixed with the chapter's anchor, every
// reference to them too, links to other chapters made in-page, any other link left leading where it led.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { type ChapterPlace, rewriteChapterHtml, rewriteLink } from "../../../src/render/rewriteChapterHtml.ts";

const V11 = "/docs/manual/v11.0.0";
const PLACE: ChapterPlace = {
  route: `${V11}/object`,
  anchor: "object",
  anchors: new Map([
    [`${V11}/record`, "record"],
    [`${V11}/object`, "object"],
    ["/docs/manual/latest/record", "record"],
  ]),
};

describe("rewriteChapterHtml", () => {
  test("every id gets the chapter's anchor and --, and so do the ids the code tabs' ARIA attributes and labels name", () => {
    const html =
      '<div class="code-tabs__list" role="tablist">' +
      '<button type="button" role="tab" id="codetab-1-tab-0" aria-controls="codetab-1-panel-0">ReScript</button></div>' +
      '<div role="tabpanel" id="codetab-1-panel-0" aria-labelledby="codetab-1-tab-0 note"><label for="x">X</label></div>' +
      '<table><tr><th id="h">H</th><td headers="h">1</td></tr></table>';
    assert.equal(
      rewriteChapterHtml(html, PLACE),
      '<div class="code-tabs__list" role="tablist"><button type="button" role="tab" id="object--codetab-1-tab-0" aria-controls="object--codetab-1-panel-0">' +
        'ReScript</button></div><div role="tabpanel" id="object--codetab-1-panel-0" aria-labelledby="object--codetab-1-tab-0 object--note">' +
        '<label for="object--x">X</label></div><table><tr><th id="object--h">H</th><td headers="object--h">1</td></tr></table>',
    );
  });

  test("each heading goes a level down under the page's title (h6 stays h6); its id and permalink follow the chapter", () => {
    const html =
      '<h1 id="object">Object</h1>\n<div class="md-heading">\n<h2 id="type-declaration">Type Declaration</h2>\n' +
      '<a class="header-anchor" href="#type-declaration" aria-label="Permalink: Type Declaration">#</a></div>\n<h3 id="a">A</h3><h6 id="z">Z</h6>' +
      "<header><hr></header>";
    assert.equal(
      rewriteChapterHtml(html, PLACE),
      '<h2 id="object--object">Object</h2>\n<div class="md-heading">\n<h3 id="object--type-declaration">Type Declaration</h3>\n' +
        '<a class="header-anchor" href="#object--type-declaration" aria-label="Permalink: Type Declaration">#</a></div>\n' +
        '<h4 id="object--a">A</h4><h6 id="object--z">Z</h6><header><hr></header>',
    );
  });

  test("a link to another chapter (through an alias of the version too) leads to its place on the page, with its anchor prefixed", () => {
    const html =
      `<p><a href="${V11}/record#optional-fields">optional fields</a>, <a href="${V11}/record">records</a>, ` +
      '<a href="/docs/manual/latest/record#x">latest</a>, <a href="#own">here</a>, <a href="record#rel">relative</a></p>';
    assert.equal(
      rewriteChapterHtml(html, PLACE),
      '<p><a href="#record--optional-fields">optional fields</a>, <a href="#record">records</a>, <a href="#record--x">latest</a>, ' +
        '<a href="#object--own">here</a>, <a href="#record--rel">relative</a></p>',
    );
  });

  test("links elsewhere lead where they led: other versions, the API reference, other sections, queries, the web", () => {
    const hrefs = [
      "/docs/manual/v12.0.0/record#optional-fields",
      `${V11}/api/core/array`,
      `${V11}/api`,
      "/docs/react/latest/introduction",
      "/syntax-lookup#as-decorator",
      "/try?code=DYUwLgBA&amp;version=v11.0.0",
      `${V11}/record?x=1#y`,
      "https://rescript-lang.org/docs/manual/v11.0.0/record",
      "mailto:team@example.org",
      "//cdn.example.org/a.js",
    ];
    for (const href of hrefs) assert.equal(rewriteLink(href, PLACE), href, href);
    const html = hrefs.map((href) => `<a href="${href}">x</a>`).join("");
    assert.equal(rewriteChapterHtml(html, PLACE), html);
  });

  test("a relative link to a page that is no chapter becomes the site path it led to from the chapter's own page", () => {
    assert.equal(rewriteLink("api/core#x", PLACE), `${V11}/api/core#x`);
    assert.equal(rewriteLink("../v12.0.0/record", PLACE), "/docs/manual/v12.0.0/record");
    assert.equal(rewriteLink("?tab=js", PLACE), `${V11}/object?tab=js`);
    assert.equal(rewriteLink("#", PLACE), "#object");
  });

  test("SVG references to ids follow them; comments, text and attribute values with > are left as they are", () => {
    const html =
      '<svg><defs><linearGradient id="g"></linearGradient></defs><rect fill="url(#g)" style="stroke: url(&quot;#g&quot;)"></rect>' +
      '<use href="#g"></use></svg><!-- <a href="/docs/manual/v11.0.0/record"> id="c" -->' +
      '<p title="a > b" id="p">id="not-an-attribute" &lt;a href="/docs/manual/v11.0.0/record"&gt;</p>';
    assert.equal(
      rewriteChapterHtml(html, PLACE),
      '<svg><defs><linearGradient id="object--g"></linearGradient></defs><rect fill="url(#object--g)" style="stroke: url(&quot;#object--g&quot;)"></rect>' +
        '<use href="#object--g"></use></svg><!-- <a href="/docs/manual/v11.0.0/record"> id="c" -->' +
        '<p title="a > b" id="object--p">id="not-an-attribute" &lt;a href="/docs/manual/v11.0.0/record"&gt;</p>',
    );
  });
});
