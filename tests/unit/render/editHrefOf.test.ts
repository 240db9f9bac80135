import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { editHrefOf } from "../../../src/render/editHrefOf.ts";

describe("editHrefOf", () => {
  test("the source's path in the configured repository and branch", () => {
    const edit = { repository: "https://github.com/owner/docs/", branch: "master", path: "{path}" };
    assert.equal(
      editHrefOf(edit, "content/docs/manual/v11.0.0/record.mdx"),
      "https://github.com/owner/docs/edit/master/content/docs/manual/v11.0.0/record.mdx",
    );
  });

  test("a path template places the project inside a larger repository; names are URL-encoded by segment", () => {
    const edit = { repository: "https://git.example.org/team/mono", branch: "release/2026", path: "sites/docs/{path}" };
    assert.equal(
      editHrefOf(edit, "content/blog/what's new?.mdx"),
      "https://git.example.org/team/mono/edit/release/2026/sites/docs/content/blog/what's%20new%3F.mdx",
    );
  });

  test("no repository configured: no link", () => {
    assert.equal(editHrefOf(undefined, "content/docs/manual/v11.0.0/record.mdx"), undefined);
  });
});
