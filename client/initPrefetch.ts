/** How far outside the viewport (CSS margin) a likely next page's link starts prefetching. */
export const PREFETCH_ROOT_MARGIN = "200px";

/**
 * Pages prefetched ahead of any intent per page view, at most: the likeliest next pages (the "Next" link,
 * links in the page's own text as they come within the margin), never every link in sight. A docs page
 * has a hundred sidebar, header and footer links; fetching them all costs many times the page itself.
 */
export const MAX_AHEAD = 4;

/** How long the mouse rests on a link before its page is prefetched (a pointer passing over it is no intent). */
export const HOVER_DELAY_MS = 65;

/** Links whose pages are fetched ahead when they come near the viewport: the next page and links in the text. */
const AHEAD_LINKS = 'a[rel="next"][href], main a[href]';

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

/** The link an event happened in, if any. */
function linkOf(target: EventTarget | null): HTMLAnchorElement | undefined {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  return link instanceof HTMLAnchorElement ? link : undefined;
}

/**
 * Prefetches pages (`<link rel="prefetch">`, once per URL) on intent: a mouse resting on a link, a link
 * taking keyboard focus, a finger touching it. Ahead of intent, when the browser is idle, at most MAX_AHEAD
 * likely next pages as their links come within 200 px of the viewport (watched from the first idle time on). Nothing
 * on Save-Data or 2G.
 */
export function initPrefetch(root: Document = document): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? "")) return;
  const done = new Set<string>([window.location.href.split("#")[0]!]);
  for (const l of root.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')) done.add(l.href);
  const prefetch = (link: HTMLAnchorElement): boolean => {
    const url = prefetchUrlOf(link);
    if (url === undefined || done.has(url)) return false;
    done.add(url);
    const hint = root.createElement("link");
    hint.rel = "prefetch";
    hint.href = url;
    root.head.append(hint);
    return true;
  };

  let hover: ReturnType<typeof setTimeout> | undefined;
  root.addEventListener("pointerover", (event) => {
    const link = linkOf(event.target);
    if (!link || event.pointerType !== "mouse") return;
    clearTimeout(hover);
    hover = setTimeout(() => prefetch(link), HOVER_DELAY_MS);
  });
  root.addEventListener("pointerout", (event) => {
    if (linkOf(event.target)) clearTimeout(hover);
  });
  root.addEventListener("focusin", (event) => {
    const link = linkOf(event.target);
    if (link) prefetch(link);
  });
  root.addEventListener(
    "touchstart",
    (event) => {
      const link = linkOf(event.target);
      if (link) prefetch(link);
    },
    { passive: true, capture: true },
  );

  if (typeof IntersectionObserver === "undefined") return;
  const whenIdle = (run: () => void) => (typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
  let ahead = 0;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const link = entry.target as HTMLAnchorElement;
        observer.unobserve(link);
        whenIdle(() => {
          if (ahead < MAX_AHEAD && prefetch(link)) ahead++;
          if (ahead >= MAX_AHEAD) observer.disconnect();
        });
      }
    },
    { rootMargin: PREFETCH_ROOT_MARGIN },
  );
  // Sorting the page's links (a URL parse each: some 500 on a long API page) waits for idle time too, out of the
  // page's first task, which long pages need short (Lighthouse's Total Blocking Time).
  whenIdle(() => {
    for (const link of root.querySelectorAll(AHEAD_LINKS)) {
      if (link instanceof HTMLAnchorElement && prefetchUrlOf(link) !== undefined) observer.observe(link);
    }
  });
}
