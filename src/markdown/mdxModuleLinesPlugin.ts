// MDX leftovers: top-level `import ...` and `export ...` lines outside code fences are ignored.
import type { MarkdownIt, StateBlock } from "markdown-it";

/** Installs the block rule that swallows top-level import/export statements up to the next blank line. */
export function mdxModuleLinesPlugin(md: MarkdownIt): void {
  md.block.ruler.before("paragraph", "mdx_module_lines", (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
    if (state.blkIndent !== 0 || state.sCount[startLine] !== 0 || state.level !== 0) return false;
    const start = state.bMarks[startLine]!;
    if (!/^(import|export)\s/.test(state.src.slice(start, start + 7))) return false;
    if (silent) return true;
    let line = startLine + 1;
    while (line < endLine && !state.isEmpty(line)) line++;
    state.line = line;
    return true;
  });
}
