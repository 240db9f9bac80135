// Social cards (Open Graph, RSS readers) do not render SVG: every SVG preview image of a blog post is
// rasterised with resvg into a PNG beside it, and heads and the feed point at the PNG. This module decides
// which images are needed and draws one; src/cache/socialImageCache.ts keeps the drawings between builds.
import { createRequire } from "node:module";
import type { BlogPost } from "../site/types.ts";
import { socialImageOf } from "./socialImageOf.ts";

/** Width of the rendered social images, in pixels (the height follows the SVG's aspect ratio). */
export const SOCIAL_IMAGE_WIDTH = 1200;

/** The SVG preview images that need a PNG (a file of public/ with no PNG of its own there), by the PNG's site path. */
export function socialImagesToRender(posts: readonly BlogPost[], publicFiles: ReadonlyMap<string, Uint8Array>): Map<string, Uint8Array> {
  const wanted = new Map<string, Uint8Array>();
  for (const post of posts) {
    const svgPath = post.previewImg;
    if (!svgPath) continue;
    const pngPath = socialImageOf(svgPath);
    const svg = publicFiles.get(svgPath);
    if (pngPath === svgPath || wanted.has(pngPath) || !svg || publicFiles.has(pngPath)) continue;
    wanted.set(pngPath, svg);
  }
  return wanted;
}

/** The PNG of an SVG at SOCIAL_IMAGE_WIDTH (about 50 ms an image; resvg, a native addon, loads on first use). */
export function rasteriseSocialImage(svg: Uint8Array): Uint8Array {
  const { Resvg } = createRequire(import.meta.url)("@resvg/resvg-js") as typeof import("@resvg/resvg-js");
  return new Resvg(Buffer.from(svg), { fitTo: { mode: "width", value: SOCIAL_IMAGE_WIDTH }, font: { loadSystemFonts: true } }).render().asPng();
}
