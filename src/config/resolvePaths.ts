import { statSync } from "node:fs";
import path from "node:path";
import { SetupError } from "../diagnostics/SetupError.ts";
import type { ResolvedPaths } from "./types.ts";

/** Command-line choices that shape the paths. */
export interface PathOptions {
  readonly root: string;
  readonly content?: string;
  readonly out?: string;
}

/** Resolves the project's directories from flags (relative to the root). */
export function resolvePaths(options: PathOptions): ResolvedPaths {
  const root = path.resolve(options.root);
  if (options.content === "") throw new SetupError("--content needs a folder name (it was empty)", { exitCode: 2 });
  if (options.out === "") throw new SetupError("--out needs a folder name (it was empty)", { exitCode: 2 });
  const content = path.resolve(root, options.content ?? "content");
  const shown = path.relative(process.cwd(), content) || content;
  const info = statSync(content, { throwIfNoEntry: false });
  if (!info) throw new SetupError(`content directory ${shown} does not exist`, { exitCode: 2 });
  if (!info.isDirectory()) throw new SetupError(`content directory ${shown} is not a folder`, { exitCode: 2 });
  return {
    root,
    content,
    out: path.resolve(root, options.out ?? "out"),
    templates: path.join(root, "templates"),
    client: path.join(root, "client"),
    public: path.join(root, "public"),
    cache: path.join(root, ".docsgen-cache"),
  };
}
