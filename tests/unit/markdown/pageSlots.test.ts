import assert from "node:assert/strict";
import { test } from "node:test";
import { fillSlots, markSlot, type PageSlot, splitSlots } from "../../../src/markdown/pageSlots.ts";

test("marked slots split out of the HTML in order and fill back in", () => {
  const slots: PageSlot[] = [];
  const html = `<p>a</p>${markSlot(slots, { kind: "example-status", codeIndex: 0 })}<div>${markSlot(slots, { kind: "component", name: "Docson" })}</div>`;
  const body = splitSlots(html, slots);
  assert.deepEqual(body, ["<p>a</p>", { kind: "example-status", codeIndex: 0 }, "<div>", { kind: "component", name: "Docson" }, "</div>"]);
  assert.equal(
    fillSlots(body, () => ""),
    "<p>a</p><div></div>",
  );
  assert.equal(
    fillSlots(body, (s) => (s.kind === "component" ? `[${s.name}]` : `(${s.codeIndex})`)),
    "<p>a</p>(0)<div>[Docson]</div>",
  );
});

test("HTML without slots is one part; text that merely looks like a mark is left alone", () => {
  assert.deepEqual(splitSlots("<p>x</p>", []), ["<p>x</p>"]);
  assert.deepEqual(splitSlots("<p>\uFFFD0\uFFFD <!--docsgen:js-output:0--></p>", [{ kind: "js-output", codeIndex: 0 }]), [
    "<p>\uFFFD0\uFFFD <!--docsgen:js-output:0--></p>",
  ]);
});
