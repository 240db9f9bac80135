import assert from "node:assert/strict";
import { test } from "node:test";
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.ts";
import { formatDiagnostic, printable } from "../../../src/diagnostics/formatDiagnostic.ts";

test("control, line-separator and bidi characters are escaped, printable text is not", () => {
  assert.equal(
    printable("a\nb\rc\td\u0000e\u001b[2Jf\u007fg\u0085h\u2028i\u202ej\u2066k café ✓"),
    "a\\nb\\rc\\td\\u0000e\\u001b[2Jf\\u007fg\\u0085h\\u2028i\\u202ej\\u2066k café ✓",
  );
});

test("a quoted value cannot start a forged diagnostic line", () => {
  const text = formatDiagnostic({
    severity: "error",
    code: "link/dead",
    file: "content/a\nb.mdx",
    line: 3,
    column: 2,
    message: "dead link to /x\ncontent/fake.mdx:1:1 - error forged: y",
    hint: "fix\nhint: forged",
  });
  assert.equal(text, "content/a\\nb.mdx:3:2 - error link/dead: dead link to /x\\ncontent/fake.mdx:1:1 - error forged: y\n  hint: fix\\nhint: forged");
  assert.equal(text.split("\n").length, 2);
});

test("every field is escaped, also the code, the severity, the line and the column (a diagnostic read back from the cache may hold anything)", () => {
  const cached = {
    severity: "warning\u001b[2J",
    code: "x/\u001b[31mred",
    file: "content/a.mdx",
    line: "1\u001b[1A",
    column: "2\u009b",
    message: "m",
  } as unknown as Diagnostic;
  assert.equal(formatDiagnostic(cached), "content/a.mdx:1\\u001b[1A:2\\u009b - warning\\u001b[2J x/\\u001b[31mred: m");
});
