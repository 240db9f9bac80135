// Postings as short strings, the form term files and pack files carry them in: the documents of a term, in
// increasing order, each written as the base-36 gap from the one before (the first as itself), followed by
// `.` and a base-36 value when there is one (a frequency above 1, or a snippet window's index).
import type { Postings } from "./indexDocuments.ts";

/** `docs` (increasing) with `values`; a value of 1 is left out when `omitOne` (term frequencies), else always written. */
export function encodePostings(docs: readonly number[], values: readonly number[], omitOne = true): string {
  let out = "";
  let previous = 0;
  for (let i = 0; i < docs.length; i++) {
    if (i > 0) out += ",";
    out += (docs[i]! - previous).toString(36);
    previous = docs[i]!;
    const value = values[i]!;
    if (!omitOne || value !== 1) out += `.${value.toString(36)}`;
  }
  return out;
}

/** The postings `encodePostings` wrote (a value left out is 1); `offset` is added to every document. */
export function decodePostings(text: string, offset = 0): Postings {
  const docs: number[] = [];
  const counts: number[] = [];
  if (text === "") return { docs, counts };
  let doc = 0;
  for (const item of text.split(",")) {
    const dot = item.indexOf(".");
    doc += Number.parseInt(dot === -1 ? item : item.slice(0, dot), 36);
    docs.push(doc + offset);
    counts.push(dot === -1 ? 1 : Number.parseInt(item.slice(dot + 1), 36));
  }
  return { docs, counts };
}
