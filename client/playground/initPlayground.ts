// The /try page: decodes `?code=` (showing any problem at once), loads the CodeMirror editor chunk, then the
// compiler (the ReScript browser bundle, or the dev server's under `docsgen serve`) and compiles on every
// edit. Settings (`?version=`, `?module=`, `?warn=`, `?jsx=`) live in the URL, only when not the defaults (short
// share links); Share writes the code there too. Loaded on demand only where the page has a [data-playground-editor].
import type { PlaygroundManual } from "../../src/shared/playgroundVersions.ts";
import type { CompileOptions, CompileOutcome, PlaygroundCompilerAdapter } from "./compilers.ts";
import { type CompileLoop, createCompileLoop } from "./createCompileLoop.ts";
import type { PlaygroundEditor } from "./createEditor.ts";
import { createOutput } from "./createOutput.ts";
import { createRunPanel, type RunPanel } from "./createRunPanel.ts";
import { decodePlaygroundCode } from "./decodePlaygroundCode.ts";
import { failureOutcome } from "./failureOutcome.ts";
import { initJsxSelect, type JsxChoice } from "./initJsxSelect.ts";
import { initShareButton } from "./initShareButton.ts";
import { initVersionSelect, rememberVersion } from "./initVersionSelect.ts";
import { initWarnFlags, type WarnFlags } from "./initWarnFlags.ts";
import { setPageState } from "./setPageState.ts";
import { setSetting } from "./setSetting.ts";
import { showText } from "./showText.ts";

/** Where the JavaScript would be, and in the Output panel, when no compiler could be loaded. */
const COMPILER_UNAVAILABLE_NOTE =
  "The compiler could not be loaded (offline, or blocked by the network or an extension). You can still edit your code and share it with a link.";

/** Opens the playground in `container`: `?code=` wins over the default example unless it is unusable. */
export async function initPlayground(container: HTMLElement, root: Document = document): Promise<void> {
  const message = root.querySelector<HTMLElement>("[data-playground-message]");
  const status = root.querySelector<HTMLElement>("[data-playground-status]");
  const params = new URLSearchParams(window.location.search);
  const { editor, pageCompiler } = await openEditor(container, params.get("code"), message);
  initShareButton(root, editor, status, message);
  const controls = findControls(root);
  if (!controls) return;
  const { page, compileStatus, versionSelect, moduleSelect, formatButton } = controls;
  const runPanel = createRunPanel(root);
  const output = createOutput(root, editor, runPanel);
  moduleSelect.value = params.get("module") === "commonjs" ? "commonjs" : "esmodule";
  rememberModule(moduleSelect);
  // Read before the compiler loads: a malformed `?warn=` is reported at once, and the first compile has the flags.
  const warnFlags = initWarnFlags(controls.warnInput, status, params.get("warn"));
  closeSettingsOnEscape(root);

  const compiler = pageCompiler(root, page.dataset["compilerBase"] ?? "", readVersions(page));
  const versions = await loadVersions(compiler, { root, page, compileStatus, runPanel });
  if (!versions) return;
  const offer = { versions, choices: compiler.choices?.() ?? [], manual: readManual(page) };
  initVersionSelect(versionSelect, offer, params.get("version"), status, root);
  const jsx = initJsxSelect(controls.jsxSelect, versionSelect, params.get("jsx"), root);
  versionSelect.disabled = false;
  formatButton.disabled = false;

  const compile = createCompileLoop({ page, compileStatus, compiler, editor, output, runPanel, options: () => currentOptions(controls, warnFlags, jsx) });
  editor.onChange(compile.soon);
  warnFlags.onChange(compile.soon);
  recompileOnSettings(controls, versions, jsx, compile);
  initFormatButton(formatButton, { compiler, editor, versionSelect, output });
  await compile.now();
}

/**
 * Mounts the editor in place of the fallback textarea, holding the link's code or else the textarea's. The editor and
 * the compiler adapters are chunks of their own, loaded together here: the page's first script stays small.
 */
async function openEditor(container: HTMLElement, code: string | null, message: HTMLElement | null) {
  const fallback = container.querySelector<HTMLTextAreaElement>("[data-playground-fallback]");
  const decoded = decodePlaygroundCode(code);
  if (decoded.kind === "error") showText(message, decoded.message);
  performance.mark?.("docsgen:playground-decoded");
  const [{ createEditor }, { pageCompiler }] = await Promise.all([import("./createEditor.ts"), import("./compilers.ts")]);
  // Read the fallback only now: a reader may have typed into it while the editor loaded.
  const editor = createEditor(container, decoded.kind === "code" ? decoded.code : (fallback?.value ?? ""));
  container.querySelector('label[for="playground-source"]')?.remove();
  fallback?.remove();
  container.dataset["ready"] = "";
  performance.mark?.("docsgen:playground-ready");
  return { editor, pageCompiler };
}

type Controls = NonNullable<ReturnType<typeof findControls>>;

