// markdown-it stops parsing blocks nested deeper than `maxNesting` and silently drops the rest of the
// container. A page must never lack what its source has: reaching the limit is an error at its line.
import type { MarkdownIt, StateBlock } from "markdown-it";
import { errorAt } from "../diagnostics/diagnostic.ts";
import { envOf } from "./env.ts";

/** The nesting limit of the block parser (markdown-it's default preset). */
export const MAX_NESTING = 100;

/** Reports the first place of a page where block nesting reaches the limit and content would be lost. */
export function nestingLimitPlugin(md: MarkdownIt): void {
  // An option of markdown-it's parser that its type declarations leave out.
  Object.assign(md.options, { maxNesting: MAX_NESTING });
  const block = md.block;
  const tokenize = block.tokenize.bind(block);
  block.tokenize = (state: StateBlock, startLine: number, endLine: number) => {
    if (state.level >= MAX_NESTING) {
      const line = state.skipEmptyLines(startLine);
      const env = envOf(state);
      if (line < endLine && state.sCount[line]! >= state.blkIndent && !env.diagnostics.some((d) => d.code === "markdown/too-deep")) {
        env.diagnostics.push(
          errorAt(
            { file: env.file, line: env.lineOffset + line + 1, column: 1 },
            "markdown/too-deep",
            `blocks are nested deeper than the limit of ${MAX_NESTING} levels (a blockquote counts 1, a list item 2); the content from here on would be lost`,
            "flatten the nesting of blockquotes and lists",
          ),
        );
      }
    }
    tokenize(state, startLine, endLine);
  };
}
