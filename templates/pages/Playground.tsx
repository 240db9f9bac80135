import type { BodyView } from "../../src/render/views.ts";

type PlaygroundBody = Extract<BodyView, { kind: "playground" }>;

/** The playground: an editor for ReScript code shared through ?code= links. */
export function Playground({ body }: { body: PlaygroundBody }) {
  return (
    <main id="main" className="playground">
      <header className="playground__header">
        <h1>Playground</h1>
        <p className="playground__note">
          Edit ReScript here and share it with a link. Compiling in the browser is not available yet: to see the JavaScript output, copy the code
          into a project or read the compiled examples in the manual.
        </p>
      </header>
      <div className="playground__toolbar">
        <button type="button" className="button button--primary" data-playground-share>Share</button>
        <span className="playground__status" role="status" aria-live="polite" data-playground-status></span>
      </div>
      <p className="playground__message" role="alert" data-playground-message hidden></p>
      <div className="playground__editor" data-playground-editor>
        <label className="visually-hidden" htmlFor="playground-source">ReScript source</label>
        <textarea id="playground-source" className="playground__fallback" spellCheck={false} defaultValue={body.defaultCode} data-playground-fallback />
      </div>
    </main>
  );
}
