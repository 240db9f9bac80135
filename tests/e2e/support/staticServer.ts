import { createReadStream, existsSync, statSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
};

/** A plain static server for a built site, like a typical host: `/a` serves `/a/index.html`, unknown paths `/404.html`. */
export async function startStaticServer(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const candidates = [pathname, path.posix.join(pathname, "index.html")];
    for (const c of candidates) {
      const file = path.join(root, c);
      if (!file.startsWith(root + path.sep) && file !== root) break;
      if (existsSync(file) && statSync(file).isFile()) {
        res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
        createReadStream(file).pipe(res);
        return;
      }
    }
    res.writeHead(404, { "content-type": TYPES[".html"] });
    createReadStream(path.join(root, "404.html"))
      .on("error", () => res.end("not found"))
      .pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
