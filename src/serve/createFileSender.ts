// Answering a request with one static file, for every server of docsgen (serve's in-memory build, preview's out/,
// the browser tests through preview): its content type (mime-types), its length, a range past its end refused,
// conditional requests by RFC 9110 (`fresh`: If-None-Match lists, weak tags and `*`, and If-Modified-Since only
// without If-None-Match), and the content coding the request accepts (`negotiator`: q-values, `q=0` refusals).
import type http from "node:http";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import fresh from "fresh";
import Negotiator from "negotiator";
import { contentTypeOf } from "./contentTypeOf.ts";

/** A content coding a server may offer, in the order it prefers them when the request likes them as much. */
export type ContentCoding = "br" | "gzip";

/** One file to answer with. */
export interface StaticFile {
  /** The file's name or site path: its extension gives the content type, and compressed copies are kept under it. */
  readonly path: string;
  /** 200, or 404 for the site's not-found page (never answered with 304). */
  readonly status: number;
  /** Length in bytes. */
  readonly size: number;
  /** The file's bytes (read when it is compressed, or when it has no stream). */
  readonly read: () => Promise<string | Uint8Array> | string | Uint8Array;
  /** The file's bytes as a stream, for files sent as they are. */
  readonly stream?: () => Readable;
  /** The validators of a file that may be revalidated: ETag (strong, quoted) and Last-Modified. */
  readonly validators?: { readonly etag: string; readonly lastModified: Date };
  /** Further headers: the server's security and caching policy. */
  readonly headers: Readonly<Record<string, string>>;
}

/** Answers a request with a file: 304, 416, or the file in the coding the request prefers. */
export type FileSender = (req: http.IncomingMessage, res: http.ServerResponse, file: StaticFile) => Promise<void>;

/** Text worth compressing (images other than SVG, fonts and video are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|wasm)|image\/svg\+xml)/;
/** Below this size a compressed copy saves less than its headers cost. */
const MIN_COMPRESSED_SIZE = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A sender offering `codings` (none: always identity), keeping one compressed copy of each file and coding until its ETag changes. */
export function createFileSender(options: { readonly codings: readonly ContentCoding[] }): FileSender {
  const compressed = new Map<string, { readonly etag: string; readonly body: Uint8Array }>();
  const compress = async (file: StaticFile, coding: ContentCoding): Promise<Uint8Array> => {
    const key = `${coding} ${file.path}`;
    const etag = file.validators?.etag ?? "";
    const kept = compressed.get(key);
    if (kept && etag !== "" && kept.etag === etag) return kept.body;
    const raw = Buffer.from(await file.read());
    const body =
      coding === "br"
        ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : await gzipAsync(raw);
    if (etag !== "") compressed.set(key, { etag, body });
    return body;
  };

  return async (req, res, file) => {
    const type = contentTypeOf(file.path);
    const range = /^bytes=(\d+)-/.exec(String(req.headers.range ?? ""));
    if (range && Number(range[1]) >= file.size) {
      res.writeHead(416, { ...file.headers, "content-range": `bytes */${file.size}` });
      return void res.end();
    }
    const headers: Record<string, string> = { ...file.headers, "content-type": type };
    if (file.validators) {
      headers["etag"] = file.validators.etag;
      headers["last-modified"] = file.validators.lastModified.toUTCString();
    }
    const compressible = options.codings.length > 0 && COMPRESSIBLE.test(type);
    if (compressible) headers["vary"] = "Accept-Encoding";
    if (file.status === 200 && file.validators && isFresh(req, headers)) {
      res.writeHead(304, headers);
      return void res.end();
    }
    const coding = compressible && file.size >= MIN_COMPRESSED_SIZE ? preferredCoding(req, options.codings) : undefined;
    if (!coding) {
      res.writeHead(file.status, { ...headers, "content-length": String(file.size) });
      if (req.method === "HEAD") return void res.end();
      if (file.stream) return void file.stream().pipe(res);
      return void res.end(await file.read());
    }
    const body = await compress(file, coding);
    res.writeHead(file.status, { ...headers, "content-encoding": coding, "content-length": String(body.byteLength) });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

/**
 * True when a GET or HEAD may be answered 304 (RFC 9110 13.1.2 and 13.1.3): If-None-Match when the request has it
 * (weak comparison, a list, `*`), else If-Modified-Since.
 */
export function isFresh(req: http.IncomingMessage, headers: Readonly<Record<string, string>>): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const noneMatch = req.headers["if-none-match"];
  const modifiedSince = req.headers["if-modified-since"];
  const conditions =
    noneMatch !== undefined ? { "if-none-match": noneMatch } : modifiedSince !== undefined ? { "if-modified-since": modifiedSince } : undefined;
  return conditions !== undefined && fresh(conditions, { etag: headers["etag"], "last-modified": headers["last-modified"] });
}

/** The coding of `offered` the request's Accept-Encoding prefers (the server's order breaks ties), or undefined for identity. */
export function preferredCoding(req: http.IncomingMessage, offered: readonly ContentCoding[]): ContentCoding | undefined {
  // Codings and the `q` parameter are case-insensitive (RFC 9110 8.4.1, 12.4.2); negotiator compares `q=` as written.
  const accepted = req.headers["accept-encoding"]?.toLowerCase();
  const negotiator = new Negotiator({ headers: accepted === undefined ? {} : { "accept-encoding": accepted } }) as Negotiator & {
    /** negotiator 1.0's `preferred` breaks ties between equally accepted codings (its @types predate it). */
    encodings(available: string[], options: { preferred: string[] }): string[];
  };
  const best = negotiator.encodings([...offered, "identity"], { preferred: [...offered] })[0];
  return offered.find((c) => c === best);
}
