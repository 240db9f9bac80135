// `bsc -warn-help`: " 26 Suspicious unused variable..." lines, continuation lines indented further,
// then letter groups ("  A all warnings").

/** A compiler warning: its number and description. */
export interface WarningInfo {
  readonly number: number;
  readonly description: string;
}

/** Reads the numbered warnings from `bsc -warn-help` output. */
export function parseWarningHelp(text: string): WarningInfo[] {
  const warnings: { number: number; description: string }[] = [];
  for (const line of text.split("\n")) {
    const numbered = /^\s*(\d+)\s+(.*)$/.exec(line);
    if (numbered) {
      warnings.push({ number: Number(numbered[1]), description: numbered[2]!.trim() });
      continue;
    }
    const last = warnings.at(-1);
    if (last && /^\s{4,}\S/.test(line) && !/^\s+[A-Z]\s/.test(line)) last.description += ` ${line.trim()}`;
  }
  return warnings;
}
