// JS Output blocks rendered once per engine build: the memo keeps each block's HTML by a hash of its JavaScript
// (`jsOutputHtml`), filled from the cache file at a process's first build, and what a build renders anew is
// saved back (src/cache/jsOutputHtmlFile.ts).
import { createHash } from "node:crypto";
import { loadJsOutputHtml, saveJsOutputHtml } from "../cache/jsOutputHtmlFile.ts";
import type { BuildMemo } from "./BuildMemo.ts";

/** A JS Output renderer for one build that reuses the memo's and the cache's blocks, and `save` to call once the build has used it. */
export async function jsOutputHtmlOnce(
  memo: BuildMemo,
  cache: { readonly dir: string; readonly engineKey: string | undefined },
  render: (js: string) => string,
): Promise<{ renderJsOutput: (js: string) => string; save: () => Promise<void> }> {
  const kept = memo.values.view<string>("jsOutputHtml");
  // Read once per process and cache (a site without examples has no file: it is not looked for at every build).
  await memo.values.get("cacheFileRead", JSON.stringify(["jsOutputHtml", cache.dir, cache.engineKey ?? null]), async () => {
    for (const [key, html] of await loadJsOutputHtml(cache.dir, cache.engineKey)) memo.values.set("jsOutputHtml", key, html);
  });
  const live = new Set<string>();
  let made = 0;
  const renderJsOutput = (js: string) => {
    const key = createHash("sha1").update(js).digest("base64");
    live.add(key);
    return memo.values.get("jsOutputHtml", key, () => {
      made++;
      return render(js);
    });
  };
  const save = async () => {
    memo.values.retain("jsOutputHtml", live);
    if (made > 0) await saveJsOutputHtml(cache.dir, cache.engineKey, kept, live);
  };
  return { renderJsOutput, save };
}
