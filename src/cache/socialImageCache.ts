// The blog's social images (src/render/socialImages.ts) kept in `.docsgen-cache/social/<sha256 of the SVG>.png`
// across builds: a build rasterises only the SVGs it has not drawn before.
import { createHash } from "node:crypto";
import { writeFileAtomicSync } from "../io/writeFileAtomic.ts";
import { rasteriseSocialImage, SOCIAL_IMAGE_WIDTH, socialImagesToRender } from "../render/socialImages.ts";
import type { BlogPost } from "../site/types.ts";
import { touchCacheEntry } from "./cacheEntry.ts";
import { readCacheFileSync } from "./readCacheFile.ts";
import { dropDamagedEntry, warnCacheNotUpdated } from "./warnCache.ts";

/** A 1200-pixel-wide PNG of a post's preview is a few hundred KB: anything above this is not one. */
const MAX_BYTES = 32 * 1024 ** 2;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The signature and the IEND chunk every whole PNG ends with: a truncated file lacks it. */
const PNG_END = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** PNGs of the posts' SVG preview images that are files of public/, by site path, from the cache or drawn now. */
export function loadOrRenderSocialImages(posts: readonly BlogPost[], publicFiles: ReadonlyMap<string, Uint8Array>, cacheDir: string): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  for (const [pngPath, svg] of socialImagesToRender(posts, publicFiles)) {
    const key = createHash("sha256").update(`${SOCIAL_IMAGE_WIDTH}\0`).update(svg).digest("hex").slice(0, 24);
    const file = touchCacheEntry(cacheDir, "social", `${key}.png`);
    const read = readCacheFileSync(file, { maxBytes: MAX_BYTES });
    if (read.state === "ok" && isWholePng(read.bytes)) {
      out.set(pngPath, read.bytes);
      continue;
    }
    if (read.state === "damaged") dropDamagedEntry("social image", file, read.why);
    else if (read.state === "ok") dropDamagedEntry("social image", file, "not a whole PNG file");
    const png = rasteriseSocialImage(svg);
    try {
      writeFileAtomicSync(file, png);
    } catch (e) {
      warnCacheNotUpdated(file, e);
    }
    out.set(pngPath, png);
  }
  return out;
}

/** A PNG from its signature to its IEND chunk (what a truncated write or a foreign file is not). */
function isWholePng(bytes: Buffer): boolean {
  return bytes.length > PNG_SIGNATURE.length + PNG_END.length && bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.subarray(-12).equals(PNG_END);
}
