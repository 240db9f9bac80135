import os from "node:os";

/**
 * The names besides `host`, localhost and the loopback addresses that a server listening on `host` answers
 * to: every address of this machine when it listens on all interfaces (never another host name), else none.
 */
export function extraHostsFor(host: string): string[] {
  if (!["0.0.0.0", "::", "[::]"].includes(host)) return [];
  return Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => (i.family === "IPv6" ? `[${i.address}]` : i.address)));
}
