// A small project served by `docsgen serve` (in process, on 127.0.0.1) whose /try compiles with the pinned npm
// compilers v12, v9 and v8 of the repository's site.json, with a v9 manual page and a React docs page whose code
// blocks link to the playground. Its cache is its own (prepared toolchains included), removed on close.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { resolvePaths } from "../../../src/config/resolvePaths.ts";
import { startServe } from "../../../src/serve/startServe.ts";

const REPO = path.resolve(import.meta.dirname, "..", "..", "..");

/** A served site: its address and how to stop it. */
export interface ServedSite {
  readonly url: string;
  close(): Promise<void>;
}

/** The v9 page's example, as its Playground link carries it. */
export const V9_EXAMPLE = 'let greeting = "hello from v9"\nJs.log(greeting)';

const page = (title: string, body: string) => `---\ntitle: "${title}"\ndescription: "${title}"\n---\n\n# ${title}\n\n${body}\n`;

/** Writes the project and starts serving it (without --watch: the compile endpoint works all the same). */
export async function servePlaygroundSite(): Promise<ServedSite> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "docsgen-e2e-run-"));
  const content = path.join(dir, "content");
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(content, rel)), { recursive: true });
    writeFileSync(path.join(content, rel), text);
  };
  const real = JSON.parse(readFileSync(path.join(REPO, "content", "site.json"), "utf8")) as { toolchains: Record<string, unknown> };
  write(
    "site.json",
    JSON.stringify({
      name: "Playground Run Fixture",
      docSets: [
        {
          id: "manual",
          base: "/docs/manual",
          title: "Language Manual",
          storageKey: "manual_version",
          latest: "v12.0.0",
          aliases: { latest: "v12.0.0" },
          versions: [
            { value: "v12.0.0", label: "v12.0.0" },
            { value: "v9.0.0", label: "v8.2 - v9.0" },
            { value: "v8.0.0", label: "v6.0 - v8.2" },
          ],
        },
        { id: "react", base: "/docs/react", title: "ReScript & React", storageKey: "react_version", latest: "latest", versions: [{ value: "latest" }] },
      ],
      toolchains: { v12: real.toolchains["v12"], v9: real.toolchains["v9"], v8: real.toolchains["v8"] },
      defaultToolchain: "v12",
      exampleRoutes: [
        { prefix: "/docs/manual/v12.0.0", toolchain: "v12" },
        { prefix: "/docs/manual/v9.0.0", toolchain: "v9" },
        { prefix: "/docs/manual/v8.0.0", toolchain: "v8" },
      ],
      playground: { compilerBase: "https://cdn.rescript-lang.org", versions: ["v12.0.0"], devToolchains: ["v12", "v9", "v8"] },
    }),
  );
  write("docs/manual/v9.0.0/sidebar.json", JSON.stringify({ Overview: ["introduction"] }));
  write("docs/manual/v9.0.0/introduction.mdx", page("Introduction", `A v9 page.\n\n\`\`\`res example\n${V9_EXAMPLE}\n\`\`\``));
  write("docs/react/latest/sidebar.json", JSON.stringify({ Overview: ["introduction"] }));
  write(
    "docs/react/latest/introduction.mdx",
    page("Introduction", 'A React page.\n\n```res\n@react.component\nlet make = () => <p> {React.string("hi")} </p>\n```'),
  );
  const cache = path.join(REPO, ".docsgen-cache", `e2e-run-${process.pid}`);
  const handle = await startServe({
    // Inside the repository: the bundled templates import react from its node_modules.
    paths: { ...resolvePaths({ root: REPO, content, out: path.join(dir, "out") }), cache },
    port: 0,
    host: "127.0.0.1",
    watch: false,
    log: () => undefined,
  });
  return {
    url: handle.url,
    async close() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(cache, { recursive: true, force: true });
    },
  };
}
