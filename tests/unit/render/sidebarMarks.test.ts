import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { markHtml, sidebarHtml } from "../../../templates/components/Sidebar.tsx";

const TYPE = '<span class="sidebar__mark sidebar__mark--t" aria-hidden="true">t</span><span class="visually-hidden">type </span>';
const VALUE = '<span class="sidebar__mark sidebar__mark--v" aria-hidden="true">v</span><span class="visually-hidden">value </span>';

describe("API sidebar marks", () => {
  test("types, values and module types get a letter hidden from screen readers and their words for them; deprecated items a note", () => {
    assert.equal(markHtml({ name: "t", href: "#t", kind: "type" }), TYPE);
    assert.equal(markHtml({ name: "get", href: "#get", kind: "value", deprecated: true }), `${VALUE}<span class="sidebar__deprecated">deprecated</span> `);
    assert.equal(markHtml({ name: "S", href: "#s", kind: "moduleType" }).includes('<span class="visually-hidden">module type </span>'), true);
    assert.equal(markHtml({ name: "Records", href: "#records" }), "", "a page's ordinary heading has none");
  });

  test("the current page's table of contents shows them before each item's name", () => {
    const html = sidebarHtml({ categories: [{ name: "Stdlib", items: [{ name: "Array", href: "/api/array" }] }] }, "/api/array", {
      id: "array",
      title: "Array",
      headers: [{ name: "t", href: "#t", kind: "type" }],
    });
    assert.ok(html.includes(`<ul class="sidebar__toc"><li><a href="#t">${TYPE}t</a></li></ul>`));
  });
});
