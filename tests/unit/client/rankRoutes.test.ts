import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { rankRoutes } from "../../../client/notFound/rankRoutes.ts";
import type { RouteList } from "../../../src/shared/routeList.ts";

const ROUTES: RouteList = [
  ["/", "ReScript"],
  ["/blog", "Blog"],
  ["/docs/manual/v10.0.0/record", "Record"],
  ["/docs/manual/v11.0.0/record", "Record"],
  ["/docs/manual/v12.0.0/record", "Record"],
  ["/docs/manual/v11.0.0/records-extra", "Records extra"],
  ["/docs/manual/v11.0.0/api/core/array", "Array"],
  ["/docs/manual/v11.0.0/api/js/vector", "Js.Vector"],
  ["/docs/manual/v11.0.0/api/core/error", "Error"],
  ["/docs/manual/v11.0.0/api/core/int", "Int"],
  ["/docs/manual/v11.0.0/api/js/int", "Js.Int"],
  ["/docs/manual/v12.0.0/api/stdlib/array", "Array"],
  ["/docs/react/latest/introduction", "Introduction"],
  ["/docs/manual/v11.0.0/introduction", "Introduction"],
];
const SETS = [
  { id: "manual", title: "Manual", base: "/docs/manual", storageKey: "m", latest: "v11.0.0", versions: ["v12.0.0", "v11.0.0", "v10.0.0"], aliases: ["latest"] },
  { id: "react", title: "React", base: "/docs/react", storageKey: "r", latest: "latest", versions: ["latest"], aliases: [] },
];
const routesOf = (path: string) => rankRoutes(path, ROUTES, SETS).map((s) => s.route);

describe("rankRoutes", () => {
  test("a misspelt page: its latest version first, one version per page, then the next closest; names half alike are left out", () => {
    assert.deepEqual(routesOf("/docs/manual/recrod"), ["/docs/manual/v11.0.0/record"]);
    assert.deepEqual(routesOf("/docs/manual/record-extra"), ["/docs/manual/v11.0.0/records-extra", "/docs/manual/v11.0.0/record"]);
  });

  test("a path with a version keeps that version's page", () => {
    assert.deepEqual(routesOf("/docs/manual/v10.0.0/recod")[0], "/docs/manual/v10.0.0/record");
    assert.deepEqual(routesOf("/docs/manual/latest/record/")[0], "/docs/manual/v11.0.0/record");
  });

  test("the other segments decide between pages of the same name", () => {
    assert.deepEqual(routesOf("/docs/manual/api/stdlib/aray")[0], "/docs/manual/v12.0.0/api/stdlib/array");
    assert.deepEqual(routesOf("/docs/react/intro"), ["/docs/react/latest/introduction", "/docs/manual/v11.0.0/introduction"], "not int");
  });

  test("nothing alike gives nothing, and at most `limit` routes", () => {
    assert.deepEqual(routesOf("/zzzzqqq"), []);
    assert.equal(rankRoutes("/docs/manual/record", ROUTES, SETS, 1).length, 1);
  });
});
