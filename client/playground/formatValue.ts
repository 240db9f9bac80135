// How the Output panel writes a console argument or an uncaught value: strings as they are at the top level,
// everything else readably (JSON-like records and arrays, Map/Set contents, `Error: message`, ReScript
// exceptions as `Failure("boom")`), with depth, item and length caps. It runs inside the program's sandboxed
// frame: the frame's document gets this function's source text, so it refers to nothing outside itself.

/** The text of one console argument or thrown value (`top`: a string shows without quotes). May throw (a getter, a proxy). */
export function formatValue(value: unknown, top = true): string {
  const MAX_ITEMS = 100;
  const MAX_DEPTH = 5;
  const MAX_LENGTH = 2000;
  const seen: unknown[] = [];
  let budget = 1000; // values written at most: a deep or wide structure costs bounded work
  const keyText = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));
  const list = (items: readonly string[], total: number) => (total > items.length ? [...items, `... ${total - items.length} more`] : items).join(", ");
  const go = (v: unknown, depth: number): string => {
    if (--budget < 0) return "\u2026";
    if (typeof v === "string") return JSON.stringify(v.length > MAX_LENGTH ? v.slice(0, MAX_LENGTH) : v);
    if (typeof v === "number") return Object.is(v, -0) ? "-0" : String(v);
    if (typeof v === "bigint") return `${String(v)}n`;
    if (typeof v === "symbol") return v.toString();
    if (typeof v === "function") return v.name ? `[Function: ${v.name}]` : "[Function]";
    if (v === null || typeof v !== "object") return String(v);
    if (seen.includes(v)) return "[Circular]";
    if (v instanceof Error) return `${v.name}: ${v.message}`;
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? "Invalid Date" : v.toISOString();
    if (v instanceof RegExp) return String(v);
    if (typeof Promise !== "undefined" && v instanceof Promise) return "Promise {}";
    if (typeof Element !== "undefined" && v instanceof Element) return `<${v.tagName.toLowerCase()}${v.id ? ` id="${v.id}"` : ""}>`;
    const record = v as Record<string, unknown>;
    // A ReScript exception: its name (without the `/1` of old compilers) and its payload.
    if (typeof record["RE_EXN_ID"] === "string") {
      const name = record["RE_EXN_ID"].replace(/\/\d+$/, "");
      const args = Object.keys(record)
        .filter((k) => /^_\d+$/.test(k))
        .map((k) => go(record[k], depth + 1));
      return args.length > 0 ? `${name}(${args.join(", ")})` : name;
    }
    if (depth >= MAX_DEPTH) return Array.isArray(v) ? "[Array]" : "[Object]";
    seen.push(v);
    try {
      if (Array.isArray(v))
        return `[${list(
          v.slice(0, MAX_ITEMS).map((x) => go(x, depth + 1)),
          v.length,
        )}]`;
      if (ArrayBuffer.isView(v) && !(v instanceof DataView)) {
        const items = Array.from(v as unknown as ArrayLike<number | bigint>);
        return `${v.constructor.name}(${items.length}) [${list(
          items.slice(0, MAX_ITEMS).map((x) => go(x, depth + 1)),
          items.length,
        )}]`;
      }
      if (v instanceof Map) {
        const entries = [...v.entries()];
        return `Map(${v.size}) {${list(
          entries.slice(0, MAX_ITEMS).map(([k, x]) => `${go(k, depth + 1)} => ${go(x, depth + 1)}`),
          entries.length,
        )}}`;
      }
      if (v instanceof Set) {
        const items = [...v.values()];
        return `Set(${v.size}) {${list(
          items.slice(0, MAX_ITEMS).map((x) => go(x, depth + 1)),
          items.length,
        )}}`;
      }
      const keys = Object.keys(v);
      const proto = Object.getPrototypeOf(v) as { constructor?: { name?: string } } | null;
      const className = proto?.constructor?.name;
      const name = className && className !== "Object" ? `${className} ` : "";
      const fields = keys.slice(0, MAX_ITEMS).map((k) => `${keyText(k)}: ${go(record[k], depth + 1)}`);
      return `${name}{${list(fields, keys.length)}}`;
    } finally {
      seen.pop();
    }
  };
  const text = top && typeof value === "string" ? value : go(value, 0);
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}\u2026` : text;
}
