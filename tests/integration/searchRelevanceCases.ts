// The relevance suite's queries (searchRelevance.test.ts): what a reader of the v11 or v12 manual types, with
// the page each should find among the first three hits. Expected pages were picked from the site's content
// (content/ and the generated API pages: headings and their ids), not from what the engine returns.

/** The reader versions the suite runs for. */
export const SUITE_VERSIONS = ["v11.0.0", "v12.0.0"] as const;
export type SuiteVersion = (typeof SUITE_VERSIONS)[number];

/** A query and the path (with hash) it should find, per reader version (null: not asked of that version). */
export interface SuiteCase {
  readonly query: string;
  readonly kind: "api" | "syntax" | "concept" | "error" | "react" | "typo";
  readonly expected: (version: SuiteVersion) => string | null;
}

/** A page of the reader's manual version. */
const manual = (page: string) => (v: SuiteVersion) => `/docs/manual/${v}/${page}`;
/** A page of the manual's API reference below `api/` (`belt/array#map`). */
const api = (page: string) => (v: SuiteVersion) => `/docs/manual/${v}/api/${page}`;
/** A page of the standard library the version opens: `Core` in v11 (`api/core/...`), `Stdlib` in v12 (`api/stdlib/...`). */
const std = (page: string) => (v: SuiteVersion) => `/docs/manual/${v}/api/${v === "v11.0.0" ? "core" : "stdlib"}${page}`;
/** Different pages per version. */
const per = (v11: string, v12: string) => (v: SuiteVersion) => `/docs/manual/${v}/${v === "v11.0.0" ? v11 : v12}`;
const syntax = (id: string) => () => `/syntax-lookup#${id}`;
const react = (page: string) => () => `/docs/react/latest/${page}`;

const cases = (kind: SuiteCase["kind"], list: readonly (readonly [string, SuiteCase["expected"]])[]): SuiteCase[] =>
  list.map(([query, expected]) => ({ query, kind, expected }));

