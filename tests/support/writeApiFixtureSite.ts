// The smallest site with an API reference: one doc set (manual, v10.0.0) and one legacy module of the v10
// compiler (area dom, module storage), with no libraries to compile.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Writes that site's `site.json` into the content folder `content`, made if missing. */
export function writeApiFixtureSite(content: string): void {
  mkdirSync(content, { recursive: true });
  const version = { value: "v10.0.0", label: "v10.0.0" };
  const docSet = { id: "manual", base: "/docs/manual", title: "Language Manual", storageKey: "manual_version", latest: "v10.0.0", versions: [version] };
  const site = {
    docSets: [docSet],
    toolchains: { t10: { compiler: "rescript-10", libraries: [], open: [] } },
    api: { "v10.0.0": { toolchain: "t10", kind: "legacy", areas: [{ id: "dom", title: "Dom", modules: ["storage"] }] } },
  };
  writeFileSync(path.join(content, "site.json"), JSON.stringify(site));
}