/** The settings and output controls; undefined when the page lacks one the playground cannot compile without. */
function findControls(root: Document) {
  const page = root.querySelector<HTMLElement>("[data-playground]");
  const versionSelect = root.querySelector<HTMLSelectElement>("[data-playground-version]");
  const moduleSelect = root.querySelector<HTMLSelectElement>("[data-playground-module]");
  const formatButton = root.querySelector<HTMLButtonElement>("[data-playground-format]");
  if (!page || !versionSelect || !moduleSelect || !formatButton) return undefined;
  return {
    page,
    versionSelect,
    moduleSelect,
    formatButton,
    compileStatus: root.querySelector<HTMLElement>("[data-playground-compile-status]"),
    warnInput: root.querySelector<HTMLInputElement>("[data-playground-warn]"),
    jsxSelect: root.querySelector<HTMLSelectElement>("[data-playground-jsx]"),
  };
}

/** The compile settings as the controls hold them now. */
function currentOptions(controls: Controls, warnFlags: WarnFlags, jsx: JsxChoice): CompileOptions {
  const jsxVersion = jsx.value();
  return {
    version: controls.versionSelect.value,
    moduleSystem: controls.moduleSelect.value === "commonjs" ? "commonjs" : "esmodule",
    warnFlags: warnFlags.value(),
    ...(jsxVersion ? { jsx: jsxVersion } : {}),
  };
}

/** A new compiler, module system or JSX version compiles at once (no debounce), after the URL and the JSX choice follow it. */
function recompileOnSettings(controls: Controls, versions: readonly string[], jsx: JsxChoice, compile: CompileLoop): void {
  const { versionSelect, moduleSelect, jsxSelect } = controls;
  // The JSX select keeps its own URL setting (initJsxSelect); registered after it, so the compile sees the new value.
  jsxSelect?.addEventListener("change", () => void compile.now());
  versionSelect.addEventListener("change", () => {
    rememberVersion(versionSelect, versions);
    jsx.versionChanged();
    void compile.now();
  });
  moduleSelect.addEventListener("change", () => {
    rememberModule(moduleSelect);
    void compile.now();
  });
}

/** Keeps the module system in the URL, none for the default (ES modules). */
function rememberModule(select: HTMLSelectElement): void {
  setSetting("module", select.value === "esmodule" ? "" : select.value);
}

/** Escape inside the open settings panel closes it and gives the focus back to its summary. */
function closeSettingsOnEscape(root: Document): void {
  const settings = root.querySelector<HTMLDetailsElement>("[data-playground-settings]");
  settings?.addEventListener("keydown", (e) => {
    if (e.key !== "Escape" || !settings.open) return;
    settings.open = false;
    settings.querySelector("summary")?.focus();
  });
}

/**
 * The compiler's versions, the first being the default; undefined when the compiler could not be loaded (or offers
 * none): then the page says so where the JavaScript would be and in the Output panel, and the code stays editable and
 * shareable.
 */
async function loadVersions(
  compiler: PlaygroundCompilerAdapter,
  parts: { root: Document; page: HTMLElement; compileStatus: HTMLElement | null; runPanel: RunPanel | undefined },
): Promise<readonly string[] | undefined> {
  const { root, page, compileStatus, runPanel } = parts;
  setPageState(page, "loading");
  showText(compileStatus, "Loading the compiler\u2026");
  try {
    const versions = await compiler.versions();
    if (versions.length === 0) throw new Error("no compiler versions are configured");
    return versions;
  } catch (e) {
    setPageState(page, "failed");
    showText(compileStatus, "");
    // In the output pane, in place of the JavaScript: the layout around it stays as it was (no shift).
    const unavailable = root.querySelector<HTMLElement>("[data-playground-unavailable]");
    root.querySelector<HTMLElement>("[data-playground-js]")?.setAttribute("hidden", "");
    showText(unavailable, COMPILER_UNAVAILABLE_NOTE);
    runPanel?.unavailable(COMPILER_UNAVAILABLE_NOTE);
    console.warn("docsgen: the playground compiler failed to load", e);
    return undefined;
  }
}

/** Format rewrites the code with the selected compiler's formatter; code it cannot parse shows its problems instead. */
function initFormatButton(
  button: HTMLButtonElement,
  parts: {
    compiler: PlaygroundCompilerAdapter;
    editor: PlaygroundEditor;
    versionSelect: HTMLSelectElement;
    output: { show(outcome: CompileOutcome): void };
  },
): void {
  const { compiler, editor, versionSelect, output } = parts;
  button.addEventListener("click", async () => {
    const formatted = await compiler.format(editor.text(), versionSelect.value).catch((e: unknown) => failureOutcome("Formatting failed", e));
    if ("code" in formatted && formatted.code !== undefined) editor.setText(formatted.code);
    else output.show({ problems: formatted.problems });
  });
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

/** The compiler versions the page is configured with (the browser bundles'; the dev endpoint names its own). */
function readVersions(page: HTMLElement): string[] {
  try {
    const value = JSON.parse(page.dataset["versions"] ?? "[]") as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}