export const SUITE: readonly SuiteCase[] = [
  ...cases("api", [
    ["Array.map", std("/array#map")],
    ["Belt.Array.map", api("belt/array#map")],
    ["Js.Array2.map", api("js/array-2#map")],
    ["Dict.get", std("/dict#get")],
    ["Option.getOr", std("/option#getor")],
    ["Promise.then", std("/promise#then")],
    ["Belt.Map.String", api("belt/map/string")],
    ["String.split", std("/string#split")],
    ["Console.log", std("/console#log")],
    ["List.map", std("/list#map")],
    ["Int.toString", std("/int#tostring")],
    ["JSON.parseExn", std("/json#parseexn")],
    ["Nullable.toOption", std("/nullable#tooption")],
    ["Array.forEach", std("/array#foreach")],
    ["Belt.Option.getWithDefault", api("belt/option#getwithdefault")],
    ["Js.Promise.then_", api("js/promise#then_")],
    ["Js.Dict.get", api("js/dict#get")],
    ["Result.getOr", std("/result#getor")],
    ["setTimeout", std("#settimeout")],
    ["Math.max", std("/math#max")],
    ["String.includes", std("/string#includes")],
    ["Array.reduce", std("/array#reduce")],
  ]),
  ...cases("syntax", [
    ["->", manual("pipe")],
    ["@as", syntax("as-decorator")],
    ["%raw", manual("embed-raw-javascript")],
    ["%%raw", manual("embed-raw-javascript#top-level-code-with-raw")],
    ["@module", syntax("module-decorator")],
    ["...", syntax("spread")],
    ["switch", manual("pattern-matching-destructuring")],
    ["|>", syntax("pipe-last")],
    [":=", syntax("ref-assignment")],
    ["++", syntax("string-concatenation")],
    ["@react.component", syntax("react-component-decorator")],
    ["@unboxed", syntax("unboxed-decorator")],
    ["@val", syntax("val-decorator")],
    ["@send", syntax("send-decorator")],
    ["@deriving", syntax("deriving-decorator")],
    ["try catch", syntax("try-catch")],
    ["template string", manual("primitive-types#template-strings")],
  ]),
  ...cases("concept", [
    ["pattern matching", manual("pattern-matching-destructuring")],
    ["variant", manual("variant")],
    ["record spread", syntax("record-spread")],
    ["uncurried", per("migrate-to-v11#uncurried-mode-by-default", "function#uncurried-functions-only")],
    ["polymorphic variant", manual("polymorphic-variant")],
    ["record", manual("record")],
    ["tuple", manual("tuple")],
    ["promise", manual("promise")],
    ["async await", manual("async-await")],
    ["exception", manual("exception")],
    ["labeled arguments", manual("function#labeled-arguments")],
    ["optional fields", manual("record#optional-fields")],
    ["untagged variants", per("variant#unboxed-untagged-variants", "variant#untagged-variants-with-unboxed")],
    ["mutation", manual("mutation")],
    ["jsx", manual("jsx")],
    ["json", manual("json")],
    ["installation", manual("installation")],
    ["rescript.json", manual("build-configuration")],
    ["typescript", manual("typescript-integration")],
    ["interop with TypeScript", manual("typescript-integration")],
    ["null undefined option", manual("null-undefined-option")],
    ["tagged template", manual("tagged-templates")],
    ["lazy", manual("lazy-values")],
    ["interop cheatsheet", manual("interop-cheatsheet")],
    ["equality", manual("equality-comparison")],
    ["reserved keywords", manual("reserved-keywords")],
    ["let binding", manual("let-binding")],
    ["exhaustiveness", manual("pattern-matching-destructuring#exhaustiveness-checking")],
    ["functor", per("module-functions", "module#functors")],
  ]),
  ...cases("error", [
    ["warning numbers", manual("warning-numbers")],
    ["warning 8", manual("warning-numbers#what-a-warning-looks-like")],
    ["You forgot to handle a possible case", manual("warning-numbers#what-a-warning-looks-like")],
    ["Match_failure", manual("exception#built-in-exceptions")],
    ["unused variable", per("warning-numbers#unused-variables-use-an-underscore", "warning-numbers#unused-names-prefer-an-underscore")],
    ["warn-error", per("warning-numbers#overriding-on-the-command-line", "warning-numbers#overriding-for-one-build")],
    ["deprecated warning", per("warning-numbers#deprecations-warning-3", "warning-numbers#deprecation-warnings-3")],
  ]),
  ...cases("react", [
    ["useState", react("hooks-state")],
    ["useEffect", react("hooks-effect")],
    ["useReducer", react("hooks-reducer")],
    ["useContext", react("hooks-context")],
    ["useRef", react("hooks-ref")],
    ["forwardRef", react("forwarding-refs")],
    ["custom hook", react("hooks-custom")],
  ]),
  ...cases("typo", [
    ["recrod", manual("record")],
    ["patern", manual("pattern-matching-destructuring")],
    ["varient", manual("variant")],
    ["promse", manual("promise")],
    ["reccord", manual("record")],
    ["excepton", manual("exception")],
    ["modlue", manual("module")],
    ["fucntion", manual("function")],
    ["polymorphic varaint", manual("polymorphic-variant")],
    ["destructring", manual("pattern-matching-destructuring")],
  ]),
];

/** How a version's queries ranked: the position (1-based) of the expected page among the hits, 0 when missing. */
export interface SuiteRun {
  readonly version: SuiteVersion;
  readonly ranks: readonly { readonly query: string; readonly expected: string; readonly rank: number; readonly top: readonly string[] }[];
}

/** Top-1 and top-3 rates and the mean reciprocal rank (missing: 0) of a run. */
export function figures(run: SuiteRun): { top1: number; top3: number; mrr: number; count: number } {
  const n = run.ranks.length;
  const rate = (ok: (rank: number) => boolean) => run.ranks.filter((r) => ok(r.rank)).length / n;
  return {
    top1: rate((r) => r === 1),
    top3: rate((r) => r >= 1 && r <= 3),
    mrr: run.ranks.reduce((sum, r) => sum + (r.rank > 0 ? 1 / r.rank : 0), 0) / n,
    count: n,
  };
}

/** Runs the suite for a reader of `version`'s manual: `search(query, readerPath)` returns hit paths (with hash), best first. */
export async function runSuite(version: SuiteVersion, search: (query: string, from: string) => Promise<readonly string[]>): Promise<SuiteRun> {
  const ranks: SuiteRun["ranks"][number][] = [];
  for (const c of SUITE) {
    const expected = c.expected(version);
    if (expected === null) continue;
    const top = await search(c.query, `/docs/manual/${version}/introduction`);
    ranks.push({ query: c.query, expected, rank: top.indexOf(expected) + 1, top: top.slice(0, 3) });
  }
  return { version, ranks };
}
