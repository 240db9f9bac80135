// The words of site.json's problems, written by the schema part each concerns (siteSchema.ts). zod gives an issue
// one message string, so a problem travels in it as JSON: what is wrong, what to do, how severe, and whether it is
// shown at the key or at the value. resolveSite reads it back and places it with the file's JSON positions.
import { z } from "zod";
import { didYouMean } from "../diagnostics/closestMatch.ts";

/** A problem of one setting of site.json. */
export interface ConfigProblem {
  readonly message: string;
  readonly hint?: string;
  /** Warnings name a value the build reads as left out, as it always did; everything else is an error. */
  readonly severity: "error" | "warning";
  /** `config/invalid`, or `config/unknown-key` for a key no setting has. */
  readonly code: string;
  /** Where it is shown: at the setting's value (its object's key when it is missing), or at its key. */
  readonly at: "value" | "key";
  /** The message goes after the setting's name (for checks, which know only the path below their own part). */
  readonly named?: boolean;
  /** The setting a reference names: not reported when that setting was left out for a problem of its own. */
  readonly refersTo?: readonly (string | number)[];
  /** A wrong value leaves out the whole object it is in, not only itself (settings that only make sense together). */
  readonly leavesObject?: boolean;
}

const MARK = "docsgen-config:";

/** A problem as a zod message. */
export function problemText(problem: Pick<ConfigProblem, "message"> & Partial<ConfigProblem>): string {
  const full: ConfigProblem = { severity: "error", code: "config/invalid", at: "value", ...problem };
  return MARK + JSON.stringify(full);
}

/** The problem of a zod issue; a message zod wrote itself (a schema part without words) is named by its setting. */
export function problemOf(issue: { readonly message: string; readonly path: readonly PropertyKey[] }): ConfigProblem {
  if (issue.message.startsWith(MARK)) {
    const problem = JSON.parse(issue.message.slice(MARK.length)) as ConfigProblem;
    return problem.named ? { ...problem, message: `\`${nameOf(issue.path)}\` ${problem.message}` } : problem;
  }
  return { message: `\`${nameOf(issue.path)}\`: ${issue.message}`, severity: "error", code: "config/invalid", at: "value" };
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A setting's name in messages: `toolchains.v12.module`, `api["v11.0.0"].kind`, `docSets[0].versions[2]`. */
export function nameOf(path: readonly PropertyKey[]): string {
  let name = "";
  for (const segment of path) {
    if (typeof segment === "number") name += `[${segment}]`;
    else if (IDENTIFIER.test(String(segment))) name += name === "" ? String(segment) : `.${String(segment)}`;
    else name += `[${JSON.stringify(String(segment))}]`;
  }
  return name;
}

/** A value as a message quotes it: JSON, cut at 40 characters; objects and lists by their kind. */
export function shown(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object" && value !== null) return "an object";
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 40 ? `${json.slice(0, 40)}...` : json;
}

/** What a schema part says about a wrong value. */
export interface Expectation {
  /** Tried instead of the generic hint: the nearest allowed value (enums) or known key. */
  readonly choices?: readonly string[];
  readonly hint?: string;
  /** Where null was always read as a left-out value: what that reads as ("no JSX transform"). null is then a warning. */
  readonly nullMeans?: string;
  /** A wrong value leaves out the whole object it is in (its default does not apply). */
  readonly leavesObject?: boolean;
}

type Issue = z.core.$ZodRawIssue;

/**
 * The `error` option of a schema part that must be `what` ("a non-empty string", "`esmodule` or `commonjs`"):
 * a missing required value is "`parent` needs `key`, what", any other "`setting` must be what, not <value>".
 */
export function must(what: string, expect: Expectation = {}): (issue: Issue) => string {
  return (issue) => {
    const path = issue.path ?? [];
    const name = nameOf(path);
    if (issue.input === undefined && path.length > 0) {
      const parent = path.length > 1 ? `\`${nameOf(path.slice(0, -1))}\`` : "the site configuration";
      return problemText({ message: `${parent} needs \`${String(path.at(-1))}\`, ${what}`, ...(expect.hint ? { hint: expect.hint } : {}) });
    }
    if (issue.input === null && expect.nullMeans !== undefined) {
      return problemText({
        message: `\`${name}\` is null, read as ${expect.nullMeans}`,
        hint: `leave the key out for that, or set ${what}`,
        severity: "warning",
      });
    }
    const near = expect.choices && typeof issue.input === "string" ? didYouMean(issue.input, expect.choices) : undefined;
    const hint = near ?? expect.hint;
    return problemText({
      message: `\`${name}\` must be ${what}, not ${shown(issue.input)}`,
      ...(hint ? { hint } : {}),
      ...(expect.leavesObject ? { leavesObject: true } : {}),
    });
  };
}

/** `a`, `a` or `b`, `a`, `b` or `c`: allowed values as messages list them. */
export function either(values: readonly (string | number)[]): string {
  const quoted = values.map((v) => `\`${v}\``);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}` : (quoted[0] ?? "");
}

/**
 * An object of known keys: any other key is an error at its own place, with the nearest known key. (zod's strict
 * objects report every unknown key of an object as one issue at the object; a catchall gives each its own path.)
 */
export function closed<Shape extends z.core.$ZodLooseShape>(shape: Shape, what: string, hint?: string): z.ZodObject<Shape, z.core.$strip> {
  const known = Object.keys(shape);
  const unknownKey = z.custom<never>(() => false, {
    error: (issue) => {
      const path = issue.path ?? [];
      const key = String(path.at(-1));
      const where = path.length > 1 ? `\`${nameOf(path.slice(0, -1))}\`` : "site configuration";
      const hint = didYouMean(key, known) ?? `known keys: ${known.join(", ")}`;
      return problemText({ message: `unknown key \`${key}\` in ${where}`, hint, code: "config/unknown-key", at: "key" });
    },
  });
  const object = z.object(shape, { error: must(what, hint ? { hint } : {}) }).catchall(unknownKey);
  // Any unknown key fails the parse, so a parsed value has only the shape's keys: its type is the plain object's.
  return object as unknown as z.ZodObject<Shape, z.core.$strip>;
}
