/**
 * Calls `onShift(px)` when blocks of `container` (its children) that lie wholly above the window's top change height:
 * the browser's scroll anchoring then moves the scroll position by that much to keep what is on screen in place, and
 * the scroll event that follows is not the reader's. Such changes come from long API pages, whose blocks are rendered
 * only near the viewport (`content-visibility: auto`, docs.css) and take their real height instead of the estimated
 * one, and from anything above that loads late. A ResizeObserver reports the new sizes after layout and before the
 * scroll event of the adjustment, so the reader of scroll positions can take the shift out first.
 */
export function watchShiftsAbove(container: Element, onShift: (px: number) => void): void {
  const view = container.ownerDocument.defaultView;
  if (!view || typeof view.ResizeObserver !== "function") return;
  const heights = new WeakMap<Element, number>();
  const observer = new view.ResizeObserver((entries) => {
    let shift = 0;
    for (const entry of entries) {
      const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
      const before = heights.get(entry.target);
      heights.set(entry.target, height);
      // Layout is up to date in this callback: reading the box costs no extra layout.
      if (before !== undefined && height !== before && entry.target.getBoundingClientRect().bottom <= 0) shift += height - before;
    }
    if (shift !== 0) onShift(shift);
  });
  for (const child of container.children) observer.observe(child);
}
