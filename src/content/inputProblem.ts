// The words of a content input's problems (front matter, blog and syntax-lookup fields, sidebar.json, data files),
// written by the schema part each concerns, as site.json's are (configProblem.ts): the zod message carries the
// problem as JSON, checkSchema reads it back and places it at the value's line.
import { type z, z as zod } from "zod";
import { problemText } from "../config/configProblem.ts";
import { didYouMean } from "../diagnostics/closestMatch.ts";

type Issue = z.core.$ZodRawIssue;

/** What a schema part says about a wrong value: the message, a hint, whether it is a warning. */
export interface InputWords {
  readonly message: string;
  readonly hint?: string;
  readonly severity?: "error" | "warning";
  /** Another code than the part's own (a missing value that has a code of its own). */
  readonly code?: string;
}

/** The issue as the words see it: the wrong value, and whether it is missing (no value at all). */
export interface InputIssue {
  readonly input: unknown;
  readonly missing: boolean;
  readonly path: readonly PropertyKey[];
}

/**
 * The `error` option of a schema part of a content input: its diagnostic code, and its words for the issue (a
 * string is the message alone). Shown at the value, or at the key when `at` says so (a wrong key).
 */
export function inputProblem(
  code: string,
  words: string | InputWords | ((issue: InputIssue) => InputWords | string),
  at: "value" | "key" = "value",
): (issue: Issue) => string {
  return (issue) => {
    const path = issue.path ?? [];
    const said = typeof words === "function" ? words({ input: issue.input, missing: issue.input === undefined && path.length > 0, path }) : words;
    const worded: InputWords = typeof said === "string" ? { message: said } : said;
    const { message, hint, severity } = worded;
    return problemText({ message, code: worded.code ?? code, at, severity: severity ?? "error", ...(hint ? { hint } : {}) });
  };
}

/** A value as front matter messages name it: `null`, `a list`, `a mapping`, `an empty string`, `number 42`, `boolean true` (a blank string is empty). */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string") return value.trim() === "" ? "an empty string" : JSON.stringify(value);
  return `${typeof value} ${JSON.stringify(value)}`;
}

/**
 * An object of known keys for a content input (`what` names it in messages): any other key is an error at the key,
 * with the nearest known key, as site.json's unknown keys are (configProblem's `closed`).
 */
export function closedObject<Shape extends z.core.$ZodLooseShape>(shape: Shape, area: string, what: string): z.ZodObject<Shape, z.core.$strip> {
  const known = Object.keys(shape);
  const unknownKey = zod.custom<never>(() => false, {
    error: inputProblem(
      `${area}/unknown-key`,
      ({ path }) => ({
        message: `unknown key \`${String(path.at(-1))}\` in ${what}`,
        hint: didYouMean(String(path.at(-1)), known) ?? `known keys: ${known.join(", ")}`,
      }),
      "key",
    ),
  });
  const object = zod
    .object(shape, { error: inputProblem(`${area}/invalid`, ({ input }) => `${what} must be an object, not ${describeValue(input)}`) })
    .catchall(unknownKey);
  // Any unknown key fails the parse, so a parsed value has only the shape's keys: its type is the plain object's.
  return object as unknown as z.ZodObject<Shape, z.core.$strip>;
}
