/**
 * Image carousels (`data-carousel`): a click on the image advances, an indicator jumps to its image, and with
 * `data-interval` (ms) the images advance on their own, wrapping last to first. Auto-advance waits while the pointer
 * or keyboard focus is on the carousel and never runs for readers who prefer reduced motion. The 1000 ms fade is CSS.
 */
export function initCarousel(root: ParentNode = document): void {
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  for (const carousel of root.querySelectorAll<HTMLElement>("[data-carousel]")) {
    const images = Array.from(carousel.querySelectorAll<HTMLElement>("[data-carousel-image]"));
    const indicators = Array.from(carousel.querySelectorAll<HTMLElement>("[data-carousel-indicator]"));
    if (images.length === 0) continue;
    let current = Math.max(
      0,
      images.findIndex((img) => img.classList.contains("is-active")),
    );
    const interval = Number(carousel.dataset["interval"]);
    const auto = !reduced && Number.isFinite(interval) && interval > 0;
    let timer: number | undefined;
    let paused = false;
    const restart = () => {
      if (timer !== undefined) window.clearInterval(timer);
      timer = auto && !paused ? window.setInterval(() => show(current + 1), interval) : undefined;
    };
    const show = (index: number) => {
      current = ((index % images.length) + images.length) % images.length;
      for (const [i, img] of images.entries()) img.classList.toggle("is-active", i === current);
      indicators.forEach((b, i) => {
        b.classList.toggle("is-active", i === current);
        if (i === current) b.setAttribute("aria-current", "true");
        else b.removeAttribute("aria-current");
      });
    };
    const pause = (on: boolean) => {
      paused = on;
      restart();
    };
    carousel.querySelector("[data-carousel-frame]")?.addEventListener("click", () => {
      show(current + 1);
      restart();
    });
    for (const [i, b] of indicators.entries()) {
      b.addEventListener("click", () => {
        show(Number(b.dataset["carouselIndicator"] ?? i));
        restart();
      });
    }
    carousel.addEventListener("mouseenter", () => pause(true));
    carousel.addEventListener("mouseleave", () => pause(false));
    carousel.addEventListener("focusin", (e) => {
      if (isKeyboardFocus(e.target)) pause(true);
    });
    carousel.addEventListener("focusout", (e) => {
      if (!carousel.contains(e.relatedTarget as Node | null)) pause(false);
    });
    show(current);
    restart();
  }
}

function isKeyboardFocus(target: EventTarget | null): boolean {
  try {
    return target instanceof Element && target.matches(":focus-visible");
  } catch {
    return true; // browsers without :focus-visible: pause on any focus
  }
}
