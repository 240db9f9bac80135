// sidebar.json: `{ "Category": ["slug", ...], ... }`. Key order is category order; item order is the sidebar's and
// prev/next's order.
import { z } from "zod";
import { inputProblem } from "../content/inputProblem.ts";

/** A sidebar.json file's value: category names to page slugs. */
export const sidebarSchema = z.record(
  z.string(),
  z.custom<string[]>((v) => Array.isArray(v) && v.every((s) => typeof s === "string"), {
    error: inputProblem("sidebar/invalid", ({ path }) => `category ${JSON.stringify(String(path.at(-1)))} must be a list of page slugs`, "key"),
  }),
  {
    error: inputProblem("sidebar/invalid", {
      message: "sidebar.json must map category names to lists of page slugs",
      hint: 'e.g. { "Overview": ["introduction", "installation"] }',
    }),
  },
);
