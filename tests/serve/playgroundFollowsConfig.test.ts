// Serve's compile endpoint follows site.json: after an edit of `playground.devToolchains` it lists only the
// compilers still named, and after an edit of a toolchain's `flags` it compiles with the new flags (the prepared
// toolchain is kept by everything it is made from, not by its id).
import assert from "node:assert/strict";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import type { ServeHandle } from "../../src/serve/startServe.ts";
import { httpPost, REPO, servePlaygroundProject } from "./support.ts";

/** `let?` needs the v12 compiler's experimental LetUnwrap flag: without it this is an error, with it a success. */
const LET_UNWRAP = "let f = (o: option<int>) => {\n  let? Some(x) = o\n  Some(x + 1)\n}\n";

describe("docsgen serve: the compile endpoint follows site.json edits", () => {
  let dir: string;
  let handle: ServeHandle;
  let compileUrl: string;
  const real = JSON.parse(readFileSync(path.join(REPO, "content", "site.json"), "utf8")) as { toolchains: Record<string, Record<string, unknown>> };
  const siteJson = () => path.join(dir, "content", "site.json");
  const writeSite = (v12Flags: readonly string[], devToolchains: readonly string[]) =>
    writeFileSync(
      siteJson(),
      JSON.stringify({
        name: "Playground Fixture",
        toolchains: { v12: { ...real.toolchains["v12"], flags: v12Flags }, v11: real.toolchains["v11"] },
        playground: { compilerBase: "https://cdn.rescript-lang.org", versions: ["v12.0.0"], devToolchains },
      }),
    );
  const compile = async (source: string) => {
    const body = JSON.stringify({ action: "compile", source, version: "v12.0.2", moduleSystem: "esmodule" });
    const answer = await httpPost(handle.url + compileUrl, body, { "content-type": "application/json", origin: handle.url });
    assert.equal(answer.status, 200, answer.body);
    return JSON.parse(answer.body) as { type: string };
  };
  const versions = async () => ((await (await fetch(handle.url + compileUrl)).json()) as { versions: string[] }).versions;

  before(async () => {
    ({ dir, handle } = await servePlaygroundProject({ watch: false, site: { name: "Playground Fixture" } }));
    writeSite([], ["v12", "v11"]);
    assert.equal((await handle.rebuild([siteJson()])).ok, true);
    const html = await (await fetch(`${handle.url}/try`)).text();
    compileUrl = /<meta name="docsgen-compile" content="([^"]+)">/.exec(html)?.[1] ?? "";
  });
  after(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test("a toolchain's new flags reach the next compile", async () => {
    assert.notEqual((await compile(LET_UNWRAP)).type, "success", "without LetUnwrap, `let?` does not compile");
    writeSite(["-enable-experimental", "LetUnwrap"], ["v12", "v11"]);
    assert.equal((await handle.rebuild([siteJson()])).ok, true);
    assert.equal((await compile(LET_UNWRAP)).type, "success", "the new flags are used");
    writeSite([], ["v12", "v11"]);
    assert.equal((await handle.rebuild([siteJson()])).ok, true);
    assert.notEqual((await compile(LET_UNWRAP)).type, "success", "and dropped again");
  });

  test("cutting devToolchains cuts the compilers the endpoint offers", async () => {
    assert.deepEqual(await versions(), ["v12.0.2", "v11.1.4"]);
    writeSite([], ["v12"]);
    assert.equal((await handle.rebuild([siteJson()])).ok, true);
    assert.deepEqual(await versions(), ["v12.0.2"]);
  });
});
