// Only the repository: no test, script, benchmark or engine file reaches a path outside the repository root
// (a clone anywhere else has nothing beside it). The paths are found in the sources and resolved statically.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";

const REPO = path.resolve(import.meta.dirname, "..", "..");
const FOLDERS = ["bin", "src", "tests", "scripts", "bench", "client", "templates", ".ci"];

/** Each source file under the checked folders, by absolute path (fixture sites' content is data, not code). */
function sources(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(REPO, folder), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && (/\.(ts|tsx|js|mjs)$/.test(e.name) || folder === ".ci"))
      .map((e) => path.join(e.parentPath, e.name))
      .filter((file) => file !== import.meta.filename)
      // Fixture sites are data; the benchmark's generated projects (.corpus, .compare) are not the repository's.
      .filter((file) => !/[\\/](fixtures[\\/]sites|\.corpus|\.compare|node_modules)[\\/]/.test(file)),
  );
}

/** The string literals at the start of an argument list, up to the first argument that is not one. */
function leadingLiterals(args: string): string[] {
  const literals: string[] = [];
  for (const m of args.matchAll(/\s*(?:"([^"]*)"|'([^']*)')\s*(,|$|\))/gy)) {
    literals.push(m[1] ?? m[2] ?? "");
    if (m[3] !== ",") break;
  }
  return literals;
}

/** Every place in `text` (a file at `file`) that names a path outside `root`, as `line: code`. */
export function pathsLeavingRoot(text: string, file: string, root: string): string[] {
  const found: string[] = [];
  const lineOf = (index: number) => text.slice(0, index).split("\n").length;
  const outside = (target: string) => path.relative(root, target).startsWith("..");
  // path.resolve/join(import.meta.dirname, "..", ...) and new URL("../..", import.meta.url)
  for (const m of text.matchAll(/path\.(?:resolve|join)\(\s*import\.meta\.dirname\s*,([^;]*)/g)) {
    if (outside(path.resolve(path.dirname(file), ...leadingLiterals(m[1]!)))) found.push(`${lineOf(m.index)}: ${m[0].slice(0, 80)}`);
  }
  for (const m of text.matchAll(/new URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url\s*\)/g)) {
    if (outside(path.resolve(path.dirname(file), m[1]!))) found.push(`${lineOf(m.index)}: ${m[0]}`);
  }
  // The repository root (by any of the names the tests give it) followed by "..".
  for (const m of text.matchAll(/\b(?:REPO|REPO_ROOT|ROOT|root|paths\.root)\s*,\s*["']\.\.["']/g)) found.push(`${lineOf(m.index)}: ${m[0]}`);
  // Module specifiers, resolved against the file's folder.
  for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\(\s*|\brequire\(\s*)["'](\.\.\/[^"']*)["']/g)) {
    if (outside(path.resolve(path.dirname(file), m[1]!))) found.push(`${lineOf(m.index)}: ${m[1]}`);
  }
  // Any other literal path to a shared/ folder above: from the repository root (a script's working folder) it leaves.
  for (const m of text.matchAll(/(?<!\bfrom\s*|\bimport\(\s*)["'`]((?:\.\.\/)+shared\b[^"'`]*)["'`]/g)) found.push(`${lineOf(m.index)}: ${m[1]}`);
  // The workspace's shared/ folder, one segment at a time.
  for (const m of text.matchAll(/["']\.\.["']\s*,\s*["']shared["']/g)) found.push(`${lineOf(m.index)}: ${m[0]}`);
  return found;
}

/** The workspace folder beside the repository, spelled so that this file names no path to it itself. */
const WORKSPACE = ["sha", "red"].join("");

describe("the repository stands alone", () => {
  test("the checker finds paths that leave the root and accepts those that stay inside", () => {
    const file = path.join("/r", "tests", "unit", "x.test.ts");
    assert.deepEqual(
      pathsLeavingRoot(
        [
          'const a = path.resolve(import.meta.dirname, "..", "..");',
          'const b = path.resolve(import.meta.dirname, "..", "..", "..");',
          `const c = readFileSync(path.join(REPO_ROOT, "..", "${WORKSPACE}", "data", "companies.json"));`,
          'const d = new URL("../../../x", import.meta.url);',
          `const e = '../../../${WORKSPACE}/SPEC.md';`,
          'import { x } from "../../src/shared/x.ts";',
          'import { y } from "../../../y.ts";',
          'const z = await import("../../../z.ts");',
          'assert.equal(rewriteHref("../../../../../x"), "/x");',
          'const f = path.join(import.meta.dirname, "fixtures", name);',
        ].join("\n"),
        file,
        "/r",
      ),
      [
        '2: path.resolve(import.meta.dirname, "..", "..", "..")',
        '4: new URL("../../../x", import.meta.url)',
        '3: REPO_ROOT, ".."',
        "7: ../../../y.ts",
        "8: ../../../z.ts",
        `5: ../../../${WORKSPACE}/SPEC.md`,
        `3: "..", "${WORKSPACE}"`,
      ],
    );
  });

  test("no source, test, script or benchmark names a path outside the repository", () => {
    const files = sources();
    assert.ok(files.length > 250, `only ${files.length} files checked`);
    const leaks = files.flatMap((file) => pathsLeavingRoot(readFileSync(file, "utf8"), file, REPO).map((p) => `${path.relative(REPO, file)}:${p}`));
    assert.deepEqual(leaks, []);
  });

  test("package.json scripts stay inside the repository", () => {
    const scripts = (JSON.parse(readFileSync(path.join(REPO, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    assert.deepEqual(
      Object.entries(scripts).filter(([, command]) => /(^|[\s=])\.\.\//.test(command)),
      [],
    );
  });
});
