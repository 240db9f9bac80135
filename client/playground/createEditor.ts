// The CodeMirror 6 editor of the playground, in its own chunk: loaded only on /try, after the link is decoded.
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { EditorState } from "@codemirror/state";
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, highlightSpecialChars, keymap, lineNumbers } from "@codemirror/view";
import { tagHighlighter, tags } from "@lezer/highlight";
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
}

/** Mounts a ReScript editor holding `doc` (as text, never markup) in `parent`. */
export function createEditor(parent: HTMLElement, doc: string): PlaygroundEditor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        lineNumbers(), highlightActiveLineGutter(), highlightSpecialChars(), history(), drawSelection(), indentOnInput(),
        bracketMatching(), highlightActiveLine(), rescriptLanguage, syntaxHighlighting(hljsClasses),
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        // An explicit tabindex makes the scrolling region reachable from the keyboard for assistive tools too.
        EditorView.contentAttributes.of({ "aria-label": "ReScript source", tabindex: "0" }),
        EditorState.tabSize.of(2),
      ],
    }),
  });
  return { text: () => view.state.doc.toString() };
}
