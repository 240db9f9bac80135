// The /try page: decodes `?code=` (showing any problem at once), then loads the CodeMirror editor chunk and wires
// Share, which writes the code back into the URL. Loaded on demand only where the page has a [data-playground-editor].
import { decodePlaygroundCode, encodePlaygroundCode, MAX_CODE_PARAM } from "./decodePlaygroundCode.ts";

/** The page URL with `?code=` set to `encoded`, other parameters and the hash kept. */
export function shareUrl(encoded: string, here: Location = window.location): string {
  const params = new URLSearchParams(here.search);
  params.delete("code");
  const rest = params.toString();
  return `${here.pathname}?${rest ? `${rest}&` : ""}code=${encoded}${here.hash}`;
}

function show(el: HTMLElement | null, text: string): void {
  if (!el) return;
  el.textContent = text;
  el.hidden = text === "";
}

/** Opens the playground in `container`: `?code=` wins over the default example unless it is unusable. */
export async function initPlayground(container: HTMLElement, root: Document = document): Promise<void> {
  const fallback = container.querySelector<HTMLTextAreaElement>("[data-playground-fallback]");
  const message = root.querySelector<HTMLElement>("[data-playground-message]");
  const status = root.querySelector<HTMLElement>("[data-playground-status]");
  const decoded = decodePlaygroundCode(new URLSearchParams(window.location.search).get("code"));
  if (decoded.kind === "error") show(message, decoded.message);
  performance.mark?.("docsgen:playground-decoded");
  const { createEditor } = await import("./createEditor.ts");
  // Read the fallback only now: a reader may have typed into it while the editor loaded.
  const editor = createEditor(container, decoded.kind === "code" ? decoded.code : (fallback?.value ?? ""));
  container.querySelector('label[for="playground-source"]')?.remove();
  fallback?.remove();
  container.dataset["ready"] = "";
  performance.mark?.("docsgen:playground-ready");
  root.querySelector("[data-playground-share]")?.addEventListener("click", () => {
    const encoded = encodePlaygroundCode(editor.text());
    if (encoded.length > MAX_CODE_PARAM) {
      show(status, "");
      show(message, `This code is too long to share as a link (limit ${MAX_CODE_PARAM.toLocaleString("en-US")} characters in the link).`);
      return;
    }
    window.history.replaceState(window.history.state, "", shareUrl(encoded));
    show(message, "");
    const clipboard = navigator.clipboard as Clipboard | undefined;
    (clipboard ? clipboard.writeText(window.location.href) : Promise.reject(new Error("no clipboard"))).then(
      () => show(status, "Link copied to clipboard"),
      () => show(status, "Link ready in the address bar"),
    );
  });
}
