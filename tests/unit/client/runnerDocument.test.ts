// The Output panel frame's document: a policy without network, the mount points, and a bootstrap that is whole
// source text (it runs in the frame, away from the page's modules).
import assert from "node:assert/strict";
import { test } from "node:test";
import { RUNNER_CSP, runnerDocument } from "../../../client/playground/runnerDocument.ts";

test("the frame's policy allows no network and only inline code", () => {
  const html = runnerDocument();
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];
  assert.equal(policy, RUNNER_CSP);
  assert.equal(policy, "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:");
  // The policy comes before any script, and the document has the mount points React examples use.
  assert.ok(html.indexOf("Content-Security-Policy") < html.indexOf("<script>"));
  assert.match(html, /<body><div id="root"><\/div><div id="app"><\/div><script>/);
});

test("one script element whose text parses as JavaScript", () => {
  const html = runnerDocument();
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  assert.equal(scripts.length, 1);
  assert.equal(html.match(/<\/script/g)?.length, 1, "nothing in the bootstrap ends its element early");
  assert.doesNotThrow(() => new Function(scripts[0]!));
  assert.match(scripts[0]!, /"__docsgenRunFinished"\);$/);
});
