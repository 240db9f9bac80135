import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { escapeHtml } from "../../../src/shared/escapeHtml.ts";

describe("escapeHtml", () => {
  test("escapes the five HTML special characters, the apostrophe too (unlike markdown-it's)", () => {
    assert.equal(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`), "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;");
  });

  test("text without them comes back as it is", () => {
    assert.equal(escapeHtml("plain text; 100% = fine"), "plain text; 100% = fine");
    assert.equal(escapeHtml(""), "");
  });
});
