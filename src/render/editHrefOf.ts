import type { ResolvedSite } from "../config/types.ts";

/**
 * The "Edit this page" address of a source file (its path from the project root) in the configured repository:
 * `<repository>/edit/<branch>/<path>`, the scheme of GitHub, Gitea and Forgejo. Undefined when the site does
 * not say where its sources live: no link is better than a dead one.
 */
export function editHrefOf(edit: ResolvedSite["edit"], file: string): string | undefined {
  if (!edit) return undefined;
  const path = edit.path.replace("{path}", file);
  const encoded = path.split("/").map(encodeURIComponent).join("/");
  return `${edit.repository.replace(/\/+$/, "")}/edit/${edit.branch.split("/").map(encodeURIComponent).join("/")}/${encoded}`;
}
