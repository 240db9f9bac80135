// One story about versions: v11 is the current release and v12 the next one (site.json's `latest` and `next`).
// No text the built site serves (pages, the blog feed, the llms files, the search index's titles, headings and
// snippets) may say that ReScript 12 is released, out, stable or the current version.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { before, describe, test } from "node:test";
import type { SearchManifest, SearchPackMeta, SearchTermFile } from "../../src/shared/search/types.ts";
import { SEARCH_MANIFEST_PATH, termFilePath } from "../../src/shared/search/types.ts";
import { builtSite } from "../support/builtSite.ts";

/** A version number that names a release of 12 (not a prerelease such as 12.0.0-rc.1): ReScript 12, v12, version 12, 12.0, 12.0.2. */
const V12_NUMBER = String.raw`(?:\bReScript\s+v?12|\bv12|\bversion\s+12|\b12\.0)(?:\.\d+){0,2}(?![-\w]|\.\w)`;
/** V12_NUMBER as the subject of a sentence, not qualifying another one ("the Stdlib of ReScript 12 is available in every file"). */
const V12 = String.raw`(?<!\b(?:of|in|with|for|from)\s+(?:the\s+)?)${V12_NUMBER}`;
/** Words that make a sentence about 12 one about its prereleases. */
const PRERELEASE = String.raw`(?:pre-?releases?|betas?|alphas?|release\s+candidates?|rc|@next|preview)\b`;
/** Words between a "current release" phrase and a version that point elsewhere. */
const ELSEWHERE = String.raw`(?!\bv?11\b|\bnext\b|\bupcoming\b|\bpre-?release)`;
/** Not followed, in the same sentence, by words that make it about a prerelease. */
const NOT_PRERELEASE = String.raw`(?![^.!?]{0,40}\b${PRERELEASE})`;
/** "release" followed by words that make it a plan, not an announcement ("the 12 release candidate", "the 12 release date"). */
const NOT_PLANNED = String.raw`(?!\s+(?:candidates?|schedule|date|plans?|is\s+(?:planned|expected|scheduled)|will)\b)`;
const CURRENT = String.raw`(?:current|latest|newest|stable)\s+(?:stable\s+|documented\s+|official\s+)?(?:release|version)\b`;

/** Each claim that ReScript 12 is released, by name. Matched against one sentence at a time, case-insensitively. */
const CLAIMS: readonly (readonly [name: string, pattern: RegExp])[] = [
  [
    "12 is out/available/released",
    new RegExp(
      String.raw`${V12}\s+(?:is|has\s+been|was)\s+(?:now\s+|finally\s+|officially\s+)?(?:out|available|released|here|live|shipped|stable)\b${NOT_PRERELEASE}`,
      "i",
    ),
  ],
  ["released ReScript 12", new RegExp(String.raw`(?<!\b(?:until|before|once|when|after|if)\b[^.!?]{0,20})\breleased\s+${V12_NUMBER}`, "i")],
  ["12 shipped", new RegExp(String.raw`${V12}\s+(?:shipped|came\s+out|landed|went\s+stable)\b`, "i")],
  [
    "current release is 12",
    new RegExp(String.raw`\b${CURRENT}(?:${ELSEWHERE}[^.!?]){0,40}?(?:\bReScript\s+|\bversion\s+|\bv|\b)12(?:\.\d+){0,2}(?![-\w]|\.\w)`, "i"),
  ],
  ["12 is the current release", new RegExp(String.raw`${V12}(?:${ELSEWHERE}[^.!?]){0,40}?\b${CURRENT}(?!\s*\(?\s*v?11\b)`, "i")],
  ["a 12 release announcement", new RegExp(String.raw`${V12_NUMBER}\s+release\b(?:\s+(?:post|notes|announcement)\b)?${NOT_PLANNED}`, "i")],
  [
    "patch releases of 12",
    new RegExp(String.raw`\b(?:patch|bug-?fix|point)\s+releases?\s+(?:of|for)\s+${V12_NUMBER}|${V12_NUMBER}\s+patch\s+releases?\b`, "i"),
  ],
  [
    "12 out now",
    new RegExp(String.raw`${V12}[^.!?]{0,30}\b(?:out\s+now|now\s+out|now\s+available|available\s+now|generally\s+available)\b${NOT_PRERELEASE}`, "i"),
  ],
];

