// Network exposure of `serve --watch` (reliability.md (b) 11, 14-16): the Host allow-list against DNS
// rebinding, no CORS for foreign origins, and a live-reload channel that wants the token and a same-origin page.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { ServeHandle } from "../../src/serve/startServe.ts";
import {
  cleanUp,
  copyFixture,
  httpGet,
  isolateSources,
  leaks,
  openEvents,
  rawGet,
  rawRequest,
  removeCache,
  startFixture,
  tokenOf,
  type EventClient,
} from "./support.ts";

let dir: string;
let handle: ServeHandle;
let token: string;
const clients: EventClient[] = [];

before(async () => {
  dir = copyFixture();
  // Its own templates/ and client/: the watcher must not rebuild on edits made in the repository meanwhile.
  isolateSources(dir);
  ({ handle } = await startFixture(dir, true, { isolated: true }));
  token = await tokenOf(handle);
});

after(async () => {
  for (const client of clients) client.close();
  await handle?.close();
  cleanUp(dir);
  removeCache();
});

async function events(query: string, headers: Record<string, string> = {}): Promise<EventClient> {
  const client = await openEvents(handle, query, headers);
  clients.push(client);
  return client;
}

describe("Host allow-list", () => {
  test("the server listens on 127.0.0.1", () => {
    assert.equal(handle.url, `http://127.0.0.1:${handle.port}`);
  });

  for (const host of ["localhost", "127.0.0.1", "[::1]"]) {
    test(`Host: ${host}:PORT -> 200`, async () => {
      const response = await rawGet(handle.port, "/about", { host: `${host}:${handle.port}` });
      assert.equal(response.status, 200);
    });
  }

  for (const host of [
    "evil.example",
    "evil.example:PORT",
    "localhost.evil.example:PORT",
    "127.0.0.1.nip.io:PORT",
    "192.168.1.5:PORT",
    "localhost:PORT@evil.example",
    "localhost@evil.example",
    "localhost:PORT:80",
    "local%68ost:PORT",
  ]) {
    for (const target of ["/", "/about", "/search/manifest.json", "/__docsgen/live.js", "/__docsgen/events?token=TOKEN"]) {
      test(`Host: ${host} -> 403 for ${target.replace("TOKEN", "<right token>")}`, async () => {
        const response = await rawGet(handle.port, target.replace("TOKEN", token), { host: host.replace("PORT", String(handle.port)) });
        assert.equal(response.status, 403);
        assert.equal(response.body, "403 Forbidden: unknown host\n");
        assert.equal(response.body.includes(token), false);
      });
    }
  }

  test("no Host at all: 403 in HTTP/1.0, 400 from Node's parser in HTTP/1.1", async () => {
    const old = await rawRequest(handle.port, "GET /about HTTP/1.0\r\n\r\n");
    assert.equal(old.status, 403);
    assert.equal(old.body, "403 Forbidden: unknown host\n");
    const missing = await rawGet(handle.port, "/about", { host: null });
    assert.equal(missing.status, 400);
  });

  test("two Host headers: 400, whichever comes first (HTTP/1.1 requires it)", async () => {
    for (const [first, second] of [
      [`127.0.0.1:${handle.port}`, "evil.example"],
      ["evil.example", `127.0.0.1:${handle.port}`],
      [`127.0.0.1:${handle.port}`, `127.0.0.1:${handle.port}`],
    ]) {
      const response = await rawRequest(handle.port, `GET /about HTTP/1.1\r\nHost: ${first}\r\nhost: ${second}\r\nConnection: close\r\n\r\n`);
      assert.equal(response.status, 400, `${first}, ${second}`);
      assert.equal(response.body, "400 Bad Request: more than one Host header\n");
    }
  });
});

describe("no CORS for foreign origins", () => {
  test("pages, assets, search files and the live-reload script carry no Access-Control-* header", async () => {
    const files = [...(await handle.materialize()).keys()];
    const searchChunk = files.find((p) => p.startsWith("/search/") && p !== "/search/manifest.json");
    const css = files.find((p) => p.endsWith(".css"));
    assert.ok(searchChunk && css);
    for (const target of ["/", "/index.html", "/about", "/no/such/page", "/search/manifest.json", searchChunk, css, "/sitemap.xml", "/__docsgen/live.js"]) {
      for (const origin of ["http://evil.example", "null", "http://192.168.1.5:8080"]) {
        const response = await httpGet(`${handle.url}${target}`, { origin });
        assert.ok(response.status === 200 || response.status === 404, `${target}: ${response.status}`);
        const cors = Object.keys(response.headers).filter((h) => h.startsWith("access-control-"));
        assert.deepEqual(cors, [], `${target} with Origin ${origin}`);
      }
    }
  });

  test("a CORS preflight is refused without Access-Control-* headers", async () => {
    const response = await rawGet(handle.port, "/search/manifest.json", {
      method: "OPTIONS",
      headers: ["Origin: http://evil.example", "Access-Control-Request-Method: GET"],
    });
    assert.equal(response.status, 405);
    assert.deepEqual(
      Object.keys(response.headers).filter((h) => h.startsWith("access-control-")),
      [],
    );
  });
});

