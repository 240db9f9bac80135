import { buildSite } from "../src/build/buildSite.ts";
import { resolvePaths } from "../src/config/loadConfig.ts";
import { renderSearchIndex } from "../src/search/renderSearchIndex.ts";
const t0 = performance.now(); let last = t0; let lastName = "start";
const r = await buildSite({ paths: resolvePaths({ root: "/work/main", content: process.env.C ?? "content" }), onStage: (s) => { const n = performance.now(); console.log(lastName, (n - last).toFixed(0)); last = n; lastName = s; } });
console.log(lastName, (performance.now() - last).toFixed(0), "total", (performance.now() - t0).toFixed(0), r.stats.pages);
