// The printable page of a doc set version in the site model: the pages of the version's sidebar in sidebar order,
// at `<base>/<version>/<printPage>`, only where site.json asks for one, and never in place of a page.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { ResolvedDocSet } from "../../../src/config/types.ts";
import { buildManualModel, PRINTABLE_MANUAL } from "../../support/buildManualModel.ts";
import { makePage } from "../makePage.ts";

const doc = (path: string) => makePage({ path: `docs/manual/${path}.mdx`, route: `/docs/manual/${path}`, kind: "doc", title: path.split("/").at(-1)! });
const SIDEBAR = JSON.stringify({ Overview: ["introduction", "installation"], "Language Features": ["record", "object", "record"] });

/** The site model of the v11 manual (pages given in route order, the sidebar in its own) and any other pages. */
function build(options: { set?: ResolvedDocSet; pages?: string[]; sidebars?: Record<string, string> } = {}) {
  const pages = ["v11.0.0/introduction", "v11.0.0/installation", "v11.0.0/object", "v11.0.0/record", "v11.0.0/api/core", ...(options.pages ?? [])];
  const sidebars = options.sidebars ?? {
    "docs/manual/v11.0.0/sidebar.json": SIDEBAR,
    "docs/manual/v11.0.0/api/sidebar.json": JSON.stringify({ Core: ["core"] }),
  };
  return buildManualModel({ pages: pages.map(doc), sidebars, ...(options.set ? { docSet: options.set } : {}) });
}

describe("buildPrintableDocs (through buildSiteModel)", () => {
  test("the version's printable page holds its sidebar's pages in sidebar order, each once, with its category; no API page", () => {
    const { model, diagnostics } = build();
    assert.deepEqual(diagnostics, []);
    const entry = model.routes.get("/docs/manual/v11.0.0/print");
    assert.equal(entry?.target.kind, "printable");
    assert.deepEqual(entry.layout, { name: "docs", variant: "manual", version: "v11.0.0" });
    if (entry.target.kind !== "printable") return;
    assert.equal(entry.target.docs.docSet, PRINTABLE_MANUAL);
    assert.equal(entry.target.docs.version, "v11.0.0");
    assert.deepEqual(
      entry.target.docs.chapters.map((c) => [c.page.route, c.name, c.category]),
      [
        ["/docs/manual/v11.0.0/introduction", "introduction", "Overview"],
        ["/docs/manual/v11.0.0/installation", "installation", "Overview"],
        ["/docs/manual/v11.0.0/record", "record", "Language Features"],
        ["/docs/manual/v11.0.0/object", "object", "Language Features"],
      ],
    );
    // The route table stays sorted with the new route in it.
    const routes = [...model.routes.keys()];
    assert.deepEqual(routes, [...routes].sort());
  });

  test("no printable page without `printPage`, for a version folder the doc set does not list, or for a version without a sidebar", () => {
    const { printPage: _, ...withoutPrint } = PRINTABLE_MANUAL;
    const printables = (model: ReturnType<typeof build>["model"]) =>
      [...model.routes.values()].filter((e) => e.target.kind === "printable").map((e) => e.route);
    assert.deepEqual(printables(build({ set: withoutPrint }).model), []);
    const unlisted = build({ pages: ["v7.0.0/introduction"], sidebars: { "docs/manual/v7.0.0/sidebar.json": '{ "Overview": ["introduction"] }' } });
    assert.deepEqual(printables(unlisted.model), []);
    assert.deepEqual(printables(build({ pages: ["v10.0.0/introduction"] }).model), ["/docs/manual/v11.0.0/print"]);
  });

  test("a page at the printable page's route keeps it, and is reported with the setting that wants the route", () => {
    const { model, diagnostics } = build({ pages: ["v11.0.0/print"] });
    assert.equal(model.routes.get("/docs/manual/v11.0.0/print")?.target.kind, "page");
    assert.deepEqual(
      diagnostics.filter((d) => d.code === "route/print-page-taken"),
      [
        {
          severity: "error",
          code: "route/print-page-taken",
          message:
            "content/docs/manual/v11.0.0/print.mdx produces the route /docs/manual/v11.0.0/print, " +
            'where the printable page of Language Manual v11.0.0 goes (`printPage` of the doc set "manual")',
          hint: "rename that page, or give the doc set another `printPage`",
          file: "content/docs/manual/v11.0.0/print.mdx",
          line: 1,
        },
      ],
    );
  });
});
