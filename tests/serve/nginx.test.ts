// The nginx configuration of docs/DEPLOY.md (docs/deploy/nginx.conf), checked by serving a built out/ with
// Debian's nginx: clean URLs, the 404 page with status 404, the redirects made from out/_redirects with the
// command the guide gives, no dotfiles, caching of hashed files and gzip. Skipped where nginx is missing.
import assert from "node:assert/strict";
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { gunzipSync } from "node:zlib";
import { docsgen } from "../cli/support.ts";
import { eventually, FIXTURE, httpGet, REPO } from "./support.ts";

/** Debian's nginx; DOCSGEN_TEST_NGINX names another binary (tests/serve/nginxSkip.test.ts points it at none). */
const NGINX = process.env.DOCSGEN_TEST_NGINX || "/usr/sbin/nginx";
const MISSING =
  `SKIPPED: the nginx configuration of docs/DEPLOY.md is checked with Debian's nginx at ${NGINX} ` +
  "(install it with: sudo apt-get install nginx-light). CI installs it.";
const nginxMissing = !existsSync(NGINX);
if (nginxMissing) console.log(MISSING);
/** Each test is skipped on its own where nginx is missing, so node:test counts them in its `skipped` total. */
const skip = { skip: nginxMissing ? MISSING : false };

/** The command docs/DEPLOY.md gives for turning out/_redirects into nginx rules. */
function redirectCommand(): string {
  const guide = readFileSync(path.join(REPO, "docs", "DEPLOY.md"), "utf8");
  const command = /```sh\n(awk [^\n]+_redirects[^\n]*)\n```/.exec(guide)?.[1];
  assert.ok(command, "docs/DEPLOY.md has no awk command for the redirects");
  return command;
}

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-nginx-"));
const out = path.join(TMP, "out");
let nginx: ChildProcess | undefined;
let port = 0;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A GET with headers, the body as nginx sent it (never decompressed, redirects not followed). */
async function get(target: string, headers: Record<string, string> = {}) {
  const r = await httpGet(`http://127.0.0.1:${port}${target}`, headers);
  return { status: r.status, headers: r.headers, body: r.bytes };
}

// The suite itself is never skipped (a skipped suite counts as no skipped test), so its `before` runs: it does nothing without nginx.
describe("the nginx configuration of docs/DEPLOY.md", () => {
  before(async () => {
    if (nginxMissing) return;
    const built = await docsgen(["build", "--quiet", "--content", path.join(FIXTURE, "content"), "--out", out]);
    assert.equal(built.code, 0, built.stderr);
    // The guide's command, run where the guide runs it: beside out/.
    execFileSync("bash", ["-c", redirectCommand()], { cwd: TMP });
    port = await freePort();
    const server = readFileSync(path.join(REPO, "docs", "deploy", "nginx.conf"), "utf8")
      .replace("listen 80;", `listen 127.0.0.1:${port};`)
      .replace("root /var/www/docs/out;", `root ${out};`)
      .replace("include /var/www/docs/redirects.conf;", `include ${path.join(TMP, "redirects.conf")};`);
    writeFileSync(path.join(TMP, "server.conf"), server);
    for (const dir of ["logs", "temp"]) mkdirSync(path.join(TMP, dir));
    writeFileSync(
      path.join(TMP, "nginx.conf"),
      [
        "daemon off;",
        "master_process off;",
        `pid ${path.join(TMP, "nginx.pid")};`,
        `error_log ${path.join(TMP, "logs", "error.log")};`,
        "events {}",
        "http {",
        "  include /etc/nginx/mime.types;",
        "  default_type application/octet-stream;",
        "  access_log off;",
        ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${path.join(TMP, "temp", t)};`),
        `  include ${path.join(TMP, "server.conf")};`,
        "}",
        "",
      ].join("\n"),
    );
    nginx = spawn(NGINX, ["-p", TMP, "-c", path.join(TMP, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    nginx.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
    // Up once it answers, or failed once it exits (a bad configuration): states, however long it takes to start.
    await eventually(
      "nginx answers or exits",
      async () =>
        nginx!.exitCode !== null ||
        (await get("/").then(
          () => true,
          () => false,
        )),
    );
    const log = path.join(TMP, "logs", "error.log");
    if (nginx.exitCode !== null) assert.fail(`nginx did not start: ${stderr}${existsSync(log) ? readFileSync(log, "utf8") : ""}`);
  });

  after(() => {
    nginx?.kill("SIGTERM");
    rmSync(TMP, { recursive: true, force: true });
  });

  test("clean URLs, and the site's 404 page with status 404", skip, async () => {
    for (const target of ["/about", "/about/"]) {
      const r = await get(target);
      assert.equal(r.status, 200, target);
      assert.deepEqual(r.body, readFileSync(path.join(out, "about", "index.html")), target);
    }
    const missing = await get("/no/such/page");
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, readFileSync(path.join(out, "404.html")));
  });

  test("the redirects made from out/_redirects answer 301", skip, async () => {
    assert.match(
      readFileSync(path.join(TMP, "redirects.conf"), "utf8"),
      /^location = \/docs\/manual\/latest\/guide \{ return 301 \/docs\/manual\/v1\.0\.0\/guide; \}\n/,
    );
    const r = await get("/docs/manual/latest/intro");
    assert.equal(r.status, 301);
    assert.match(String(r.headers.location), /\/docs\/manual\/v1\.0\.0\/intro$/);
  });

  test("no dotfiles; hashed files cached for a year; text gzipped", skip, async () => {
    assert.equal((await get("/.docsgen-output")).status, 404);
    const css = readdirSync(path.join(out, "assets")).find((f) => /^site-[A-Z0-9]{8}\.css$/.test(f))!;
    const r = await get(`/assets/${css}`, { "accept-encoding": "gzip" });
    assert.equal(r.status, 200);
    assert.equal(r.headers["cache-control"], "public, max-age=31536000, immutable");
    assert.equal(r.headers["content-encoding"], "gzip");
    assert.deepEqual(gunzipSync(r.body), readFileSync(path.join(out, "assets", css)));
    assert.equal((await get("/about")).headers["x-content-type-options"], "nosniff");
  });
});
