const LOOPBACK = ["127.0.0.1", "localhost", "::1"];

/** A `--port` value: decimal digits only, 0 to 65535 (0 picks a free port); undefined for anything else. */
export function parsePort(text: string): number | undefined {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isInteger(port) && port >= 0 && port <= 65535 ? port : undefined;
}

/**
 * The port of `--port` and `--host` of a server command (`serve`, `preview`), or undefined after printing
 * why it is unusable; warns when the host is reachable from other machines. `what` names the server.
 */
export function readListenFlags(flags: { readonly port: string; readonly host: string }, what: string): number | undefined {
  const port = parsePort(flags.port);
  if (port === undefined) {
    process.stderr.write(`docsgen: --port must be a number from 0 to 65535, not ${JSON.stringify(flags.port)}\n`);
    return undefined;
  }
  if (!LOOPBACK.includes(flags.host)) {
    process.stderr.write(`docsgen: warning: serving on ${flags.host} makes ${what} reachable from other machines on your network\n`);
  }
  return port;
}
