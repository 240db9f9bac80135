import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createMarkdown, renderMarkdown } from "../../../src/markdown/renderMarkdown.ts";

const md = createMarkdown();

describe("signature fences", () => {
  test("an API signature is its highlighted code alone: no bar, label, copy button or playground link", () => {
    const { html } = renderMarkdown(md, { body: "```res signature\nlet get: int\n```\n", file: "x.mdx", route: "/x", lineOffset: 3, playgroundPath: "/try" });
    assert.equal(
      html,
      '<pre class="code-signature" tabindex="0"><code class="hljs language-rescript"><span class="hljs-keyword">let</span> get: int</code></pre>\n',
    );
  });

  test("an ordinary fence keeps its bar and copy button", () => {
    const { html } = renderMarkdown(md, { body: "```res\nlet get = 1\n```\n", file: "x.mdx", route: "/x", lineOffset: 3, playgroundPath: "" });
    assert.ok(html.startsWith('<div class="code-block" data-lang="rescript"><div class="code-block__bar">'));
    assert.ok(html.includes('class="copy-button"'));
  });
});
