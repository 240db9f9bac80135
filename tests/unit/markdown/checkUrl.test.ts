import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { checkUrl } from "../../../src/markdown/checkUrl.ts";

describe("checkUrl", () => {
  test("http(s) URLs with a host and paths on this site pass", () => {
    assert.deepEqual(
      ["https://github.com/rescript-lang", "http://example.com", "/community/overview", "/", "/img/a.svg?x=1#y"].map((u) => checkUrl(u)),
      [undefined, undefined, undefined, undefined, undefined],
    );
  });

  test("javascript:, data:, vbscript: and file: are refused however they are written", () => {
    assert.deepEqual(
      ["javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:alert(1)", "data:text/html,x", "VBScript:x", "file:///etc/passwd"].map(
        (u) => checkUrl(u)?.message,
      ),
      [
        "is a `javascript:` URL; only http, https and site paths are allowed",
        "is a `javascript:` URL; only http, https and site paths are allowed",
        "holds a control character or a line break",
        "is a `data:` URL; only http, https and site paths are allowed",
        "is a `vbscript:` URL; only http, https and site paths are allowed",
        "is a `file:` URL; only http, https and site paths are allowed",
      ],
    );
  });

  test("another host written without a scheme, relative paths and hostless http URLs are refused", () => {
    assert.deepEqual(
      ["//evil.example/x", "/\\evil.example/x", "\\\\evil.example", "community/overview", "https:///path", "https:evil.example"].map(
        (u) => checkUrl(u)?.message,
      ),
      [
        "starts with two slashes, which browsers read as another host",
        "starts with two slashes, which browsers read as another host",
        "starts with two slashes, which browsers read as another host",
        "is neither an http(s) URL nor a path on this site",
        "has no host",
        "has no host",
      ],
    );
  });

  test("mailto: passes only where it is allowed, as in pages", () => {
    assert.equal(checkUrl("mailto:team@example.com", { mailto: true }), undefined);
    assert.equal(checkUrl("mailto:team@example.com")?.message, "is a `mailto:` URL; only http, https and site paths are allowed");
  });
});
