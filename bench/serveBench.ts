// `docsgen serve --watch` on the benchmark corpus: process start to first page served, and
// one-page edit to live-reload event (median of 20 edits), measured from outside like a browser would.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const EDITS = 20;

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

/** Runs the serve benchmark on a corpus whose content dir is `content` (relative to the repo root). */
export async function serveBench(root: string, content: string, port = 3917): Promise<{ startSeconds: number; editMedianMs: number; editsMs: number[] }> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, "bin", "docsgen.js"), "serve", "--watch", "--content", content, "--port", String(port)], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (c) => (stderr += c));
  try {
    const base = `http://127.0.0.1:${port}`;
    const firstPage = `${base}/docs/manual/v11.0.0/page-1`;
    for (;;) {
      const r = await get(firstPage).catch(() => undefined);
      if (r?.status === 200 && r.body.includes("Page 1")) break;
      if (child.exitCode !== null) throw new Error(`serve exited: ${stderr}`);
      await new Promise((res) => setTimeout(res, 20));
    }
    const startSeconds = (performance.now() - started) / 1000;
    const script = (await get(`${base}/__docsgen/live.js`)).body;
    const token = /token=([0-9a-f]+)/.exec(script)?.[1] ?? "";
    const messages: { at: number; data: string }[] = [];
    await new Promise<void>((resolve) => {
      http.get(`${base}/__docsgen/events?token=${token}`, (res) => {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          for (const m of chunk.matchAll(/^data: (.*)$/gm)) messages.push({ at: performance.now(), data: m[1]! });
        });
        resolve();
      });
    });
    const file = path.join(root, content, "docs", "manual", "v11.0.0", "page-7.mdx");
    const original = readFileSync(file, "utf8");
    const editsMs: number[] = [];
    try {
      for (let i = 0; i < EDITS; i++) {
        await new Promise((res) => setTimeout(res, 150));
        const before = messages.length;
        const t0 = performance.now();
        writeFileSync(file, original.replace("# Page 7", `# Page 7 (edit ${i})`));
        while (messages.length === before) {
          if (performance.now() - t0 > 20_000) throw new Error(`no reload event for edit ${i}:\n${stderr}`);
          await new Promise((res) => setTimeout(res, 1));
        }
        editsMs.push(messages[before]!.at - t0);
      }
    } finally {
      writeFileSync(file, original);
    }
    const sorted = [...editsMs].sort((a, b) => a - b);
    return { startSeconds, editMedianMs: sorted[Math.floor(sorted.length / 2)]!, editsMs };
  } finally {
    child.kill("SIGTERM");
  }
}
