// The /try page: decodes `?code=` (showing any problem at once), loads the CodeMirror editor chunk, then the
// compiler (the ReScript browser bundle, or the dev server's under `docsgen serve`) and compiles on every
// edit. Settings (`?version=`, `?module=`, `?warn=`, `?jsx=`) live in the URL, only when not the defaults (short
// share links); Share writes the code there too. Loaded on demand only where the page has a [data-playground-editor].
import { decodePlaygroundCode, encodePlaygroundCode, MAX_CODE_PARAM } from "./decodePlaygroundCode.ts";
import type { CompileOutcome, PlaygroundCompilerAdapter, Problem } from "./compilers.ts";
import { createRunPanel, type RunPanel } from "./createRunPanel.ts";
import {
  compilerLabel,
  jsxVersionsOf,
  manualLabel,
  type PlaygroundManual,
  resolvePlaygroundVersion,
  WARN_FLAGS_PATTERN,
} from "../../src/shared/playgroundVersions.ts";

/** Quiet time after the last keystroke before compiling, in milliseconds. */
export const COMPILE_DEBOUNCE_MS = 300;

type ModuleSystem = "esmodule" | "commonjs";

/** The page URL with `?code=` set to `encoded`, other parameters and the hash kept. */
export function shareUrl(encoded: string, here: Location = window.location): string {
  const params = new URLSearchParams(here.search);
  params.delete("code");
  const rest = params.toString();
  return `${here.pathname}?${rest ? `${rest}&` : ""}code=${encoded}${here.hash}`;
}

/** The page URL with one setting changed (empty removes it), everything else kept. */
export function withSetting(name: "version" | "module" | "warn" | "jsx", value: string, here: Location = window.location): string {
  const params = new URLSearchParams(here.search);
  if (value === "") params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return `${here.pathname}${query ? `?${query}` : ""}${here.hash}`;
}

function show(el: HTMLElement | null, text: string): void {
  if (!el) return;
  el.textContent = text;
  el.hidden = text === "";
}

