/** Hint of the Copied state in docs code blocks (landing buttons set their own in `data-copied-text`). */
export const COPIED_TEXT = "Copied to clipboard";
/** How long (ms) the Copied state lasts in docs code blocks (landing buttons set `data-copied-ms`). */
export const COPIED_MS = 3000;

/** The text a copy button copies: its `data-copy-text`, else the code of the block it sits in. */
function copyTextOf(button: HTMLElement): string | undefined {
  const explicit = button.dataset["copyText"];
  if (explicit !== undefined) return explicit;
  return button.closest(".code-block")?.querySelector("pre code")?.textContent ?? undefined;
}

/**
 * Copy buttons (`data-copy`, hidden until now): Init -> Copied (disabled, a status hint for the configured time)
 * -> Init on success; Failed (no message, clickable again) when the clipboard refuses.
 */
export function initCopyButtons(root: ParentNode = document): void {
  revealCopyButtons(root);
  root.addEventListener("click", (e) => {
    const button = (e.target as Element | null)?.closest<HTMLButtonElement>("button[data-copy]");
    if (!button || button.disabled) return;
    const text = copyTextOf(button);
    const clipboard = navigator.clipboard as Clipboard | undefined;
    const copying = text !== undefined && clipboard ? clipboard.writeText(text) : Promise.reject(new Error("clipboard unavailable"));
    copying.then(
      () => showCopied(button),
      () => {
        button.dataset["state"] = "failed";
      },
    );
  });
}

/** Shows the copy buttons under `root` (hidden in the HTML, since they need script); clicks are handled by initCopyButtons' listener. */
export function revealCopyButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-copy]")) {
    button.dataset["state"] = "init";
    button.hidden = false;
  }
}

function showCopied(button: HTMLButtonElement): void {
  const ms = Number(button.dataset["copiedMs"] ?? COPIED_MS);
  const hint = document.createElement("span");
  hint.className = "copy-hint";
  hint.setAttribute("role", "status");
  hint.textContent = button.dataset["copiedText"] ?? COPIED_TEXT;
  button.dataset["state"] = "copied";
  button.disabled = true;
  button.before(hint);
  window.setTimeout(
    () => {
      hint.remove();
      button.disabled = false;
      button.dataset["state"] = "init";
    },
    Number.isFinite(ms) && ms >= 0 ? ms : COPIED_MS,
  );
}
