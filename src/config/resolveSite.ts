import { type Diagnostic, errorAt, warningAt } from "../diagnostics/diagnostic.ts";
import { problemOf } from "./configProblem.ts";
import { DEFAULT_SITE } from "./defaults.ts";
import { type JsonPath, jsonPlaces } from "./jsonPlace.ts";
import { siteSchema } from "./siteSchema.ts";
import type { ResolvedSite } from "./types.ts";

/** The site configuration after validation, with the problems found. */
export interface ResolveSiteResult {
  readonly site: ResolvedSite;
  readonly diagnostics: readonly Diagnostic[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Validates the raw `site.json` value against the schema (siteSchema.ts, which words each problem) and fills in
 * defaults. Each problem is reported at its setting's line and column in `text`; the bad value is left out (its
 * default applies) and the rest is validated again. A value that cannot be left out (a required one) takes its
 * object or list entry with it, so one mistake costs only the setting it is in.
 */
export function resolveSite(raw: unknown, file: string, text: string): ResolveSiteResult {
  const diagnostics: Diagnostic[] = [];
  if (!isObj(raw)) {
    diagnostics.push(errorAt({ file, line: 1, column: 1 }, "config/invalid", "site configuration must be a JSON object"));
    return { site: DEFAULT_SITE, diagnostics };
  }
  const places = jsonPlaces(text);
  const reported = new Set<string>();
  const removed: JsonPath[] = [];
  // Each round leaves out at least one more value of the file's finite tree, so this ends.
  for (;;) {
    const { value, toRaw } = without(raw, removed);
    const parsed = siteSchema.safeParse(value);
    if (parsed.success) return { site: parsed.data, diagnostics };
    const before = removed.length;
    for (const issue of parsed.error.issues) {
      const path = toRaw(issue.path);
      // An issue inside what a previous round left out: a required value is now missing. Leave out its container.
      const gone = removed.filter((r) => startsWith(path, r)).sort((a, b) => a.length - b.length)[0];
      if (gone) {
        if (gone.length > 1 && !removed.some((r) => same(r, gone.slice(0, -1)))) removed.push(gone.slice(0, -1));
        continue;
      }
      const problem = problemOf(issue);
      const { refersTo } = problem;
      const brokenTarget = refersTo !== undefined && removed.some((r) => startsWith(refersTo, r));
      const id = `${JSON.stringify(path)}\0${problem.message}`;
      // A reference to a setting left out for its own problem: that problem is the one to fix.
      if (!brokenTarget && !reported.has(id)) {
        reported.add(id);
        const place = { file, ...(problem.at === "key" ? places.key(path) : places.value(path)) };
        const report = problem.severity === "warning" ? warningAt : errorAt;
        diagnostics.push(report(place, problem.code, problem.message, problem.hint));
      }
      // A missing value cannot be left out: its object goes instead (as it does for a value that needs its siblings).
      const drop = has(raw, path) && !problem.leavesObject ? path : path.slice(0, -1);
      if (drop.length > 0 && !removed.some((r) => startsWith(drop, r))) removed.push(drop);
    }
    // Nothing more to leave out (a problem of the whole configuration): the defaults.
    if (removed.length === before) return { site: DEFAULT_SITE, diagnostics };
  }
}

/** True when `path` is `prefix` or inside it. */
function startsWith(path: JsonPath, prefix: JsonPath): boolean {
  return prefix.length <= path.length && prefix.every((segment, i) => segment === path[i]);
}

function same(a: JsonPath, b: JsonPath): boolean {
  return a.length === b.length && startsWith(a, b);
}

/** True when the raw value has something at `path`. */
function has(raw: unknown, path: JsonPath): boolean {
  let node = raw;
  for (const segment of path) {
    if (Array.isArray(node) && typeof segment === "number" && segment < node.length) node = node[segment];
    else if (isObj(node) && typeof segment === "string" && Object.hasOwn(node, segment)) node = node[segment];
    else return false;
  }
  return true;
}

/**
 * A copy of `raw` without the values at `removed` (raw paths), and the way back from a path in the copy to the
 * path in `raw` (list items after a left-out one move up in the copy).
 */
function without(raw: Obj, removed: readonly JsonPath[]): { value: Obj; toRaw: (path: readonly PropertyKey[]) => JsonPath } {
  const gone = new Set(removed.map((p) => JSON.stringify(p)));
  /** Raw indices of the kept items of each list, by the list's raw path. */
  const kept = new Map<string, number[]>();
  const copy = (node: unknown, path: JsonPath): unknown => {
    if (Array.isArray(node)) {
      const indices = node.map((_, i) => i).filter((i) => !gone.has(JSON.stringify([...path, i])));
      kept.set(JSON.stringify(path), indices);
      return indices.map((i) => copy(node[i], [...path, i]));
    }
    if (!isObj(node)) return node;
    // fromEntries defines own properties: a `__proto__` key stays a key, as JSON.parse made it.
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => !gone.has(JSON.stringify([...path, key])))
        .map(([key, child]) => [key, copy(child, [...path, key])]),
    );
  };
  const value = copy(raw, []) as Obj;
  const toRaw = (path: readonly PropertyKey[]): JsonPath => {
    const out: (string | number)[] = [];
    for (const segment of path) {
      if (typeof segment === "number") out.push(kept.get(JSON.stringify(out))?.[segment] ?? segment);
      else out.push(String(segment));
    }
    return out;
  };
  return { value, toRaw };
}
