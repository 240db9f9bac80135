import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { pointToSiteSettings } from "../../../src/toolchain/pointToSiteSettings.ts";

// The messages as bsc prints them (after parseCompilerOutput): ReScript 12.0.2, 11.1.4 and 10.1.4.
const NOT_FOUND_V12 =
  '- If it\'s a third-party dependency: - Did you add it to the "dependencies" or "dev-dependencies" in rescript.json? ' +
  '- Did you include the file\'s directory to the "sources" in rescript.json?';
const NOT_FOUND_V10 =
  "- If it's a third-party dependency: - Did you list it in bsconfig.json? " +
  "- Did you run `rescript build` instead of `rescript build -with-deps` (latter builds third-parties)? " +
  "- Did you include the file's directory in bsconfig.json?";

describe("pointToSiteSettings", () => {
  test("an experimental feature: the sentence naming rescript.json goes, the hint names the toolchain's flags in site.json", () => {
    const error = {
      message: 'Experimental feature not enabled: LetUnwrap. Enable it by setting "LetUnwrap" to true under "experimental-features" in rescript.json.',
      detail: "",
    };
    assert.deepEqual(pointToSiteSettings(error, "v12"), {
      message: "Experimental feature not enabled: LetUnwrap.",
      hint: 'add "-enable-experimental", "LetUnwrap" to `toolchains.v12.flags` in site.json',
      pointed: true,
    });
  });

  test("JSX without a JSX setting: the hint names the toolchain's jsx", () => {
    const error = {
      message: 'Cannot compile JSX expression because JSX support is not enabled. Add "jsx" settings to rescript.json to enable JSX support.',
      detail: "",
    };
    assert.deepEqual(pointToSiteSettings(error, "v11"), {
      message: "Cannot compile JSX expression because JSX support is not enabled.",
      hint: "set `toolchains.v11.jsx` in site.json (3 or 4) to compile JSX",
      pointed: true,
    });
  });

  test("a module not found (rescript.json, bsconfig.json): the compiler's questions give way to the toolchain's libraries", () => {
    const expected = (id: string) => ({
      message: "The module or file RescriptReact can't be found.",
      hint: `if it comes from a library, add the library's npm package to \`toolchains.${id}.libraries\` in site.json`,
      pointed: true,
    });
    assert.deepEqual(pointToSiteSettings({ message: "The module or file RescriptReact can't be found.", detail: NOT_FOUND_V12 }, "v12"), expected("v12"));
    assert.deepEqual(pointToSiteSettings({ message: "The module or file RescriptReact can't be found.", detail: NOT_FOUND_V10 }, "v10"), expected("v10"));
  });

  test("any other sentence naming the compiler's files: left out, the rest kept, the hint names the toolchain", () => {
    const error = { message: "Something is off. Fix it in bsconfig.json.", detail: "First detail. Or edit rescript.json!" };
    assert.deepEqual(pointToSiteSettings(error, "v9"), {
      message: "Something is off.",
      hint: "First detail. docsgen writes the compiler's configuration from `toolchains.v9` in site.json (its `flags` hold the compiler flags): set it there",
      pointed: true,
    });
  });

  test("a message that names no compiler file is kept as it is, its detail as the hint", () => {
    const error = { message: "This has type: string", detail: "But it's expected to have type: int" };
    assert.deepEqual(pointToSiteSettings(error, "v12"), {
      message: "This has type: string",
      hint: "But it's expected to have type: int",
      pointed: false,
    });
    assert.deepEqual(pointToSiteSettings({ message: "Syntax error", detail: "" }, "v12"), { message: "Syntax error", pointed: false });
  });

  test("a file merely ending in json (package.json) is not the compiler's configuration", () => {
    const error = { message: "Cannot read package.json.", detail: "" };
    assert.deepEqual(pointToSiteSettings(error, "v12"), { message: "Cannot read package.json.", pointed: false });
  });
});
