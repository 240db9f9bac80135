import type { BodyView } from "../../src/render/views.ts";
import { compilerLabel, jsxVersionsOf } from "../../src/shared/playgroundVersions.ts";

type PlaygroundBody = Extract<BodyView, { kind: "playground" }>;

/**
 * The playground: a ReScript editor, the compiled JavaScript and the compiler's problems side by side.
 * Compiling happens in the reader's browser with the ReScript project's compiler bundle (or, under
 * `docsgen serve`, with the pinned compilers); the page works as an editor with share links without either.
 */
export function Playground({ body }: { body: PlaygroundBody }) {
  const first = body.versions[0] ?? "";
  return (
    <main
      id="main"
      className="playground"
      data-playground
      data-compiler-base={body.compilerBase}
      data-versions={JSON.stringify(body.versions)}
      data-manual={JSON.stringify(body.manual)}
    >
      <header className="playground__header">
        <h1>Playground</h1>
        <p className="playground__note">
          Write ReScript and see the JavaScript it compiles to, with errors and warnings where they are, and what it does when it runs. Share your code with a
          link.
        </p>
      </header>
      <div className="playground__toolbar">
        <label className="playground__field">
          <span>Compiler</span>
          <select data-playground-version disabled>
            {body.versions.map((v) => (
              <option key={v} value={v}>
                {compilerLabel(v, body.manual)}
              </option>
            ))}
          </select>
        </label>
        <label className="playground__field">
          <span>Modules</span>
          <select data-playground-module defaultValue="esmodule">
            <option value="esmodule">ES modules</option>
            <option value="commonjs">CommonJS</option>
          </select>
        </label>
        {/* Settings the compile request cannot carry yet live here and in the URL; the panel opens over the page (no shift). */}
        <details className="playground__settings" data-playground-settings>
          <summary>Settings</summary>
          <div className="playground__settings-panel">
            <label className="playground__field">
              <span>Warning flags</span>
              <input
                type="text"
                data-playground-warn
                placeholder="+a-4-9"
                spellCheck={false}
                autoComplete="off"
                autoCapitalize="off"
                pattern="[+\-]?[a-zA-Z0-9@+\-]*"
                aria-describedby="playground-warn-help"
              />
            </label>
            <p id="playground-warn-help" className="playground__settings-help">
              Like <code>+a-4-9</code>: + or - and warning numbers or letters.
            </p>
            <label className="playground__field">
              <span>JSX</span>
              <select data-playground-jsx disabled={jsxVersionsOf(first).length < 2 || undefined}>
                {jsxOptions(first)}
              </select>
            </label>
          </div>
        </details>
        <button type="button" className="button button--ghost" data-playground-format disabled>
          Format
        </button>
        <button type="button" className="button button--primary" data-playground-share>
          Share
        </button>
        {/* One box for both status lines: the rest of the toolbar's line, or on phones a line of their own (pages.css). */}
        <div className="playground__statuses">
          <span className="playground__status" role="status" aria-live="polite" data-playground-status></span>
          <span className="playground__compile-status" role="status" aria-live="polite" data-playground-compile-status></span>
        </div>
      </div>
      <p className="playground__message" role="alert" data-playground-message hidden></p>
      <div className="playground__panes">
        <div className="playground__editor" data-playground-editor>
          <label className="visually-hidden" htmlFor="playground-source">
            ReScript source
          </label>
          <textarea id="playground-source" className="playground__fallback" spellCheck={false} defaultValue={body.defaultCode} data-playground-fallback />
        </div>
        <section className="playground__output" aria-label="Compiler output">
          <div className="playground__tabs" role="tablist" aria-label="Output">
            <button type="button" role="tab" id="playground-tab-js" aria-controls="playground-js" aria-selected="true" data-playground-tab="js">
              JavaScript
            </button>
            <button
              type="button"
              role="tab"
              id="playground-tab-output"
              aria-controls="playground-output"
              aria-selected="false"
              tabIndex={-1}
              data-playground-tab="output"
            >
              Output
            </button>
            <button
              type="button"
              role="tab"
              id="playground-tab-problems"
              aria-controls="playground-problems"
              aria-selected="false"
              tabIndex={-1}
              data-playground-tab="problems"
            >
              Problems{" "}
              <span className="playground__count" data-playground-count>
                0
              </span>
            </button>
          </div>
          <div className="playground__panel" role="tabpanel" id="playground-js" aria-labelledby="playground-tab-js" tabIndex={0}>
            {/* Shown in place of the JavaScript when no compiler can be loaded: inside the pane, so nothing moves. */}
            <p className="playground__unavailable" role="alert" data-playground-unavailable hidden></p>
            <pre className="playground__js" data-playground-js>
              <code>{"// The compiled JavaScript appears here."}</code>
            </pre>
          </div>
          {/* The program runs in a sandboxed frame (see client/playground/createRunner.ts); the panel keeps its height whatever it shows. */}
          <div className="playground__panel playground__run" role="tabpanel" id="playground-output" aria-labelledby="playground-tab-output" hidden>
            <div className="playground__run-bar">
              <span className="playground__run-status" role="status" aria-live="polite" data-playground-run-status data-run-state="idle">
                Not running yet
              </span>
              <button type="button" className="button button--ghost playground__run-again" data-playground-run-again disabled>
                Run again
              </button>
            </div>
            <div className="playground__run-page" data-playground-run-page hidden></div>
            <div className="playground__console" role="log" aria-label="Console output" tabIndex={0} data-playground-console>
              <p className="playground__run-note">The program runs here once it compiles.</p>
            </div>
          </div>
          <div className="playground__panel" role="tabpanel" id="playground-problems" aria-labelledby="playground-tab-problems" tabIndex={0} hidden>
            <p className="playground__no-problems" data-playground-no-problems>
              No errors or warnings.
            </p>
            <ul className="playground__problems" data-playground-problems></ul>
          </div>
        </section>
      </div>
    </main>
  );
}

/** The JSX choices of a compiler (its first the default): `JSX 4` from v11, `None` before. */
function jsxOptions(compiler: string) {
  const versions = jsxVersionsOf(compiler);
  return versions.length === 0 ? (
    <option value="">None</option>
  ) : (
    versions.map((v) => (
      <option key={v} value={v}>
        JSX {v}
      </option>
    ))
  );
}
