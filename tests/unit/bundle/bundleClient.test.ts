// Each test bundles a tiny project written to its own folder under one temporary directory.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { bundleClient, type ClientBundle } from "../../../src/bundle/bundleClient.ts";
import { SetupError } from "../../../src/diagnostics/SetupError.ts";

const TMP = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "docsgen-bundle-client-")));
after(() => fs.rmSync(TMP, { recursive: true, force: true }));

let projects = 0;
/** A new project folder holding the given files (paths relative to it). */
function project(files: Readonly<Record<string, string>>): string {
  const dir = path.join(TMP, `project-${++projects}`);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

const bundle = (dir: string, minify = false) => bundleClient({ clientDir: path.join(dir, "client"), templatesDir: path.join(dir, "templates"), minify });
/** The bundle's files as text. */
const texts = (b: ClientBundle) => Object.fromEntries([...b.files].map(([name, bytes]) => [name, Buffer.from(bytes).toString("utf8")]));
const sha384 = (bytes: Uint8Array) => `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
/** The one name of `names` matching `pattern`. */
function only(names: Iterable<string>, pattern: RegExp): string {
  const found = [...names].filter((n) => pattern.test(n));
  assert.equal(found.length, 1, `${found.length} names match ${pattern}: ${[...names].join(", ")}`);
  return found[0]!;
}

const SOURCES = {
  "client/main.ts": 'const n: number = 1;\nconsole.log("hello", n);\nvoid import("./lazy.ts").then((m) => m.run());\n',
  "client/lazy.ts": 'export function run(): void {\n  console.log("lazy");\n}\n',
  "templates/styles/site.css": "body {\n  color: red;\n}\n",
};

describe("bundleClient", () => {
  test("bundles main.ts, its lazy chunk and site.css into content-hashed files under /assets", async () => {
    const b = await bundle(project(SOURCES));
    const main = only(b.files.keys(), /^\/assets\/main-[A-Z0-9]{8}\.js$/);
    const chunk = only(b.files.keys(), /^\/assets\/chunks\/lazy-[A-Z0-9]{8}\.js$/);
    const css = only(b.files.keys(), /^\/assets\/site-[A-Z0-9]{8}\.css$/);
    assert.equal(b.files.size, 3);
    assert.deepEqual(b.css, [css]);
    assert.deepEqual(b.js, [main]);
    assert.deepEqual(texts(b), {
      [main]: `// client/main.ts\nvar n = 1;\nconsole.log("hello", n);\nvoid import(".${chunk.slice("/assets".length)}").then((m) => m.run());\n`,
      [chunk]: '// client/lazy.ts\nfunction run() {\n  console.log("lazy");\n}\nexport {\n  run\n};\n',
      [css]: "/* templates/styles/site.css */\nbody {\n  color: red;\n}\n",
    });
  });

  test("each entry, and no chunk, has the sha384 integrity of its file", async () => {
    const b = await bundle(project(SOURCES));
    const [css, main] = [b.css[0]!, b.js[0]!];
    assert.deepEqual(b.integrity, { [css]: sha384(b.files.get(css)!), [main]: sha384(b.files.get(main)!) });
    assert.match(b.integrity[css]!, /^sha384-[A-Za-z0-9+/]{64}$/);
  });

  test("the same sources give the same names; a changed stylesheet renames only the stylesheet", async () => {
    const first = await bundle(project(SOURCES));
    const again = await bundle(project(SOURCES));
    const changed = await bundle(project({ ...SOURCES, "templates/styles/site.css": "body {\n  color: blue;\n}\n" }));
    assert.deepEqual([...again.files.keys()], [...first.files.keys()]);
    assert.deepEqual(again.integrity, first.integrity);
    assert.deepEqual(changed.js, first.js);
    assert.notEqual(changed.css[0], first.css[0]);
    assert.match(changed.css[0]!, /^\/assets\/site-[A-Z0-9]{8}\.css$/);
  });

  test("minify shrinks the code and the stylesheet", async () => {
    const b = await bundle(project(SOURCES), true);
    const chunk = only(b.files.keys(), /^\/assets\/chunks\/lazy-[A-Z0-9]{8}\.js$/);
    assert.deepEqual(texts(b), {
      [b.js[0]!]: `console.log("hello",1);import(".${chunk.slice("/assets".length)}").then(n=>n.run());\n`,
      [chunk]: 'function o(){console.log("lazy")}export{o as run};\n',
      [b.css[0]!]: "body{color:red}\n",
    });
  });

  test("an SVG the stylesheet uses is emitted under /assets/media and referenced by its hashed name", async () => {
    const b = await bundle(
      project({
        "templates/styles/site.css": "a {\n  background: url(./logo.svg);\n}\n",
        "templates/styles/logo.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      }),
      true,
    );
    const svg = only(b.files.keys(), /^\/assets\/media\/logo-[A-Z0-9]{8}\.svg$/);
    assert.deepEqual(texts(b), {
      [svg]: '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      [b.css[0]!]: `a{background:url(".${svg.slice("/assets".length)}")}\n`,
    });
    assert.deepEqual(b.js, []);
    assert.deepEqual(Object.keys(b.integrity), b.css);
  });

  test("a project with only client code has scripts and no stylesheet", async () => {
    const b = await bundle(project({ "client/main.ts": "console.log(1);\n" }), true);
    assert.deepEqual(b.css, []);
    assert.deepEqual(texts(b), { [b.js[0]!]: "console.log(1);\n" });
    assert.match(b.js[0]!, /^\/assets\/main-[A-Z0-9]{8}\.js$/);
  });

  test("with neither client/main.ts nor templates/styles/site.css nothing is bundled", async () => {
    assert.deepEqual(await bundle(project({ "client/other.ts": "console.log(1);\n" })), { files: new Map(), css: [], js: [], integrity: {} });
  });

  test("symlinked client/ and templates/ folders still give the entry URLs", async () => {
    const real = project(SOURCES);
    const linked = project({});
    fs.symlinkSync(path.join(real, "client"), path.join(linked, "client"), "dir");
    fs.symlinkSync(path.join(real, "templates"), path.join(linked, "templates"), "dir");
    const direct = await bundle(real);
    const viaLinks = await bundle(linked);
    assert.deepEqual(viaLinks.css, direct.css);
    assert.deepEqual(viaLinks.js, direct.js);
    assert.deepEqual(viaLinks.integrity, direct.integrity);
  });

  test("a syntax error is a SetupError with exit code 1 naming the file, line and column", async () => {
    const dir = project({ ...SOURCES, "client/main.ts": 'import "./ok.ts";\nconst x = ;\n', "client/ok.ts": "export {};\n" });
    await assert.rejects(bundle(dir), (e: unknown) => {
      assert.ok(e instanceof SetupError);
      assert.equal(e.exitCode, 1);
      assert.equal(e.message, 'bundling client/ and templates/styles failed:\nclient/main.ts:2:11 - error esbuild: Unexpected ";"');
      return true;
    });
  });

  test("every esbuild error is listed, a missing import included", async () => {
    const dir = project({ "client/main.ts": 'import "./missing.ts";\n', "templates/styles/site.css": '@import "./gone.css";\n' });
    await assert.rejects(bundle(dir), (e: unknown) => {
      assert.ok(e instanceof SetupError);
      assert.deepEqual(e.message.split("\n").sort(), [
        "bundling client/ and templates/styles failed:",
        'client/main.ts:1:8 - error esbuild: Could not resolve "./missing.ts"',
        'templates/styles/site.css:1:9 - error esbuild: Could not resolve "./gone.css"',
      ]);
      return true;
    });
  });
});
