import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { parsePage } from "../../../src/content/parsePage.ts";
import { knownFrom, scanContent } from "../../../src/content/scanContent.ts";
import { createMarkdown } from "../../../src/markdown/renderMarkdown.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "docsgen-scan-"));
after(() => rmSync(root, { recursive: true, force: true }));
const content = path.join(root, "content");
const put = (rel: string, text: string) => {
  const file = path.join(content, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
};

test("scanContent reads pages and data sorted, and returns the stamps a later scan reuses without changing them", async () => {
  const intro = put("docs/intro.md", "# Intro\n");
  const guide = put("docs/guide.mdx", "# Guide\n");
  const authors = put("data/authors.json", "{}");
  put("notes.html", "<p>not content</p>");
  put("node_modules/pkg/readme.md", "# skipped\n");
  // Saved a minute ago: their size and mtime vouch for their content (a fresh save's would not, see below).
  const minuteAgo = new Date(Date.now() - 60_000);
  for (const file of [intro, guide, authors]) utimesSync(file, minuteAgo, minuteAgo);
  const first = await scanContent(content, root);
  assert.deepEqual(
    first.pages.map((p) => [p.path, p.file, p.text]),
    [
      ["docs/guide.mdx", "content/docs/guide.mdx", "# Guide\n"],
      ["docs/intro.md", "content/docs/intro.md", "# Intro\n"],
    ],
  );
  assert.deepEqual([...first.data.keys()], ["data/authors.json"]);
  assert.deepEqual([...first.stamps.keys()].sort(), [authors, guide, intro].sort());
  assert.equal(first.stamps.get(intro)!.size, 8);

  // A later scan: one file edited (another size), one removed, one added, one unchanged.
  writeFileSync(guide, "# Guide, edited\n");
  rmSync(authors);
  const added = put("docs/added.md", "# Added\n");
  const second = await scanContent(content, root, knownFrom(first.stamps));
  const byPath = new Map(second.pages.map((p) => [p.path, p]));
  assert.equal(byPath.get("docs/intro.md"), first.pages[1], "the unchanged file is the same object, not read again");
  assert.equal(byPath.get("docs/guide.mdx")!.text, "# Guide, edited\n");
  assert.deepEqual([...second.stamps.keys()].sort(), [added, guide, intro].sort());
  assert.deepEqual([...first.stamps.keys()].sort(), [authors, guide, intro].sort(), "the earlier stamps are left as they were");

  // Same size, another modification time: read again.
  writeFileSync(intro, "# Intr0\n");
  utimesSync(intro, new Date(), new Date(Date.now() + 5000));
  const third = await scanContent(content, root, knownFrom(second.stamps));
  assert.equal(third.pages.find((p) => p.path === "docs/intro.md")!.text, "# Intr0\n");

  // Same size and the same mtime, saved again within the tick the first read came in: read again all the same.
  const tick = new Date(Math.floor(Date.now() / 1000) * 1000);
  writeFileSync(intro, "# Racy1\n");
  utimesSync(intro, tick, tick);
  const fourth = await scanContent(content, root, knownFrom(third.stamps));
  writeFileSync(intro, "# Racy2\n");
  utimesSync(intro, tick, tick);
  const fifth = await scanContent(content, root, knownFrom(fourth.stamps));
  assert.equal(fifth.pages.find((p) => p.path === "docs/intro.md")!.text, "# Racy2\n");
});

test("scanContent lists every page, also in a folder whose name holds a newline (then route/invalid-path), never in dot folders", async () => {
  const dir = path.join(root, "odd");
  const odd = path.join(dir, "content");
  for (const [rel, text] of [
    ["we\nird/page.mdx", "# Weird\n"],
    ["fine/page.md", "# Fine\n"],
    [".hidden/secret.md", "# skipped\n"],
    ["fine/.draft.md", "# skipped\n"],
  ] as const) {
    mkdirSync(path.dirname(path.join(odd, rel)), { recursive: true });
    writeFileSync(path.join(odd, rel), text);
  }
  const scan = await scanContent(odd, dir);
  assert.deepEqual(
    scan.pages.map((p) => p.path),
    ["fine/page.md", "we\nird/page.mdx"],
  );
  const weird = parsePage(scan.pages[1]!, createMarkdown(), {
    playgroundPath: "",
    playgroundRoutes: [],
    sourceRoutes: { blog: "/blog", community: "/community", syntaxLookup: "/syntax-lookup", docBases: ["/docs/manual", "/docs/react"] },
    trustedEmbeds: [],
  });
  assert.deepEqual(
    weird.diagnostics.map((d) => [d.code, d.file]),
    [["route/invalid-path", "content/we\nird/page.mdx"]],
  );
});
