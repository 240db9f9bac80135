import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { renderRedirect } from "../../../src/render/renderRedirect.ts";

describe("renderRedirect", () => {
  test("renders a noindex page with canonical, meta refresh, a script keeping query and hash, and a link", () => {
    assert.equal(
      renderRedirect("/docs/manual/v11.0.0/record", "https://rescript-lang.org/docs/manual/v11.0.0/record"),
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Redirecting to /docs/manual/v11.0.0/record</title>' +
        '<meta name="robots" content="noindex"><link rel="canonical" href="https://rescript-lang.org/docs/manual/v11.0.0/record">' +
        '<meta http-equiv="refresh" content="0; url=/docs/manual/v11.0.0/record">' +
        '<script>location.replace("/docs/manual/v11.0.0/record"+location.search+location.hash)</script></head>' +
        '<body><p>This page has moved to <a href="/docs/manual/v11.0.0/record">/docs/manual/v11.0.0/record</a>.</p></body></html>',
    );
  });

  test("escapes the target in HTML and cannot close the script element", () => {
    const html = renderRedirect('/x"</script><script>alert(1)</script>', "https://example.com/b?x=1&y=2");
    assert.equal(
      html,
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Redirecting to /x&quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>' +
        '<meta name="robots" content="noindex"><link rel="canonical" href="https://example.com/b?x=1&amp;y=2">' +
        '<meta http-equiv="refresh" content="0; url=/x&quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;">' +
        '<script>location.replace("/x\\"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"+location.search+location.hash)</script></head>' +
        '<body><p>This page has moved to <a href="/x&quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;">' +
        "/x&quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</a>.</p></body></html>",
    );
    assert.equal(html.match(/<script>/g)?.length, 1);
    assert.equal(html.match(/<\/script>/g)?.length, 1);
  });
});
