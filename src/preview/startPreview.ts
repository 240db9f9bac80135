// `docsgen preview`: the built out/ served as a production static host serves it, read-only. Clean URLs
// (`/a` and `/a/` from `/a/index.html`), the site's 404 page with status 404, the redirect rules the build
// wrote (`/_redirects`), content types, gzip or brotli for text, long-lived caching for content-hashed
// files and revalidation (ETag, Last-Modified) for the rest. The same path and Host checks as `docsgen serve`; never builds.
import { createReadStream, existsSync, readFileSync, realpathSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { REDIRECTS_FILE } from "../render/renderSiteFiles.ts";
import { createFileSender } from "../serve/createFileSender.ts";
import { extraHostsFor } from "../serve/extraHostsFor.ts";
import { candidateFiles, hostProblem, parseRequestPath } from "../serve/parseRequestPath.ts";
import { replyPlain } from "../serve/replyPlain.ts";
import { parseRedirects } from "./parseRedirects.ts";

/** Where and what to serve. */
export interface PreviewOptions {
  readonly outDir: string;
  readonly port: number;
  readonly host: string;
}

/** A running preview server. */
export interface PreviewHandle {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Files whose names carry a hash of their content (the bundles, the search index): cached for a year. */
const FINGERPRINTED = /^\/(assets\/.*-[A-Z0-9]{8}\.(js|css)|search\/.+\.[0-9a-z]{11}\.json)$/;
const HEADERS = { "x-content-type-options": "nosniff", "referrer-policy": "strict-origin-when-cross-origin" };

/** Starts serving `outDir`. */
export async function startPreview(options: PreviewOptions): Promise<PreviewHandle> {
  const root = realpathSync(options.outDir);
  const redirectsFile = path.join(root, REDIRECTS_FILE);
  const redirects = existsSync(redirectsFile) ? parseRedirects(readFileSync(redirectsFile, "utf8")) : new Map();
  const extraHosts = extraHostsFor(options.host);
  const sendFile = createFileSender({ codings: ["br", "gzip"] });

  const plain = (res: http.ServerResponse, status: number, text: string, extra: Record<string, string> = {}) =>
    replyPlain(res, status, text, { ...HEADERS, ...extra });

  /** The file of a site path inside out/ (symbolic links leading out of it are not followed), if any. */
  const fileOf = async (sitePath: string): Promise<{ file: string; size: number; mtimeMs: number } | undefined> => {
    for (const candidate of candidateFiles(sitePath)) {
      const file = path.join(root, candidate);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) continue;
      const real = realpathSync(file);
      if (!real.startsWith(root + path.sep)) continue;
      return { file: real, size: info.size, mtimeMs: info.mtimeMs };
    }
    return undefined;
  };

  const send = async (req: http.IncomingMessage, res: http.ServerResponse, sitePath: string, status: number) => {
    const found = await fileOf(sitePath);
    if (!found) return plain(res, 404, "Not Found");
    await sendFile(req, res, {
      path: found.file,
      status,
      size: found.size,
      read: () => readFile(found.file),
      stream: () => createReadStream(found.file),
      validators: {
        etag: `"${found.size.toString(36)}-${Math.floor(found.mtimeMs).toString(36)}"`,
        lastModified: new Date(found.mtimeMs),
      },
      headers: {
        ...HEADERS,
        "cache-control": FINGERPRINTED.test(sitePath) ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      },
    });
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const refused = hostProblem(req, options.host, extraHosts);
      if (refused) return plain(res, refused.status, refused.text);
      if (req.method !== "GET" && req.method !== "HEAD") return plain(res, 405, "Method Not Allowed", { allow: "GET, HEAD" });
      const target = req.url ?? "/";
      const parsed = parseRequestPath(target);
      if (!parsed.ok) return plain(res, parsed.status, parsed.status === 400 ? "Bad Request" : "Not Found");
      const query = target.includes("?") ? target.slice(target.indexOf("?")) : "";
      const redirect = redirects.get(parsed.path) ?? redirects.get(`${parsed.path}/`);
      if (redirect) {
        res.writeHead(redirect.status, { ...HEADERS, location: `${redirect.to}${query}`, "cache-control": "no-cache" });
        return res.end();
      }
      if (await fileOf(parsed.path)) return send(req, res, parsed.path, 200);
      return (await fileOf("/404.html")) ? send(req, res, "/404.html", 404) : plain(res, 404, "Not Found");
    })().catch(() => {
      if (!res.headersSent) plain(res, 500, "Internal Server Error");
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`,
    port,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}
