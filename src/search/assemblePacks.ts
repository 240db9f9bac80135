// The packs of the index: one per doc-set version, holding that version, the unversioned shards and the other doc
// sets at their default versions (what a reader of that version searches, "in other docs" included), so that a
// query fetches one pack file and one term file per word. Shards are rendered once and joined into every pack
// that holds them.
import type { BrowserDocSet } from "../shared/BrowserDocSet.ts";
import { resolveSearchScope } from "../shared/search/resolveSearchScope.ts";
import { SEARCH_MANIFEST_PATH, termFilePath, type SearchManifest, type SearchPackEntry, type SearchShardEntry } from "../shared/search/types.ts";
import { hashText } from "./hashText.ts";
import type { ShardParts } from "./renderShardParts.ts";

/** A term file holds consecutive keys until it has at least this many characters (so rare keys share a file). */
export const TERM_FILE_CHARS = 4096;

/** The format of term files (SearchTermFile). */
const TERM_FILE_FORMAT = 1;

/** The index files and the manifest that lists them. */
export interface SearchIndexResult {
  /** Site path -> JSON text: `/search/manifest.json` and the content-hashed pack and term files. */
  readonly files: Map<string, string>;
  readonly manifest: SearchManifest;
}

/** The shards each pack holds, its own first: per doc-set version; one pack of everything on a site without doc sets. */
export function packMembers(shards: readonly SearchShardEntry[], docSets: readonly BrowserDocSet[]): [id: string, members: string[]][] {
  const unversioned = shards.filter((s) => !s.docSet).map((s) => s.id);
  const versioned = shards.filter((s) => s.docSet);
  if (versioned.length === 0) return shards.length === 0 ? [] : [["all", unversioned]];
  return versioned.map((own) => {
    const others = docSets
      .filter((d) => d.id !== own.docSet)
      .map((d) => resolveSearchScope({ pathname: `${d.base}/`, docSets: [d], shards }))
      .flatMap((scope) => (scope.version !== undefined ? scope.shardIds.slice(0, 1) : []));
    return [own.id, [own.id, ...unversioned, ...others]];
  });
}

/** The manifest and every file of the packs of the rendered shards. */
export function assemblePacks(baseUrl: string, docSetsConfigured: readonly BrowserDocSet[], parts: readonly ShardParts[]): SearchIndexResult {
  const sorted = [...parts].sort((a, b) => compare(a.entry.id, b.entry.id));
  const shards = sorted.map((p) => p.entry);
  const docSets: BrowserDocSet[] = docSetsConfigured.map((d) => {
    const indexed = shards.filter((s) => s.docSet === d.id).map((s) => s.version!);
    const configured = d.versions.filter((v) => indexed.includes(v));
    return { ...d, versions: [...configured, ...indexed.filter((v) => !configured.includes(v))] };
  });
  const byId = new Map(sorted.map((p) => [p.entry.id, p]));
  const files = new Map<string, string>();
  const packs: SearchPackEntry[] = packMembers(shards, docSets).map(([id, members]) => {
    const { path, text } = renderPack(
      id,
      baseUrl,
      members.map((m) => byId.get(m)!),
      files,
    );
    return { id, path, shards: members, bytes: new TextEncoder().encode(text).length };
  });
  const manifest: SearchManifest = { format: 3, shards, packs: packs.sort((a, b) => compare(a.id, b.id)), docSets };
  files.set(SEARCH_MANIFEST_PATH, JSON.stringify(manifest));
  return { files, manifest };
}

/** Writes a pack's term files and its pack file into `files`; returns the pack file's path and text. */
function renderPack(id: string, baseUrl: string, members: readonly ShardParts[], files: Map<string, string>): { path: string; text: string } {
  const byKey = new Map<string, string[]>();
  members.forEach((member, shard) => {
    for (const [key, section] of member.sections) {
      const list = byKey.get(key);
      const part = `[${shard},${section}]`;
      if (list) list.push(part);
      else byKey.set(key, [part]);
    }
  });
  const keys = [...byKey.keys()].sort(compare);
  const firsts: string[] = [];
  const texts: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const key of keys) {
    if (current.length === 0) firsts.push(key);
    for (const part of byKey.get(key)!) {
      current.push(part);
      size += part.length;
    }
    if (size >= TERM_FILE_CHARS) {
      texts.push(`{"format":${TERM_FILE_FORMAT},"parts":[${current.join(",")}]}`);
      current = [];
      size = 0;
    }
  }
  if (current.length > 0) texts.push(`{"format":${TERM_FILE_FORMAT},"parts":[${current.join(",")}]}`);
  const folder = `/search/${id}`;
  // The files are their shards' sections, framed and grouped as above: a hash of those and of the grouping names them.
  const hash = hashText(JSON.stringify([TERM_FILE_FORMAT, members.map((m) => m.sectionsHash), firsts]));
  for (const [i, text] of texts.entries()) files.set(termFilePath(folder, i, hash), text);
  const text =
    `{"format":1,"id":${JSON.stringify(id)},"baseUrl":${JSON.stringify(baseUrl)},"shards":[${members.map((m) => m.pack).join(",")}],` +
    `"keys":${JSON.stringify(keys)},"files":${JSON.stringify(firsts)},"folder":${JSON.stringify(folder)},"hash":${JSON.stringify(hash)}}`;
  const path = `/search/${id}.${hashText(text)}.json`;
  files.set(path, text);
  return { path, text };
}

/** Code-unit order, the order the browser compares keys in. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
