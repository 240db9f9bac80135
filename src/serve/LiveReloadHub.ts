import type { ServerResponse } from "node:http";

/** A message to open pages. Payloads carry routes and diagnostic text only, never file contents or disk paths. */
export type LiveMessage =
  | { readonly type: "reload"; readonly routes: readonly string[]; readonly all: boolean }
  | { readonly type: "css"; readonly from: readonly string[]; readonly to: readonly string[] }
  | { readonly type: "errors"; readonly lines: readonly string[] }
  | { readonly type: "ok" };

/** The Server-Sent Events clients of one server, and the error state new clients must see at once. */
export interface LiveReloadHub {
  add(res: ServerResponse): void;
  broadcast(message: LiveMessage): void;
  setErrors(lines: readonly string[] | undefined): void;
  close(): void;
  readonly size: number;
}

/** Creates a hub. */
export function createLiveReloadHub(): LiveReloadHub {
  const clients = new Set<ServerResponse>();
  let errors: readonly string[] | undefined;
  const send = (res: ServerResponse, message: LiveMessage) => res.write(`data: ${JSON.stringify(message)}\n\n`);
  const keepAlive = setInterval(() => {
    for (const res of clients) res.write(": keep-alive\n\n");
  }, 25_000);
  keepAlive.unref();
  return {
    add(res) {
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        "x-content-type-options": "nosniff",
      });
      res.write("retry: 1000\n\n");
      clients.add(res);
      res.on("close", () => clients.delete(res));
      if (errors) send(res, { type: "errors", lines: errors });
    },
    broadcast(message) {
      for (const res of clients) send(res, message);
    },
    setErrors(lines) {
      const had = errors !== undefined;
      errors = lines;
      if (lines) this.broadcast({ type: "errors", lines });
      else if (had) this.broadcast({ type: "ok" });
    },
    close() {
      clearInterval(keepAlive);
      for (const res of clients) res.end();
      clients.clear();
    },
    get size() {
      return clients.size;
    },
  };
}
