// Templates here avoid JSX: the bundle keeps packages external, and React cannot be resolved from a temporary folder.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { loadTemplates } from "../../../src/bundle/loadTemplates.ts";
import { SetupError } from "../../../src/diagnostics/SetupError.ts";

const TMP = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "docsgen-load-templates-")));
after(() => fs.rmSync(TMP, { recursive: true, force: true }));

let projects = 0;
/** A new templates folder holding the given files, and a cache folder beside it. */
function project(files: Readonly<Record<string, string>>): { templates: string; cache: string } {
  const dir = path.join(TMP, `project-${++projects}`);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, "templates", file)), { recursive: true });
    fs.writeFileSync(path.join(dir, "templates", file), text);
  }
  return { templates: path.join(dir, "templates"), cache: path.join(dir, "cache") };
}

const TEMPLATES = {
  "index.tsx": [
    'import "./styles/site.css";',
    'import { title } from "./title.ts";',
    "export function Document(props: { view: { title: string } }): string {",
    "  return title(props.view.title);",
    "}",
    'export const layouts: string[] = ["docs", "blog"];',
    "",
  ].join("\n"),
  "title.ts": "export const title = (t: string): string => `<title>${t}</title>`;\n",
  "styles/site.css": "body {\n  color: red;\n}\n",
};

/** Where a template problem is reported: the entry relative to the working directory. */
const entryOf = (templates: string) => path.relative(process.cwd(), path.join(templates, "index.tsx"));

describe("loadTemplates", () => {
  test("bundles index.tsx with its imports and loads it from a cache file named by the bundle's hash", async () => {
    const { templates, cache } = project(TEMPLATES);
    const { module, key } = await loadTemplates(templates, cache);
    assert.deepEqual(Object.keys(module).sort(), ["Document", "layouts"]);
    assert.equal(module.Document({ view: { title: "Hi" } } as never), "<title>Hi</title>");
    assert.deepEqual((module as unknown as { layouts: string[] }).layouts, ["docs", "blog"]);
    assert.deepEqual(fs.readdirSync(path.join(cache, "templates")), [`templates-${key}.mjs`]);
    const code = fs.readFileSync(path.join(cache, "templates", `templates-${key}.mjs`), "utf8");
    assert.equal(key, createHash("sha256").update(code).digest("hex").slice(0, 16));
    assert.doesNotMatch(code, /color: red|site\.css"/);
  });

  test("loading a bundle marks it used and removes nothing (src/cache/evictCache.ts removes bundles long unused)", async () => {
    const { templates, cache } = project(TEMPLATES);
    const { key } = await loadTemplates(templates, cache);
    const dir = path.join(cache, "templates");
    const old = new Date(Date.now() - 20 * 86_400_000);
    fs.writeFileSync(path.join(dir, "templates-0000000000000001.mjs"), "export {};\n");
    for (const name of ["templates-0000000000000001.mjs", `templates-${key}.mjs`]) fs.utimesSync(path.join(dir, name), old, old);
    const before = Date.now();
    await loadTemplates(templates, cache);
    assert.ok(fs.statSync(path.join(dir, `templates-${key}.mjs`)).mtimeMs >= before - 1000, "the loaded bundle is marked used");
    assert.equal(Math.round(fs.statSync(path.join(dir, "templates-0000000000000001.mjs")).mtimeMs), old.getTime(), "another bundle is left as it was");
  });

  test("unchanged templates load the same module again; a changed template gives a new key and file", async () => {
    const { templates, cache } = project(TEMPLATES);
    const first = await loadTemplates(templates, cache);
    const again = await loadTemplates(templates, cache);
    assert.equal(again.key, first.key);
    assert.equal(again.module, first.module);
    fs.writeFileSync(path.join(templates, "title.ts"), "export const title = (t: string): string => `<h1>${t}</h1>`;\n");
    const changed = await loadTemplates(templates, cache);
    assert.notEqual(changed.key, first.key);
    assert.equal(changed.module.Document({ view: { title: "Hi" } } as never), "<h1>Hi</h1>");
    assert.deepEqual(fs.readdirSync(path.join(cache, "templates")).sort(), [`templates-${first.key}.mjs`, `templates-${changed.key}.mjs`].sort());
  });

  test("a package the templates import that the project has not installed is a SetupError naming it, exit code 2", async () => {
    const { templates, cache } = project({ "index.tsx": 'import { x } from "docsgen-no-such-package";\nexport const Document = () => x;\n' });
    await assert.rejects(loadTemplates(templates, cache), (e: unknown) => {
      assert.ok(e instanceof SetupError);
      assert.equal(e.exitCode, 2);
      assert.equal(
        e.message,
        "the templates import the package `docsgen-no-such-package`, which is not installed in this project; run npm install docsgen-no-such-package",
      );
      return true;
    });
  });

  test("templates without a Document component are a SetupError with exit code 2", async () => {
    const { templates, cache } = project({ "index.tsx": "export const Document = 42;\n" });
    await assert.rejects(loadTemplates(templates, cache), (e: unknown) => {
      assert.ok(e instanceof SetupError);
      assert.equal(e.exitCode, 2);
      assert.equal(e.message, `${entryOf(templates)} must export a Document component`);
      return true;
    });
  });

  test("a syntax error is a SetupError with exit code 1 naming the file, line and column", async () => {
    const { templates, cache } = project({ "index.tsx": "export const Document = () => 1;\nconst x = ;\n" });
    await assert.rejects(loadTemplates(templates, cache), (e: unknown) => {
      assert.ok(e instanceof SetupError);
      assert.equal(e.exitCode, 1);
      assert.equal(e.message, `templates failed to compile:\n${entryOf(templates)}:2:11 - error template: Unexpected ";"`);
      return true;
    });
    assert.equal(fs.existsSync(cache), false);
  });

  test("an import that cannot be resolved is reported at the import", async () => {
    const { templates, cache } = project({ "index.tsx": 'import { x } from "./missing.ts";\nexport const Document = () => x;\n' });
    await assert.rejects(loadTemplates(templates, cache), (e: unknown) => {
      assert.ok(e instanceof SetupError);
      assert.equal(e.message, `templates failed to compile:\n${entryOf(templates)}:1:19 - error template: Could not resolve "./missing.ts"`);
      return true;
    });
  });
});
