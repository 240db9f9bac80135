import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { compilerLabel, labelWithCompiler, type PlaygroundManual } from "../../../src/shared/playgroundVersions.ts";

const MANUAL: PlaygroundManual = {
  versions: [
    { value: "v12.0.0", label: "v12.0.0" },
    { value: "v11.0.0", label: "v11.0.0" },
    { value: "v10.0.0", label: "v9.1 - v10.1" },
    { value: "v9.0.0", label: "v8.2 - v9.0" },
  ],
  aliases: { latest: "v11.0.0", next: "v12.0.0" },
};

describe("labelWithCompiler", () => {
  test("the manual version's label and the compiler's version, the compiler alone when they read the same or there is no manual version", () => {
    assert.equal(labelWithCompiler("v11.0.0", "v11.1.4"), "v11.0.0 (v11.1.4)");
    assert.equal(labelWithCompiler("v12.0.0", "v12.0.2"), "v12.0.0 (v12.0.2)");
    assert.equal(labelWithCompiler("v8.2 - v9.0", "v9.1.4"), "v8.2 - v9.0 (v9.1.4)");
    assert.equal(labelWithCompiler("v12.0.0", "v12.0.0"), "v12.0.0");
    assert.equal(labelWithCompiler(undefined, "v7.1.0"), "v7.1.0");
  });
});

describe("compilerLabel", () => {
  test("a compiler is labelled with the manual version of its major version, in labelWithCompiler's format", () => {
    assert.deepEqual(
      ["v12.0.0", "v12.0.2", "v11.1.4", "v10.1.4", "v9.1.4", "v8.4.2", "nightly"].map((c) => compilerLabel(c, MANUAL)),
      ["v12.0.0", "v12.0.0 (v12.0.2)", "v11.0.0 (v11.1.4)", "v9.1 - v10.1 (v10.1.4)", "v8.2 - v9.0 (v9.1.4)", "v8.4.2", "nightly"],
    );
  });

  test("the static page's label and the dev endpoint's (its manual label, then labelWithCompiler) agree", () => {
    for (const [compiler, manualValue] of [
      ["v12.0.2", "v12.0.0"],
      ["v11.1.4", "v11.0.0"],
      ["v9.1.4", "v9.0.0"],
    ] as const) {
      const endpointLabel = MANUAL.versions.find((v) => v.value === manualValue)!.label;
      assert.equal(labelWithCompiler(endpointLabel, compiler), compilerLabel(compiler, MANUAL), compiler);
    }
  });
});
