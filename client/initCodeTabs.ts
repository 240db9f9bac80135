/** Multi-tab code blocks (`data-code-tabs`): the ARIA tabs pattern with a roving tabindex; inactive panels carry `data-inactive`. */
export function initCodeTabs(root: ParentNode = document): void {
  for (const block of root.querySelectorAll<HTMLElement>("[data-code-tabs]")) {
    const tabs = Array.from(block.querySelectorAll<HTMLElement>('[role="tablist"] [role="tab"]'));
    if (tabs.length === 0) continue;
    const panelOf = (tab: HTMLElement) => {
      const id = tab.getAttribute("aria-controls");
      return id ? block.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`) : null;
    };
    const select = (index: number, focus: boolean) => {
      tabs.forEach((tab, i) => {
        const selected = i === index;
        tab.setAttribute("aria-selected", String(selected));
        tab.tabIndex = selected ? 0 : -1;
        panelOf(tab)?.toggleAttribute("data-inactive", !selected);
      });
      if (focus) tabs[index]?.focus();
    };
    select(0, false);
    tabs.forEach((tab, i) => {
      tab.addEventListener("click", () => select(i, false));
      tab.addEventListener("keydown", (e) => {
        const last = tabs.length - 1;
        const next =
          e.key === "ArrowRight"
            ? i === last
              ? 0
              : i + 1
            : e.key === "ArrowLeft"
              ? i === 0
                ? last
                : i - 1
              : e.key === "Home"
                ? 0
                : e.key === "End"
                  ? last
                  : undefined;
        if (next === undefined) return;
        e.preventDefault();
        select(next, true);
      });
    });
  }
}
