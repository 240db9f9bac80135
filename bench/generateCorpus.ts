// Writes a synthetic docs corpus of N pages like real docs pages: front matter, headings, paragraphs with
// inline code, nested lists, tables, blockquotes, 3-8 code fences per page in several languages (some with
// highlighted lines), links with anchors between pages; every fourth page is a long one.
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

const LANGS = ["res", "js", "ts", "sh", "json", "css"];
const SNIPPETS: Record<string, string> = {
  res: "type user = {name: string, age: int}\nlet greet = user => `Hello ${user.name}`\nlet adults = users => users->Array.filter(u => u.age >= 18)",
  js: "export function greet(user) {\n  return `Hello ${user.name}`;\n}\nconst adults = users.filter((u) => u.age >= 18);",
  ts: "interface User { name: string; age: number }\nexport const greet = (u: User): string => `Hello ${u.name}`;",
  sh: "npm install rescript\nnpx rescript build -w",
  json: '{\n  "name": "my-app",\n  "sources": [{ "dir": "src", "subdirs": true }]\n}',
  css: ".button {\n  color: #e6484f;\n  padding: 4px 8px;\n}",
};
const WORDS = (
  "the compiler turns every module into plain readable JavaScript while the type checker keeps records variants and options honest " +
  "across the whole project so that refactoring stays safe and fast"
).split(" ");

function sentence(seed: number, length: number): string {
  const words = Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length]);
  const text = words.join(" ");
  return `${text.charAt(0).toUpperCase() + text.slice(1)}.`;
}

function page(i: number, n: number): string {
  const link = (j: number) => `[page ${j % n}](./page-${j % n}#section-${j % 3})`;
  // Every fourth page is long (8 sections), like a guide; the others have 3 to 5 sections.
  const sectionCount = i % 4 === 3 ? 8 : 3 + (i % 3);
  const fences = Array.from({ length: 3 + (i % 6) }, (_, k) => {
    const lang = LANGS[(i + k) % LANGS.length]!;
    return `\`\`\`${lang}${k === 0 ? " {1}" : ""}\n${SNIPPETS[lang]}\n\`\`\``;
  });
  const sections = Array.from({ length: sectionCount }, (_, s) =>
    [
      `## Section ${s}`,
      `${sentence(i + s, 24)} Call \`Array.map\` or \`Belt.List.reduce\` here. See ${link(i + s + 1)} and ${link(i * 3 + s + 7)}.`,
      `- ${sentence(i, 6)}\n  - ${sentence(i + 4, 5)} with \`option<int>\`\n  - ${sentence(i + 5, 6)}\n` +
        `    1. ${sentence(i + 6, 4)}\n    2. ${sentence(i + 7, 4)}\n- ${sentence(i + 1, 7)}\n- ${sentence(i + 2, 5)}`,
      `### Details ${s}`,
      `| key | value | notes |\n| --- | --- | --- |\n| alpha | ${i} | \`int\` |\n` +
        `| beta | ${s} | ${sentence(i + s, 5)} |\n| gamma | ${i + s} | see ${link(i + s + 2)} |`,
      fences[s % fences.length]!,
      `> ${sentence(i + s + 2, 14)}`,
      sentence(i + s + 3, 30),
    ].join("\n\n"),
  );
  const extra = fences.slice(sectionCount).join("\n\n");
  return (
    `---\ntitle: "Page ${i}"\ndescription: "Synthetic benchmark page ${i}"\n---\n\n` +
    `# Page ${i}\n\n${sentence(i, 20)}\n\n${sections.join("\n\n")}\n\n${extra}\n`
  );
}

/**
 * Writes the corpus as a project of its own under `dir` (content/, templates and client linked from `root`, its own cache)
 * and returns its content directory.
 */
export function generateCorpus(dir: string, n: number, root = path.resolve(import.meta.dirname, "..")): string {
  const content = path.join(dir, "content");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const part of ["templates", "client"]) symlinkSync(path.join(root, part), path.join(dir, part), "dir");
  const docs = path.join(content, "docs", "manual", "v11.0.0");
  mkdirSync(docs, { recursive: true });
  const slugs: string[] = [];
  for (let i = 0; i < n; i++) {
    writeFileSync(path.join(docs, `page-${i}.mdx`), page(i, n));
    slugs.push(`page-${i}`);
  }
  const categories: Record<string, string[]> = {};
  for (let c = 0; c * 50 < n; c++) categories[`Category ${c}`] = slugs.slice(c * 50, c * 50 + 50);
  writeFileSync(path.join(docs, "sidebar.json"), JSON.stringify(categories));
  writeFileSync(
    path.join(content, "site.json"),
    JSON.stringify({
      name: "Benchmark",
      baseUrl: "https://bench.example",
      docSets: [
        {
          id: "manual",
          base: "/docs/manual",
          title: "Manual",
          storageKey: "manual_version",
          latest: "v11.0.0",
          versions: [{ value: "v11.0.0", label: "v11.0.0" }],
        },
      ],
    }),
  );
  return content;
}
