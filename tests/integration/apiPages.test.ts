// The generated API reference of the built site: legacy doc comments read as prose with highlighted
// examples (no odoc markup, no unlabelled TEXT blocks), and notes under failing examples that hold the
// compiler's whole message.
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { before, describe, test } from "node:test";
import { builtSite } from "../support/builtSite.ts";

let out = "";
const LEGACY = ["v8.0.0", "v9.0.0", "v10.0.0"];

before(async () => {
  out = await builtSite();
});

/** Every page of the API reference of every version, by site path (`docs/manual/v8.0.0/api/belt/index.html`). */
function apiPages(): string[] {
  const manual = path.join(out, "docs", "manual");
  const pages: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) visit(path.join(dir, entry.name));
      else if (entry.name === "index.html") pages.push(path.relative(out, path.join(dir, entry.name)));
    }
  };
  for (const version of readdirSync(manual)) {
    const api = path.join(manual, version, "api");
    if (/^v\d/.test(version) && existsSync(api)) visit(api);
  }
  return pages.sort();
}

const mainOf = (page: string) => /<main\b[\s\S]*?<\/main>/.exec(readFileSync(path.join(out, page), "utf8"))?.[0] ?? "";

/** The text a reader sees, without code blocks and inline code (where odoc-like text is legitimately code). */
function visibleText(html: string): string {
  return html
    .replace(/<pre\b[\s\S]*?<\/pre>/g, " ")
    .replace(/<code\b[\s\S]*?<\/code>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

const ODOC = ["{b ", "{i ", "{e ", "{!", "{[", "]}", "{v", "v}", "{ul", "{li"];

describe("API pages", () => {
  test("every version has API pages, the legacy ones included", () => {
    const pages = apiPages();
    for (const version of [...LEGACY, "v11.0.0", "v12.0.0"]) {
      assert.ok(pages.filter((p) => p.startsWith(`docs/manual/${version}/api/`)).length > 30, version);
    }
  });

  test("no odoc markup is left in the visible text of any API page", () => {
    const found: string[] = [];
    for (const page of apiPages()) {
      const text = visibleText(mainOf(page));
      for (const mark of ODOC) {
        const at = text.indexOf(mark);
        if (at !== -1) found.push(`${page}: ${JSON.stringify(text.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, " "))}`);
      }
    }
    assert.deepEqual(found, []);
  });

  test("no code block of a v8-v10 API page is plain text: every example is highlighted in its language", () => {
    const plain: string[] = [];
    for (const page of apiPages().filter((p) => LEGACY.some((v) => p.startsWith(`docs/manual/${v}/`)))) {
      const html = mainOf(page);
      const count = html.match(/code-block__label">TEXT<|class="hljs language-(?:text|plaintext)"/g)?.length ?? 0;
      if (count > 0) plain.push(`${page}: ${count}`);
    }
    assert.deepEqual(plain, []);
  });

  test("v8 Belt.HashMap reads as prose: bold, emphasis, an unknown reference as code, its examples as OCaml", () => {
    const html = mainOf("docs/manual/v8.0.0/api/belt/hash-map/index.html");
    assert.match(html, /<p>A <strong>mutable<\/strong> Hash map which allows customized <code>hash<\/code> behavior\.<\/p>/);
    assert.match(html, /two <em>HashMaps of ints<\/em> initialized/);
    assert.match(html, /<span class="code-block__label">ML<\/span>[\s\S]*?<code class="hljs language-ocaml"><span class="hljs-keyword">type<\/span> t =/);
  });

  test("odoc references link to the module page and the item's anchor of the same version", () => {
    const array = mainOf("docs/manual/v8.0.0/api/belt/array/index.html");
    assert.match(array, /<a href="\/docs\/manual\/v8\.0\.0\/api\/belt\/array"><code>Belt\.Array<\/code><\/a>/);
    assert.match(array, /<a href="\/docs\/manual\/v8\.0\.0\/api\/belt\/array#foreach"><code>forEach<\/code><\/a>/);
    const range = mainOf("docs/manual/v8.0.0/api/belt/range/index.html");
    assert.match(range, /<a href="\/docs\/manual\/v8\.0\.0\/api\/belt\/array#rangeby"><code>Belt_Array\.rangeBy<\/code><\/a>/);
  });

  test("doc tags read as labelled lines", () => {
    const json = mainOf("docs/manual/v8.0.0/api/js/json/index.html");
    assert.match(json, /<strong>Raises<\/strong> <code>SyntaxError<\/code> if given string is not a valid JSON\./);
    assert.match(json, /<strong>See:<\/strong> <a href="https:\/\/developer\.mozilla\.org\/[^"]+">MDN<\/a>/);
  });
});

describe("notes under examples that do not compile", () => {
  const notesOf = (page: string) => [...mainOf(page).matchAll(/<div class="example-status" role="note">([\s\S]*?)<\/div>/g)].map((m) => m[1]!);

  test("a failing v12 example shows the compiler's first line, and its whole message of several lines on request", () => {
    const notes = notesOf("docs/manual/v12.0.0/api/stdlib/array/index.html");
    const note = notes.find((n) => n.includes("cannot be generalized"));
    assert.ok(note, `no such note among ${notes.length}`);
    const summary = /^<details><summary>([\s\S]*?)<\/summary>/.exec(note)?.[1] ?? "";
    assert.equal(summary, "This example does not compile with ReScript 12.0.2: This expression&#39;s type contains type variables that cannot be generalized:");
    assert.match(note, /not an error of this site/);
    const message = /<pre class="example-status__message">([\s\S]*?)<\/pre>/.exec(note)?.[1] ?? "";
    const lines = message.split("\n");
    assert.ok(lines.length > 1, message);
    assert.equal(lines[0], "This expression&#39;s type contains type variables that cannot be generalized:");
    assert.match(lines.slice(1).join("\n"), /_weak\d/);
  });

  test("every note on an API page is whole: a summary and the message", () => {
    let count = 0;
    for (const page of apiPages()) {
      for (const note of notesOf(page)) {
        count++;
        assert.match(note, /^<details><summary>This example does not compile with ReScript [\d.]+: [^<]+<\/summary>/, page);
        assert.match(note, /<pre class="example-status__message">[^<]+<\/pre><\/details>$/, page);
      }
    }
    assert.ok(count > 100, `${count} notes`);
  });
});
