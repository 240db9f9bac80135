// The benchmark corpus as an Eleventy 3 project and a Hugo project with equivalent output: every page in a
// layout with a header, a sidebar of all categories with the pages of the current one (current page marked, as
// docsgen's sidebar shows them), a table of contents of
// its h2/h3 headings, the Markdown with highlighted fences (Prism via @11ty/eleventy-plugin-syntaxhighlight;
// Hugo's Chroma), prev/next links and a footer. ReScript fences become Reason (both highlighters know it).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

interface CorpusPage {
  readonly slug: string;
  readonly title: string;
  readonly body: string;
}

/** Reads the pages and sidebar categories of a corpus written by generateCorpus. */
export function readCorpus(content: string): { pages: CorpusPage[]; categories: Record<string, string[]> } {
  const docs = path.join(content, "docs", "manual", "v11.0.0");
  const categories = JSON.parse(readFileSync(path.join(docs, "sidebar.json"), "utf8")) as Record<string, string[]>;
  const pages = readdirSync(docs)
    .filter((f) => f.endsWith(".mdx"))
    .map((f) => {
      const text = readFileSync(path.join(docs, f), "utf8");
      const end = text.indexOf("\n---\n", 4);
      const title = /^title: "(.*)"$/m.exec(text.slice(0, end))?.[1] ?? f;
      return { slug: f.replace(/\.mdx$/, ""), title, body: text.slice(end + 5) };
    });
  return { pages, categories };
}

