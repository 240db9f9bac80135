// Where nginx is missing, tests/serve/nginx.test.ts prints how to install it and node:test counts each of
// its tests as skipped (a skipped suite would count as none). Run here with DOCSGEN_TEST_NGINX naming no binary.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import path from "node:path";
import { test } from "node:test";
import { REPO } from "./support.ts";

/** The environment without NODE_TEST_CONTEXT, which would make the inner run report to this one instead of printing. */
function withoutTestContext(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_TEST_CONTEXT: _, ...rest } = env;
  return rest;
}

test("without nginx, the nginx suite's three tests are counted as skipped and the install hint is printed", async () => {
  const missing = path.join(REPO, "no-such-nginx");
  const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ["--import", "tsx", "--test", "--test-reporter=tap", path.join("tests", "serve", "nginx.test.ts")],
      { cwd: REPO, env: { ...withoutTestContext(process.env), DOCSGEN_TEST_NGINX: missing } },
      (_error, stdout) => resolve({ code: child.exitCode, stdout }),
    );
  });
  assert.equal(code, 0, stdout);
  assert.ok(
    stdout.includes(
      `SKIPPED: the nginx configuration of docs/DEPLOY.md is checked with Debian's nginx at ${missing} ` +
        "(install it with: sudo apt-get install nginx-light). CI installs it.",
    ),
    stdout,
  );
  const summary = Object.fromEntries([...stdout.matchAll(/^# (tests|pass|fail|skipped) (\d+)$/gm)].map((m) => [m[1], Number(m[2])]));
  assert.deepEqual(summary, { tests: 3, pass: 0, fail: 0, skipped: 3 });
});
