// URLs from data files reach an href only when they keep the content rule, even if a data file got past its check.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { toBlogPostView } from "../../../src/render/toBlogPostView.ts";
import { toPackagesView } from "../../../src/render/toPackagesView.ts";
import { makePage } from "../makePage.ts";

describe("data file URLs in views", () => {
  test("toPackagesView drops a repository or npm URL that is not http(s) (npm's own page stands in)", () => {
    const views = toPackagesView([
      { name: "a", repositoryHref: "javascript:alert(1)", npmHref: "data:text/html,x" },
      { name: "b", repositoryHref: "https://github.com/b/b", npmHref: "https://www.npmjs.com/package/b" },
    ]);
    assert.deepEqual(
      views.map((v) => [v.name, v.repositoryHref, v.npmHref]),
      [
        ["a", undefined, "https://www.npmjs.com/package/a"],
        ["b", "https://github.com/b/b", "https://www.npmjs.com/package/b"],
      ],
    );
  });

  test("toBlogPostView gives an author a link only when the URL keeps the rule", () => {
    const page = makePage({ path: "blog/2024-01-01-a.mdx", route: "/blog/a", kind: "blog" });
    const post = { page, slug: "a", date: "2024-01-01", author: "x", coAuthors: ["y", "z"], archived: false };
    const authors = {
      x: { fullname: "X", url: "vbscript:msgbox(1)" },
      y: { fullname: "Y", url: "/community/overview" },
      z: { fullname: "Z", url: "//evil.example" },
    };
    assert.deepEqual(
      toBlogPostView(post, { authors }).authors.map((a) => [a.id, a.url]),
      [
        ["x", undefined],
        ["y", "/community/overview"],
        ["z", undefined],
      ],
    );
  });
});
