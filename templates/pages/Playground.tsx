import type { BodyView } from "../../src/render/views.ts";

type PlaygroundBody = Extract<BodyView, { kind: "playground" }>;

/**
 * The playground: a ReScript editor, the compiled JavaScript and the compiler's problems side by side.
 * Compiling happens in the reader's browser with the ReScript project's compiler bundle (or, under
 * `docsgen serve`, with the pinned compilers); the page works as an editor with share links without either.
 */
export function Playground({ body }: { body: PlaygroundBody }) {
  return (
    <main id="main" className="playground" data-playground data-compiler-base={body.compilerBase} data-versions={JSON.stringify(body.versions)}>
      <header className="playground__header">
        <h1>Playground</h1>
        <p className="playground__note">
          Write ReScript and see the JavaScript it compiles to, with errors and warnings where they are. Share your code with a link.
        </p>
      </header>
      <div className="playground__toolbar">
        <label className="playground__field">
          <span>Compiler</span>
          <select data-playground-version disabled>
            {body.versions.map((v) => (
              <option key={v} value={v}>
                {v}
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
        <button type="button" className="button button--ghost" data-playground-format disabled>
          Format
        </button>
        <button type="button" className="button button--primary" data-playground-share>
          Share
        </button>
        <span className="playground__status" role="status" aria-live="polite" data-playground-status></span>
        <span className="playground__compile-status" role="status" aria-live="polite" data-playground-compile-status></span>
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
