// Checks one content input (front matter, a sidebar.json, a data file) against its zod schema and reports every
// problem compiler-style at its place, in the words the schema part wrote (inputProblem.ts).
import type { z } from "zod";
import { problemOf } from "../config/configProblem.ts";
import type { JsonPath, LineColumn } from "../config/jsonPlace.ts";
import { closestMatch } from "../diagnostics/closestMatch.ts";
import { type Diagnostic, errorAt, warningAt } from "../diagnostics/diagnostic.ts";

/** Where an input's values are: at a value's JSON path, or at its key. */
export type PlaceOf = (path: JsonPath, at: "value" | "key") => LineColumn;

/** What a check found: the parsed value when it has no errors, and every problem. */
export interface SchemaCheck<T> {
  readonly value: T | undefined;
  readonly diagnostics: Diagnostic[];
}

/**
 * Parses `input` with `schema`. A message the schema did not word (it never should) is reported with `fallbackCode`
 * and zod's words. A missing value whose object holds a key near its name is told to rename that key.
 */
export function checkSchema<T>(schema: z.ZodType<T>, input: unknown, file: string, placeOf: PlaceOf, fallbackCode: string): SchemaCheck<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { value: parsed.data, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.filter((s): s is string | number => typeof s !== "symbol");
    const problem = problemOf(issue);
    // Content schemas word every part with their own codes: site.json's generic code marks a part left without words.
    const code = problem.code === "config/invalid" ? fallbackCode : problem.code;
    const id = `${JSON.stringify(path)}\0${code}\0${problem.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const hint = misspeltKey(input, path) ?? problem.hint;
    const place = { file, ...placeOf(path, problem.at) };
    const report = problem.severity === "warning" ? warningAt : errorAt;
    diagnostics.push(report(place, code, problem.message, hint));
  }
  return { value: undefined, diagnostics };
}

/** For a missing key: a key of the same object that looks like a misspelling of it. */
function misspeltKey(input: unknown, path: JsonPath): string | undefined {
  const key = path.at(-1);
  if (typeof key !== "string") return undefined;
  let parent: unknown = input;
  for (const segment of path.slice(0, -1)) parent = isObject(parent) || Array.isArray(parent) ? (parent as Record<string, unknown>)[segment] : undefined;
  if (!isObject(parent) || Object.hasOwn(parent, key)) return undefined;
  const near = closestMatch(key, Object.keys(parent));
  return near === undefined ? undefined : `\`${near}\` looks like a misspelling of \`${key}\`: rename it`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
