// The output side of /try: the JS pane, the Output panel (the program run), the problems list (clicking one moves
// the cursor there) and the tabs. A compile with errors shows the problems; one without shows the tab the reader
// last chose of JavaScript and Output.
import type { CompileOutcome, Problem } from "./compilers.ts";
import type { PlaygroundEditor } from "./createEditor.ts";
import type { RunPanel } from "./createRunPanel.ts";

type MarkingEditor = Pick<PlaygroundEditor, "setMarks" | "focusAt">;

/** The output side of the page in `root`, showing each outcome in the editor's marks too. */
export function createOutput(root: Document, editor: MarkingEditor, run: RunPanel | undefined) {
  const js = root.querySelector<HTMLElement>("[data-playground-js] code");
  const list = root.querySelector<HTMLElement>("[data-playground-problems]");
  const none = root.querySelector<HTMLElement>("[data-playground-no-problems]");
  const count = root.querySelector<HTMLElement>("[data-playground-count]");
  const tabs = Array.from(root.querySelectorAll<HTMLButtonElement>("[data-playground-tab]"));
  let preferred = "js";
  const choose = (name: string) => {
    if (name !== "problems") preferred = name;
    select(name);
  };
  const select = (name: string) => {
    run?.visible(name === "output");
    for (const tab of tabs) {
      const selected = tab.dataset["playgroundTab"] === name;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = root.getElementById(tab.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = !selected;
    }
  };
  tabs.forEach((tab, i) => {
    tab.addEventListener("click", () => choose(tab.dataset["playgroundTab"]!));
    tab.addEventListener("keydown", (e) => {
      if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
      const next = tabs[(i + (e.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length]!;
      choose(next.dataset["playgroundTab"]!);
      next.focus();
    });
  });
  return {
    show(outcome: CompileOutcome) {
      editor.setMarks(outcome.problems);
      run?.show(outcome);
      if (js) js.textContent = outcome.js ?? "// Fix the errors to see the JavaScript.";
      if (count) count.textContent = String(outcome.problems.length);
      if (none) none.hidden = outcome.problems.length > 0;
      list?.replaceChildren(...outcome.problems.map((p) => problemItem(root, p, editor)));
      select(outcome.js === undefined && outcome.problems.length > 0 ? "problems" : preferred);
    },
  };
}

/** One entry of the problems list: where and what, a button that puts the editor's cursor there. */
function problemItem(root: Document, p: Problem, editor: MarkingEditor): HTMLLIElement {
  const button = root.createElement("button");
  button.type = "button";
  button.className = `playground__problem playground__problem--${p.severity}`;
  button.dataset["row"] = String(p.row);
  button.dataset["column"] = String(p.column);
  const where = root.createElement("span");
  where.className = "playground__problem-where";
  where.textContent = `${p.severity === "error" ? "Error" : `Warning ${p.warning ?? ""}`.trim()} \u00b7 line ${p.row}, column ${p.column}`;
  const text = root.createElement("span");
  text.className = "playground__problem-text";
  text.textContent = p.message;
  button.append(where, text);
  button.addEventListener("click", () => editor.focusAt(p.row, p.column));
  const item = root.createElement("li");
  item.append(button);
  return item;
}
