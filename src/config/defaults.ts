import type { ResolvedSite } from "./types.ts";

/** Site settings used where `site.json` says nothing. */
export const DEFAULT_SITE: ResolvedSite = {
  name: "ReScript Documentation",
  description: "The ReScript language and ecosystem docs",
  locale: "en_US",
  baseUrl: "https://rescript-lang.org",
  nav: [],
  docsNav: [],
  mobileNav: [],
  social: [],
  footer: { copyright: "© {year} The ReScript Project", links: [] },
  docSets: [],
  search: { provider: "local" },
  playgroundPath: "/try",
  feed: { path: "/blog/feed.xml", title: "ReScript Blog", description: "News and articles about ReScript" },
  toolchains: {},
  exampleRoutes: [],
  api: {},
  redirects: {},
  trustedEmbeds: [],
  playground: { compilerBase: "https://cdn.rescript-lang.org", versions: [], devToolchains: [] },
};
