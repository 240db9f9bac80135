// The Share button of /try: writes the code into the URL (`?code=`, beside the settings already there) and copies
// the link; where the clipboard is not available (an insecure origin, a denied permission) the link is still in
// the address bar, and the status line says which of the two happened.
import { encodePlaygroundCode, MAX_CODE_PARAM } from "./decodePlaygroundCode.ts";
import type { PlaygroundEditor } from "./createEditor.ts";
import { showText } from "./showText.ts";

/** The page URL with `?code=` set to `encoded`, other parameters and the hash kept. */
export function shareUrl(encoded: string, here: Location = window.location): string {
  const params = new URLSearchParams(here.search);
  params.delete("code");
  const rest = params.toString();
  return `${here.pathname}?${rest ? `${rest}&` : ""}code=${encoded}${here.hash}`;
}

/** Makes [data-playground-share] share the editor's code; `status` says where the link is, `message` when it is too long. */
export function initShareButton(root: Document, editor: Pick<PlaygroundEditor, "text">, status: HTMLElement | null, message: HTMLElement | null): void {
  root.querySelector("[data-playground-share]")?.addEventListener("click", () => {
    const encoded = encodePlaygroundCode(editor.text());
    if (encoded.length > MAX_CODE_PARAM) {
      showText(status, "");
      showText(message, `This code is too long to share as a link (limit ${MAX_CODE_PARAM.toLocaleString("en-US")} characters in the link).`);
      return;
    }
    window.history.replaceState(window.history.state, "", shareUrl(encoded));
    showText(message, "");
    const clipboard = navigator.clipboard as Clipboard | undefined;
    (clipboard ? clipboard.writeText(window.location.href) : Promise.reject(new Error("no clipboard"))).then(
      () => showText(status, "Link copied to clipboard"),
      () => showText(status, "Link ready in the address bar"),
    );
  });
}
