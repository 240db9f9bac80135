/** An image's intrinsic size in CSS pixels. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The intrinsic size of a PNG (its header) or an SVG (the root element's width and height in pixels, else its
 * viewBox); undefined for other files and for files that state none. Templates put it on `<img>` so the page
 * reserves the image's box before it loads.
 */
export function imageSizeOf(path: string, bytes: Uint8Array): ImageSize | undefined {
  if (path.endsWith(".png")) return pngSize(bytes);
  if (path.endsWith(".svg")) return svgSize(new TextDecoder().decode(bytes.subarray(0, 4096)));
  return undefined;
}

function pngSize(bytes: Uint8Array): ImageSize | undefined {
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), big-endian.
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return undefined;
  return positive(view.getUint32(16), view.getUint32(20));
}

function svgSize(head: string): ImageSize | undefined {
  const root = /<svg\b([^>]*)>/i.exec(head)?.[1];
  if (root === undefined) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(root)?.[1]?.trim();
  const px = (value: string | undefined) => (value !== undefined && /^\d+(\.\d+)?(px)?$/.test(value) ? Number.parseFloat(value) : undefined);
  const width = px(attr("width"));
  const height = px(attr("height"));
  if (width !== undefined && height !== undefined) return positive(width, height);
  const box = attr("viewBox")
    ?.split(/[\s,]+/)
    .map(Number);
  return box?.length === 4 ? positive(box[2]!, box[3]!) : undefined;
}

function positive(width: number, height: number): ImageSize | undefined {
  return Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0 ? { width, height } : undefined;
}

/** The sizes of the PNG and SVG files among `files` (site path -> bytes). */
export function imageSizesOf(files: ReadonlyMap<string, Uint8Array>): Map<string, ImageSize> {
  const sizes = new Map<string, ImageSize>();
  for (const [path, bytes] of files) {
    const size = imageSizeOf(path, bytes);
    if (size) sizes.set(path, size);
  }
  return sizes;
}
