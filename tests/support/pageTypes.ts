/** One page of every page type the site has. */
export const PAGE_TYPES: Readonly<Record<string, string>> = {
  landing: "index.html",
  manual: "docs/manual/v11.0.0/record/index.html",
  manualNext: "docs/manual/v12.0.0/introduction/index.html",
  manualOld: "docs/manual/v8.0.0/introduction/index.html",
  apiOverview: "docs/manual/v11.0.0/api/index.html",
  apiModule: "docs/manual/v11.0.0/api/core/array/index.html",
  legacyApi: "docs/manual/v9.0.0/api/belt/hash-map/index.html",
  react: "docs/react/latest/hooks-state/index.html",
  blogIndex: "blog/index.html",
  blogArticle: "blog/release-11-0/index.html",
  community: "community/overview/index.html",
  packages: "packages/index.html",
  syntaxLookup: "syntax-lookup/index.html",
  playground: "try/index.html",
  generic: "docs/latest/index.html",
  notFound: "404.html",
};
