// The blog's social images (src/render/socialImages.ts) kept in `.docsgen-cache/social/<sha256 of the SVG>.png`
// across builds: a build rasterises only the SVGs it has not drawn before.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { writeFileAtomicSync } from "../io/writeFileAtomic.ts";
import { rasteriseSocialImage, SOCIAL_IMAGE_WIDTH, socialImagesToRender } from "../render/socialImages.ts";
import type { BlogPost } from "../site/types.ts";
import { touchCacheEntry } from "./cacheEntry.ts";

/** PNGs of the posts' SVG preview images that are files of public/, by site path, from the cache or drawn now. */
export function loadOrRenderSocialImages(posts: readonly BlogPost[], publicFiles: ReadonlyMap<string, Uint8Array>, cacheDir: string): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  for (const [pngPath, svg] of socialImagesToRender(posts, publicFiles)) {
    const key = createHash("sha256").update(`${SOCIAL_IMAGE_WIDTH}\0`).update(svg).digest("hex").slice(0, 24);
    const file = touchCacheEntry(cacheDir, "social", `${key}.png`);
    if (existsSync(file)) out.set(pngPath, readFileSync(file));
    else {
      const png = rasteriseSocialImage(svg);
      writeFileAtomicSync(file, png);
      out.set(pngPath, png);
    }
  }
  return out;
}
