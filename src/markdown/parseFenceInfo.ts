// Fence info strings: ```lang [example|prelude|sig] [{2,4-6}]

/** How a ReScript fence takes part in compilation (`signature`: shown like `plain`, without a playground link). */
export type FenceRole = "plain" | "example" | "prelude" | "sig" | "signature";

/** The parts of a fence info string. */
export interface FenceInfo {
  /** Language as written, lowercased (`res`, `js`...); `text` when missing. */
  readonly lang: string;
  readonly role: FenceRole;
  /** 1-based line numbers to highlight, ascending, without duplicates. */
  readonly highlightLines: readonly number[];
}

const MAX_HIGHLIGHT_LINE = 100_000;

/** Parses an info string; unknown words are ignored. */
export function parseFenceInfo(info: string): FenceInfo {
  const braces = /\{([^}]*)\}/.exec(info);
  const words = info
    .replace(/\{[^}]*\}/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const lang = (words[0] ?? "text").toLowerCase();
  const roleWord = words.slice(1).find((w) => w === "example" || w === "prelude" || w === "sig" || w === "signature");
  return {
    lang,
    role: (roleWord as FenceRole | undefined) ?? "plain",
    highlightLines: braces ? parseLineSpec(braces[1] ?? "") : [],
  };
}

/** Parses `2,4-6,8..9,10...11` into line numbers. Ranges use `-`, `..` or `...`. */
export function parseLineSpec(spec: string): number[] {
  const lines = new Set<number>();
  for (const part of spec.split(",")) {
    const m = /^\s*(\d+)\s*(?:(?:-|\.{2,3})\s*(\d+))?\s*$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (from < 1 || to < from || to > MAX_HIGHLIGHT_LINE) continue;
    for (let n = from; n <= to; n++) lines.add(n);
  }
  return [...lines].sort((a, b) => a - b);
}
