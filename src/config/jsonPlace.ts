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
export function parseJsonWithPlace(
  text: string,
): { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const pos = /position (\d+)/.exec(message);
    const lc = /line (\d+) column (\d+)/.exec(message);
    if (lc) return { ok: false, message, line: Number(lc[1]), column: Number(lc[2]) };
    const where = lineColumnAt(text, pos ? Number(pos[1]) : 0);
    return { ok: false, message, ...where };
  }
}
