// The CodeMirror 6 editor of the playground, in its own chunk: loaded only on /try, after the link is decoded.
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { lintGutter, setDiagnostics, type Diagnostic } from "@codemirror/lint";
import { EditorState } from "@codemirror/state";
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, highlightSpecialChars, keymap, lineNumbers } from "@codemirror/view";
import { tagHighlighter, tags } from "@lezer/highlight";
import type { Problem } from "./compilers.ts";
import { rescriptLanguage } from "./rescriptLanguage.ts";

/** Editor tokens styled with the site's highlight.js classes, so the editor matches the code blocks. */
const hljsClasses = tagHighlighter([
  { tag: tags.keyword, class: "hljs-keyword" },
  { tag: tags.string, class: "hljs-string" },
  { tag: tags.special(tags.string), class: "hljs-subst" },
  { tag: tags.comment, class: "hljs-comment" },
  { tag: tags.number, class: "hljs-number" },
  { tag: tags.bool, class: "hljs-literal" },
  { tag: tags.atom, class: "hljs-symbol" },
  { tag: tags.meta, class: "hljs-meta" },
  { tag: tags.typeName, class: "hljs-type" },
  { tag: tags.namespace, class: "hljs-title" },
  { tag: tags.tagName, class: "hljs-name" },
  { tag: tags.attributeName, class: "hljs-attr" },
  { tag: tags.operator, class: "hljs-operator" },
]);

/** The text-editing surface the playground needs from the editor. */
export interface PlaygroundEditor {
  readonly text: () => string;
  /** Replaces the whole text (as one undoable change). */
  setText(text: string): void;
  /** Called after every change of the text. */
  onChange(listener: () => void): void;
  /** Underlines these ranges (replacing the previous ones). */
  setMarks(marks: readonly Problem[]): void;
  /** Puts the cursor at a 1-based row and column and focuses the editor. */
  focusAt(row: number, column: number): void;
}

/** Mounts a ReScript editor holding `doc` (as text, never markup) in `parent`. */
export function createEditor(parent: HTMLElement, doc: string): PlaygroundEditor {
  const listeners: (() => void)[] = [];
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        rescriptLanguage,
        syntaxHighlighting(hljsClasses),
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        // An explicit tabindex makes the scrolling region reachable from the keyboard for assistive tools too.
        EditorView.contentAttributes.of({ "aria-label": "ReScript source", tabindex: "0" }),
        EditorState.tabSize.of(2),
        // No EditorView.lineWrapping: code keeps its lines (a wrapped line on a phone reads as two, and could split
        // a token such as `->`); long lines scroll sideways inside the editor.
        lintGutter(),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) for (const listener of listeners) listener();
        }),
      ],
    }),
  });
  /** The document offset of a 1-based row and column, clamped into the document. */
  const offsetOf = (row: number, column: number) => {
    const line = view.state.doc.line(Math.min(Math.max(row, 1), view.state.doc.lines));
    return Math.min(line.from + Math.max(column - 1, 0), line.to);
  };
  return {
    text: () => view.state.doc.toString(),
    setText(text) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    onChange(listener) {
      listeners.push(listener);
    },
    setMarks(marks) {
      const diagnostics: Diagnostic[] = marks.map((m) => {
        const from = offsetOf(m.row, m.column);
        return { from, to: Math.max(offsetOf(m.endRow, m.endColumn), from), severity: m.severity, message: m.message };
      });
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    focusAt(row, column) {
      const at = offsetOf(row, column);
      view.dispatch({ selection: { anchor: at }, scrollIntoView: true });
      view.focus();
    },
  };
}
