/** How far outside the viewport (CSS margin) a link starts prefetching. */
export const PREFETCH_ROOT_MARGIN = "200px";

/** The URL to prefetch for a link, without its hash; undefined for other origins, this page, downloads, new tabs and `data-no-prefetch`. */
export function prefetchUrlOf(link: HTMLAnchorElement, here: Location = window.location): string | undefined {
  if (link.hasAttribute("download") || link.hasAttribute("data-no-prefetch") || (link.target && link.target !== "_self")) return undefined;
  let url: URL;
  try {
    url = new URL(link.href, here.href);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin || (url.protocol !== "http:" && url.protocol !== "https:")) return undefined;
  if (url.pathname === here.pathname && url.search === here.search) return undefined;
  url.hash = "";
  return url.href;
}

/** Adds `<link rel="prefetch">` once per same-origin URL for links that come within 200 px of the viewport. */
export function initPrefetch(root: Document = document): void {
  if (typeof IntersectionObserver === "undefined") return;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const done = new Set<string>([window.location.href.split("#")[0]!]);
  for (const l of root.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')) done.add(l.href);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const link = entry.target as HTMLAnchorElement;
        observer.unobserve(link);
        const url = prefetchUrlOf(link);
        if (url === undefined || done.has(url)) continue;
        done.add(url);
        const hint = root.createElement("link");
        hint.rel = "prefetch";
        hint.href = url;
        root.head.append(hint);
      }
    },
    { rootMargin: PREFETCH_ROOT_MARGIN },
  );
  for (const link of root.querySelectorAll("a[href]")) {
    if (link instanceof HTMLAnchorElement && prefetchUrlOf(link) !== undefined) observer.observe(link);
  }
}
