// What a compiled program needs from the Output panel's frame, read from its JavaScript before it runs: whether
// it shows a page (React, or the DOM: the panel then gives the frame room, decided before running so nothing
// moves while it runs) and the ids of the elements it looks up (`#clock` in the React docs), made for it.

/** The frame a program needs: a visible page, and the element ids to create before it runs. */
export interface ProgramNeeds {
  readonly page: boolean;
  readonly ids: readonly string[];
}

/** Most element ids made for one program. */
const MAX_IDS = 8;

/** Reads a compiled program (ES module or CommonJS output of any compiler version). */
export function programNeeds(js: string): ProgramNeeds {
  const react = /(?:from |require\()"(?:react|react-dom|@rescript\/react)(?:\/[^"]*)?"/.test(js);
  const page = react || /\b(?:document|window)\b/.test(js);
  const ids = new Set<string>();
  for (const m of js.matchAll(/\b(?:querySelector\(\s*"#|getElementById\(\s*")([A-Za-z][\w-]{0,63})"/g)) {
    if (ids.size < MAX_IDS) ids.add(m[1]!);
  }
  return { page, ids: [...ids] };
}
