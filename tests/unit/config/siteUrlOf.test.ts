import assert from "node:assert/strict";
import { test } from "node:test";
import { DEFAULT_SITE } from "../../../src/config/defaults.ts";
import { renderFeed } from "../../../src/render/renderFeed.ts";
import { siteUrlOf } from "../../../src/config/siteUrlOf.ts";

test("siteUrlOf joins a site path to baseUrl and its path, by the URL parser", () => {
  assert.equal(siteUrlOf("https://docs.example", "/img/og.png"), "https://docs.example/img/og.png");
  assert.equal(siteUrlOf("https://docs.example/sub", "/img/og.png"), "https://docs.example/sub/img/og.png");
  assert.equal(siteUrlOf("https://docs.example/sub/", "/img/og.png"), "https://docs.example/sub/img/og.png");
});

test("siteUrlOf: no value moves the URL to another host; an https URL stays itself", () => {
  assert.equal(siteUrlOf("https://docs.example", ".evil.example/x"), "https://docs.example/.evil.example/x");
  assert.equal(siteUrlOf("https://docs.example", "@evil.example/x"), "https://docs.example/@evil.example/x");
  assert.equal(siteUrlOf("https://docs.example", "//evil.example/x"), "https://docs.example/evil.example/x");
  assert.equal(siteUrlOf("https://docs.example", "/\\evil.example/x"), "https://docs.example//evil.example/x");
  assert.equal(siteUrlOf("https://docs.example", "javascript:alert(1)"), "https://docs.example/javascript:alert(1)");
  assert.equal(siteUrlOf("https://docs.example", "https://cdn.example/og.png"), "https://cdn.example/og.png");
});

test("the feed's image is the https ogImage itself, or the site path joined to baseUrl", () => {
  const image = (ogImage: string) =>
    /<image>[\s\S]*?<url>([^<]*)<\/url>/.exec(renderFeed({ ...DEFAULT_SITE, baseUrl: "https://docs.example", ogImage }, [], {}, 2025))?.[1];
  assert.equal(image("https://cdn.example/og.png"), "https://cdn.example/og.png");
  assert.equal(image("/img/og.png"), "https://docs.example/img/og.png");
  assert.equal(image("@evil.example/x"), "https://docs.example/@evil.example/x");
});