describe("live-reload channel", () => {
  const same = () => `http://127.0.0.1:${handle.port}`;

  test("refuses a missing or wrong token (same length, other lengths, right one in another case)", async () => {
    const flipped = token.slice(0, -1) + (token.endsWith("0") ? "1" : "0");
    for (const query of [
      "",
      "?token=",
      `?token=${flipped}`,
      `?token=${token.slice(0, -1)}`,
      `?token=${token}0`,
      `?token=${token.toUpperCase()}`,
      `?t=${token}`,
      `?token=${encodeURIComponent(` ${token}`)}`,
    ]) {
      for (const headers of [{}, { origin: same() }] as Array<Record<string, string>>) {
        const client = await events(query, headers);
        assert.equal(client.status, 403, `${query} ${JSON.stringify(headers)}`);
        assert.equal(client.refusal, "403 Forbidden\n");
        assert.equal(client.headers["content-type"], "text/plain; charset=utf-8");
      }
    }
  });

  test("refuses the right token from foreign origins", async () => {
    for (const origin of [
      "http://evil.example",
      "http://192.168.1.5:8080",
      "null",
      `http://localhost:${handle.port}`,
      `https://127.0.0.1:${handle.port}`,
      `http://127.0.0.1:${handle.port + 1}`,
      `http://127.0.0.1:${handle.port}.evil.example`,
    ]) {
      const client = await events(`?token=${token}`, { origin });
      assert.equal(client.status, 403, origin);
      assert.deepEqual(
        Object.keys(client.headers).filter((h) => h.startsWith("access-control-")),
        [],
        origin,
      );
    }
  });

  test("accepts the right token from the same origin or with no Origin", async () => {
    for (const headers of [{ origin: same() }, {}] as Array<Record<string, string>>) {
      const client = await events(`?token=${token}`, headers);
      assert.equal(client.status, 200, JSON.stringify(headers));
      assert.equal(client.headers["content-type"], "text/event-stream; charset=utf-8");
      assert.equal(client.headers["cache-control"], "no-store");
      assert.equal(client.headers["access-control-allow-origin"], undefined);
      client.close();
    }
  });

  test("the same origin through localhost is accepted when the Host says localhost", async () => {
    const response = await httpGet(`${handle.url}/about`, { host: `localhost:${handle.port}` });
    assert.equal(response.status, 200);
    const client = await events(`?token=${token}`, { host: `localhost:${handle.port}`, origin: `http://localhost:${handle.port}` });
    assert.equal(client.status, 200);
    client.close();
  });

  test("pages get the script tag once, before </body>, whatever the query", async () => {
    const tag = '<script src="/__docsgen/live.js"></script>';
    const plain = await httpGet(`${handle.url}/about`);
    assert.equal(plain.body.split(tag).length, 2);
    assert.ok(plain.body.endsWith(`${tag}</body></html>`), plain.body.slice(-120));
    const hostile = await rawGet(handle.port, "/about?%22%3E%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E");
    assert.equal(hostile.body, plain.body);
    const notFound = await rawGet(handle.port, "/%3Cscript%3Ealert(1)%3C/script%3E");
    assert.equal(notFound.status, 404);
    assert.equal(notFound.body.includes("alert(1)"), false);
    assert.equal(notFound.body.split(tag).length, 2);
  });

  test("the script is the same whatever the request carries", async () => {
    const base = await httpGet(`${handle.url}/__docsgen/live.js`);
    assert.equal(base.status, 200);
    assert.equal(base.headers["content-type"], "text/javascript; charset=utf-8");
    assert.equal(base.headers["x-content-type-options"], "nosniff");
    const hostile = await rawGet(handle.port, "/__docsgen/live.js?%22%3E%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E", {
      headers: ["Referer: http://evil.example/<script>", "Origin: http://evil.example"],
    });
    assert.equal(hostile.body, base.body);
  });

  test("messages carry routes only: no file contents, no disk paths", async () => {
    const client = await events(`?token=${token}`, { origin: same() });
    assert.equal(client.status, 200);
    const file = path.join(dir, "content", "docs", "manual", "v1.0.0", "intro.mdx");
    writeFileSync(
      file,
      '---\ntitle: "Intro"\ndescription: "Where to start"\n---\n\n# Intro\n\nRead [the guide](./guide) next.\n\n## Basics\n\nBODY-MARKER-41c7 changed text.\n',
    );
    const outcome = await handle.rebuild([file]);
    assert.equal(outcome.ok, true);
    const message = await client.waitFor((m) => m.type === "reload" && m.routes.includes("/docs/manual/v1.0.0/intro"), {
      what: "reload of the intro",
    });
    assert.deepEqual(message, { type: "reload", routes: ["/docs/manual/v1.0.0/intro"], all: false });
    for (const raw of client.raw) {
      assert.deepEqual(leaks(raw, dir), [], raw);
      assert.equal(raw.includes("BODY-MARKER"), false, raw);
      assert.equal(raw.includes("/tmp/"), false, raw);
    }
    const page = await httpGet(`${handle.url}/docs/manual/v1.0.0/intro`);
    assert.ok(page.body.includes("BODY-MARKER-41c7 changed text."));
  });
});
