/** Opens the `<details>` whose id is the URL hash (syntax lookup deep links), on load and on every hash change. */
export function initDetailsHash(root: Document = document): void {
  if (!root.querySelector("details[id]")) return;
  const open = () => {
    let id: string;
    try {
      id = decodeURIComponent(window.location.hash.slice(1));
    } catch {
      return;
    }
    if (id === "") return;
    const target = root.getElementById(id);
    if (!(target instanceof HTMLDetailsElement)) return;
    target.open = true;
    target.scrollIntoView({ block: "start" });
  };
  window.addEventListener("hashchange", open);
  open();
}