/** The claims a sentence makes (names of the matching patterns). */
function claimsIn(sentence: string): string[] {
  return CLAIMS.filter(([, pattern]) => pattern.test(sentence)).map(([name]) => name);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") return String.fromCodePoint(name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Elements whose start and end break the text into separate blocks (HTML and RSS). */
const BLOCK_NAMES = (
  "p div h[1-6] li ul ol dt dd dl td th tr table thead tbody pre br hr section article header footer nav main aside " +
  "blockquote figure figcaption title head body details summary option select label button item description channel"
).split(" ");
const BLOCK_TAGS = new RegExp(String.raw`</?(?:${BLOCK_NAMES.join("|")})\b[^>]*>`, "gi");

/**
 * The visible text of HTML (or RSS), each block on a line of its own: scripts, styles and comments dropped, CDATA kept,
 * line breaks inside a paragraph (soft breaks of the Markdown source) joined, those of `<pre>` kept.
 */
function textOfMarkup(markup: string): string {
  const flat = markup
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, inner: string) => inner.replace(/&/g, "&amp;").replace(/</g, "&lt;"))
    .replace(/<script\b[\s\S]*?<\/script>/gi, "\n")
    .replace(/<style\b[\s\S]*?<\/style>/gi, "\n")
    .replace(/<!--[\s\S]*?-->/g, "")
    .split(/(<pre\b[\s\S]*?<\/pre>)/i)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\s+/g, " ")))
    .join("");
  return decodeEntities(flat.replace(BLOCK_TAGS, "\n").replace(/<[^>]*>/g, ""));
}

/** The text of a Markdown file (the llms files): blank lines end paragraphs, a line joins the one before it unless it starts a block. */
function textOfMarkdown(markdown: string): string {
  return markdown.replace(/\n(?![ \t]*(?:\n|[#>|*+<-]|\d+\.|```))[ \t]*/g, " ");
}

/** The text of a page's head a reader or a link preview sees besides the title: description and Open Graph text. */
function metaTextOf(html: string): string[] {
  const texts: string[] = [];
  for (const m of html.matchAll(/<meta\s+(?:name|property)="(?:description|og:title|og:description|twitter:title|twitter:description)"\s+content="([^"]*)"/g))
    texts.push(decodeEntities(m[1]!));
  return texts;
}

/** Splits text into sentences: at line breaks and after `.`, `!` or `?` followed by white space. */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=\S)/)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter((s) => s.length > 0);
}

/** Every file under dir (site paths relative to it), recursively. */
function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
  );
}

/** A text the site serves: where it comes from (site path, with the part for search records) and its text. */
interface ServedText {
  readonly source: string;
  readonly text: string;
}

let out = "";
let files: string[] = [];
const read = (sitePath: string) => readFileSync(path.join(out, sitePath), "utf8");

function htmlTexts(): ServedText[] {
  return files
    .filter((f) => f.endsWith(".html"))
    .flatMap((f) => {
      const html = read(f);
      return [{ source: f, text: textOfMarkup(html) }, ...metaTextOf(html).map((text) => ({ source: `${f} (meta)`, text }))];
    });
}

function searchTexts(): ServedText[] {
  const manifest = JSON.parse(read(SEARCH_MANIFEST_PATH)) as SearchManifest;
  return manifest.packs.flatMap((entry) => {
    const pack = JSON.parse(read(entry.path)) as SearchPackMeta;
    const titles = pack.shards.flatMap((shard) =>
      shard.pages.flatMap((page, index) => {
        const source = `${entry.path} ${page.path}`;
        const headings = shard.rows.filter((row) => row[0] === index && row[3] !== null).map((row) => row[3]!);
        return [{ source: `${source} (title)`, text: page.title }, ...headings.map((text) => ({ source: `${source} (heading)`, text }))];
      }),
    );
    const snippets = pack.files.flatMap((_, i) => {
      const file = termFilePath(pack.folder, i, pack.hash);
      const { parts } = JSON.parse(read(file)) as SearchTermFile;
      return parts.flatMap(([, [, , , , windows]]) => windows.map((text) => ({ source: `${file} (snippet)`, text: wholeSentences(text) })));
    });
    return [...titles, ...snippets];
  });
}

/**
 * The sentences of a snippet window that it holds whole: one cut by the window (after a leading `…`, before a
 * trailing one) says nothing for sure ("the ReScript 12 release …" goes on "candidate"); the page it comes from
 * has it whole, and the pages' text is checked too.
 */
function wholeSentences(window: string): string {
  const sentences = sentencesOf(window);
  if (window.startsWith("… ")) sentences.shift();
  if (window.endsWith(" …")) sentences.pop();
  return sentences.join(" ");
}

/** `source: [claim] sentence` for every sentence of the texts that claims a release of 12. */
function offendersIn(texts: readonly ServedText[]): string[] {
  const found = new Set<string>();
  for (const { source, text } of texts)
    for (const sentence of sentencesOf(text)) {
      const claims = claimsIn(sentence);
      if (claims.length > 0) found.add(`${source}: [${claims.join(", ")}] ${sentence}`);
    }
  return [...found].sort();
}

