// The data files under content/data that templates and views read, by base name. Every URL in them is held to the
// content's URL rule (checkUrl): http(s) or a path on this site, never a `javascript:`, `data:` or `file:` URL.
// A data file without a schema here passes as any JSON value.
import { z } from "zod";
import { nameOf, problemText } from "../config/configProblem.ts";
import { closedObject, describeValue, inputProblem } from "../content/inputProblem.ts";
import { checkUrl } from "../markdown/checkUrl.ts";

/** The words of a value that must be `what`: "`[1]` needs `name`, a string" when missing, else "`[1].name` must be a string, not 3". */
const mustBe = (what: string) =>
  inputProblem("data/invalid", ({ path, input, missing }) =>
    missing
      ? `${path.length > 1 ? `\`${nameOf(path.slice(0, -1))}\`` : "the file"} needs \`${String(path.at(-1))}\`, ${what}`
      : `\`${nameOf(path)}\` must be ${what}, not ${describeValue(input)}`,
  );

const text = (what = "a string") => z.string({ error: mustBe(what) });

/** A URL written into an href or src: checked by the content rule, reported as `data/unsafe-url` at its line. */
const url = () =>
  text("a URL").superRefine((value, ctx) => {
    const problem = checkUrl(value);
    if (problem)
      // Named: the message goes after the value's name, which only the finished issue's path knows.
      ctx.addIssue({
        code: "custom",
        input: value,
        message: problemText({ message: problem.message, hint: problem.hint, code: "data/unsafe-url", named: true }),
      });
  });

const list = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item, {
    error: inputProblem("data/invalid", ({ path, input }) => `${path.length > 0 ? `\`${nameOf(path)}\`` : what} must be a list, not ${describeValue(input)}`),
  });

const author = closedObject({ fullname: text().optional(), role: text().optional(), url: url().optional() }, "data", "an author");

const pkg = closedObject(
  {
    name: text("a package name").min(1, { error: mustBe("a package name") }),
    description: text().optional(),
    keywords: list(text(), "`keywords`").optional(),
    version: text().optional(),
    repositoryHref: url().optional(),
    npmHref: url().optional(),
    official: z.boolean({ error: mustBe("true or false") }).optional(),
  },
  "data",
  "a package",
);

const company = closedObject({ name: text(), url: url(), image: url().optional() }, "data", "a company");
const resource = closedObject({ title: text(), description: text(), href: url(), image: url().optional() }, "data", "a resource");
const feature = closedObject({ title: text(), text: text(), linkText: text(), href: url(), image: url().optional() }, "data", "a feature");

const landing = closedObject(
  {
    example: closedObject({ res: text().optional() }, "data", "`example`").optional(),
    features: list(feature, "`features`").optional(),
    install: closedObject({ npm: text().optional(), template: text().optional() }, "data", "`install`").optional(),
    carousel: list(url(), "`carousel`").optional(),
    carouselPhone: list(url(), "`carouselPhone`").optional(),
  },
  "data",
  "data/landing.json",
);

/** The schema of each data file the site reads, by base name (`data/authors.json` -> `authors`). */
export const DATA_FILE_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  authors: z.record(z.string(), author, {
    error: inputProblem("data/invalid", ({ input }) => `data/authors.json must map author ids to authors, not ${describeValue(input)}`),
  }),
  packages: list(pkg, "data/packages.json"),
  companies: list(company, "data/companies.json"),
  resources: list(resource, "data/resources.json"),
  landing,
};
