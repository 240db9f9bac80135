/** The image social cards should use for a preview image: the PNG the build renders beside an SVG, any other image as it is. */
export function socialImageOf(previewImg: string): string {
  return previewImg.toLowerCase().endsWith(".svg") ? `${previewImg.slice(0, -4)}.png` : previewImg;
}