describe("the claim patterns", () => {
  test("catch sentences that say ReScript 12 is released", () => {
    const claims = [
      "ReScript 12 is out!",
      "ReScript 12 is now available.",
      "ReScript v12 has been released.",
      "ReScript 12.0 was released in January.",
      "We released ReScript 12 last week.",
      "Today we released ReScript 12.0.",
      "12.0.2 is released.",
      "v12 is the current release.",
      "The v12 manual documents the current release, including the new dict page.",
      "The latest stable version is ReScript 12.",
      "The current release is version 12.",
      "Read the ReScript 12.0 release post.",
      "For everything that changed in version 12, see the 12.0 release post.",
      "ReScript 12 release notes",
      "The first two patch releases of ReScript 12 fix slow compiles.",
      "ReScript 12 shipped with a new build system.",
      "ReScript 12 is here: a built-in standard library.",
      "ReScript 12 is out now.",
    ];
    assert.deepEqual(
      claims.filter((s) => claimsIn(s).length === 0),
      [],
    );
  });

  test("let legitimate sentences about v12 pass", () => {
    const fine = [
      "v12 is the next version, documented with a work in progress banner.",
      "The docs of ReScript v12 are still a work in progress.",
      "Read this page for the current release (v11).",
      "v11 is the current documented release.",
      "v12 is the next version; v11 is the current release.",
      "ReScript 12 is available as a prerelease: npm install rescript@next.",
      "ReScript 12 is available in the v12 prerelease.",
      "Try it with npm install rescript@next.",
      "Manual v12 pages are compiled with rescript 12.0.2.",
      "The examples of the v12 manual compile with rescript 12.0.2 from npm.",
      "The ReScript 12 release candidate is ready for testing.",
      "Dict literals are listed under 12.0.0-alpha.2 in the changelog.",
      "12.0.0-rc.1 is released for testing.",
      "ReScript 12 moves the standard library into the compiler.",
      "The built-in Stdlib of ReScript 12 is available in every file without an open or an install.",
      "ReScript 12 ships an experimental let? binding.",
      "Until we have released ReScript 12, the v11 docs are the default.",
      "The next release is documented under v12, which is still a work in progress.",
      "Make sure the project builds warning-free on the latest 11.x release.",
      "let prices = [4.5, 12.0, 7.25, 30.0]",
      "`3.0 *. 2.0 ** 2.0` is `12.0`.",
    ];
    assert.deepEqual(
      fine.filter((s) => claimsIn(s).length > 0).map((s) => `${s} [${claimsIn(s).join(", ")}]`),
      [],
    );
  });

  test("markup becomes sentences: tags, scripts and styles dropped, entities decoded, blocks split", () => {
    const head = `<head><title>A &amp; B</title><style>p{}</style><script>var a = "ReScript 12 is out";</script></head>`;
    const html = `${head}<p>One. Two <code>12.0.2</code>!</p><li>Three</li>`;
    assert.deepEqual(sentencesOf(textOfMarkup(html)), ["A & B", "One.", "Two 12.0.2!", "Three"]);
    assert.deepEqual(sentencesOf(textOfMarkup("<title><![CDATA[R & D <b>]]></title>")), ["R & D <b>"]);
  });
});

describe("the built site tells one story about v12 (v11 current, v12 next)", () => {
  before(async () => {
    out = await builtSite();
    files = filesUnder(out);
  });

  test("no HTML page claims that ReScript 12 is released", () => {
    const texts = htmlTexts();
    assert.ok(texts.length > 1000, `only ${texts.length} HTML texts read`);
    assert.deepEqual(offendersIn(texts), []);
  });

  test("no blog post about v12 is filed as a release: no `release` badge, no /blog/release-12 route", () => {
    const cards = [...read("/blog/index.html").matchAll(/<article class="post-card[^"]*">([\s\S]*?)<\/article>/g)].map(([, card]) => ({
      badge: /class="badge badge--([\w-]+)"/.exec(card!)?.[1] ?? null,
      href: /class="post-card__title"><a href="([^"]+)"/.exec(card!)?.[1] ?? "",
      text: textOfMarkup(card!).replace(/\s+/g, " ").trim(),
    }));
    assert.ok(cards.length > 20, `only ${cards.length} posts on the blog index`);
    const aboutV12 = cards.filter((c) => /\b(?:ReScript\s+|version\s+|v)12\b/i.test(c.text));
    assert.ok(aboutV12.length > 0, "some posts are about v12");
    assert.deepEqual(
      aboutV12.filter((c) => c.badge === "release" || /^\/blog\/release-12\b/.test(c.href)).map((c) => `${c.href} [${c.badge}] ${c.text}`),
      [],
    );
  });

  test("no entry of the blog feed claims that ReScript 12 is released", () => {
    const feed = read("/blog/feed.xml");
    assert.ok(feed.includes("<item>"), "the feed has entries");
    assert.deepEqual(offendersIn([{ source: "/blog/feed.xml", text: textOfMarkup(feed) }]), []);
  });

  test("no llms text file claims that ReScript 12 is released", () => {
    const llms = files.filter((f) => /\/(?:llms|llm-full)\.txt$/.test(f));
    assert.ok(llms.length >= 2, `llms files: ${llms.join(", ")}`);
    assert.deepEqual(offendersIn(llms.map((f) => ({ source: f, text: textOfMarkdown(read(f)) }))), []);
  });

  test("no search title, heading or snippet claims that ReScript 12 is released", () => {
    const texts = searchTexts();
    assert.ok(texts.length > 1000, `only ${texts.length} search texts read`);
    assert.deepEqual(offendersIn(texts), []);
  });
});
