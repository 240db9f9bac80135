import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { ResolvedDocSet } from "../../../src/config/types.ts";
import type { SourceFile } from "../../../src/content/types.ts";
import { llmsFiles, planLlmsPages } from "../../../src/llms/planLlmsPages.ts";

const docSet = (id: string, base: string, title: string): ResolvedDocSet => ({
  id,
  base,
  title,
  storageKey: `${id}_version`,
  latest: "v12.0.0",
  aliases: {},
  versions: [],
  nextVersions: [],
  banners: {},
  crumbs: ["Docs", title],
  home: "introduction",
  layout: "manual",
  unknownVersions: "plain" as const,
});
const MANUAL = docSet("manual", "/docs/manual", "Language Manual");
const REACT = docSet("react", "/docs/react", "React");
const source = (path: string, text: string): SourceFile => ({ path, file: `content/${path}`, text });
const data = (...files: SourceFile[]) => new Map(files.map((f) => [f.path, f]));
const sidebar = (path: string, slugs: readonly string[]) => source(path, JSON.stringify({ Overview: slugs }, null, 2));

describe("llmsFiles", () => {
  test("names the index and full-text files in the version's folder", () => {
    assert.deepEqual(llmsFiles("/docs/manual", "v12.0.0"), { index: "/docs/manual/v12.0.0/llms.txt", full: "/docs/manual/v12.0.0/llm-full.txt" });
  });
});

describe("planLlmsPages", () => {
  test("a version whose sidebar lists llms gets a generated llms page linking its two files", () => {
    const pages = planLlmsPages([MANUAL], [], data(sidebar("docs/manual/v12.0.0/sidebar.json", ["introduction", "llms"])));
    assert.deepEqual(pages, [
      {
        path: "docs/manual/v12.0.0/llms.mdx",
        file: "(generated) docs/manual/v12.0.0/llms.mdx",
        generated: true,
        text: [
          "---",
          'title: "LLMs"',
          'description: "Plain-text exports of the Language Manual v12.0.0 docs for language models and offline tools."',
          "---",
          "",
          "# LLMs",
          "",
          "<Intro>",
          "",
          "The build writes the Language Manual docs of this version as plain text, so that you can hand them to a language model, " +
            "search them offline or read them in a terminal.",
          "",
          "</Intro>",
          "",
          "## Files",
          "",
          "- [llms.txt](/docs/manual/v12.0.0/llms.txt): an index of every page of this version, with its title, a one-line description and its address.",
          "- [llm-full.txt](/docs/manual/v12.0.0/llm-full.txt): the full Markdown source of every page, one after the other, in sidebar order.",
          "",
          "## Using them",
          "",
          "Give a model the index when it should pick pages itself, and the full file when it should answer from the docs alone. " +
            "Both files are regenerated on every build, so they always match the pages you read here.",
          "",
        ].join("\n"),
      },
    ]);
  });

  test("only versions listing llms get a page, in doc set then data order, and a hand-written page wins", () => {
    const files = data(
      sidebar("docs/manual/v12.0.0/sidebar.json", ["introduction", "llms"]),
      sidebar("docs/manual/v11.0.0/sidebar.json", ["introduction"]),
      sidebar("docs/manual/v10.0.0/sidebar.json", ["llms"]),
      sidebar("docs/react/latest/sidebar.json", ["llms"]),
      sidebar("docs/manual/v12.0.0/api/sidebar.json", ["llms"]),
      sidebar("community/sidebar.json", ["llms"]),
    );
    const handWritten = [source("docs/manual/v10.0.0/llms.mdx", "# LLMs\n")];
    assert.deepEqual(
      planLlmsPages([MANUAL, REACT], handWritten, files).map((p) => [p.path, /^description: "(.*)"$/m.exec(p.text)?.[1]]),
      [
        ["docs/manual/v12.0.0/llms.mdx", "Plain-text exports of the Language Manual v12.0.0 docs for language models and offline tools."],
        ["docs/react/latest/llms.mdx", "Plain-text exports of the React latest docs for language models and offline tools."],
      ],
    );
  });

  test("the doc set's base is matched literally, not as a pattern", () => {
    const dotted = docSet("dotted", "/docs/v1.0", "Dotted");
    assert.deepEqual(planLlmsPages([dotted], [], data(sidebar("docs/v1x0/latest/sidebar.json", ["llms"]))), []);
    assert.deepEqual(
      planLlmsPages([dotted], [], data(sidebar("docs/v1.0/latest/sidebar.json", ["llms"]))).map((p) => p.path),
      ["docs/v1.0/latest/llms.mdx"],
    );
  });

  test("no doc sets or no data plan nothing", () => {
    assert.deepEqual(planLlmsPages([], [], data(sidebar("docs/manual/v12.0.0/sidebar.json", ["llms"]))), []);
    assert.deepEqual(planLlmsPages([MANUAL], [], new Map()), []);
  });
});