/** Opens the playground in `container`: `?code=` wins over the default example unless it is unusable. */
export async function initPlayground(container: HTMLElement, root: Document = document): Promise<void> {
  const page = root.querySelector<HTMLElement>("[data-playground]");
  const fallback = container.querySelector<HTMLTextAreaElement>("[data-playground-fallback]");
  const message = root.querySelector<HTMLElement>("[data-playground-message]");
  const status = root.querySelector<HTMLElement>("[data-playground-status]");
  const params = new URLSearchParams(window.location.search);
  const decoded = decodePlaygroundCode(params.get("code"));
  if (decoded.kind === "error") show(message, decoded.message);
  performance.mark?.("docsgen:playground-decoded");
  const [{ createEditor }, { pageCompiler }] = await Promise.all([import("./createEditor.ts"), import("./compilers.ts")]);
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

  const compileStatus = root.querySelector<HTMLElement>("[data-playground-compile-status]");
  const versionSelect = root.querySelector<HTMLSelectElement>("[data-playground-version]");
  const moduleSelect = root.querySelector<HTMLSelectElement>("[data-playground-module]");
  const formatButton = root.querySelector<HTMLButtonElement>("[data-playground-format]");
  const warnInput = root.querySelector<HTMLInputElement>("[data-playground-warn]");
  const jsxSelect = root.querySelector<HTMLSelectElement>("[data-playground-jsx]");
  if (!page || !versionSelect || !moduleSelect || !formatButton) return;
  const runPanel = createRunPanel(root);
  const output = createOutput(root, editor, runPanel);
  const setUrl = (name: Parameters<typeof withSetting>[0], value: string) => window.history.replaceState(window.history.state, "", withSetting(name, value));
  moduleSelect.value = params.get("module") === "commonjs" ? "commonjs" : "esmodule";
  setUrl("module", moduleSelect.value === "esmodule" ? "" : moduleSelect.value);
  // Warning flags: applied (and kept in the URL) only while they are well-formed; a compile waits for the compiler.
  let warnFlags = "";
  let recompile = () => {};
  const warnFlagsChanged = (fromLink: boolean) => {
    if (!warnInput) return;
    const value = warnInput.value.trim();
    const valid = WARN_FLAGS_PATTERN.test(value);
    warnInput.setAttribute("aria-invalid", String(!valid));
    if (!valid) {
      show(
        status,
        fromLink
          ? "The warning flags of the link were ignored: use + or - with numbers or letters, like +a-4-9"
          : "Warning flags: use + or - with numbers or letters, like +a-4-9",
      );
      if (fromLink) setUrl("warn", "");
      return;
    }
    show(status, "");
    setUrl("warn", value);
    if (value !== warnFlags) {
      warnFlags = value;
      recompile();
    }
  };
  if (warnInput) {
    warnInput.value = params.get("warn") ?? "";
    warnFlagsChanged(true);
    warnInput.addEventListener("input", () => warnFlagsChanged(false));
  }
  const settings = root.querySelector<HTMLDetailsElement>("[data-playground-settings]");
  settings?.addEventListener("keydown", (e) => {
    if (e.key !== "Escape" || !settings.open) return;
    settings.open = false;
    settings.querySelector("summary")?.focus();
  });

  const setState = (state: "loading" | "failed" | "compiling" | "success" | "errors") => {
    page.dataset["state"] = state;
  };
  setState("loading");
  show(compileStatus, "Loading the compiler\u2026");
  let versions: readonly string[];
  const configured = readVersions(page);
  const compiler: PlaygroundCompilerAdapter = pageCompiler(root, page.dataset["compilerBase"] ?? "", configured);
  try {
    versions = await compiler.versions();
    if (versions.length === 0) throw new Error("no compiler versions are configured");
  } catch (e) {
    setState("failed");
    show(compileStatus, "");
    // In the output pane, in place of the JavaScript: the layout around it stays as it was (no shift).
    const unavailable = root.querySelector<HTMLElement>("[data-playground-unavailable]");
    root.querySelector<HTMLElement>("[data-playground-js]")?.setAttribute("hidden", "");
    const note =
      "The compiler could not be loaded (offline, or blocked by the network or an extension). You can still edit your code and share it with a link.";
    show(unavailable, note);
    runPanel?.unavailable(note);
    console.warn("docsgen: the playground compiler failed to load", e);
    return;
  }
  const manual = readManual(page);
  // The dev endpoint may name its compilers itself (label, manual version); else the manual's versions name them.
  const choices = compiler.choices?.() ?? [];
  const labelOf = (v: string) => choices.find((c) => c.version === v)?.label ?? compilerLabel(v, manual);
  versionSelect.replaceChildren(...versions.map((v) => Object.assign(root.createElement("option"), { value: v, textContent: labelOf(v) })));
  // `?version=` names a compiler or a manual version (code-block links carry the manual's); else the default, with a note.
  const wanted = params.get("version");
  const chosen =
    wanted === null || wanted === ""
      ? undefined
      : (choices.find((c) => c.manualVersion === wanted && versions.includes(c.version))?.version ?? resolvePlaygroundVersion(wanted, versions, manual));
  versionSelect.value = chosen ?? versions[0]!;
  if (wanted && chosen === undefined) {
    show(status, `No compiler for ${manualLabel(wanted, manual).slice(0, 40)} here: using ${labelOf(versions[0]!)}`);
    // The toolbar line may cut the note short on a phone: the whole of it on hover and for assistive tools.
    if (status) status.title = status.textContent ?? "";
  }
  setUrl("version", versionSelect.value === versions[0] ? "" : versionSelect.value);
  // JSX: the versions the selected compiler supports, the link's choice kept while it is one of them.
  const updateJsx = (preferred: string | null) => {
    if (!jsxSelect) return;
    const choices = jsxVersionsOf(versionSelect.value);
    const keep = preferred !== null && choices.includes(preferred) ? preferred : (choices[0] ?? "");
    jsxSelect.replaceChildren(
      ...(choices.length === 0 ? [""] : choices).map((v) =>
        Object.assign(root.createElement("option"), { value: v, textContent: v === "" ? "None" : `JSX ${v}` }),
      ),
    );
    jsxSelect.value = keep;
    jsxSelect.disabled = choices.length < 2;
    setUrl("jsx", keep === (choices[0] ?? "") ? "" : keep);
  };
  updateJsx(params.get("jsx"));
  jsxSelect?.addEventListener("change", () => updateJsx(jsxSelect.value));
  versionSelect.disabled = false;
  formatButton.disabled = false;

  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const compileNow = async () => {
    const mine = ++seq;
    runPanel?.compiling();
    setState("compiling");
    show(compileStatus, "Compiling\u2026");
    let outcome: CompileOutcome;
    try {
      outcome = await compiler.compile(editor.text(), {
        version: versionSelect.value,
        moduleSystem: moduleSelect.value as ModuleSystem,
        warnFlags,
        ...(jsxSelect && !jsxSelect.disabled && jsxSelect.value ? { jsx: jsxSelect.value } : {}),
      });
    } catch (e) {
      outcome = {
        problems: [
          {
            severity: "error",
            row: 1,
            column: 1,
            endRow: 1,
            endColumn: 2,
            message: `The compiler failed: ${e instanceof Error ? e.message : String(e)}`,
          },
        ],
      };
    }
    if (mine !== seq) return;
    output.show(outcome);
    const errors = outcome.problems.filter((p) => p.severity === "error").length;
    const warnings = outcome.problems.length - errors;
    setState(outcome.js !== undefined ? "success" : "errors");
    show(
      compileStatus,
      outcome.js !== undefined
        ? `Compiled with ${versionSelect.value}${warnings > 0 ? `, ${warnings} warning${warnings === 1 ? "" : "s"}` : ""}`
        : `${errors} error${errors === 1 ? "" : "s"}`,
    );
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void compileNow(), COMPILE_DEBOUNCE_MS);
  };
  editor.onChange(schedule);
  recompile = schedule;
  versionSelect.addEventListener("change", () => {
    setUrl("version", versionSelect.value === versions[0] ? "" : versionSelect.value);
    updateJsx(jsxSelect?.value ?? null);
    void compileNow();
  });
  moduleSelect.addEventListener("change", () => {
    setUrl("module", moduleSelect.value === "esmodule" ? "" : moduleSelect.value);
    void compileNow();
  });
  formatButton.addEventListener("click", async () => {
    const formatted = await compiler.format(editor.text(), versionSelect.value).catch((e: unknown) => ({
      problems: [
        {
          severity: "error" as const,
          row: 1,
          column: 1,
          endRow: 1,
          endColumn: 2,
          message: `Formatting failed: ${e instanceof Error ? e.message : String(e)}`,
        },
      ],
    }));
    if ("code" in formatted && formatted.code !== undefined) editor.setText(formatted.code);
    else output.show({ problems: formatted.problems });
  });
  await compileNow();
}

