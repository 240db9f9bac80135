import type { ResolvedConfig, ResolvedSite } from "../config/types.ts";
import type { BuildCache } from "../build/BuildCache.ts";
import { prepareToolchain, type PreparedToolchain } from "./prepareToolchain.ts";

/** Prepares every configured toolchain once per process (the cache keeps the promises). */
export async function prepareToolchains(site: ResolvedSite, paths: ResolvedConfig["paths"], cache: BuildCache): Promise<Map<string, PreparedToolchain>> {
  const prepared = new Map<string, PreparedToolchain>();
  for (const id of Object.keys(site.toolchains)) {
    let pending = cache.toolchains.get(id);
    if (!pending) {
      pending = prepareToolchain(site.toolchains[id]!, paths.root, paths.cache);
      cache.toolchains.set(id, pending);
      pending.catch(() => cache.toolchains.delete(id));
    }
    prepared.set(id, await pending);
  }
  return prepared;
}
