import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyFixture, isolateSources, startFixture, httpGet, cleanUp } from "./tests/serve/support.ts";
const dir = copyFixture();
isolateSources(dir);
const { handle, logs } = await startFixture(dir, true, { isolated: true });
await new Promise((r) => setTimeout(r, 1500));
const file = path.join(dir, "content", "burst.mdx");
const text = (n: number) => `---\ntitle: "Burst"\n---\n\n# Burst\n\nEdit ${String(n).padStart(3, "0")}.\n`;
writeFileSync(file, text(0));
await new Promise((r) => setTimeout(r, 1500));
for (let n = 1; n <= 500; n++) { writeFileSync(file, text(n)); if (n % 25 === 0) await new Promise((r) => setTimeout(r, 10)); }
for (let i = 0; i < 10; i++) {
  await new Promise((r) => setTimeout(r, 1000));
  const b = (await httpGet(`${handle.url}/burst`)).body;
  console.log(i, /Edit (\d+)/.exec(b)?.[1], "file:", /Edit (\d+)/.exec(readFileSync(file, "utf8"))?.[1]);
}
console.log(logs.slice(-8).join("\n"));
await handle.close();
cleanUp(dir);
