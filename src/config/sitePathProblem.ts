// The shape of a path of the site (a route, an output file, a link target) as site.json may give it. A browser
// reads `//host` and `/\host` as another host, drops tabs and newlines and resolves `..` and `%2e%2e`; the build
// would write such a path outside its place or fail on it later, so each is refused where it is written.

/** Why `value` is not a site path (`/` and more), or undefined when it is one. `{...}` placeholders are allowed. */
export function sitePathProblem(value: string): string | undefined {
  if (!value.startsWith("/")) return "it must start with /";
  if (/[\u0000-\u001f\u007f-\u009f]/.test(value)) return "it contains a control character";
  if (/\s/.test(value)) return "it contains white space";
  if (value.includes("\\")) return "it contains a backslash, which browsers read as /";
  if (value.startsWith("//")) return "it starts with //, which browsers read as another host";
  if (/[?#]/.test(value)) return "it contains ? or #, which are not part of a path";
  const dots = value.split("/").find((segment) => /^(\.|%2e){1,2}$/i.test(segment));
  if (dots !== undefined) return `it has a \`${dots}\` segment`;
  return undefined;
}
