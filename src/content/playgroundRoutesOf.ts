// The settings a code block's "Playground" link carries, by route prefix, from the configuration: a page whose
// examples a toolchain checks (`exampleRoutes`) opens /try with that toolchain's compiler, named by the
// playground's manual version that uses the same compiler, and with the toolchain's JSX version when it
// differs from that manual version's (the React docs' older bindings, a blog post about a release).
import type { ResolvedSite } from "../config/types.ts";
import { isUnder } from "../shared/isUnder.ts";

/** The link query (`&version=v10.0.0&jsx=4`) of the pages under `prefix`. */
export interface PlaygroundRoute {
  readonly prefix: string;
  readonly query: string;
}

/** The doc set whose versions name the playground's compilers: `playground.docSet`, else the first doc set. */
export function playgroundDocSetOf(site: Pick<ResolvedSite, "docSets" | "playground">): ResolvedSite["docSets"][number] | undefined {
  const id = site.playground.docSet;
  return id === undefined ? site.docSets[0] : site.docSets.find((s) => s.id === id);
}

/** The versions of a doc set whose examples a configured toolchain checks (an `exampleRoutes` prefix `<base>/<version>`). */
export function versionToolchainsOf(
  site: Pick<ResolvedSite, "exampleRoutes" | "toolchains">,
  set: ResolvedSite["docSets"][number],
): { value: string; label: string; toolchain: string }[] {
  const toolchainOfPrefix = new Map(site.exampleRoutes.map((r) => [r.prefix, r.toolchain]));
  return set.versions.flatMap((v) => {
    const toolchain = toolchainOfPrefix.get(`${set.base}/${v.value}`);
    return toolchain && site.toolchains[toolchain] ? [{ value: v.value, label: v.label, toolchain }] : [];
  });
}

/** Every example route's link settings, longest prefix first (the first match of a route wins). */
export function playgroundRoutesOf(
  site: Pick<ResolvedSite, "docSets" | "exampleRoutes" | "toolchains" | "defaultToolchain" | "playground">,
): PlaygroundRoute[] {
  const manual = playgroundDocSetOf(site);
  if (!manual) return [];
  const manualVersions = versionToolchainsOf(site, manual);
  const routes: PlaygroundRoute[] = [];
  // The pages under no prefix have their examples checked by the default toolchain: the empty prefix, last.
  const all = [...site.exampleRoutes, ...(site.defaultToolchain ? [{ prefix: "", toolchain: site.defaultToolchain }] : [])];
  for (const { prefix, toolchain } of all) {
    const own = site.toolchains[toolchain];
    if (!own) continue;
    const version = manualVersions.find((v) => site.toolchains[v.toolchain]!.compiler === own.compiler);
    if (!version) continue;
    const jsx = own.jsx !== undefined && own.jsx !== site.toolchains[version.toolchain]!.jsx ? `&jsx=${own.jsx}` : "";
    routes.push({ prefix, query: `&version=${version.value}${jsx}` });
  }
  return routes.sort((a, b) => b.prefix.length - a.prefix.length || (a.prefix < b.prefix ? -1 : 1));
}

/** The query of the first route settings `route` is under (the route itself or below it), else "". */
export function playgroundQueryOf(routes: readonly PlaygroundRoute[], route: string): string {
  return routes.find((r) => r.prefix === "" || isUnder(route, r.prefix))?.query ?? "";
}
