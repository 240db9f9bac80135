// Example compilation with the real v12 compiler: examples whose JavaScript is not shown are checked in
// batches, and every outcome (success, type error, syntax error, each with its own message and line) is
// exactly what compiling the example alone gives.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { loadSiteConfig } from "../../../src/config/loadConfig.ts";
import { resolvePaths } from "../../../src/config/resolvePaths.ts";
import { compileExamples, planUnits, type ExampleOutcome } from "../../../src/toolchain/compileExamples.ts";
import { makeJob, type ExampleJob } from "../../../src/toolchain/planExamples.ts";
import { prepareToolchain, type PreparedToolchain } from "../../../src/toolchain/prepareToolchain.ts";

const REPO = path.resolve(import.meta.dirname, "../../..");
const paths = resolvePaths({ root: REPO });
let v12: PreparedToolchain;
const scratch: string[] = [];

before(async () => {
  const { site } = await loadSiteConfig(paths);
  v12 = await prepareToolchain(site.toolchains["v12"]!, paths.root, paths.cache);
});
after(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function job(code: string, extra: Partial<Pick<ExampleJob, "needsJs" | "prelude" | "kind">> = {}): ExampleJob {
  return makeJob({
    toolchain: "v12",
    toolchainKey: v12.key,
    file: "x.mdx",
    fenceLine: 1,
    route: "/x",
    codeIndex: 0,
    kind: "example",
    needsJs: false,
    prelude: "",
    code,
    ...extra,
  });
}

async function compile(jobs: readonly ExampleJob[]) {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), "docsgen-examples-"));
  scratch.push(cacheDir);
  return compileExamples({ jobs, toolchains: new Map([["v12", v12]]), known: new Map() });
}

/** What each job gives compiled alone (as one-job builds, which never batch). */
async function alone(jobs: readonly ExampleJob[]): Promise<ExampleOutcome[]> {
  const outcomes: ExampleOutcome[] = [];
  for (const j of jobs) outcomes.push((await compile([{ ...j, needsJs: true }])).outcomes.get(j.key)!);
  return outcomes;
}

const GOOD = Array.from(
  { length: 24 },
  (_, i) => `type t${i} = {name: string, size: int}\nlet value${i} = {name: "n${i}", size: ${i}}\nlet total = value${i}.size + 1`,
);
const TYPE_ERROR = 'let fine = 1\nlet wrong: int = "a string"';
const SYNTAX_ERROR = "let broken = (1 +";
const UNBOUND = "let x = Foo.bar(1)";

describe("planUnits", () => {
  test("batches only examples whose JavaScript is not shown, without preludes or file attributes", () => {
    const checked = GOOD.map((code) => job(code));
    const units = planUnits([
      ...checked,
      job("let shown = 1", { needsJs: true }),
      job("let usesPrelude = x", { prelude: "let x = 1" }),
      job("let p = 1", { kind: "prelude" }),
      job('@@warning("-27")\nlet a = 1'),
    ]);
    const batched = units.filter((u) => u.length > 1);
    assert.equal(batched.length, 1);
    assert.deepEqual(
      batched[0]!.map((j) => j.code),
      GOOD,
    );
    assert.deepEqual(
      units
        .filter((u) => u.length === 1)
        .map((u) => u[0]!.code)
        .sort(),
      ['@@warning("-27")\nlet a = 1', "let p = 1", "let shown = 1", "let usesPrelude = x"],
    );
  });
});

describe("compileExamples", () => {
  test("a batch of examples that all compile takes one compiler run and gives no JavaScript", async () => {
    const jobs = GOOD.map((code) => job(code));
    const report = await compile(jobs);
    assert.equal(report.invocations, 1);
    for (const j of jobs) assert.deepEqual(report.outcomes.get(j.key), { ok: true });
  });

  test("failing examples in a batch get the outcome they have alone, at their own line; the others pass", async () => {
    const codes = [...GOOD.slice(0, 5), TYPE_ERROR, ...GOOD.slice(5, 12), SYNTAX_ERROR, ...GOOD.slice(12, 20), UNBOUND, ...GOOD.slice(20)];
    const jobs = codes.map((code) => job(code));
    const report = await compile(jobs);
    const expected = await alone(jobs.filter((j) => [TYPE_ERROR, SYNTAX_ERROR, UNBOUND].includes(j.code)));
    assert.deepEqual(
      jobs.filter((j) => !report.outcomes.get(j.key)!.ok).map((j) => j.code),
      [TYPE_ERROR, SYNTAX_ERROR, UNBOUND],
    );
    assert.deepEqual(
      [TYPE_ERROR, SYNTAX_ERROR, UNBOUND].map((code) => report.outcomes.get(job(code).key)),
      expected,
    );
    const typeError = report.outcomes.get(job(TYPE_ERROR).key)!;
    assert.ok(!typeError.ok);
    assert.equal(typeError.error.line, 2);
    assert.equal(typeError.error.message, "This has type: string");
    for (const j of jobs.filter((j) => GOOD.includes(j.code))) assert.deepEqual(report.outcomes.get(j.key), { ok: true });
    // One batch run per failure plus the final one, and one run alone per failure: far fewer than 27.
    assert.equal(report.invocations, 7);
  });

  test("an example that shows JavaScript is compiled alone even when a batch checked it before", async () => {
    const checked = job(GOOD[0]!);
    const first = await compileExamples({ jobs: GOOD.map((code) => job(code)), toolchains: new Map([["v12", v12]]), known: new Map() });
    assert.deepEqual(first.fresh.get(checked.key), { ok: true });
    const shown = await compileExamples({ jobs: [{ ...checked, needsJs: true }], toolchains: new Map([["v12", v12]]), known: first.fresh });
    assert.equal(shown.compiled, 1);
    const outcome = shown.outcomes.get(checked.key)!;
    assert.ok(outcome.ok);
    assert.match(outcome.js ?? "", /^let value0 = \{/m);
  });

  test("an example that breaks the examples after it in a batch (an unclosed brace) is found and the rest are compiled alone", async () => {
    const unclosed = "let open_ = {\n  let a = 1";
    const jobs = [...GOOD.slice(0, 3), unclosed, ...GOOD.slice(3, 6)].map((code) => job(code));
    const report = await compile(jobs);
    const expected = await alone(jobs);
    const passOrError = (o: ExampleOutcome | undefined) => (o?.ok ? "compiles" : o?.error);
    assert.deepEqual(
      jobs.map((j) => passOrError(report.outcomes.get(j.key))),
      expected.map(passOrError),
    );
    assert.ok(!report.outcomes.get(job(unclosed).key)!.ok);
  });
});
