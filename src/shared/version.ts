// Docs versions: parsing `v11.0.0` / `12.0.0-beta.3`, and finding the version in a URL path.
// Shared with the browser: no node:* imports.

/** Prerelease kinds a version may carry. */
export type PrereleaseKind = "alpha" | "beta" | "dev" | "rc";

/** A parsed version `v{major}.{minor}.{patch}[-{kind}.{n}]`. */
export interface Version {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  readonly prerelease?: { readonly kind: PrereleaseKind; readonly number: number };
}

const INT32_MAX = 2147483647;
const PRERELEASE_KINDS: readonly string[] = ["alpha", "beta", "dev", "rc"];

/** Parses a non-negative decimal integer in the 32-bit signed range; undefined otherwise. */
export function parseInt32(text: string): number | undefined {
  if (!/^[0-9]+$/.test(text)) return undefined;
  const n = Number(text);
  return n <= INT32_MAX ? n : undefined;
}

/** Parses `v1.2.3`, `1.2.3` or `1.2.3-rc.1`; undefined when not exactly that shape. */
export function parseVersion(text: string): Version | undefined {
  const body = text.startsWith("v") ? text.slice(1) : text;
  const dash = body.indexOf("-");
  const main = dash === -1 ? body : body.slice(0, dash);
  const parts = main.split(".");
  if (parts.length !== 3) return undefined;
  const [major, minor, patch] = parts.map(parseInt32);
  if (major === undefined || minor === undefined || patch === undefined) return undefined;
  if (dash === -1) return { major, minor, patch };
  const pre = body.slice(dash + 1).split(".");
  const kind = pre[0] ?? "";
  const number = pre.length === 2 ? parseInt32(pre[1] ?? "") : undefined;
  if (!PRERELEASE_KINDS.includes(kind) || number === undefined) return undefined;
  return { major, minor, patch, prerelease: { kind: kind as PrereleaseKind, number } };
}

/** Writes a version as `v{major}.{minor}.{patch}[-{kind}.{n}]`. */
export function formatVersion(v: Version): string {
  const base = `v${v.major}.${v.minor}.${v.patch}`;
  return v.prerelease ? `${base}-${v.prerelease.kind}.${v.prerelease.number}` : base;
}

/** Orders versions ascending; a prerelease sorts before its release. */
export function compareVersions(a: Version, b: Version): number {
  const rank = (v: Version) => (v.prerelease ? PRERELEASE_KINDS.indexOf(v.prerelease.kind) : PRERELEASE_KINDS.length);
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch || rank(a) - rank(b) || (a.prerelease?.number ?? 0) - (b.prerelease?.number ?? 0);
}

/** What a path says about its docs version. */
export type VersionKind =
  | { readonly kind: "NoVersion" }
  | { readonly kind: "Latest"; readonly segment: string }
  | { readonly kind: "Next"; readonly segment: string }
  | { readonly kind: "Specific"; readonly segment: string };

/** The versions that `latest` and `next` stand for. */
export interface VersionAliases {
  readonly latest: string;
  readonly next: string;
}

const VERSION_SEGMENT = /^(latest|next|v\d+(\.\d+(\.\d+)?)?)$/;

/** Finds the first path segment that names a version: `latest`, `next` or `vN(.N(.N))`. */
export function findVersionSegment(path: string): string | undefined {
  for (const segment of path.split(/[/?#]/)) {
    if (VERSION_SEGMENT.test(segment)) return segment;
  }
  return undefined;
}

/** Classifies a path's version: the configured next is Next, latest is Latest, others Specific. */
export function detectVersion(path: string, aliases: VersionAliases): VersionKind {
  const segment = findVersionSegment(path);
  if (segment === undefined) return { kind: "NoVersion" };
  if (segment === "next" || segment === aliases.next) return { kind: "Next", segment };
  if (segment === "latest" || segment === aliases.latest) return { kind: "Latest", segment };
  return { kind: "Specific", segment };
}

/** The concrete version folder a path refers to; the latest one when it names none. */
export function resolveVersionFolder(path: string, aliases: VersionAliases): string {
  const v = detectVersion(path, aliases);
  switch (v.kind) {
    case "NoVersion":
      return aliases.latest;
    case "Latest":
      return aliases.latest;
    case "Next":
      return aliases.next;
    case "Specific":
      return v.segment;
  }
}
