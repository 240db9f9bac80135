// Social cards (Open Graph, RSS readers) do not render SVG: every SVG preview image of a blog post is
// rasterised at build time with resvg into a PNG beside it, and heads and the feed point at the PNG.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { socialImageOf } from "../render/socialImageOf.ts";
import type { BlogPost } from "../site/types.ts";
import { writeFileAtomicSync } from "../io/writeFileAtomic.ts";
import { touchCacheEntry } from "../cache/cacheEntry.ts";

/** Width of the rendered social images, in pixels (the height follows the SVG's aspect ratio). */
export const SOCIAL_IMAGE_WIDTH = 1200;

/**
 * PNGs of the posts' SVG preview images that are files of public/, by site path. Rendering costs ~50 ms an
 * image, so results are kept in `cacheDir/social/<sha256 of the SVG>.png` across builds.
 */
export function loadOrRenderSocialImages(posts: readonly BlogPost[], publicFiles: ReadonlyMap<string, Uint8Array>, cacheDir: string): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  for (const post of posts) {
    const svgPath = post.previewImg;
    if (!svgPath || socialImageOf(svgPath) === svgPath || out.has(socialImageOf(svgPath))) continue;
    const svg = publicFiles.get(svgPath);
    if (!svg || publicFiles.has(socialImageOf(svgPath))) continue;
    out.set(socialImageOf(svgPath), rasterise(svg, cacheDir));
  }
  return out;
}

function rasterise(svg: Uint8Array, cacheDir: string): Uint8Array {
  const key = createHash("sha256").update(`${SOCIAL_IMAGE_WIDTH}\0`).update(svg).digest("hex").slice(0, 24);
  const file = touchCacheEntry(cacheDir, "social", `${key}.png`);
  if (existsSync(file)) return readFileSync(file);
  // resvg (a native addon) loads only when an image is not in the cache.
  const { Resvg } = createRequire(import.meta.url)("@resvg/resvg-js") as typeof import("@resvg/resvg-js");
  const png = new Resvg(Buffer.from(svg), { fitTo: { mode: "width", value: SOCIAL_IMAGE_WIDTH }, font: { loadSystemFonts: true } }).render().asPng();
  writeFileAtomicSync(file, png);
  return png;
}
