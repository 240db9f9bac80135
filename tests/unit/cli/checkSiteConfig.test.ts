// checkSiteConfig runs before any stage of build, serve and examples: it prints the configuration's diagnostics
// and gives exit code 2 only when site.json has errors; warnings are left to the build, which reports them once.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { checkSiteConfig } from "../../../src/cli/checkSiteConfig.ts";
import type { ResolvedPaths } from "../../../src/config/types.ts";

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-check-config-"));
after(() => rmSync(TMP, { recursive: true, force: true }));

/** A project whose content/ holds only this site.json (none when undefined). */
function projectWith(siteJson: string | undefined): ResolvedPaths {
  const root = mkdtempSync(path.join(TMP, "p-"));
  const content = path.join(root, "content");
  mkdirSync(content);
  if (siteJson !== undefined) writeFileSync(path.join(content, "site.json"), siteJson);
  const dir = (name: string) => path.join(root, name);
  return { root, content, out: dir("out"), templates: dir("templates"), client: dir("client"), public: dir("public"), cache: dir(".docsgen-cache") };
}

/** Runs the check with stderr captured. */
async function check(paths: ResolvedPaths): Promise<{ code: number | undefined; err: string }> {
  const write = process.stderr.write;
  let err = "";
  process.stderr.write = ((chunk: unknown) => {
    err += String(chunk);
    return true;
  }) as typeof process.stderr.write;
  try {
    return { code: (await checkSiteConfig(paths)).exitCode, err };
  } finally {
    process.stderr.write = write;
  }
}

describe("checkSiteConfig", () => {
  test("an invalid value: its diagnostic at its place, the tally, and exit code 2", async () => {
    const paths = projectWith('{\n  "toolchains": { "v12": { "compiler": "rescript", "flags": "-bs-g" } }\n}\n');
    assert.deepEqual(await check(paths), {
      code: 2,
      err:
        "content/site.json:2:61 - error config/invalid: `toolchains.v12.flags` must be a list of compiler flags, " +
        'e.g. ["-enable-experimental", "LetUnwrap"], not "-bs-g"\n' +
        "build failed: 1 error, 0 warnings\n",
    });
  });

  test("a syntax error of site.json stops the command the same way", async () => {
    assert.deepEqual(await check(projectWith('{ "name": "x", }')), {
      code: 2,
      err:
        "content/site.json:1:14 - error config/invalid-json: a comma after the last entry, before `}`\n" +
        "  hint: JSON allows no comma there: remove it\n" +
        "build failed: 1 error, 0 warnings\n",
    });
  });

  test("a valid site.json, one with warnings only, and none at all: nothing printed, the command goes on", async () => {
    assert.deepEqual(await check(projectWith('{ "toolchains": { "v12": { "compiler": "rescript" } } }')), { code: undefined, err: "" });
    assert.deepEqual(await check(projectWith('{ "toolchains": { "v12": { "compiler": "rescript", "jsx": null } } }')), { code: undefined, err: "" });
    assert.deepEqual(await check(projectWith(undefined)), { code: undefined, err: "" });
  });
});