/** The manual's versions and aliases the page carries (none when missing or malformed). */
function readManual(page: HTMLElement): PlaygroundManual {
  try {
    const value = JSON.parse(page.dataset["manual"] ?? "{}") as { versions?: unknown; aliases?: unknown };
    const versions = Array.isArray(value.versions)
      ? value.versions.filter((v): v is { value: string; label: string } => typeof v?.value === "string" && typeof v?.label === "string")
      : [];
    const aliases =
      value.aliases && typeof value.aliases === "object"
        ? Object.fromEntries(Object.entries(value.aliases).filter((e): e is [string, string] => typeof e[1] === "string"))
        : {};
    return { versions, aliases };
  } catch {
    return { versions: [], aliases: {} };
  }
}

function readVersions(page: HTMLElement): string[] {
  try {
    const value = JSON.parse(page.dataset["versions"] ?? "[]") as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The output side: the JS pane, the Output panel (the program run), the problems list (clicking one moves the
 * cursor there) and the tabs. A compile with errors shows the problems; one without shows the tab the reader
 * last chose of JavaScript and Output.
 */
function createOutput(
  root: Document,
  editor: { setMarks(marks: readonly Problem[]): void; focusAt(row: number, column: number): void },
  run: RunPanel | undefined,
) {
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
      list?.replaceChildren(
        ...outcome.problems.map((p) => {
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
        }),
      );
      select(outcome.js === undefined && outcome.problems.length > 0 ? "problems" : preferred);
    },
  };
}
