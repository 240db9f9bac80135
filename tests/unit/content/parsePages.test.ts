// Parsing many pages in worker threads and on this thread: the results are those of parsing on this thread alone,
// in input order, however the chunks fall to the threads; the serialized answers (kept for the parse cache) cover every page once.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { deserialize } from "node:v8";
import { parsePages } from "../../../src/content/parsePages.ts";
import { parsePage } from "../../../src/content/parsePage.ts";
import { detachSource } from "../../../src/content/detachSource.ts";
import { CHARACTERS_PER_THREAD_STEP, parseThreadCount, startParseWorker } from "../../../src/content/parseWorkers.ts";
import type { SourceFile } from "../../../src/content/types.ts";
import { createMarkdown } from "../../../src/markdown/renderMarkdown.ts";

const settings = {
  playgroundPath: "/try",
  playgroundRoutes: [],
  sourceRoutes: { blog: "/blog", community: "/community", syntaxLookup: "/syntax-lookup", docBases: ["/docs/manual", "/docs/react"] },
  trustedEmbeds: [],
};

/** Pages of very different sizes (every 37th is long), one with a front matter error. */
function sources(count: number): SourceFile[] {
  return Array.from({ length: count }, (_, i) => {
    const path = `docs/manual/v11.0.0/page-${i}.mdx`;
    const body =
      i % 37 === 0
        ? Array.from({ length: 60 }, (_, k) => `## Part ${k}\n\nText ${k} of ${i}.\n\n\`\`\`res\nlet x${k} = ${k}\n\`\`\`\n`).join("\n")
        : `Short page ${i}.`;
    const front = i === 5 ? "---\ntitle: [unclosed\n---\n" : `---\ntitle: "Page ${i}"\n---\n`;
    return { path, file: `content/${path}`, text: `${front}\n# Page ${i}\n\n${body}\n` };
  });
}

describe("parsePages", () => {
  test("in two workers and on this thread, 250 pages parse as on this thread alone, in input order, each serialized once", async () => {
    const all = sources(250);
    const md = createMarkdown();
    const batch = await parsePages(all, md, { settings, threads: 3 });
    const alone = all.map((s) => detachSource(parsePage(s, md, settings)));
    assert.deepEqual(batch.results, alone);
    // A page whose front matter fails is kept, marked, so that links and sidebars still know its route.
    assert.equal(batch.results[5]!.page?.failed, "yaml");
    assert.deepEqual(
      batch.results[5]!.diagnostics.map((d) => [d.file, d.code]),
      [["content/docs/manual/v11.0.0/page-5.mdx", "frontmatter/invalid-yaml"]],
    );
    const positions = (batch.serialized ?? []).flatMap((chunk) => chunk.positions);
    assert.deepEqual(
      [...positions].sort((a, b) => a - b),
      all.map((_, i) => i),
    );
    for (const chunk of batch.serialized ?? []) {
      assert.deepEqual(
        deserialize(chunk.bytes),
        chunk.positions.map((p) => alone[p]),
      );
    }
    assert.ok((batch.serialized ?? []).length > 2, "more chunks than threads");
  });

  test("a site too small to pay for a worker parses on this thread, with nothing serialized", async () => {
    const all = sources(20);
    const md = createMarkdown();
    const batch = await parsePages(all, md, { settings });
    assert.equal(batch.serialized, undefined);
    assert.deepEqual(
      batch.results,
      all.map((s) => detachSource(parsePage(s, md, settings))),
    );
  });

  test("a started worker answers several messages in turn until stopped", async () => {
    const worker = startParseWorker();
    try {
      const [a] = deserialize(await worker.run({ sources: sources(1), settings })) as ReturnType<typeof detachSource>[];
      const [b, c] = deserialize(await worker.run({ sources: sources(3).slice(1), settings })) as ReturnType<typeof detachSource>[];
      assert.equal(a!.page?.meta.title, "Page 0");
      assert.equal(b!.page?.meta.title, "Page 1");
      assert.equal(c!.page?.meta.title, "Page 2");
    } finally {
      worker.stop();
    }
  });
});

describe("parseThreadCount", () => {
  const step = CHARACTERS_PER_THREAD_STEP;
  test("a worker more each time the Markdown passes step * k * (k + 1) characters, never more than the cores, at most 4", () => {
    assert.deepEqual(
      [0, 2 * step, 2 * step + 1, 6 * step, 6 * step + 1, 12 * step, 12 * step + 1, 1000 * step].map((n) => parseThreadCount(n, 8)),
      [1, 1, 2, 2, 3, 3, 4, 4],
    );
    assert.equal(parseThreadCount(1000 * step, 2), 2);
    assert.equal(parseThreadCount(1000 * step, 1), 1);
  });

  test("the 1,000-page benchmark corpus (6.1 M characters) parses on one thread; 2,000 pages (12.3 M) on two", () => {
    assert.equal(parseThreadCount(6_100_000, 2), 1);
    assert.equal(parseThreadCount(12_300_000, 2), 2);
  });
});
