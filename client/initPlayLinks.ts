/**
 * Playground links of generated reference pages (`a[data-play]`) carry only the page's settings: a page holds
 * hundreds of examples, and each code would be in it twice. The block's code is added to the link before it is
 * used: the encoder (lz-string, a chunk of its own) loads when a pointer or the focus reaches such a link, so a
 * click, a middle click or "open in new tab" finds the whole link; a click that comes before the encoder waits for it.
 */
export function initPlayLinks(root: Document = document): void {
  let encoder: Promise<(code: string) => string> | undefined;
  const load = () => {
    encoder ??= import("./playground/encodePlaygroundCode.ts").then((m) => m.encodePlaygroundCode);
    return encoder;
  };
  const linkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>("a[data-play]") : null);
  const complete = async (link: HTMLAnchorElement): Promise<string> => {
    const code = link.closest(".code-block")?.querySelector("pre code")?.textContent ?? "";
    const url = new URL(link.href);
    url.searchParams.set("code", (await load())(code));
    link.href = url.href;
    delete link.dataset["play"]; // complete: used as it is from now on
    return link.href;
  };
  const prepare = (e: Event) => {
    const link = linkOf(e.target);
    if (link) complete(link).catch((error: unknown) => console.error("docsgen: the playground link could not be made", error));
  };
  root.addEventListener("pointerover", prepare);
  root.addEventListener("focusin", prepare);
  root.addEventListener("click", (e) => {
    const link = linkOf(e.target);
    if (!link) return;
    // Not complete yet (a click from the keyboard or a script before the encoder loaded): follow it once it is.
    e.preventDefault();
    const newTab = e.ctrlKey || e.metaKey || e.shiftKey;
    complete(link).then(
      (href) => (newTab ? window.open(href, "_blank", "noopener") : window.location.assign(href)),
      (error: unknown) => console.error("docsgen: the playground link could not be made", error),
    );
  });
}
