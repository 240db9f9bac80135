// Finding the line of a key or of a JSON parse error in a JSON file's text.

/** 1-based line and column of a character offset in `text`. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** 1-based line of the first occurrence of a quoted key in a JSON text (1 when absent). */
export function lineOfKey(text: string, key: string): number {
  const i = text.indexOf(JSON.stringify(key));
  return i === -1 ? 1 : lineColumnAt(text, i).line;
}

/** Parses JSON; on a syntax error returns the 1-based line and column the parser names. */
export function parseJsonWithPlace(text: string): { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    // V8 may quote the whole input in its message; keep the message on one line.
    const message = (e instanceof Error ? e.message : String(e)).replace(/, (\.\.\.)?".*" is not valid JSON$/s, "").replace(/\s+/g, " ");
    const pos = /position (\d+)/.exec(message);
    const lc = /line (\d+) column (\d+)/.exec(message);
    if (lc) return { ok: false, message, line: Number(lc[1]), column: Number(lc[2]) };
    // Some V8 messages carry no position: find it with a strict scan of our own.
    return { ok: false, message, ...lineColumnAt(text, pos ? Number(pos[1]) : findJsonErrorOffset(text)) };
  }
}

/** Offset of the first character where `text` stops being valid JSON (a small recursive-descent scan). */
export function findJsonErrorOffset(text: string): number {
  let i = 0;
  const ws = () => {
    while (i < text.length && " \t\r\n".includes(text[i]!)) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string) => (text.startsWith(word, i) ? (i += word.length) : fail());
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\\") i++;
      else if (text.charCodeAt(i) < 0x20) fail();
      i++;
    }
    if (text[i] !== '"') fail();
    i++;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      ws();
      if (text[i] === "}") return void i++;
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ":") fail();
        i++;
        value();
        ws();
        if (text[i] === ",") i++;
        else if (text[i] === "}") return void i++;
        else fail();
      }
    }
    if (c === "[") {
      i++;
      ws();
      if (text[i] === "]") return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ",") i++;
        else if (text[i] === "]") return void i++;
        else fail();
      }
    }
    if (c === '"') {
      string();
      return;
    }
    if (c === "t") return void literal("true");
    if (c === "f") return void literal("false");
    if (c === "n") return void literal("null");
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail();
    i += m![0].length;
  };
  try {
    value();
    ws();
    return i < text.length ? i : 0;
  } catch (at) {
    return typeof at === "number" ? Math.min(at, text.length) : 0;
  }
}
