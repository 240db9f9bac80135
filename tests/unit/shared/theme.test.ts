// The colour theme's choice, its resolution under the system preference, and the inline head script that applies
// it before the body paints (run here in a bare VM context standing in for the browser).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import vm from "node:vm";
import { EARLY_HEAD_SCRIPT, resolveTheme, THEME_STORAGE_KEY, toThemeChoice } from "../../../src/shared/theme.ts";

/** Runs the head script with a stored value (or a throwing storage) and a system preference; returns what it set. */
function runHeadScript(stored: string | null | "throws", prefersDark: boolean | undefined) {
  const classes: string[] = [];
  const attributes: Record<string, string> = {};
  const queries: string[] = [];
  const context: Record<string, unknown> = {
    document: {
      documentElement: {
        classList: { add: (c: string) => classes.push(c) },
        setAttribute: (name: string, value: string) => {
          attributes[name] = value;
        },
      },
    },
    localStorage: {
      getItem: (key: string) => {
        if (stored === "throws") throw new Error("SecurityError");
        return key === THEME_STORAGE_KEY ? stored : null;
      },
    },
  };
  const matchMedia =
    prefersDark === undefined
      ? undefined
      : (q: string) => {
          queries.push(q);
          return { matches: prefersDark };
        };
  context.matchMedia = matchMedia;
  context.window = context;
  vm.runInNewContext(EARLY_HEAD_SCRIPT, context);
  return { classes, attributes, queries };
}

describe("theme", () => {
  test("a stored choice reads back as light, dark or system (anything else)", () => {
    assert.deepEqual(["light", "dark", "system", null, "", "Dark", "blue"].map(toThemeChoice), [
      "light",
      "dark",
      "system",
      "system",
      "system",
      "system",
      "system",
    ]);
  });

  test("system follows the preference; light and dark ignore it", () => {
    assert.deepEqual(
      [resolveTheme("system", true), resolveTheme("system", false), resolveTheme("light", true), resolveTheme("dark", false)],
      ["dark", "light", "light", "dark"],
    );
  });

  test("the head script marks the document as scripted and sets data-theme from the preference without a stored choice", () => {
    assert.deepEqual(runHeadScript(null, true), { classes: ["js"], attributes: { "data-theme": "dark" }, queries: ["(prefers-color-scheme: dark)"] });
    assert.deepEqual(runHeadScript(null, false).attributes, { "data-theme": "light" });
  });

  test("the head script puts a stored choice before the preference", () => {
    assert.deepEqual(runHeadScript("light", true).attributes, { "data-theme": "light" });
    assert.deepEqual(runHeadScript("dark", false), { classes: ["js"], attributes: { "data-theme": "dark" }, queries: [] });
  });

  test("the head script survives blocked storage, an unknown value and a browser without matchMedia", () => {
    assert.deepEqual(runHeadScript("throws", true).attributes, { "data-theme": "dark" });
    assert.deepEqual(runHeadScript("sepia", false).attributes, { "data-theme": "light" });
    assert.deepEqual(runHeadScript(null, undefined).attributes, { "data-theme": "light" });
  });
});
