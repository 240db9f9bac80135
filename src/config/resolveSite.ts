import { closestMatch } from "../diagnostics/closestMatch.ts";
import { type Diagnostic, errorAt, warningAt } from "../diagnostics/diagnostic.ts";
import { DEFAULT_SITE } from "./defaults.ts";
import { lineOfKey } from "./jsonPlace.ts";
import { ENTRY_KEYS, problemOf, SITE_KEYS, siteSchema } from "./siteSchema.ts";
import type { ResolvedSite } from "./types.ts";

/** The site configuration after validation, with the problems found. */
export interface ResolveSiteResult {
  readonly site: ResolvedSite;
  readonly diagnostics: readonly Diagnostic[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Validates the raw `site.json` value against the schema (siteSchema.ts) and fills in defaults. Each
 * problem is an error at its key's line; the bad entry, or else the bad key, is left out and the rest is
 * validated again, so one mistake costs only its own setting. Unknown keys are warnings with a did-you-mean.
 */
export function resolveSite(raw: unknown, file: string, text: string): ResolveSiteResult {
  const diagnostics: Diagnostic[] = [];
  const at = (key: string) => ({ file, line: lineOfKey(text, key), column: 1 });
  if (!isObj(raw)) {
    diagnostics.push(errorAt({ file, line: 1 }, "config/invalid", "site configuration must be a JSON object"));
    return { site: DEFAULT_SITE, diagnostics };
  }
  for (const key of Object.keys(raw)) {
    if (SITE_KEYS.includes(key)) continue;
    const near = closestMatch(key, SITE_KEYS);
    const hint = near ? `did you mean \`${near}\`?` : `known keys: ${SITE_KEYS.join(", ")}`;
    diagnostics.push(warningAt(at(key), "config/unknown-key", `unknown key \`${key}\` in site configuration`, hint));
  }
  let value: Obj = Object.fromEntries(Object.entries(raw).filter(([key]) => SITE_KEYS.includes(key)));
  const reported = new Set<string>();
  // Each round leaves out what failed; entries and keys are finite, so this ends.
  for (;;) {
    const parsed = siteSchema.safeParse(value);
    if (parsed.success) return { site: parsed.data, diagnostics };
    const drop: (readonly PropertyKey[])[] = [];
    for (const issue of parsed.error.issues) {
      const problem = problemOf(issue, raw);
      const id = `${problem.lineKey}\0${problem.message}`;
      if (!reported.has(id)) {
        reported.add(id);
        diagnostics.push(errorAt(at(problem.lineKey), "config/invalid", problem.message, problem.hint));
      }
      drop.push(issue.path);
    }
    const next = without(value, drop);
    // Nothing left to leave out (a problem of the whole configuration): the defaults.
    if (next === undefined) return { site: DEFAULT_SITE, diagnostics };
    value = next;
  }
}

/**
 * `value` without the entries (of ENTRY_KEYS) or else the keys that the issue paths point into;
 * undefined when they point at nothing that could be left out.
 */
function without(value: Obj, paths: readonly (readonly PropertyKey[])[]): Obj | undefined {
  const out: Obj = { ...value };
  const entries = new Map<string, Set<string>>();
  let removed = false;
  for (const path of paths) {
    const key = String(path[0]);
    const container = out[key];
    if (ENTRY_KEYS.has(key) && path.length >= 2 && (Array.isArray(container) || isObj(container))) {
      const set = entries.get(key) ?? new Set<string>();
      entries.set(key, set.add(String(path[1])));
      removed = true;
    } else if (Object.hasOwn(out, key)) {
      delete out[key];
      removed = true;
    }
  }
  if (!removed) return undefined;
  for (const [key, dropped] of entries) {
    const container = out[key];
    if (Array.isArray(container)) out[key] = container.filter((_, i) => !dropped.has(String(i)));
    else if (isObj(container)) out[key] = Object.fromEntries(Object.entries(container).filter(([k]) => !dropped.has(k)));
  }
  return out;
}
