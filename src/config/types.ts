import type { z } from "zod";
import type { siteSchema } from "./siteSchema.ts";

/** The validated site configuration with every default applied (the schema in siteSchema.ts is its source). */
export type ResolvedSite = z.output<typeof siteSchema>;

/** A link in the header, footer or menus. */
export type NavLink = ResolvedSite["nav"][number];

/** A versioned set of docs under one base path (the language manual, the React docs). */
export type ResolvedDocSet = ResolvedSite["docSets"][number];

/** A banner shown on every page of one docs version. `{link}` in `text` marks where the link goes. */
export type ResolvedBanner = ResolvedDocSet["banners"][string];

/** Offline search (default) or Algolia DocSearch. */
export type ResolvedSearch = ResolvedSite["search"];

/** A pinned ReScript compiler for the examples of some docs versions. */
export type ResolvedToolchain = ResolvedSite["toolchains"][string];

/** Where the playground finds compilers. */
export type ResolvedPlayground = ResolvedSite["playground"];

/** Which toolchain compiles the examples under a route prefix. */
export type ExampleRoute = ResolvedSite["exampleRoutes"][number];

/** The API reference of one docs version: extracted with rescript-tools, or read from legacy interfaces. */
export type ResolvedApiVersion = ResolvedSite["api"][string];

/** One area of an API reference (Core, Belt, Js, Dom...). */
export type ResolvedApiArea = ResolvedApiVersion["areas"][number];

/** Where things are on disk, absolute paths. */
export interface ResolvedPaths {
  readonly root: string;
  readonly content: string;
  readonly out: string;
  readonly templates: string;
  readonly client: string;
  readonly public: string;
  readonly cache: string;
}

/** Everything a build needs to know before it reads content. */
export interface ResolvedConfig {
  readonly site: ResolvedSite;
  readonly paths: ResolvedPaths;
  readonly strict: boolean;
}
