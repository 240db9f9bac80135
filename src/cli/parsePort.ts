/** A `--port` value: decimal digits only, 0 to 65535 (0 picks a free port); undefined for anything else. */
export function parsePort(text: string): number | undefined {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isInteger(port) && port >= 0 && port <= 65535 ? port : undefined;
}
