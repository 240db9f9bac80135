// The floor of `npm run bench -- --compare`: what rendering the corpus costs at the least, markdown-it and
// highlight.js over every page in one thread, in memory (front matter dropped, nothing written). Plain
// JavaScript, so that no TypeScript loader is in the measurement. Usage: node floor.mjs <content dir>
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import hljs from "highlight.js";
import rescript from "highlightjs-rescript";
import MarkdownIt from "markdown-it";

const content = process.argv[2];
if (!content) throw new Error("usage: node floor.mjs <content dir>");
// The fence names of the corpus, as docsgen maps them.
hljs.registerLanguage("rescript", rescript);
const ALIASES = { res: "rescript", sh: "bash" };
const md = new MarkdownIt({
  html: true,
  highlight: (code, info) => {
    const lang = ALIASES[info.split(/\s/)[0]] ?? info.split(/\s/)[0];
    return lang && hljs.getLanguage(lang) ? hljs.highlight(code, { language: lang, ignoreIllegals: true }).value : "";
  },
});
let pages = 0;
let bytes = 0;
for (const entry of readdirSync(content, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".mdx")) continue;
  const text = readFileSync(path.join(entry.parentPath, entry.name), "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");
  bytes += md.render(text).length;
  pages++;
}
process.stdout.write(`floor: ${pages} pages rendered, ${bytes} bytes of HTML\n`);
