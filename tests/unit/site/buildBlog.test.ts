import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { buildBlog } from "../../../src/site/buildBlog.ts";
import { BLOG_BADGES, isIsoDate } from "../../../src/site/blogFieldsSchema.ts";
import { makePage } from "../makePage.ts";

const AUTHORS = new Set(["hongbo", "ryyppy"]);
const post = (file: string, route: string, data: Record<string, unknown>, keyLines: Record<string, number> = {}) =>
  makePage({ path: file, route, kind: "blog", data: { title: "T", ...data }, keyLines });

describe("isIsoDate", () => {
  test("accepts real calendar days written YYYY-MM-DD", () => {
    assert.deepEqual(["2024-01-15", "2024-02-29", "2000-02-29", "1999-12-31"].map(isIsoDate), [true, true, true, true]);
  });

  test("rejects impossible days and other shapes", () => {
    assert.deepEqual(
      [
        "2024-02-30",
        "2024-13-45",
        "2023-02-29",
        "1900-02-29",
        "2024-00-10",
        "2024-04-31",
        "2024-1-5",
        "24-01-05",
        "2024-01-05T00:00:00Z",
        " 2024-01-05",
        "",
      ].map(isIsoDate),
      [false, false, false, false, false, false, false, false, false, false, false],
    );
  });
});

describe("buildBlog", () => {
  test("returns valid posts newest first, same-day posts by slug", () => {
    const pages = [
      post("blog/2024-01-15-b.mdx", "/blog/b", { date: "2024-01-15", author: "hongbo" }),
      post("blog/2024-03-01-a.mdx", "/blog/a", {
        date: "2024-03-01",
        author: "hongbo",
        "co-authors": ["ryyppy"],
        badge: "release",
        previewImg: "/p.png",
        articleImg: "/a.png",
      }),
      post("blog/archive/2019-01-01-old.mdx", "/blog/old", { date: "2019-01-01", author: "ryyppy" }),
      post("blog/2024-01-15-a2.mdx", "/blog/a2", { date: "2024-01-15", author: "hongbo" }),
      makePage({ path: "community/overview.mdx", route: "/community/overview", kind: "community" }),
    ];
    const { posts, diagnostics } = buildBlog(pages, AUTHORS, "/blog");
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(
      posts.map((p) => ({ ...p, page: p.page.route })),
      [
        {
          page: "/blog/a",
          slug: "a",
          date: "2024-03-01",
          author: "hongbo",
          coAuthors: ["ryyppy"],
          archived: false,
          badge: "release",
          previewImg: "/p.png",
          articleImg: "/a.png",
        },
        { page: "/blog/a2", slug: "a2", date: "2024-01-15", author: "hongbo", coAuthors: [], archived: false },
        { page: "/blog/b", slug: "b", date: "2024-01-15", author: "hongbo", coAuthors: [], archived: false },
        { page: "/blog/old", slug: "old", date: "2019-01-01", author: "ryyppy", coAuthors: [], archived: true },
      ],
    );
  });

  test("each badge is accepted", () => {
    const pages = BLOG_BADGES.map((badge, i) =>
      post(`blog/2024-01-0${i + 1}-${badge}.mdx`, `/blog/${badge}`, { date: `2024-01-0${i + 1}`, author: "hongbo", badge }),
    );
    const { posts, diagnostics } = buildBlog(pages, AUTHORS, "/blog");
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(
      posts.map((p) => p.badge),
      ["preview", "testing", "community", "roadmap", "release"],
    );
  });

  test("invalid fields are reported at their key lines and the post is left out", () => {
    const bad = post(
      "blog/bad.mdx",
      "/blog/bad",
      { date: "2024-02-30", author: "", badge: "nope", "co-authors": "x", previewImg: 3 },
      {
        date: 3,
        author: 4,
        badge: 5,
        "co-authors": 6,
        previewImg: 7,
      },
    );
    const { posts, diagnostics } = buildBlog([bad], AUTHORS, "/blog");
    assert.deepEqual(posts, []);
    const at = (line: number) => ({ file: "content/blog/bad.mdx", line, column: 1 });
    assert.deepEqual(diagnostics, [
      {
        severity: "error",
        code: "blog/invalid-date",
        message: '`date` must be a real day written "YYYY-MM-DD", not "2024-02-30"',
        hint: 'e.g. date: "2024-01-15"',
        ...at(3),
      },
      { severity: "error", code: "blog/missing-author", message: "blog post needs a string `author`", ...at(4) },
      { severity: "error", code: "blog/invalid-field", message: "`co-authors` must be a list of author ids", ...at(6) },
      {
        severity: "error",
        code: "blog/invalid-badge",
        message: "badge must be one of release, roadmap, community, testing, preview",
        ...at(5),
      },
      { severity: "error", code: "blog/invalid-field", message: "`previewImg` must be a string path", ...at(7) },
    ]);
  });

  test("a missing date and an unknown author", () => {
    const { posts, diagnostics } = buildBlog([post("blog/u.mdx", "/blog/u", { author: "ghost" }, { author: 2 })], AUTHORS, "/blog");
    assert.deepEqual(posts, []);
    assert.deepEqual(diagnostics, [
      {
        severity: "error",
        code: "blog/invalid-date",
        message: "blog post needs a `date`",
        hint: 'e.g. date: "2024-01-15"',
        file: "content/blog/u.mdx",
        line: 1,
        column: 1,
      },
      {
        severity: "error",
        code: "blog/unknown-author",
        message: 'author "ghost" is not in data/authors.json',
        hint: "known authors: hongbo, ryyppy",
        file: "content/blog/u.mdx",
        line: 2,
        column: 1,
      },
    ]);
  });

  test("without an authors list any author is accepted", () => {
    const { posts, diagnostics } = buildBlog([post("blog/u.mdx", "/blog/u", { date: "2024-01-05", author: "anyone" })], undefined, "/blog");
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(
      posts.map((p) => p.author),
      ["anyone"],
    );
  });
});
