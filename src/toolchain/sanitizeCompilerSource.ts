// What of a ReScript source may reach the compiler. A file-level `@@config({flags: [...]})` (`@@bs.config` in
// v8) hands its strings to bsc as command-line flags, and some of those write files anywhere
// (`-bs-package-output`, `-o`) or run commands (`-ppx`, `-pp`, `-bs-gentype`). Sources come from content and
// from /try links, so the compiler must never apply them itself:
// - bsc applies only a `@@config` among the leading attributes of the file, so a source that has any `@@`
//   (a file-level attribute cannot be written without it) gets a guard item in front on its first line (a
//   type declaration: no JavaScript, no line shift). Whatever the source hides, however it spells it, the
//   compiler's own parser then finds no leading attribute. Sources without `@@` are left as they are: the
//   guard would move the character offsets that `%todo`, `__LOC__` and `assert` print into the JavaScript.
// - A `@@config` written plainly is read here: its flags are passed on the command line when each is on the
//   allowlist (warnings, JSX) and the attribute is blanked out; any other flag, or a `@@config` that cannot be
//   read, refuses the source before any compiler runs.

/** Names this way of handing sources to the compiler, in the key of every cached compile outcome. */
export const SOURCE_HANDLING = "guarded-2";

/** Put in front of the first line of a source with `@@`; columns of line 1 in compiler messages are shifted by its length. */
export const SOURCE_GUARD = "type docsgenGuard__ = unit; ";

/** Flags a source may set, with the values each accepts. */
const ALLOWED_FLAGS: Readonly<Record<string, RegExp>> = {
  "-w": /^[-+@a-zA-Z0-9.]+$/,
  "-warn-error": /^[-+@a-zA-Z0-9.]+$/,
  "-bs-jsx": /^[34]$/,
  "-bs-jsx-mode": /^(classic|automatic)$/,
  "-bs-jsx-module": /^[A-Za-z][A-Za-z0-9_]*$/,
};

/** The allowed flags, for messages. */
const ALLOWED_FLAG_NAMES = Object.keys(ALLOWED_FLAGS);

/** A source as it may be compiled, or why it may not. */
export type SanitizedSource =
  | { readonly ok: true; readonly text: string; readonly flags: readonly string[]; readonly guarded: boolean }
  | { readonly ok: false; readonly line: number; readonly column: number; readonly message: string };

const ATTRIBUTE = /@@\s*(?:bs\s*\.\s*)?config\b/g;
const PLAIN = /@@(?:bs\.)?config\s*\(\s*\{\s*flags\s*:\s*\[((?:\s*"[^"\\\n]*"\s*,?)*)\s*\]\s*,?\s*\}\s*\)/y;

/** Reads the file-level flags of `code`: the guarded text to compile and the flags to pass, or the first problem. */
export function sanitizeCompilerSource(code: string): SanitizedSource {
  let text = code;
  const flags: string[] = [];
  for (const m of code.matchAll(ATTRIBUTE)) {
    const at = placeOf(code, m.index);
    PLAIN.lastIndex = m.index;
    const plain = PLAIN.exec(code);
    if (!plain) return { ok: false, ...at, message: 'write a file-level config as @@config({flags: ["-w", "-27"]}) with plain strings' };
    const strings = [...plain[1]!.matchAll(/"([^"]*)"/g)].map((s) => s[1]!);
    for (let i = 0; i < strings.length; i++) {
      const flag = strings[i]!;
      const value = ALLOWED_FLAGS[flag];
      if (!value) return { ok: false, ...at, message: `the compiler flag \`${flag}\` is not allowed here (allowed: ${ALLOWED_FLAG_NAMES.join(", ")})` };
      const arg = strings[++i];
      if (arg === undefined || !value.test(arg)) return { ok: false, ...at, message: `\`${flag}\` needs a value like ${EXAMPLE_VALUES[flag]}` };
      flags.push(flag, arg);
    }
    text = text.slice(0, m.index) + plain[0].replace(/[^\n]/g, " ") + text.slice(m.index + plain[0].length);
  }
  const guarded = code.includes("@@");
  return { ok: true, text: guarded ? SOURCE_GUARD + text : text, flags, guarded };
}

const EXAMPLE_VALUES: Readonly<Record<string, string>> = {
  "-w": '"-27" or "+a-4"',
  "-warn-error": '"+8"',
  "-bs-jsx": '"4"',
  "-bs-jsx-mode": '"automatic"',
  "-bs-jsx-module": '"react"',
};

/** The 1-based line and column of an offset. */
function placeOf(code: string, offset: number): { line: number; column: number } {
  const before = code.slice(0, offset).split("\n");
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** A column of a compiler message about a guarded text, as a column of the source (`first`: 1 or 0, the base). */
export function sourceColumn(line: number, column: number, first = 1): number {
  return line === 1 ? Math.max(column - SOURCE_GUARD.length, first) : column;
}
