// The browser side of live reload, served at /__docsgen/live.js. It never interpolates the request URL;
// the only dynamic value is the per-process token, which is a hex string.

/** JavaScript of the live-reload client for one server process. */
export function liveReloadScript(token: string): string {
  if (!/^[0-9a-f]+$/.test(token)) throw new Error("internal: live-reload token must be hex");
  return (
    `(() => {
  const route = (p) => { p = p.replace(/\\/index\\.html$/, "").replace(/\\/+$/, ""); return p === "" ? "/" : p; };
  const decode = (p) => { try { return decodeURIComponent(p); } catch { return p; } };
  const here = route(decode(location.pathname));
  const key = "docsgen:scroll:" + here;
  try {
    const saved = sessionStorage.getItem(key);
    if (saved !== null) { sessionStorage.removeItem(key); addEventListener("load", () => scrollTo(0, Number(saved))); }
  } catch {}
  const overlayId = "docsgen-error-overlay";
  const showErrors = (lines) => {
    let box = document.getElementById(overlayId);
    if (!box) {
      box = document.createElement("div");
      box.id = overlayId;
      box.setAttribute("role", "alert");
      box.style.cssText = "position:fixed;inset:auto 12px 12px 12px;max-height:60vh;overflow:auto;z-index:2147483647;background:#1a1c23;color:#fff;` +
    `font:13px/1.5 ui-monospace,monospace;padding:14px 16px;border-radius:8px;border-left:4px solid #e6484f;box-shadow:0 12px 32px rgba(0,0,0,.35);` +
    `white-space:pre-wrap";
      document.body.appendChild(box);
    }
    box.textContent = "docsgen: the last change did not build; still showing the previous build.\\n\\n" + lines.join("\\n");
  };
  const hideErrors = () => document.getElementById(overlayId)?.remove();
  const events = new EventSource("/__docsgen/events?token=${token}");
  events.onmessage = (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (message.type === "errors") showErrors(message.lines);
    if (message.type === "ok") hideErrors();
    if (message.type === "css") {
      for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
        const i = message.from.indexOf(new URL(link.href).pathname);
        if (i !== -1 && message.to[i]) { link.removeAttribute("integrity"); link.href = message.to[i]; }
      }
    }
    if (message.type === "reload" && (message.all || message.routes.includes(here))) {
      try { sessionStorage.setItem(key, String(scrollY)); } catch {}
      location.reload();
    }
  };
})();
`
  );
}