/** The Markdown body for a peer: `res` fences as `reason`, line highlights in the peer's syntax, links as its URLs. */
function convertBody(body: string, highlight: (lang: string, lines: string) => string): string {
  return body
    .replace(
      /^```(\w+)(?: \{([\d,-]+)\})?$/gm,
      (_m, lang: string, lines: string | undefined) => `\`\`\`${highlight(lang === "res" ? "reason" : lang, lines ?? "")}`,
    )
    .replace(/\]\(\.\/(page-\d+)(#[\w-]+)?\)/g, (_m, slug: string, anchor: string | undefined) => `](/docs/manual/v11.0.0/${slug}/${anchor ?? ""})`);
}

function sidebarData(categories: Record<string, string[]>, pages: readonly CorpusPage[]) {
  const titles = new Map(pages.map((p) => [p.slug, p.title]));
  return Object.entries(categories).map(([name, slugs]) => ({
    name,
    slugs,
    pages: slugs.map((slug) => ({ slug, title: titles.get(slug) ?? slug })),
  }));
}

/** Writes an Eleventy project for the corpus into `dir` (its node_modules must be reachable from there). */
export function writeEleventyProject(content: string, dir: string): void {
  const { pages, categories } = readCorpus(content);
  rmSync(dir, { recursive: true, force: true });
  const docs = path.join(dir, "src", "docs", "manual", "v11.0.0");
  mkdirSync(docs, { recursive: true });
  mkdirSync(path.join(dir, "src", "_includes"), { recursive: true });
  mkdirSync(path.join(dir, "src", "_data"), { recursive: true });
  const order = Object.values(categories).flat();
  writeFileSync(path.join(dir, "src", "_data", "sidebar.json"), JSON.stringify(sidebarData(categories, pages)));
  writeFileSync(path.join(dir, "src", "_data", "order.json"), JSON.stringify(order));
  for (const page of pages) {
    const body = convertBody(page.body, (lang, lines) => (lines ? `${lang}/${Number(lines.split(/[,-]/)[0]) - 1}` : lang));
    writeFileSync(
      path.join(docs, `${page.slug}.md`),
      `---\ntitle: "${page.title}"\nslug: ${page.slug}\nlayout: layout.njk\npermalink: /docs/manual/v11.0.0/${page.slug}/\n---\n${body}`,
    );
  }
  writeFileSync(
    path.join(dir, "eleventy.config.mjs"),
    `import syntaxHighlight from "@11ty/eleventy-plugin-syntaxhighlight";
export default function (config) {
  config.addPlugin(syntaxHighlight);
  // Heading ids like docsgen's (lowercase, dashes) and a table of contents of the h2/h3 headings.
  config.amendLibrary("md", (md) => {
    md.core.ruler.push("heading_ids", (state) => {
      state.tokens.forEach((t, i) => {
        if (t.type === "heading_open") t.attrSet("id", state.tokens[i + 1].content.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""));
      });
    });
  });
  config.addFilter("toc", (html) => [...html.matchAll(/<h([23]) id="([^"]+)">(.*?)<\\/h[23]>/g)].map((m) => ({ level: m[1], id: m[2], text: m[3] })));
  config.addFilter("neighbour", (order, slug, step) => order[order.indexOf(slug) + step]);
  return { dir: { input: "src", output: "_site" }, markdownTemplateEngine: false };
}
`,
  );
  writeFileSync(
    path.join(dir, "src", "_includes", "layout.njk"),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ title }} | Benchmark</title><link rel="stylesheet" href="/style.css"></head>
<body><header><a href="/">Benchmark</a> <nav><a href="/docs/manual/v11.0.0/page-0/">Docs</a></nav></header>
<aside class="sidebar">{% for category in sidebar %}<h4>{{ category.name }}</h4>{% if slug in category.slugs %}<ul>` +
      `{% for p in category.pages %}<li><a href="/docs/manual/v11.0.0/{{ p.slug }}/"{% if p.slug == slug %} aria-current="page"{% endif %}>` +
      `{{ p.title }}</a></li>{% endfor %}</ul>{% endif %}{% endfor %}</aside>
<main><nav class="toc"><ul>{% for h in content | toc %}<li class="toc-{{ h.level }}"><a href="#{{ h.id }}">{{ h.text | safe }}</a></li>{% endfor %}</ul></nav>
<article>{{ content | safe }}</article>
{% set prev = order | neighbour(slug, -1) %}{% set next = order | neighbour(slug, 1) %}
<nav class="pager">{% if prev %}<a href="/docs/manual/v11.0.0/{{ prev }}/">Previous</a>{% endif %} ` +
      `{% if next %}<a href="/docs/manual/v11.0.0/{{ next }}/">Next</a>{% endif %}</nav></main>
<footer>Benchmark site</footer></body></html>
`,
  );
}

/** Writes a Hugo project for the corpus into `dir`. */
export function writeHugoProject(content: string, dir: string): void {
  const { pages, categories } = readCorpus(content);
  rmSync(dir, { recursive: true, force: true });
  const docs = path.join(dir, "content", "docs", "manual", "v11.0.0");
  mkdirSync(docs, { recursive: true });
  mkdirSync(path.join(dir, "layouts", "_default"), { recursive: true });
  mkdirSync(path.join(dir, "data"), { recursive: true });
  writeFileSync(path.join(dir, "data", "sidebar.json"), JSON.stringify(sidebarData(categories, pages)));
  const order = Object.values(categories).flat();
  for (const page of pages) {
    const body = convertBody(page.body, (lang, lines) => (lines ? `${lang} {hl_lines=[${lines.replace("-", ":")}]}` : lang));
    writeFileSync(path.join(docs, `${page.slug}.md`), `---\ntitle: "${page.title}"\nslug: ${page.slug}\nweight: ${order.indexOf(page.slug) + 1}\n---\n${body}`);
  }
  writeFileSync(
    path.join(dir, "config.toml"),
    `baseURL = "https://bench.example/"
title = "Benchmark"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
[markup.highlight]
  codeFences = true
  noClasses = false
[markup.tableOfContents]
  startLevel = 2
  endLevel = 3
[markup.goldmark.parser]
  autoHeadingIDType = "github"
`,
  );
  writeFileSync(
    path.join(dir, "layouts", "_default", "single.html"),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} | Benchmark</title><link rel="stylesheet" href="/style.css"></head>
<body><header><a href="/">Benchmark</a> <nav><a href="/docs/manual/v11.0.0/page-0/">Docs</a></nav></header>
<aside class="sidebar">{{ $current := .File.ContentBaseName }}{{ range .Site.Data.sidebar }}<h4>{{ .name }}</h4>{{ if in .slugs $current }}<ul>` +
      `{{ range .pages }}<li><a href="/docs/manual/v11.0.0/{{ .slug }}/"{{ if eq .slug $current }} aria-current="page"{{ end }}>{{ .title }}</a></li>` +
      `{{ end }}</ul>{{ end }}{{ end }}</aside>
<main><nav class="toc">{{ .TableOfContents }}</nav>
<article>{{ .Content }}</article>
<nav class="pager">{{ with .NextInSection }}<a href="{{ .RelPermalink }}">Previous</a>{{ end }} ` +
      `{{ with .PrevInSection }}<a href="{{ .RelPermalink }}">Next</a>{{ end }}</nav></main>
<footer>Benchmark site</footer></body></html>
`,
  );
  writeFileSync(
    path.join(dir, "layouts", "_default", "list.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>` +
      `<body>{{ range .Pages }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</body></html>\n`,
  );
}
