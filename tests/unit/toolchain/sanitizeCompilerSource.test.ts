// File-level compiler flags in ReScript sources: the guard in front of every source, the allowlist, the
// attributes that cannot be read. Whether the compilers really ignore what the guard hides is tested with
// the real compilers (tests/integration/fixtureSites.test.ts, tests/serve/playground.test.ts).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { SOURCE_GUARD, sanitizeCompilerSource, sourceColumn } from "../../../src/toolchain/sanitizeCompilerSource.ts";

describe("sanitizeCompilerSource", () => {
  test("a source with @@ gets the guard in front of its first line; one without is left as it is", () => {
    assert.deepEqual(sanitizeCompilerSource('@@warning("-27")\nlet x = 1\n'), {
      ok: true,
      text: `${SOURCE_GUARD}@@warning("-27")\nlet x = 1\n`,
      flags: [],
      guarded: true,
    });
    assert.deepEqual(sanitizeCompilerSource("let x = __LOC__\n"), { ok: true, text: "let x = __LOC__\n", flags: [], guarded: false });
    assert.equal(SOURCE_GUARD.includes("\n"), false, "the guard must not shift lines");
    assert.match(SOURCE_GUARD, /^type \w+ = unit; $/);
  });

  test("allowed flags are read, blanked out (lines and columns kept) and handed back", () => {
    const code =
      'let a = 1\n@@config({flags: ["-w", "-27", "-bs-jsx", "4"]})\n@@bs.config({flags: ["-bs-jsx-mode", "automatic", "-warn-error", "+8"]})\nlet b = 2\n';
    const result = sanitizeCompilerSource(code);
    assert.ok(result.ok);
    assert.deepEqual(result.flags, ["-w", "-27", "-bs-jsx", "4", "-bs-jsx-mode", "automatic", "-warn-error", "+8"]);
    assert.equal(result.text, `${SOURCE_GUARD}let a = 1\n${" ".repeat(48)}\n${" ".repeat(72)}\nlet b = 2\n`);
    assert.equal(result.text.length, SOURCE_GUARD.length + code.length);
  });

  test("a flag off the allowlist refuses the source at the attribute", () => {
    for (const [flag, value] of [
      ["-bs-package-output", "commonjs:../../../tmp/x:.pth"],
      ["-bs-gentype", "touch /tmp/x;"],
      ["-ppx", "touch /tmp/x"],
      ["-pp", "sh"],
      ["-o", "/tmp/x"],
      ["-I", "/"],
      ["-bs-package-name", "x"],
    ]) {
      assert.deepEqual(sanitizeCompilerSource(`let a = 1\n  @@config({flags: ["-w", "-27", "${flag}", "${value}"]})\n`), {
        ok: false,
        line: 2,
        column: 3,
        message: `the compiler flag \`${flag}\` is not allowed here (allowed: -w, -warn-error, -bs-jsx, -bs-jsx-mode, -bs-jsx-module)`,
      });
    }
  });

  test("an allowed flag with a value it does not take, or none, is refused", () => {
    for (const [flags, message] of [
      ['"-w"', '`-w` needs a value like "-27" or "+a-4"'],
      ['"-w", "a b"', '`-w` needs a value like "-27" or "+a-4"'],
      ['"-bs-jsx", "../x"', '`-bs-jsx` needs a value like "4"'],
      ['"-bs-jsx-module", "../../evil"', '`-bs-jsx-module` needs a value like "react"'],
    ] as const) {
      const result = sanitizeCompilerSource(`@@config({flags: [${flags}]})`);
      assert.deepEqual(result, { ok: false, line: 1, column: 1, message }, flags);
    }
  });

  test("a config that cannot be read plainly is refused, however it is written", () => {
    for (const code of [
      '@@config({flags: ["\\x2dbs-package-output", "x"]})',
      "@@config({flags: [`-bs-package-output`, `x`]})",
      '@@ config({flags: ["-w", "-27"]})',
      '@@bs .config({flags: ["-w", "-27"]})',
      "@@config({flags: list})",
      '@@config({flags: ["-w", "-27"], other: 1})',
      '@@config({flags: ["-w", /* c */ "-27"]})',
      "@@config(",
    ]) {
      const result = sanitizeCompilerSource(code);
      assert.equal(result.ok, false, code);
      assert.deepEqual(result.ok ? undefined : [result.line, result.column, result.message], [
        1,
        1,
        'write a file-level config as @@config({flags: ["-w", "-27"]}) with plain strings',
      ]);
    }
  });

  test("line-1 columns of compiler messages lose the guard's width, never below the first column", () => {
    assert.equal(sourceColumn(1, SOURCE_GUARD.length + 5), 5);
    assert.equal(sourceColumn(1, 3), 1);
    assert.equal(sourceColumn(1, 3, 0), 0);
    assert.equal(sourceColumn(2, 40), 40);
  });
});
